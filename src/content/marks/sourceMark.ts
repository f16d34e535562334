import { VERCEL_STEGA_REGEX, vercelStegaCombine, vercelStegaDecodeAll } from '@vercel/stega';

/**
 * Where a text on a preview page comes from, carried in the text as invisible characters
 * (@vercel/stega), so no component knows of it: src/preview/domMarks.ts moves each mark to a
 * `data-source` attribute on the element that shows the text.
 */
export interface SourceMark {
  /** `content/pages/contactUs.mdx:5 lead`: file, line and field path as the content check writes them. */
  source: string;
  /** The claims whose figures were filled into the text, each written the same way. */
  claims?: string[];
}

/** The text with its mark appended (never skipped, even for text that looks like a date or an address). */
export function withMark(text: string, mark: SourceMark): string {
  return vercelStegaCombine(text, mark, false);
}

const isMark = (value: unknown): value is SourceMark =>
  typeof value === 'object' && value !== null && typeof (value as SourceMark).source === 'string';

/** Every mark in a text, in order. Invisible characters that are not a mark (pasted text) yield none. */
export function marksIn(text: string): SourceMark[] {
  try {
    return (vercelStegaDecodeAll(text) ?? []).filter(isMark);
  } catch {
    return [];
  }
}

export function withoutMarks(text: string): string {
  return text.replace(VERCEL_STEGA_REGEX, '');
}

export function hasMarks(text: string): boolean {
  // `search` ignores the expression's global flag and its lastIndex.
  return text.search(VERCEL_STEGA_REGEX) >= 0;
}

/** A `data-source` value read back: `content/pages/contactUs.mdx:5 lead` → file, line, field; several, by `; `. */
export type SourceLocation = { file: string; line: number; field: string };

export const SOURCE_SEPARATOR = '; ';

export function parseSources(value: string): SourceLocation[] {
  return value.split(SOURCE_SEPARATOR).flatMap((entry) => {
    const match = /^(\S+):(\d+) (.+)$/.exec(entry.trim());
    return match ? [{ file: match[1] ?? '', line: Number(match[2]), field: match[3] ?? '' }] : [];
  });
}
