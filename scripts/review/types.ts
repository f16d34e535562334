/**
 * The pipeline's data: what collect gathers of each side (`SiteSnapshot`, `ContentSnapshot`) and
 * what compare finds, `ReviewResult`: `review/report.json`, the contract (CONTRIBUTING.md).
 */
import type { ParsedFile } from '../../src/content/frontmatter/parseFile';
import type { Segment } from './compare/inlineDiff';
import type { Box } from './compare/regions';

export interface Commit {
  /** What the reader asked for (`main`, `origin/main`, a sha…). */
  readonly ref: string;
  readonly sha: string;
  readonly subject: string;
}

export interface Head extends Commit {
  /** The working tree has uncommitted changes, which the report includes. */
  readonly dirty: boolean;
}

export interface ContentSnapshot {
  /** Every `content/**\/*.md(x)` file, read and parsed once, by repository path. */
  readonly files: ReadonlyMap<string, ParsedFile>;
  /** Git blob hash of every file under `content/images`, by repository path. */
  readonly images: ReadonlyMap<string, string>;
}

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

/** Where a band is in a full-page screenshot, CSS pixels (device scale 1). */
export interface Band {
  readonly top: number;
  readonly height: number;
}

/** One band of a page: the header, the banner, a section of `main`, the footer. */
export interface SectionBox extends Band {
  /** Identity across versions: an anchor id, else its heading, else its place. */
  readonly key: string;
  /** What a reader calls it (its heading, or header / banner / footer). */
  readonly label: string;
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

export type ChangeKind = 'added' | 'removed' | 'modified' | 'moved';

/** Why a page counts as changed. */
export type Reason = 'visual' | 'text' | 'links' | 'images' | 'head' | 'hidden-state' | 'status';

/** A changed value: none before an addition, none after a removal; word/character-level difference of a modified one. */
export interface Values {
  readonly before?: string;
  readonly after?: string;
  readonly segments?: readonly Segment[];
}

/** Picture files of one compared area, relative to the report folder (full size). */
export type ImageFiles = Readonly<Partial<Record<'before' | 'after' | 'diff', string>>>;

/** One changed line of what a page offers (text, accessible name, link, image). */
export interface TextChange extends Values {
  /** Where it was seen: `page` (with JavaScript), `no-js` (pre-rendered), or both. */
  readonly views: readonly string[];
  readonly list: 'text' | 'names' | 'links' | 'images';
  readonly kind: ChangeKind;
}

export interface HeadChange extends Values {
  readonly key: string;
}

export interface Region {
  /** In the compared area's coordinates (the larger of the two sides). */
  readonly box: Box;
  /** Cropped with some context around it, at full resolution. */
  readonly images: ImageFiles;
}

export interface SectionResult {
  readonly key: string;
  readonly label: string;
  /** `changed` differs in pixels; `added` / `removed` exist on one side only. */
  readonly status: 'unchanged' | 'changed' | 'added' | 'removed';
  /** Where it is in each side's full-page screenshot (a section that grew shows it here). */
  readonly before?: Band;
  readonly after?: Band;
  readonly pixels: number;
  readonly regions: readonly Region[];
  /** The whole section at full size, only for a changed one. */
  readonly images?: ImageFiles;
}

export interface WidthResult {
  readonly width: number;
  /** Differing pixels of all sections in the first state. */
  readonly pixels: number;
  /** False when a side's screenshots never settled: a difference may be the page moving. */
  readonly stable: boolean;
  readonly sections: readonly SectionResult[];
}

export interface StateResult {
  readonly id: string;
  readonly label: string;
  readonly changed: boolean;
  /** Differing pixels of the state's picture, by width. */
  readonly pixels: Readonly<Record<string, number>>;
  readonly text: readonly TextChange[];
  /** Changed regions of the state's picture, by width (in its own coordinates). */
  readonly regions: Readonly<Record<string, readonly Region[]>>;
  /** Before / after / difference of a changed state, whole, by width. */
  readonly images?: Readonly<Record<string, ImageFiles>>;
}

export interface PageResult {
  readonly id: string;
  readonly path: string;
  readonly name: string;
  readonly changed: boolean;
  readonly reasons: readonly Reason[];
  /** Differing pixels of the first state, by width (`"1440"`, `"390"`). */
  readonly pixels: Readonly<Record<string, number>>;
  readonly status: { readonly before: number; readonly after: number; readonly expected: number };
  readonly title: string;
  readonly text: readonly TextChange[];
  readonly head: readonly HeadChange[];
  readonly states: readonly StateResult[];
  readonly widths: readonly WidthResult[];
}

export interface FieldChange extends Values {
  readonly file: string;
  /** 1-based line in the current file (in the base file for what was removed). */
  readonly line?: number;
  /** Dotted path (`business.cards[3].detail`), `body` for Markdown text, `file` for a whole file (an image). */
  readonly field: string;
  readonly area: 'frontmatter' | 'body' | 'file';
  readonly kind: ChangeKind;
  /** Where an item moved from (`items[1]`), for a move. */
  readonly from?: string;
  /** Addresses of the pages whose output this change changed. */
  readonly pages: readonly string[];
}

export interface ReviewResult {
  readonly base: Commit;
  readonly head: Head;
  /** Seconds from start to the report's writing. */
  readonly seconds: number;
  readonly pages: readonly PageResult[];
  readonly fields: readonly FieldChange[];
}
