/** A `data-source` value read back: `content/pages/contactUs.mdx:5 lead` → file, line, field; several, by `; `. */
export type SourceLocation = { file: string; line: number; field: string };

export const SOURCE_SEPARATOR = '; ';

export function parseSources(value: string): SourceLocation[] {
  return value.split(SOURCE_SEPARATOR).flatMap((entry) => {
    const match = /^(\S+):(\d+) (.+)$/.exec(entry.trim());
    return match ? [{ file: match[1] ?? '', line: Number(match[2]), field: match[3] ?? '' }] : [];
  });
}
