/**
 * The pipeline's data: what collect gathers of each side (`SiteSnapshot`, `ContentSnapshot`) and
 * what compare finds, `ReviewResult`: `review/report.json`, the contract the pull-request comment reads.
 */
import type { ParsedFile } from '../../src/content/frontmatter/parseFile';
import type { Segment } from './compare/inlineDiff';

/** `ref`: what the reader asked for (`main`, `origin/main`, a sha…). */
export type Commit = { readonly ref: string; readonly sha: string; readonly subject: string };
/** `dirty`: the working tree has uncommitted changes, which the report includes. */
export type Head = Commit & { readonly dirty: boolean };

/** Every `content/**\/*.md(x)` file read and parsed once, and the git blob hash of each image, by repository path. */
export type ContentSnapshot = {
  readonly files: ReadonlyMap<string, ParsedFile>;
  readonly images: ReadonlyMap<string, string>;
};

/**
 * What a page offers besides its pixels, as readable lines: the head (title, meta, canonical, Open
 * Graph, JSON-LD… by key), visible text in reading order, accessible names that are not visible text
 * (`aria-label`, `alt`, `title`), `link text → target` of every link, `src`/`srcset` and alt of every image.
 */
export type Facts = { readonly head: Readonly<Record<string, string>> } & Readonly<
  Record<'text' | 'names' | 'links' | 'images', readonly string[]>
>;

/** Where a band is in a full-page screenshot, CSS pixels (device scale 1). */
export type Band = { readonly top: number; readonly height: number };

/** One band of a page (the header, the banner, a section of `main`, the footer), captured as its own picture. */
export interface SectionBox extends Band {
  /** Identity across versions: an anchor id, else its heading, else its place. */
  readonly key: string;
  /** What a reader calls it (its heading, or header / banner / footer). */
  readonly label: string;
  /** Its picture, relative to its side's picture folder, named after the page, the width and the key. */
  readonly file: string;
}

/** A state only reachable by interaction (a carousel slide, an expanded card, a sub-nav section). */
export interface StateCapture {
  /** `slide-3`, `card-2`, `subnav-ota`: the same state on both sides has the same id. */
  readonly id: string;
  readonly label: string;
  /** What the state shows: the slide's text and image, the card's detail, the highlighted entry. */
  readonly text: readonly string[];
  /** The picture of the changed part of the page in that state (the banner, the card list), when it has one. */
  readonly file?: string;
}

/** The hydrated page at one width. */
export interface WidthCapture {
  readonly width: number;
  readonly sections: readonly SectionBox[];
  readonly facts: Facts;
  readonly states: readonly StateCapture[];
}

/** `status`: HTTP's (a route missing on one side shows as 404); `hydrates`: it ships module scripts; `noJs`: with JavaScript off. */
export interface PageSnapshot {
  readonly id: string;
  readonly status: number;
  readonly hydrates: boolean;
  readonly noJs: Facts;
  readonly widths: readonly WidthCapture[];
}

/** Every page of one side, by page id. */
export type SiteSnapshot = ReadonlyMap<string, PageSnapshot>;

export type ChangeKind = 'added' | 'removed' | 'modified' | 'moved';

/** Why a page counts as changed. */
export type Reason = 'visual' | 'text' | 'links' | 'images' | 'head' | 'hidden-state' | 'status';

/** A changed value: none before an addition, none after a removal; word/character-level difference of a modified one. */
export type Values = { readonly before?: string; readonly after?: string; readonly segments?: readonly Segment[] };

/** Picture files of one compared area, relative to the report folder (full size; the difference is reg-cli's). */
export type ImageFiles = Readonly<Partial<Record<'before' | 'after' | 'diff', string>>>;

/** One changed line of what a page offers (text, accessible name, link, image). */
export interface TextChange extends Values {
  /** Where it was seen: `page` (with JavaScript), `no-js` (pre-rendered), or both. */
  readonly views: readonly string[];
  readonly list: 'text' | 'names' | 'links' | 'images';
  readonly kind: ChangeKind;
}

export type HeadChange = Values & { readonly key: string };

export interface SectionResult {
  readonly key: string;
  readonly label: string;
  /** `changed` differs in pixels; `added` / `removed` exist on one side only. */
  readonly status: 'unchanged' | 'changed' | 'added' | 'removed';
  /** Where it is in each side's full-page screenshot (a section that grew shows it here). */
  readonly before?: Band;
  readonly after?: Band;
  readonly pixels: number;
  /** The whole section at full size, only for one not unchanged. */
  readonly images?: ImageFiles;
}

/** `pixels`: differing pixels of all sections in the first state. */
export type WidthResult = {
  readonly width: number;
  readonly pixels: number;
  readonly sections: readonly SectionResult[];
};

export interface StateResult {
  readonly id: string;
  readonly label: string;
  readonly changed: boolean;
  /** Differing pixels of the state's picture, by width. */
  readonly pixels: Readonly<Record<string, number>>;
  readonly text: readonly TextChange[];
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

/** `seconds`: from start to the report's writing. */
export interface ReviewResult {
  readonly base: Commit;
  readonly head: Head;
  readonly seconds: number;
  readonly pages: readonly PageResult[];
  readonly fields: readonly FieldChange[];
}
