import { Document, isMap, isNode, isScalar, isSeq, LineCounter } from 'yaml';
import { frontmatterData, readFrontmatter, type Refusal } from './read';

export interface ParsedFile {
  doc: Document;
  /** Plain data of the frontmatter (undefined when the YAML is broken). */
  data: unknown;
  /** Markdown/MDX after the frontmatter, and its first line. */
  body: string;
  bodyLine: number;
  /** Converts a YAML offset into a line of the whole file. */
  lineAt(offset: number): number;
  /** Line of the node at `path` (with `key`, of that key), else of its nearest existing parent (a missing field). */
  lineOf(path: readonly PropertyKey[], key?: string): number;
  /** YAML syntax errors, already located; `message` is the parser's English sentence. */
  yamlErrors: { line: number; column?: number; code: string; message: string }[];
  /** The frontmatter's YAML text and the file line it starts on, for the line-by-line checks. */
  yamlText: string;
  firstLine: number;
  /** The whole file as read (without a byte-order mark), for code frames. */
  source: string;
  /**
   * Why the file was not read at all, its one message; `yamlErrors` holds it too, so every rule that
   * skips a file whose YAML is broken skips this one.
   */
  refusal?: Refusal;
}

/** The file read by readFrontmatter; the `yaml` package keeps every node's source position for the messages. */
export function parseFile(rawSource: string): ParsedFile {
  // Editors on Windows may save with a byte-order mark; it must not hide the frontmatter.
  const source = rawSource.replace(/^\uFEFF/, '');
  const counter = new LineCounter();
  const read = readFrontmatter(source, { lineCounter: counter, uniqueKeys: true, prettyErrors: false });
  const { split, doc } = read;
  // The frontmatter starts on line 2, after the opening `---`; without one, problems point at line 1.
  const firstLine = split.yamlLine;
  const lineAt = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  const lineOf = (path: readonly PropertyKey[], key?: string) => lineOfPath(doc, lineAt, path, key);
  const file = { doc, body: split.body, bodyLine: split.bodyLine, lineAt, lineOf, firstLine, source };
  if (read.refusal) return refused(file, read.refusal);
  const yamlText = split.yaml;
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
  if (!yamlErrors.length) {
    const result = frontmatterData(read);
    if ('refusal' in result) return refused(file, result.refusal);
    if ('data' in result) data = result.data;
    else {
      // `text: *重点*` parses as a reference to an anchor that does not exist, and only fails here.
      const alias = yamlText.split('\n').findIndex((line) => /:\s+\*|^\s*-\s+\*/.test(line));
      const line = alias > -1 ? alias + firstLine : firstLine;
      yamlErrors.push({ line, code: 'BAD_ALIAS', message: result.error.message });
    }
  }
  return { ...file, data, yamlErrors, yamlText };
}

/** A file that is not read: nothing of it reaches a rule but its one refusal. */
function refused(file: Omit<ParsedFile, 'data' | 'yamlErrors' | 'yamlText'>, refusal: Refusal): ParsedFile {
  const { line, kind } = refusal;
  const column = 'column' in refusal ? refusal.column : undefined;
  const yamlErrors = [{ line, column, code: `REFUSED_${kind.toUpperCase()}`, message: `not read: ${kind}` }];
  const doc = new Document();
  const lineOf = (path: readonly PropertyKey[], key?: string) => lineOfPath(doc, file.lineAt, path, key);
  return { ...file, doc, lineOf, body: '', data: undefined, yamlErrors, yamlText: '', refusal };
}

/** ParsedFile.lineOf: the file answers its own lines, so a rule never calls back into this room for one. */
function lineOfPath(
  doc: Document,
  lineAt: (offset: number) => number,
  path: readonly PropertyKey[],
  key?: string,
): number {
  let node: unknown = doc.contents;
  let line = isNode(node) && node.range ? lineAt(node.range[0]) : 2;
  for (const step of key === undefined ? path : [...path, key]) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === step);
      if (!pair) break;
      if (isNode(pair.key) && pair.key.range) line = lineAt(pair.key.range[0]);
      node = pair.value;
    } else if (isSeq(node) && typeof step === 'number') {
      const item = node.items[step];
      if (!item) break;
      if (isNode(item) && item.range) line = lineAt(item.range[0]);
      node = item;
    } else break;
  }
  return line;
}

/** The parser reports an unclosed quote where it gave up (often the end); the editor needs the line it opened on. */
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
