import matter from 'gray-matter';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';

export interface ParsedFile {
  /** The YAML document of the frontmatter, with source positions. */
  doc: Document;
  /** Plain data of the frontmatter (undefined when the YAML is broken). */
  data: unknown;
  /** Markdown/MDX after the frontmatter. */
  body: string;
  /** Line of the file on which the body starts (1-based). */
  bodyLine: number;
  /** Converts a YAML offset into a line of the whole file. */
  lineAt(offset: number): number;
  /** YAML syntax errors, already located; `message` is the parser's English sentence. */
  yamlErrors: { line: number; column?: number; code: string; message: string }[];
  /** The frontmatter's YAML text and the file line it starts on, for the line-by-line checks. */
  yamlText: string;
  firstLine: number;
  /** The whole file as read (without a byte-order mark), for code frames. */
  source: string;
}

/**
 * gray-matter splits the file; the `yaml` package parses the frontmatter because
 * it keeps the source position of every node, which every error message needs.
 */
export function parseFile(rawSource: string): ParsedFile {
  // Editors on Windows may save with a byte-order mark; it must not hide the frontmatter.
  const source = rawSource.replace(/^\uFEFF/, '');
  const split = matter(source, { engines: { yaml: () => ({}) } } as never);
  const hasFrontmatter = source.startsWith('---');
  const yamlText = hasFrontmatter ? split.matter.replace(/^\r?\n/, '') : '';
  // The frontmatter starts on line 2, after the opening `---`; without one, problems point at line 1.
  const firstLine = hasFrontmatter ? 2 : 1;
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
  const lineAt = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  const bodyOffset = source.length - split.content.length;
  const bodyLine = source.slice(0, bodyOffset).split('\n').length;
  const yamlErrors: ParsedFile['yamlErrors'] = doc.errors.map((error) => {
    const quoteLine = unclosedQuoteLine(yamlText, error.code, firstLine);
    return {
      line: quoteLine ?? lineAt(error.pos[0]),
      ...(quoteLine === undefined ? { column: counter.linePos(error.pos[0]).col } : {}),
      code: error.code,
      message: error.message.split('\n')[0] ?? error.message,
    };
  });
  let data: unknown;
  if (!yamlErrors.length)
    try {
      data = doc.toJS();
    } catch (error) {
      // `text: *重点*` parses as a reference to an anchor that does not exist, and only fails here.
      yamlErrors.push({ line: firstLine, code: 'BAD_ALIAS', message: (error as Error).message });
      const alias = yamlText.split('\n').findIndex((line) => /:\s+\*|^\s*-\s+\*/.test(line));
      if (alias > -1) (yamlErrors[0] as { line: number }).line = alias + firstLine;
    }
  return { doc, data, body: split.content, bodyLine, lineAt, yamlErrors, yamlText, firstLine, source };
}

/**
 * Line of the node at `path`; for a path that does not exist (a missing field) the
 * line of the nearest existing parent, so the editor is sent to the right object.
 * With `key`, the line of the key itself (for unknown keys).
 */
export function lineOfPath(file: ParsedFile, path: readonly PropertyKey[], key?: string): number {
  let node: unknown = file.doc.contents;
  let line = node && hasRange(node) ? file.lineAt(node.range[0]) : 2;
  const steps: PropertyKey[] = key === undefined ? [...path] : [...path, key];
  for (const step of steps) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === step);
      if (!pair) break;
      if (hasRange(pair.key)) line = file.lineAt(pair.key.range[0]);
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step];
      if (!item) break;
      if (hasRange(item)) line = file.lineAt(item.range[0]);
      node = item;
    } else break;
  }
  return line;
}

function hasRange(node: unknown): node is { range: [number, number, number] } {
  return typeof node === 'object' && node !== null && Array.isArray((node as { range?: unknown }).range);
}

/**
 * The YAML parser reports an unclosed quote where it gave up, usually the end of the
 * frontmatter; the editor needs the line where the quote was opened.
 */
function unclosedQuoteLine(yamlText: string, code: string, firstLine: number): number | undefined {
  if (code !== 'MISSING_CHAR') return undefined;
  const index = yamlText.split('\n').findIndex((line) => {
    const value = /^\s*(?:-\s+)?(?:[^:#'"]+:\s+)?(['"])(.*)$/.exec(line);
    if (!value) return false;
    const [, quote, rest = ''] = value;
    return !rest.includes(quote ?? '');
  });
  return index === -1 ? undefined : index + firstLine;
}
