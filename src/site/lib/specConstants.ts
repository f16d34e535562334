/** Business constants of the specification, named once. */
export const CAROUSEL_INTERVAL_MS = 5000; // spec §9: one slide every 5000 ms
export const HOVER_NONE = -1; // spec §4: no business card hovered
export const HOVER_DIMMED = 10; // spec §4: the value of every card but the hovered one
