/**
 * A line diff for the Markdown bodies of content files, aligned by jsdiff. Compare stage: pure.
 *
 * `diffArrays` rather than jsdiff's `diffLines`: the caller hands lines already split, and
 * `diffLines` keeps each line's newline in its token, so a last line (no newline) would not
 * equal the same line elsewhere and a body's empty last line would vanish.
 */
import { diffArrays } from 'diff';

/** Past this many changed lines the body was rewritten: it is reported as one change (a safety valve). */
const MAX_EDITS = 1_000;

export interface LineHunk {
  /** Index of the first line of the hunk in `after` (where it would be inserted when empty). */
  readonly afterStart: number;
  readonly before: string[];
  readonly after: string[];
}

export function diffLines(before: string[], after: string[]): LineHunk[] {
  const changes = diffArrays(before, after, { maxEditLength: MAX_EDITS });
  if (!changes) return [{ afterStart: 0, before, after }];
  const hunks: LineHunk[] = [];
  let open: LineHunk | undefined;
  let j = 0;
  for (const change of changes) {
    if (!change.added && !change.removed) open = undefined;
    else {
      if (!open) hunks.push((open = { afterStart: j, before: [], after: [] }));
      (change.added ? open.after : open.before).push(...change.value);
    }
    if (!change.removed) j += change.count;
  }
  return hunks;
}
