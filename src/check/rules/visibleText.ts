import type { z } from 'zod';
import type { ClaimIndex } from '../../content/claimIndex';
import type { FieldValue } from '../../content/schemaWalk';
import type { ParsedFile } from '../../content/frontmatter/parseFile';
import { BODY_FIELD, formatPath } from '../problem';
import { refsIn, shownRef } from './claimRefs';

/** A content file as the content check has loaded it. */
export interface LoadedFile {
  file: string;
  schema: z.ZodType;
  parsed: ParsedFile;
  valid: unknown;
  /** Every value of the valid data with its kind and line, walked once for every rule; none when it is not valid. */
  leaves: readonly Leaf[];
}

export type Leaf = FieldValue & { line: number };

export type TextPart = { kind: 'text'; text: string } | { kind: 'claim'; id: string; source: string; label: string };

/** One piece of text a visitor reads, with where it is written and how it was written. */
export interface VisibleText {
  file: string;
  line: number;
  field: string;
  /** As the editor wrote it, placeholders included. */
  source: string;
  parts: TextPart[];
  /** As the visitor reads it: placeholders filled the way the pages fill them. */
  rendered: string;
  /** `title` for a title or label that stands on its own (schemas/fields.ts `titleText`). */
  role?: 'title';
  /** The most characters its place holds (schemas/fields.ts `fits`). */
  maxLength?: number;
}

/**
 * Official identifiers keep the form the authorities issue (京ICP备…号-1, 京公网安备…号): the
 * typography and term checks must not "correct" them. Templates hold `{page}`-style slots.
 */
export const VERBATIM_FIELDS = new Set(['icp.number', 'police.number', 'titleTemplate']);

/** `<Claim id="staff" />` in an MDX body, as the editor component is written. */
export const CLAIM_TAG = /<Claim\s+id="([^"]+)"\s*\/>/g;

/** A text cut at its references, each filled as the pages fill it; one the check refuses stays as written. */
function splitParts(source: string, pattern: RegExp | undefined, claims: ClaimIndex): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const ref of refsIn(source, pattern)) {
    if (ref.index > last) parts.push({ kind: 'text', text: source.slice(last, ref.index) });
    parts.push({ kind: 'claim', id: ref.ref, source: ref.written, label: shownRef(claims, ref.ref) ?? ref.written });
    last = ref.index + ref.written.length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}

export const placeOf = (text: VisibleText) => ({ file: text.file, line: text.line, field: text.field });

const render = (parts: TextPart[]) => parts.map((part) => (part.kind === 'text' ? part.text : part.label)).join('');

/**
 * The source that renders as `corrected`, each figure put back as its placeholder; null when a
 * correction reached into a figure.
 */
export function writeBack(parts: readonly TextPart[], corrected: string): string | null {
  let out = '';
  let cursor = 0;
  for (const part of parts) {
    if (part.kind !== 'claim') continue;
    const at = corrected.indexOf(part.label, cursor);
    if (at < 0) return null;
    out += corrected.slice(cursor, at) + part.source;
    cursor = at + part.label.length;
  }
  return out + corrected.slice(cursor);
}

/**
 * Markdown lines that carry no visitor text of their own: blank lines, tags alone, code fences; and
 * table rows, which the body check refuses as a whole (one mistake, one message).
 */
const NOT_TEXT = /^\s*(<\/?[A-Z][^>]*>|```.*|\|.*)?\s*$/;

/** claims.md and glossary.md hold no copy of their own: their texts are judged where they are used. */
export const NOT_COPY = ['content/claims.md', 'content/glossary.md'];

/** Every text of every loaded file that a visitor reads: text fields, then the body line by line. */
export function visibleTexts(files: readonly LoadedFile[], claims: ClaimIndex): VisibleText[] {
  const texts: VisibleText[] = [];
  for (const { file, parsed, leaves } of files) {
    if (NOT_COPY.includes(file)) continue;
    for (const leaf of leaves) {
      const field = formatPath(leaf.path);
      if (leaf.kind !== 'text' || typeof leaf.value !== 'string' || VERBATIM_FIELDS.has(field)) continue;
      const parts = splitParts(leaf.value, undefined, claims);
      texts.push({
        file,
        line: leaf.line,
        field,
        source: leaf.value,
        parts,
        rendered: render(parts),
        ...(leaf.role ? { role: leaf.role } : {}),
        ...(leaf.maxLength ? { maxLength: leaf.maxLength } : {}),
      });
    }
    parsed.body.split('\n').forEach((line, index) => {
      if (NOT_TEXT.test(line)) return;
      // Indentation is layout, not text: it stays in the file and out of the checks.
      const source = line.trimStart();
      const parts = splitParts(source, CLAIM_TAG, claims);
      texts.push({ file, line: parsed.bodyLine + index, field: BODY_FIELD, source, parts, rendered: render(parts) });
    });
  }
  return texts;
}
