import { Document } from 'yaml';
import { applyChanges, isPlainObject, same } from './applyChanges';
import { mergeBody } from './bodyMerge';
import { decapNormalise } from './decapMarkdown';
import { frontmatterData, readFrontmatter, splitFrontmatter } from '../../content/frontmatter/read';

/**
 * What `read` makes of a text, remembered for the last few texts: the editor reads the file as opened again
 * at every save (its format to apply the form to it, the check to tell old warnings from new), and must not
 * parse it again for that. Texts are whole files, so only a few are kept.
 */
export function rememberLastTexts<T>(read: (text: string) => T, kept = 32): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const value = read(text);
    known.set(text, value);
    for (const old of known.keys()) if (known.size > kept) known.delete(old);
    return value;
  };
}

/**
 * The CMS's save format for content files. Decap hands a format only the edited data
 * (`toFile(data)`), so its own formats print a fresh YAML document and lose every comment, quote and
 * blank line (decap-cms #5099, #5253). This one keeps the file as read inside the data (SOURCE_KEY, which
 * no widget shows) and the `yaml` Document it parsed when the file was opened (readOf): a save applies only
 * the differences to a copy of that Document and prints it, parsing nothing. The data names the text it came
 * from, so a save never meets another file's Document.
 */

/** Where the file as read travels inside the entry's data; never written. */
export const SOURCE_KEY = '__fileAsRead';
/** The key under which the body travels, as in the CMS's own frontmatter formats. */
export const BODY_KEY = 'body';

type Data = Record<string, unknown>;

/**
 * A file as the format reads it: `yaml` with LF line endings, ending in a newline (or empty); `body`
 * after the closing `---` line, byte for byte; `read`, the front matter as read.
 */
function split(text: string) {
  const raw = splitFrontmatter(text);
  const rest = text.slice(raw.bom.length);
  const eol: '\n' | '\r\n' = /\r\n/.test(rest) ? '\r\n' : '\n';
  const none = { bom: raw.bom, eol, yaml: '', body: rest };
  if (!raw.opened) return { ...none, hasFrontmatter: false, read: { doc: new Document(), data: {} as Data } };
  // The same lines with LF endings: the Document prints LF, and the file's own endings are put back on writing.
  const read = readFrontmatter(text.replace(/\r\n/g, '\n'));
  const result = read.refusal || !raw.closed ? undefined : frontmatterData(read);
  // Front matter that could not be read (refused by src/content/frontmatter, an alias without its anchor,
  // no closing `---`): the file travels whole as the body, so the editor sees the line the check's message
  // names; a save writes only the body, never fields into a file whose fields were not read.
  if (!result || !('data' in result)) return { ...none, hasFrontmatter: false, read: undefined };
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

/** Each file as read, by its text: split and parsed when opened, never again for a save. */
const readOf = rememberLastTexts(split);

/** The last file written: Decap asks for it again after the check before a save asked (main.ts preSave). */
let lastWritten: { data: string; text: string } | undefined;

/** Prints as our files are written: long lines not folded, flow lists as `[a, b]`, new quoted values in single quotes. */
const print = (doc: Document) =>
  doc.toString({ lineWidth: 0, minContentWidth: 0, flowCollectionPadding: false, singleQuote: true });

export interface Format {
  fromFile(text: string): Data;
  toFile(data: Data): string;
}

const valueAt = (data: unknown, path: readonly string[]) =>
  path.reduce<unknown>((node, step) => (isPlainObject(node) ? node[step] : undefined), data);

/**
 * The format for files whose keyed maps at `records` (`claims: { staff: {…} }`) the form shows as lists
 * of items carrying their key under `key`: a CMS has no widget for a map whose keys the editor chooses.
 */
export function yamlDocumentFormat({
  records = [],
  key = 'id',
}: { records?: readonly (readonly string[])[]; key?: string } = {}): Format {
  const mapRecords = (data: Data, change: (value: unknown) => unknown) => {
    for (const path of records) {
      const parent = valueAt(data, path.slice(0, -1));
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
        const before = valueAt(readOf(String(data[SOURCE_KEY] ?? '')).read?.data, path);
        const after = valueAt(saved, path);
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
  const file = readOf(text);
  // A copy: the data as read stays what later saves compare the form with.
  return { ...structuredClone(file.read?.data), [BODY_KEY]: file.body, [SOURCE_KEY]: text };
}

/** Edited data → file text that differs from the file as read only where the data differs. */
export function toFile(data: Data): string {
  const key = JSON.stringify(data);
  if (lastWritten?.data !== key) lastWritten = { data: key, text: written(data) };
  return lastWritten.text;
}

function written(data: Data): string {
  const { [SOURCE_KEY]: source, [BODY_KEY]: body, ...fields } = data;
  const original = typeof source === 'string' ? source : '---\n---\n';
  const file = readOf(original);
  const newBody =
    typeof body === 'string' && body !== file.body ? withEol(changedBody(file.body, body), file.eol) : file.body;
  if (!file.read) return file.bom + newBody;
  const { doc, data: before } = file.read;
  let yaml = file.yaml;
  if (!same(before, fields)) {
    // A copy: the Document as read serves every later save of this file.
    const changed = doc.clone();
    applyChanges(changed, [], before, fields);
    yaml = print(changed);
  }
  const frontmatter = file.hasFrontmatter || yaml ? `---\n${yaml}---\n` : '';
  return file.bom + withEol(frontmatter, file.eol) + newBody;
}

/** A changed body merged into the body as read (bodyMerge.ts), with LF endings as Decap writes; the caller puts the file's back. */
const changedBody = (asRead: string, saved: string) => {
  const normalise = decapNormalise();
  return normalise ? mergeBody(asRead.replace(/\r\n/g, '\n'), saved.replace(/\r\n/g, '\n'), normalise) : saved;
};

const withEol = (text: string, eol: '\n' | '\r\n') => (eol === '\n' ? text : text.replace(/\r?\n/g, '\r\n'));
