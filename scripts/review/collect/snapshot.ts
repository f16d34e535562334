/**
 * What the collect stage gathers of one side of a review: per page, everything a visitor can
 * get. Compare reads two of these; nothing here runs a browser.
 */

/** What a page offers besides its pixels, each as a list of readable lines. */
export interface Facts {
  /** Title, meta description, canonical, Open Graph, JSON-LD…, by a readable key. */
  readonly head: Readonly<Record<string, string>>;
  /** Visible text, one line per block, in reading order. */
  readonly text: readonly string[];
  /** Accessible names that are not visible text: `aria-label`, `alt`, `title`. */
  readonly names: readonly string[];
  /** `link text → target` of every link. */
  readonly links: readonly string[];
  /** `src` / `srcset` and alt text of every image. */
  readonly images: readonly string[];
}

/** One band of a page: the header, the banner, a section of `main`, the footer. */
export interface SectionBox {
  /** Identity across versions: an anchor id, else its heading, else its place. */
  readonly key: string;
  /** What a reader calls it (its heading, or header / banner / footer). */
  readonly label: string;
  /** Position in the full-page screenshot, CSS pixels (device scale 1). */
  readonly top: number;
  readonly height: number;
}

/** A state only reachable by interaction (a carousel slide, an expanded card, a sub-nav section). */
export interface StateCapture {
  /** `slide-3`, `card-2`, `subnav-ota`: the same state on both sides has the same id. */
  readonly id: string;
  readonly label: string;
  /** What the state shows: the slide's text and image, the card's detail, the highlighted entry. */
  readonly text: readonly string[];
  /** The changed part of the page in that state (the banner, the card list), when it has one. */
  readonly png?: Buffer;
}

export interface WidthCapture {
  readonly width: number;
  /** Full-page screenshot in the first state. */
  readonly png: Buffer;
  /** False when no two captures in a row were equal: the page may move by itself. */
  readonly stable: boolean;
  readonly sections: readonly SectionBox[];
  /** The hydrated page's facts at this width. */
  readonly facts: Facts;
  readonly states: readonly StateCapture[];
}

export interface PageSnapshot {
  readonly id: string;
  /** HTTP status of the page; a route missing on one side shows as 404. */
  readonly status: number;
  /** Whether the page ships module scripts (and therefore hydrates). */
  readonly hydrates: boolean;
  /** The pre-rendered page with JavaScript off. */
  readonly noJs: Facts;
  readonly widths: readonly WidthCapture[];
}

/** Every page of one side, by page id. */
export type SiteSnapshot = ReadonlyMap<string, PageSnapshot>;
