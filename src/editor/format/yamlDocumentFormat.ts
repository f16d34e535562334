import { Document, isMap, isScalar, isSeq, type Node } from 'yaml';
import { frontmatterData, readFrontmatter } from '../../content/frontmatter/read';
import { splitFrontmatter } from '../../content/frontmatter/split';

/**
 * The CMS's save format for content files (DESIGN §13): YAML frontmatter plus a Markdown/MDX body.
 *
 * A CMS reads a file into plain data and, on save, hands the format only the edited data
 * (decap-cms `registerCustomFormat`: `toFile(data)`), so its built-in formats print a fresh
 * YAML document and lose every comment, quote and blank line (decap-cms #5099, #5253).
 * This format instead keeps the file as it was read inside the data (under SOURCE_KEY, a key
 * no schema has and no widget shows), re-parses it on save, applies only the differences
 * between the data as read and the data as saved to that `yaml` Document, and prints it.
 * The data carries its own origin, so no cache keyed by path can go stale or point at
 * another entry; a second save without a reload still diffs from the file as read.
 */

/** Where the file as read travels inside the entry's data. Never written to the file. */
export const SOURCE_KEY = '__fileAsRead';
/** The key under which the body travels, as in the CMS's own frontmatter formats. */
export const BODY_KEY = 'body';

type Data = Record<string, unknown>;

interface SplitFile {
  bom: string;
  eol: '\n' | '\r\n';
  /** Frontmatter YAML with LF line endings, ending in a newline (or empty). */
  yaml: string;
  /** Everything after the closing `---` line, byte for byte. */
  body: string;
  hasFrontmatter: boolean;
  /**
   * The front matter as read, absent when it could not be read: refused by the content's one reader
   * (another language after `---`, too big, too deep, aliases that expand too much:
   * src/content/frontmatter), an alias without its anchor, or no closing `---`. Such a file travels
   * whole as the body, so the editor sees the line the check's message names; a save writes only
   * the body, never fields into a file whose fields were not read.
   */
  read?: { doc: Document; data: Data };
}

function split(text: string): SplitFile {
  const raw = splitFrontmatter(text);
  const rest = text.slice(raw.bom.length);
  const eol = /\r\n/.test(rest) ? '\r\n' : '\n';
  const none = { bom: raw.bom, eol, yaml: '', body: rest } as const;
  if (!raw.opened) return { ...none, hasFrontmatter: false, read: { doc: new Document(), data: {} } };
  // The same lines with LF endings: the Document prints LF, and the file's own endings are put back on writing.
  const read = readFrontmatter(text.replace(/\r\n/g, '\n'));
  const result = read.refusal || !raw.closed ? undefined : frontmatterData(read);
  if (!result || !('data' in result)) return { ...none, hasFrontmatter: false };
  // `yaml` holds the lines between the two `---` lines without the last line break, if there are any.
  const lines = raw.bodyLine - raw.yamlLine - 1;
  return {
    bom: raw.bom,
    eol,
    yaml: lines ? `${read.split.yaml}\n` : '',
    body: raw.body,
    hasFrontmatter: true,
    read: { doc: read.doc, data: isPlainObject(result.data) ? result.data : {} },
  };
}

/**
 * Prints as our files are written: long lines not folded (a changed sentence stays on its one
 * line), flow lists without inner padding (`[a, b]`, as in glossary.md), new quoted values in
 * single quotes like the rest of content/.
 */
const print = (doc: Document) =>
  doc.toString({ lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false, singleQuote: true });

export interface FormatOptions {
  /**
   * Keyed maps (`claims: { staff: {…} }`) the form shows as lists of items carrying their key
   * under `key`, because a CMS has no widget for a map whose keys the editor chooses.
   */
  records?: readonly (readonly string[])[];
  key?: string;
}

export interface Format {
  fromFile(text: string): Data;
  toFile(data: Data): string;
}

/** The format for files whose keyed maps at `records` are edited as lists. */
export function yamlDocumentFormat({ records = [], key = 'id' }: FormatOptions = {}): Format {
  const mapRecords = (data: Data, change: (value: unknown) => unknown) => {
    for (const path of records) {
      const parent = path
        .slice(0, -1)
        .reduce<unknown>((node, step) => (isPlainObject(node) ? node[step] : undefined), data);
      const last = path[path.length - 1];
      if (isPlainObject(parent) && last !== undefined && last in parent) parent[last] = change(parent[last]);
    }
    return data;
  };
  const toList = (value: unknown) =>
    isPlainObject(value)
      ? Object.entries(value).map(([id, item]) => ({ [key]: id, ...(isPlainObject(item) ? item : { value: item }) }))
      : value;
  const toRecord = (value: unknown) =>
    Array.isArray(value)
      ? Object.fromEntries(
          value.map((item) => {
            const { [key]: id, ...rest } = isPlainObject(item) ? item : {};
            return [String(id ?? ''), rest];
          }),
        )
      : value;
  return {
    fromFile: (text) => mapRecords(fromFile(text), toList),
    toFile: (data) => {
      const saved = mapRecords(structuredClone(data), toRecord);
      // Decap's relation widget can leave a keyed map's entry empty in its store after another page
      // looked claims up (docs/cms.md, known limits): never write that emptiness over the file.
      for (const path of records) {
        const before = path.reduce<unknown>(
          (node, step) => (isPlainObject(node) ? node[step] : undefined),
          fromFile(String(data[SOURCE_KEY] ?? '')),
        );
        const after = path.reduce<unknown>((node, step) => (isPlainObject(node) ? node[step] : undefined), saved);
        if (isPlainObject(before) && Object.keys(before).length && isPlainObject(after) && !Object.keys(after).length)
          throw new Error(
            `没有保存：${path.join('.')} 的全部条目都不见了，请刷新页面后重新修改 (refusing to empty ${path.join('.')})`,
          );
      }
      return toFile(saved);
    },
  };
}

/** File text → the data the editor edits (frontmatter fields, `body`, and the file as read). */
export function fromFile(text: string): Data {
  const file = split(text);
  return { ...file.read?.data, [BODY_KEY]: file.body, [SOURCE_KEY]: text };
}

/** Edited data → file text that differs from the file as read only where the data differs. */
export function toFile(data: Data): string {
  const { [SOURCE_KEY]: source, [BODY_KEY]: body, ...fields } = data;
  const original = typeof source === 'string' ? source : '---\n---\n';
  const file = split(original);
  const newBody = typeof body === 'string' && body !== file.body ? withEol(body, file.eol) : file.body;
  if (!file.read) return file.bom + newBody;
  const { doc, data: before } = file.read;
  let yaml = file.yaml;
  if (!same(before, fields)) {
    applyChanges(doc, [], before, fields);
    yaml = print(doc);
  }
  const frontmatter = file.hasFrontmatter || yaml ? `---\n${yaml}---\n` : '';
  return file.bom + withEol(frontmatter, file.eol) + newBody;
}

const withEol = (text: string, eol: '\n' | '\r\n') => (eol === '\n' ? text : text.replace(/\r?\n/g, '\r\n'));

function isPlainObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && same(a[key], b[key]));
  }
  return false;
}

type Path = (string | number)[];

/** Writes into `doc` the differences between `before` and `after` at `path`, touching nothing else. */
function applyChanges(doc: Document, path: Path, before: unknown, after: unknown): void {
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
 * Lists: items equal at the start and at the end stay as they are; in between, items are
 * edited in place pairwise, then the surplus is deleted or the new items are inserted, so
 * adding a card adds only its lines and deleting one removes only its lines.
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
  const oldMiddle = before.length - start - end;
  const newMiddle = after.length - start - end;
  const paired = Math.min(oldMiddle, newMiddle);
  for (let i = 0; i < paired; i++) applyChanges(doc, [...path, start + i], before[start + i], after[start + i]);
  if (oldMiddle > newMiddle) seq.items.splice(start + paired, oldMiddle - newMiddle);
  else if (newMiddle > oldMiddle) {
    // A form hands over a new item's fields in the order they were typed: write them in the order of its siblings.
    const sibling = before[start + paired - 1] ?? before[0];
    const added = after
      .slice(start + paired, start + newMiddle)
      .map((item) => doc.createNode(withoutEmpty(orderLike(item, sibling))));
    seq.items.splice(start + paired, 0, ...(added as never[]));
  }
}
