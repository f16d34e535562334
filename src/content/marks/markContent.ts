/** Preview builds only (`SITE_SOURCE_MARKS`): each text field gets its source mark, the check's line and field path. */
import type { z } from 'zod';
import { splitClaimRefs } from '../claimRefs';
import { formatPath } from '../fieldPath';
import type { Prose } from '../prose';
import { childSchema, metaOf, unwrap } from '../schemaWalk';
import { lineOf, type SourceLines } from './sourceLines';
import { withMark } from './sourceMark';

type Path = (string | number)[];

function sourceOf(source: SourceLines, path: Path): string {
  return `${source.file}:${lineOf(source, path)} ${formatPath(path)}`;
}

/** `{{id}}` → `content/claims.md:12 claims.id.value`; `{{id.deadline}}` names the deadline. */
export function claimSourceOf(claims: SourceLines, id: string, field?: string): string {
  return sourceOf(claims, ['claims', id, field === 'deadline' ? 'deadline' : 'value']);
}

/** `filled` (claim references filled in) with a mark on every text field; `raw`, as written, names the claims. */
export function markFields<T>(schema: z.ZodType, raw: unknown, filled: T, source: SourceLines, claims: SourceLines): T {
  const walk = (node: z.ZodType | undefined, before: unknown, value: unknown, path: Path): unknown => {
    if (!node) return value;
    const meta = { ...metaOf(unwrap(node)), ...metaOf(node) };
    // Prose: each figure shows as a `data-claim` span, which the post-render pass names.
    if (meta.figures === 'marked' && Array.isArray(value)) return markProse(value as Prose, sourceOf(source, path));
    if (typeof value === 'string') {
      // Texts and phone numbers only: addresses, image names, dates and claim ids are read by code, and marks break it.
      if (meta.kind !== 'text' && meta.kind !== 'phone') return value;
      const filledRefs =
        typeof before !== 'string'
          ? []
          : splitClaimRefs(before).flatMap((part) =>
              part.kind === 'claim' ? [claimSourceOf(claims, part.id, part.field)] : [],
            );
      return withMark(value, {
        source: sourceOf(source, path),
        ...(filledRefs.length ? { claims: [...new Set(filledRefs)] } : {}),
      });
    }
    const at = (key: string | number) => (before as Record<string | number, unknown> | undefined)?.[key];
    if (Array.isArray(value))
      return value.map((item, index) => walk(childSchema(node, index), at(index), item, [...path, index]));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(childSchema(node, key), at(key), item, [...path, key])]),
      );
    return value;
  };
  return walk(schema, raw, filled, []) as T;
}

/**
 * The mark goes into the last words (or a lone figure), naming the element that shows them; never in a part of
 * its own: removed, it must leave the data as a build without marks has it (tests/deploy/sourceMarks.test.ts).
 */
function markProse(prose: Prose, source: string): Prose {
  const at = prose.findLastIndex((part) => 'text' in part);
  return prose.map((part, index) => {
    if (index !== (at < 0 ? prose.length - 1 : at)) return part;
    return 'text' in part
      ? { text: withMark(part.text, { source }) }
      : { ...part, label: withMark(part.label, { source }) };
  });
}
