/**
 * Two lists matched by identity key, so one removed item is one removal, not its followers
 * "modified". jsdiff aligns the keys; it reports neither paired leftovers nor moves, done here.
 */
import { diffArrays } from 'diff';

/** A safety valve: past this many edits the lists share too little for an alignment to help a reader. */
const MAX_EDITS = 1_000;

type Removed<T> = { readonly kind: 'removed'; readonly before: T; readonly beforeIndex: number };
type Added<T> = { readonly kind: 'added'; readonly after: T; readonly afterIndex: number };
export type ListOp<T> =
  | ({ readonly kind: 'same' | 'modified' | 'moved' } & Omit<Removed<T>, 'kind'> & Omit<Added<T>, 'kind'>)
  | Removed<T>
  | Added<T>;

/**
 * Every item of both lists once, in after-order with removals where they were; a key that left one
 * place for another is one move. With `pairLeftovers`, as many removed as added items between two
 * matches pair up as modified (an edited item keeps its place).
 */
export function diffList<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  { pairLeftovers = false } = {},
): ListOp<T>[] {
  // Too different to align: everything removed, then everything added (moves still fold).
  const changes = diffArrays(before.map(key), after.map(key), { maxEditLength: MAX_EDITS }) ?? [
    { removed: true, added: false, count: before.length },
    { removed: false, added: true, count: after.length },
  ];
  const ops: ListOp<T>[] = [];
  const pair = (kind: 'same' | 'modified', beforeIndex: number, afterIndex: number) =>
    ops.push({ kind, before: before[beforeIndex] as T, after: after[afterIndex] as T, beforeIndex, afterIndex });
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    if (pairLeftovers && removed.length === added.length) {
      removed.forEach((from, index) => pair('modified', from, added[index] as number));
    } else {
      for (const from of removed) ops.push({ kind: 'removed', before: before[from] as T, beforeIndex: from });
      for (const to of added) ops.push({ kind: 'added', after: after[to] as T, afterIndex: to });
    }
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  // jsdiff may interleave removals and additions between two matches; they are one gap here.
  for (const { removed: isRemoved, added: isAdded, count } of changes) {
    for (let n = 0; n < count; n++) {
      if (isRemoved) removed.push(i++);
      else if (isAdded) added.push(j++);
      else {
        flush();
        pair('same', i++, j++);
      }
    }
  }
  flush();
  return foldMoves(ops, key);
}

/** A removal and an addition of the same key become one move (reported where it now is). */
function foldMoves<T>(ops: ListOp<T>[], key: (item: T) => string): ListOp<T>[] {
  const removedByKey = new Map<string, number[]>();
  ops.forEach((op, index) => {
    if (op.kind === 'removed') removedByKey.set(key(op.before), [...(removedByKey.get(key(op.before)) ?? []), index]);
  });
  const dropped = new Set<number>();
  const out = ops.map((op): ListOp<T> => {
    const from = op.kind === 'added' ? removedByKey.get(key(op.after))?.shift() : undefined;
    if (from === undefined || op.kind !== 'added') return op;
    dropped.add(from);
    const { before, beforeIndex } = ops[from] as Removed<T>;
    return { kind: 'moved', before, after: op.after, beforeIndex, afterIndex: op.afterIndex };
  });
  return out.filter((_, index) => !dropped.has(index));
}
