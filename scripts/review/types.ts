/**
 * The review's result: what `compare.ts` finds and everything the report shows. It is written
 * as `review/report.json` (the contract, documented in CONTRIBUTING.md); the HTML report and
 * the pull-request summary are views of it.
 */
import type { Commit, Head } from './collect/git';
import type { Segment } from './compare/inlineDiff';
import type { Box } from './compare/regions';

export type ChangeKind = 'added' | 'removed' | 'modified' | 'moved';

/** Why a page counts as changed. */
export type Reason = 'visual' | 'text' | 'links' | 'images' | 'head' | 'hidden-state' | 'status';

/** Picture files of one compared area, relative to the report folder (full size). */
export interface ImageFiles {
  readonly before?: string;
  readonly after?: string;
  readonly diff?: string;
}

/** One changed line of what a page offers (text, accessible name, link, image). */
export interface TextChange {
  /** Where it was seen: `page` (with JavaScript), `no-js` (pre-rendered), or both. */
  readonly views: readonly string[];
  readonly list: 'text' | 'names' | 'links' | 'images';
  readonly kind: ChangeKind;
  readonly before?: string;
  readonly after?: string;
  /** Word/character-level difference, for a modified line. */
  readonly segments?: readonly Segment[];
}

export interface HeadChange {
  readonly key: string;
  readonly before?: string;
  readonly after?: string;
  readonly segments?: readonly Segment[];
}

export interface Band {
  readonly top: number;
  readonly height: number;
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

export interface FieldChange {
  readonly file: string;
  /** 1-based line in the current file (in the base file for what was removed). */
  readonly line?: number;
  /** Dotted path (`business.cards[3].detail`), `body` for Markdown text, `file` for a whole file (an image). */
  readonly field: string;
  readonly area: 'frontmatter' | 'body' | 'file';
  readonly kind: ChangeKind;
  readonly before?: string;
  readonly after?: string;
  readonly segments?: readonly Segment[];
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
