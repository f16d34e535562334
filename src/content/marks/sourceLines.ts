import type { ParsedFile } from '../frontmatter/parseFile';

/** Where each field of one content file is written, by field path (as JSON): what a source mark names. */
export interface SourceLines {
  /** `content/pages/contactUs.mdx` */
  file: string;
  lines: Record<string, number>;
}

/** Every field's line, read from the parse the content check made (the build passes it on with the data). */
export function sourceLines(file: string, parsed: ParsedFile): SourceLines {
  const lines: Record<string, number> = {};
  const walk = (value: unknown, path: (string | number)[]) => {
    lines[JSON.stringify(path)] = parsed.lineOf(path);
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(parsed.data, []);
  return { file, lines };
}

/** The line of a field, or of its nearest written parent (a field left out). */
export function lineOf({ lines }: SourceLines, path: readonly (string | number)[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const line = lines[JSON.stringify(path.slice(0, depth))];
    if (line !== undefined) return line;
  }
  return 2;
}
