import { lineIn, type ParsedFile } from '../frontmatter/parseFile';

/** Where each field of one content file is written, by field path (as JSON): what a source mark names. */
export interface SourceLines {
  /** `content/pages/contactUs.mdx` */
  file: string;
  lines: Record<string, number>;
}

/** Every field's line, as the content check's parse found it (the build passes it on with the data). */
export function sourceLines(file: string, parsed: ParsedFile): SourceLines {
  return { file, lines: Object.fromEntries(parsed.lines) };
}

/** The line of a field, or of its nearest written parent (a field left out). */
export function lineOf({ lines }: SourceLines, path: readonly (string | number)[]): number {
  return lineIn({ get: (key) => lines[key] }, path);
}
