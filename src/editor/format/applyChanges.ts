import { isMap, isScalar, isSeq, type Document, type Node } from 'yaml';

type Data = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && same(a[key], b[key]));
  }
  return false;
}

type Path = (string | number)[];

/** Writes into the file's own `yaml` Document the differences between `before` and `after` at `path`, touching nothing else. */
export function applyChanges(doc: Document, path: Path, before: unknown, after: unknown): void {
  if (same(before, after)) return;
  const node = (path.length ? doc.getIn(path, true) : doc.contents) as Node | null | undefined;
  if (isPlainObject(before) && isPlainObject(after) && isMap(node)) {
    for (const key of Object.keys(before)) if (!(key in after)) doc.deleteIn([...path, key]);
    for (const [key, value] of Object.entries(after)) {
      if (key in before) applyChanges(doc, [...path, key], before[key], value);
      // A new key goes at the end of its map, where `add` puts it; an optional field left empty adds nothing.
      else if (!isEmpty(value)) node.add(doc.createPair(key, withoutEmpty(value)));
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && isSeq(node)) return applyListChanges(doc, path, before, after);
  if (isScalar(node) && !isPlainObject(after) && !Array.isArray(after)) {
    // Keep the scalar node (its quoting style and comments); keep a number a number.
    node.value = typeof before === 'number' && typeof after === 'string' && isNumeric(after) ? Number(after) : after;
    return;
  }
  if (path.length) doc.setIn(path, doc.createNode(withoutEmpty(after)));
  else doc.contents = doc.createNode(after) as never;
}

/** A form hands back untouched optional fields of a new item as empty values: they are not written. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => !isEmpty(item))
        .map(([key, item]) => [key, withoutEmpty(item)]),
    );
  return value;
}

function orderLike(item: unknown, sibling: unknown): unknown {
  if (!isPlainObject(item) || !isPlainObject(sibling)) return item;
  const known = Object.keys(sibling).filter((key) => key in item);
  const rest = Object.keys(item).filter((key) => !(key in sibling));
  return Object.fromEntries([...known, ...rest].map((key) => [key, item[key]]));
}

const isNumeric = (text: string) => /^-?\d+(\.\d+)?$/.test(text.trim());

/**
 * Lists: items equal at the start and at the end stay. In between, an item equal to one that was there is
 * that item moved: its node moves, with its quoting, comments and blank lines (swapping values
 * between nodes put one card's quotes on another's text). The items left are edited in place pairwise, in
 * their new order; the surplus is deleted or the new ones inserted, so adding a card adds only its lines.
 */
function applyListChanges(doc: Document, path: Path, before: unknown[], after: unknown[]): void {
  const seq = doc.getIn(path, true);
  if (!isSeq(seq)) return;
  let start = 0;
  while (start < before.length && start < after.length && same(before[start], after[start])) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    same(before[before.length - 1 - end], after[after.length - 1 - end])
  )
    end++;
  const oldItems = before.slice(start, before.length - end);
  const newItems = after.slice(start, after.length - end);
  const oldNodes = seq.items.slice(start, start + oldItems.length);
  const unused = new Set(oldItems.keys());
  // Each new item that equals an old one takes that old one's node, first come first served.
  const moved = newItems.map((item) => {
    const from = [...unused].find((index) => same(oldItems[index], item));
    if (from !== undefined) unused.delete(from);
    return from;
  });
  const left = [...unused];
  const sibling = before[start + oldItems.length - 1] ?? before[0];
  const nodes = newItems.map((item, index) => {
    const from = moved[index] ?? left.shift();
    if (from === undefined)
      // A form hands over a new item's fields in the order they were typed: write them in the order of its siblings.
      return doc.createNode(withoutEmpty(orderLike(item, sibling)));
    const node = oldNodes[from];
    return moved[index] === undefined ? editNode(doc, node, oldItems[from], item) : node;
  });
  seq.items.splice(start, oldItems.length, ...(nodes as never[]));
  // A blank line above the first item would print as a line of spaces under its key.
  const first = seq.items[0] as { spaceBefore?: boolean } | undefined;
  if (first?.spaceBefore && start === 0) first.spaceBefore = false;
}

/**
 * One list item's node edited wherever it will stand, through a scratch sequence holding only it: the node
 * itself where its value's shape stayed, a new one where it did not (a text became a list).
 */
function editNode(doc: Document, node: unknown, before: unknown, after: unknown): unknown {
  const holder = doc.createNode([]) as ReturnType<Document['createNode']> & { items: unknown[] };
  holder.items.push(node);
  const contents = doc.contents;
  doc.contents = holder as never;
  try {
    applyChanges(doc, [0], before, after);
    return holder.items[0];
  } finally {
    doc.contents = contents;
  }
}
