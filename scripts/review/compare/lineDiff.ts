/**
 * A small line diff (longest common subsequence) for the Markdown bodies of content files.
 * Bodies are a few dozen lines, so the quadratic table is cheap; past `MAX_CELLS` the
 * whole body is reported as one change rather than spending seconds on it.
 */
const MAX_CELLS = 4_000_000;

export interface LineHunk {
  /** Index of the first line of the hunk in `after` (where it would be inserted when empty). */
  readonly afterStart: number;
  readonly before: string[];
  readonly after: string[];
}

export function diffLines(before: string[], after: string[]): LineHunk[] {
  if (before.length * after.length > MAX_CELLS) {
    return sameLines(before, after) ? [] : [{ afterStart: 0, before, after }];
  }
  // common[i][j]: length of the longest common subsequence of before[i..] and after[j..].
  const common = Array.from({ length: before.length + 1 }, () => new Uint32Array(after.length + 1));
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      const row = common[i] as Uint32Array;
      const next = common[i + 1] as Uint32Array;
      row[j] = before[i] === after[j] ? (next[j + 1] ?? 0) + 1 : Math.max(next[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const hunks: LineHunk[] = [];
  let open: { afterStart: number; before: string[]; after: string[] } | undefined;
  const hunk = (j: number) => (open ??= { afterStart: j, before: [], after: [] });
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      if (open) hunks.push(open);
      open = undefined;
      i++;
      j++;
    } else if (j < after.length && (i === before.length || lcs(common, i, j + 1) >= lcs(common, i + 1, j))) {
      hunk(j).after.push(after[j++] as string);
    } else {
      hunk(j).before.push(before[i++] as string);
    }
  }
  if (open) hunks.push(open);
  return hunks;
}

function lcs(common: Uint32Array[], i: number, j: number): number {
  return common[i]?.[j] ?? 0;
}

function sameLines(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}
