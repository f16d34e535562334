import { Document, isMap, isNode, isScalar, isSeq, LineCounter } from 'yaml';
import { lineIn } from '../marks/sourceLines';
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
  /**
   * The line of every node of the frontmatter, by its path as JSON (`["cards",0,"title"]`: a key's line for a
   * field, an item's for an item): the check reads lines here instead of calling back into this module.
   */
  lines: ReadonlyMap<string, number>;
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
  const lines = nodeLines(doc, lineAt);
  const lineOf = (path: readonly PropertyKey[], key?: string) => lineIn(lines, path, key);
  const file = { doc, body: split.body, bodyLine: split.bodyLine, lineAt, lineOf, lines, firstLine, source };
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
  const lines = nodeLines(doc, file.lineAt);
  const lineOf = (path: readonly PropertyKey[], key?: string) => lineIn(lines, path, key);
  return { ...file, doc, lineOf, lines, body: '', data: undefined, yamlErrors, yamlText: '', refusal };
}

/** Every node's line, by its path as JSON; the root's under `[]` (line 2, after `---`, when the YAML is empty). */
function nodeLines(doc: Document, lineAt: (offset: number) => number): Map<string, number> {
  const lines = new Map<string, number>();
  const visit = (node: unknown, path: PropertyKey[], line: number) => {
    const key = JSON.stringify(path);
    // The first of two equal keys answers, as a lookup by key finds it.
    if (lines.has(key)) return;
    lines.set(key, line);
    if (isMap(node))
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const at = isNode(pair.key) && pair.key.range ? lineAt(pair.key.range[0]) : line;
        visit(pair.value, [...path, pair.key.value as PropertyKey], at);
      }
    else if (isSeq(node))
      node.items.forEach((item, index) =>
        visit(item, [...path, index], isNode(item) && item.range ? lineAt(item.range[0]) : line),
      );
  };
  const root = doc.contents;
  visit(root, [], isNode(root) && root.range ? lineAt(root.range[0]) : 2);
  return lines;
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
