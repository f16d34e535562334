/**
 * Matching two lists by identity (longest common subsequence on a key), so removing one
 * item is one removal and the items after it are not "modified" against their neighbours.
 * Compare stage: pure.
 */

/** Past this many table cells the lists are matched only at their common ends (a safety valve). */
const MAX_CELLS = 4_000_000;

export type ListOp<T> =
  | {
      readonly kind: 'same';
      readonly before: T;
      readonly after: T;
      readonly beforeIndex: number;
      readonly afterIndex: number;
    }
  | {
      readonly kind: 'modified';
      readonly before: T;
      readonly after: T;
      readonly beforeIndex: number;
      readonly afterIndex: number;
    }
  | {
      readonly kind: 'moved';
      readonly before: T;
      readonly after: T;
      readonly beforeIndex: number;
      readonly afterIndex: number;
    }
  | { readonly kind: 'removed'; readonly before: T; readonly beforeIndex: number }
  | { readonly kind: 'added'; readonly after: T; readonly afterIndex: number };

export interface ListDiffOptions {
  /**
   * Between two matched items, leftover removed and added items are paired one to one as
   * modified when both sides have the same count (an edited item keeps its place).
   */
  readonly pairLeftovers?: boolean;
}

/**
 * Every item of both lists once, in after-order with removals where they were. Items whose
 * key left one place and reappears at another are reported as one move.
 */
export function diffList<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  { pairLeftovers = false }: ListDiffOptions = {},
): ListOp<T>[] {
  const a = before.map(key);
  const b = after.map(key);
  const pairs = commonPairs(a, b);
  const ops: ListOp<T>[] = [];
  let i = 0;
  let j = 0;
  const flush = (untilI: number, untilJ: number) => {
    const removed: number[] = [];
    const added: number[] = [];
    for (; i < untilI; i++) removed.push(i);
    for (; j < untilJ; j++) added.push(j);
    if (pairLeftovers && removed.length === added.length) {
      removed.forEach((from, index) => {
        const to = added[index] as number;
        ops.push({
          kind: 'modified',
          before: before[from] as T,
          after: after[to] as T,
          beforeIndex: from,
          afterIndex: to,
        });
      });
      return;
    }
    for (const from of removed) ops.push({ kind: 'removed', before: before[from] as T, beforeIndex: from });
    for (const to of added) ops.push({ kind: 'added', after: after[to] as T, afterIndex: to });
  };
  for (const [pi, pj] of pairs) {
    flush(pi, pj);
    ops.push({ kind: 'same', before: before[pi] as T, after: after[pj] as T, beforeIndex: pi, afterIndex: pj });
    i = pi + 1;
    j = pj + 1;
  }
  flush(before.length, after.length);
  return foldMoves(ops, key);
}

/** A removal and an addition of the same key become one move (reported where it now is). */
function foldMoves<T>(ops: ListOp<T>[], key: (item: T) => string): ListOp<T>[] {
  const removedByKey = new Map<string, number[]>();
  ops.forEach((op, index) => {
    if (op.kind !== 'removed') return;
    const k = key(op.before);
    removedByKey.set(k, [...(removedByKey.get(k) ?? []), index]);
  });
  const dropped = new Set<number>();
  const out = ops.map((op): ListOp<T> => {
    if (op.kind !== 'added') return op;
    const candidates = removedByKey.get(key(op.after));
    const from = candidates?.shift();
    if (from === undefined) return op;
    dropped.add(from);
    const removed = ops[from] as Extract<ListOp<T>, { kind: 'removed' }>;
    return {
      kind: 'moved',
      before: removed.before,
      after: op.after,
      beforeIndex: removed.beforeIndex,
      afterIndex: op.afterIndex,
    };
  });
  return out.filter((_, index) => !dropped.has(index));
}

/** Index pairs of a longest common subsequence of two key lists. */
function commonPairs(a: readonly string[], b: readonly string[]): [number, number][] {
  // Common ends first: most edits touch the middle of a long list.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = Array.from({ length: start }, (_, index): [number, number] => [index, index]);
  const tail = Array.from({ length: a.length - endA }, (_, index): [number, number] => [endA + index, endB + index]);
  const n = endA - start;
  const m = endB - start;
  if (n === 0 || m === 0 || n * m > MAX_CELLS) return [...head, ...tail];
  // table[x][y]: LCS length of a[start+x..endA) and b[start+y..endB).
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let x = n - 1; x >= 0; x--) {
    const row = table[x] as Uint32Array;
    const next = table[x + 1] as Uint32Array;
    for (let y = m - 1; y >= 0; y--) {
      row[y] =
        a[start + x] === b[start + y] ? (next[y + 1] as number) + 1 : Math.max(next[y] as number, row[y + 1] as number);
    }
  }
  const middle: [number, number][] = [];
  let x = 0;
  let y = 0;
  while (x < n && y < m) {
    if (a[start + x] === b[start + y]) {
      middle.push([start + x, start + y]);
      x++;
      y++;
    } else if ((table[x + 1]?.[y] ?? 0) >= (table[x]?.[y + 1] ?? 0)) x++;
    else y++;
  }
  return [...head, ...middle, ...tail];
}
