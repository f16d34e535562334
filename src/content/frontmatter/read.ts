import matter from 'gray-matter';
import { Document, parseDocument, visit } from 'yaml';
import { bodyExcess, LIMITS, utf8Bytes, yamlExcess } from './limits';

/**
 * The one way content files are read, by every reader (docs/architecture.md, "Content is data"): gray-matter
 * finds the front matter, with every engine but YAML refused, and `yaml` parses it, which runs no code and keeps
 * each node's position; anything else, and anything too big, deep or self-referencing to read in well under a
 * second, is refused. The import rules allow gray-matter here only.
 */

/** Where a content file's front matter is, by lines. */
export interface SplitFile {
  bom: string;
  /** The first line starts with `---`: the editor meant front matter. */
  opened: boolean;
  /** What follows the opening `---`, trimmed: another language (`js`), which MDX would compile as page code. */
  language: string;
  /** 1-based character of `language` on the first line. */
  languageColumn: number;
  closed: boolean;
  /** The lines between the two `---` lines (all after the first when not closed); '' without front matter. */
  yaml: string;
  /** File line of the first line of `yaml` (2 after an opening `---`, else 1). */
  yamlLine: number;
  /** Everything after the closing `---` line (the whole file, BOM aside, without front matter). */
  body: string;
  bodyLine: number;
}

const refuse = (): never => {
  throw new Error('front matter in another language is not read');
};
/**
 * gray-matter's own engines include `js` and `javascript`, which `eval` the front matter (`---js`). Each is
 * replaced by one that refuses; a language it has no engine for throws too. YAML gets an engine that reads
 * nothing: `yaml` parses the block afterwards, with positions.
 */
const ENGINES = {
  yaml: () => ({}),
  ...Object.fromEntries(
    ['js', 'javascript', 'coffee', 'coffeescript', 'cson', 'json', 'toml'].map((name) => [name, refuse]),
  ),
};

/** The file split by gray-matter, in lines: what the check locates its messages by and the editor writes back. */
export function splitFrontmatter(text: string): SplitFile {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const rest = text.slice(bom.length);
  const none = { bom, opened: false, language: '', languageColumn: 0, closed: false, yaml: '', yamlLine: 1 };
  if (!rest.startsWith('---')) return { ...none, body: rest, bodyLine: 1 };
  // The word after the opening `---` (`----` too, which gray-matter would take for no front matter at all).
  const firstLine = /^[^\n]*/.exec(rest)?.[0].replace(/\r$/, '') ?? '';
  const after = firstLine.slice(3);
  const language = after.trim();
  const languageColumn = language ? 4 + after.length - after.trimStart().length : 0;
  const opened = { bom, opened: true, language, languageColumn, yamlLine: 2 };
  // gray-matter is handed the file with that word taken off its first line, so it never picks an engine by it
  // (the refusing engines stand behind that); the lines, and so every position, stay the same.
  const { matter: block } = matter(`---${rest.slice(firstLine.length)}`, { engines: ENGINES });
  // gray-matter's block starts with the opening line's break; the closing `---` follows it, if there is one.
  const blockEnd = firstLine.length + block.length;
  const yaml = block.replace(/^\r?\n/, '');
  if (blockEnd >= rest.length) return { ...opened, closed: false, yaml, body: '', bodyLine: 1 + lineCount(rest) };
  // The closing line is `---` (and perhaps spaces); the body starts on the next line.
  const closingEnd = rest.indexOf('\n', blockEnd + 1);
  const bodyStart = closingEnd === -1 ? rest.length : closingEnd + 1;
  return {
    ...opened,
    closed: true,
    // Without the line break before the closing `---`: all of it, `\r` too, or `yaml` reads the last
    // value of a CRLF file (Notepad, a Windows checkout) as `service-lounge.svg\r`.
    yaml: yaml.replace(/\r$/, ''),
    body: rest.slice(bodyStart),
    bodyLine: 1 + lineCount(rest.slice(0, bodyStart)),
  };
}

const lineCount = (text: string) => text.split('\n').length - 1;

/** Why a file is not read, located in it (1-based line and character). */
export type Refusal =
  /** A word after the opening `---`: another front-matter language. */
  | { kind: 'language'; language: string; line: number; column: number }
  | { kind: 'size'; bytes: number; line: number }
  /** Fields or the body (`bodyDepth`) nest too deep; too many aliases: the place of the first. */
  | { kind: 'depth' | 'aliases' | 'bodyDepth'; line: number; column: number };

export interface FrontmatterRead {
  split: SplitFile;
  /** The parsed front matter; empty when there is none or it was refused. */
  doc: Document;
  refusal?: Refusal;
}

export function readFrontmatter(text: string, options: Parameters<typeof parseDocument>[1] = {}): FrontmatterRead {
  const { split, refusal } = splitOrRefuse(text);
  return refusal ? { split, doc: new Document(), refusal } : { split, doc: parseDocument(split.yaml, options) };
}

/**
 * The file split into front matter and body, or why it is not read, judged from the text alone: the MDX
 * compiler asks this much (scripts/build/vite/yamlFrontmatter.ts), since it never parses the YAML.
 */
export function splitOrRefuse(text: string): { split: SplitFile; refusal?: Refusal } {
  const bytes = utf8Bytes(text);
  // Too big is judged before anything reads the text, even to split it.
  if (bytes > LIMITS.fileBytes) return { split: splitFrontmatter(''), refusal: { kind: 'size', bytes, line: 1 } };
  const split = splitFrontmatter(text);
  const { language, languageColumn: column } = split;
  if (language) return { split, refusal: { kind: 'language', language, line: 1, column } };
  const excess = yamlExcess(split.yaml);
  if (excess) return { split, refusal: { kind: excess.kind, ...place(split.yaml, split.yamlLine, excess.offset) } };
  // The body is judged here too: every reader that compiles or walks it reads the file through here first.
  const deep = bodyExcess(split.body);
  if (deep !== undefined) return { split, refusal: { kind: 'bodyDepth', ...place(split.body, split.bodyLine, deep) } };
  return { split };
}

/**
 * The front matter as plain data; aliases expanding more than LIMITS.aliases times (`maxAliasCount`) are refused,
 * any other failure (an alias to a missing anchor) is returned for the caller to explain.
 */
export function frontmatterData(read: FrontmatterRead): { data: unknown } | { refusal: Refusal } | { error: Error } {
  try {
    return { data: read.doc.toJS({ maxAliasCount: LIMITS.aliases }) };
  } catch (error) {
    if (!/Excessive alias count/.test(String((error as Error).message))) return { error: error as Error };
    let offset = 0;
    visit(read.doc, {
      Alias(_key, node) {
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    return { refusal: { kind: 'aliases', ...place(read.split.yaml, read.split.yamlLine, offset) } };
  }
}

/** Line and character in the file of an offset in a part of it (the YAML, the body) that starts on `firstLine`. */
function place(part: string, firstLine: number, offset: number): { line: number; column: number } {
  const before = part.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: firstLine + before.split('\n').length - 1, column: offset - lineStart + 1 };
}
