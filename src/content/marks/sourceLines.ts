// No import from the reader: the page's browser code reads marks through this file, and the reader
// brings gray-matter and yaml, which `npm run dev` would then pre-bundle late and reload the open page for.

/** Where each field of one content file is written, by field path (as JSON): what a source mark names. */
export interface SourceLines {
  /** `content/pages/contactUs.mdx` */
  file: string;
  lines: Record<string, number>;
}

/** Every field's line, as the content check's parse found it (the build passes it on with the data). */
export function sourceLines(file: string, parsed: { lines: ReadonlyMap<string, number> }): SourceLines {
  return { file, lines: Object.fromEntries(parsed.lines) };
}

/** The line of a field, or of its nearest written parent (a field left out). */
export function lineOf({ lines }: SourceLines, path: readonly (string | number)[]): number {
  return lineIn({ get: (key) => lines[key] }, path);
}

/** The line of the longest part of `path` the file has: a missing field is answered by its nearest parent. */
export function lineIn(
  lines: { get(key: string): number | undefined },
  path: readonly PropertyKey[],
  key?: string,
): number {
  const full = key === undefined ? path : [...path, key];
  for (let length = full.length; length >= 0; length--) {
    const line = lines.get(JSON.stringify(full.slice(0, length)));
    if (line !== undefined) return line;
  }
  return 2;
}
