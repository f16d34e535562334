/**
 * Word- and character-level difference of two values: a Latin word or number is one token, each
 * Chinese character or mark another. jsdiff aligns our tokens, not `diffWordsWithSpace`'s: its
 * words leave out `.+%-`, so a changed `4000+` or `2.5%` would be highlighted piecewise.
 */
import { diffArrays } from 'diff';

export interface Segment {
  /** `=` unchanged, `-` only before, `+` only after. */
  readonly op: '=' | '-' | '+';
  readonly text: string;
}

/** A value this long (characters) gets word/character-level highlighting. */
const INLINE_DIFF_MIN = 12;
/** Values longer than this (in tokens, per side) are shown whole rather than diffed. */
const MAX_TOKENS = 2_000;
/** An unchanged run this short between two changes reads better as part of the change. */
const MIN_KEPT_RUN = 2;

const tokenize = (text: string) => text.match(/[A-Za-z0-9_.+%-]+|\s+|[^A-Za-z0-9_.+%\s-]/gu) ?? [];

export function inlineDiff(before: string, after: string): Segment[] {
  const a = tokenize(before);
  const b = tokenize(after);
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS)
    return [
      { op: '-', text: before },
      { op: '+', text: after },
    ];
  // A token that moved is a deletion where it was and an insertion where it is.
  const raw = diffArrays(a, b).map((change): Segment => ({
    op: change.added ? '+' : change.removed ? '-' : '=',
    text: change.value.join(''),
  }));
  return merge(absorbShortRuns(merge(raw)));
}

/** Adjacent segments of the same kind, joined; deletions before insertions inside a change. */
function merge(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ op: '-', text: removed });
    if (added) out.push({ op: '+', text: added });
    removed = '';
    added = '';
  };
  for (const segment of segments) {
    if (segment.op === '-') removed += segment.text;
    else if (segment.op === '+') added += segment.text;
    else {
      flush();
      const last = out[out.length - 1];
      if (last?.op === '=') out[out.length - 1] = { op: '=', text: last.text + segment.text };
      else out.push(segment);
    }
  }
  flush();
  return out;
}

/** `年底` between two edits becomes part of both sides, so the reader sees one phrase changed. */
function absorbShortRuns(segments: Segment[]): Segment[] {
  return segments.flatMap((segment, index) => {
    const changedAround =
      segments[index - 1] && segments[index + 1] && segments[index - 1]?.op !== '=' && segments[index + 1]?.op !== '=';
    if (segment.op === '=' && changedAround && [...segment.text.trim()].length < MIN_KEPT_RUN) {
      return [
        { op: '-', text: segment.text },
        { op: '+', text: segment.text },
      ];
    }
    return [segment];
  });
}

/** Highlighting for a long value; a short one reads fine as before → after. */
export function segmentsOf(before: string, after: string): { segments?: Segment[] } {
  return Math.max(before.length, after.length) >= INLINE_DIFF_MIN ? { segments: inlineDiff(before, after) } : {};
}

/** The values a change has (none before an addition, none after a removal), highlighted when it has both. */
export function changeValues(before?: string, after?: string) {
  return {
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    ...(before !== undefined && after !== undefined ? segmentsOf(before, after) : {}),
  };
}
