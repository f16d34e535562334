import { Document, parseDocument, visit } from 'yaml';
import { bodyExcess, LIMITS, utf8Bytes, yamlExcess } from './limits';
import { splitFrontmatter, type SplitFile } from './split';

/**
 * The one way content files are read (DESIGN §6): front matter is YAML, parsed by `yaml`, which runs no code;
 * anything else, and anything too big, deep or self-referencing to read in well under a second, is refused.
 */

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
