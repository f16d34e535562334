import type { ParsedFile } from '../../content/frontmatter/parseFile';

/*
 * Lines read from the file as its reader left it (parseFile.ts): the rules only read what the reader
 * worked out, and never call back into the content modules while judging a file.
 */

/** Line of the node at `path` (with `key`, of that key), else of its nearest parent the file has (a missing field). */
export function lineOf(parsed: Pick<ParsedFile, 'lines'>, path: readonly PropertyKey[], key?: string): number {
  const full = key === undefined ? path : [...path, key];
  for (let length = full.length; length >= 0; length--) {
    const line = parsed.lines.get(JSON.stringify(full.slice(0, length)));
    if (line !== undefined) return line;
  }
  return 2;
}

/** The file's line of an offset into the frontmatter's YAML (the positions the `yaml` package gives its nodes). */
export const lineAt = (parsed: Pick<ParsedFile, 'yamlText' | 'firstLine'>, offset: number): number =>
  parsed.yamlText.slice(0, offset).split('\n').length + parsed.firstLine - 1;
