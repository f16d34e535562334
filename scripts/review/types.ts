/**
 * What a review found, as the HTML report and the PR summary both read it.
 */
import type { ContentChange } from './contentDiff';
import type { Commit, Head } from './git';
import type { ReviewPage, Width } from './pages';
import type { PixelDiff } from './pixelDiff';
import type { Shot } from './screenshots';

export interface WidthResult {
  readonly width: Width;
  readonly before: Shot;
  readonly after: Shot;
  readonly diff: PixelDiff;
}

export interface PageResult {
  readonly page: ReviewPage;
  readonly widths: readonly WidthResult[];
}

export interface ReviewResult {
  readonly base: Commit;
  readonly head: Head;
  /** Seconds from start to the report's writing. */
  readonly seconds: number;
  readonly content: readonly ContentChange[];
  readonly pages: readonly PageResult[];
}

export const isChanged = (page: PageResult) => page.widths.some((result) => result.diff.differing > 0);
