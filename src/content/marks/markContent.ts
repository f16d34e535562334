/** Preview builds only (`SITE_SOURCE_MARKS`): each text field gets its source mark, the check's line and field path. */
import { splitClaimRefs } from '../claims';
import type { Prose } from '../prose';
import { lineOf, type SourceLines } from './sourceLines';
import { withMark } from './sourceMark';

type Path = (string | number)[];

/** A field's path as marks write it, and the check's messages in every build: `sections[0].features[8].text`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(根 root)';
}

function sourceOf(source: SourceLines, path: Path): string {
  return `${source.file}:${lineOf(source, path)} ${formatPath(path)}`;
}

/** `{{id}}` → `content/claims.md:12 claims.id.value`; `{{id.deadline}}` names the deadline. */
export function claimSourceOf(claims: SourceLines, id: string, field?: string): string {
  return sourceOf(claims, ['claims', id, field === 'deadline' ? 'deadline' : 'value']);
}

/** Where the texts of one file are written, and claims.md's, whose figures they name. */
export interface Marks {
  source: SourceLines;
  claims: SourceLines;
}

/**
 * A text field as shown (`filled`: claim references filled in, a string or, in a prose field, Prose) with its
 * source mark; `raw`, as written, names the claims it shows. Prose: each figure shows as a `data-claim` span,
 * which the post-render pass names.
 */
export function markText<T extends string | Prose>(filled: T, raw: string, path: Path, marks: Marks): T {
  if (Array.isArray(filled)) return markProse(filled, sourceOf(marks.source, path)) as T;
  const refs = splitClaimRefs(raw).flatMap((part) =>
    part.kind === 'claim' ? [claimSourceOf(marks.claims, part.id, part.field)] : [],
  );
  return withMark(filled as string, {
    source: sourceOf(marks.source, path),
    ...(refs.length ? { claims: [...new Set(refs)] } : {}),
  }) as T;
}

/**
 * The mark goes into the last words (or a lone figure), naming the element that shows them; never in a part of
 * its own: removed, it must leave the data as a build without marks has it (tests/builds/sourceMarks.test.ts).
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
