/** Business constants of the specification (§9), named once. */

/** Carousel: one slide every 5000 ms (spec §9). */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Carousel height at desktop widths (spec §9); narrower screens scale it down (DESIGN §3). */
export const CAROUSEL_HEIGHT_PX = 800;
/** Business-card hover: no card hovered (spec §4). */
export const HOVER_NONE = -1;
/** Business-card hover: value given to every card that is not hovered (spec §4). */
export const HOVER_DIMMED = 10;
