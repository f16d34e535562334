/**
 * What an editor changed in `content/`: frontmatter fields by path with their values and line,
 * lists item by item (one removed item is one removal, a reordered one a move), body text as
 * changed lines, images by hash.
 */
import { diffArrays } from 'diff';
import { formatPath } from '../../../src/content/marks/markContent';
import type { ParsedFile } from '../../../src/content/frontmatter/parseFile';
import { changeValues } from './inlineDiff';
import { diffList } from './listDiff';
import type { ChangeKind, ContentSnapshot, FieldChange } from '../types';

/** A field change before it is known which pages it changed. */
export type ContentChange = Omit<FieldChange, 'pages'>;

type Path = (string | number)[];

/** Past this many changed lines the body was rewritten: it is reported as one change (a safety valve). */
const MAX_BODY_EDITS = 1_000;

export function diffContent(base: ContentSnapshot, head: ContentSnapshot): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const file of union(base.files.keys(), head.files.keys())) {
    changes.push(...diffTextFile(file, base.files.get(file), head.files.get(file)));
  }
  for (const file of union(base.images.keys(), head.images.keys())) {
    const before = base.images.get(file);
    const after = head.images.get(file);
    if (before !== after) changes.push({ file, field: 'file', area: 'file', kind: kindOf(before, after) });
  }
  return changes;
}

/** Changes of one Markdown/MDX file; `undefined` means the file does not exist on that side. */
export function diffTextFile(file: string, old: ParsedFile | undefined, now: ParsedFile | undefined): ContentChange[] {
  if (old?.source === now?.source) return [];
  if (old === undefined || now === undefined)
    return [{ file, line: 1, field: 'file', area: 'file', kind: kindOf(old?.source, now?.source) }];
  return [...diffFields(file, old, now), ...diffBody(file, old, now)];
}

function diffFields(file: string, old: ParsedFile, now: ParsedFile): ContentChange[] {
  const changes: ContentChange[] = [];
  const add = (kind: ChangeKind, path: Path, line: number, values: Partial<ContentChange>) =>
    changes.push({ file, line, field: path.length ? formatPath(path) : '', area: 'frontmatter', kind, ...values });
  const walk = (was: unknown, is: unknown, beforePath: Path, afterPath: Path) => {
    if (same(was, is)) return;
    if (Array.isArray(was) && Array.isArray(is)) {
      for (const op of diffList(was, is, stable, { pairLeftovers: true })) {
        const from = 'beforeIndex' in op ? [...beforePath, op.beforeIndex] : [];
        const to = 'afterIndex' in op ? [...afterPath, op.afterIndex] : [];
        if (op.kind === 'modified') walk(op.before, op.after, from, to);
        else if (op.kind === 'removed') add('removed', from, old.lineOf(from), { before: formatValue(op.before) });
        else if (op.kind === 'added') add('added', to, now.lineOf(to), { after: formatValue(op.after) });
        else if (op.kind === 'moved') {
          const values = { from: formatPath(from), before: formatValue(op.before), after: formatValue(op.after) };
          add('moved', to, now.lineOf(to), values);
        }
      }
    } else if (isRecord(was) && isRecord(is)) {
      for (const key of union(Object.keys(is), Object.keys(was))) {
        const to = [...afterPath, key];
        if (!(key in was)) add('added', to, now.lineOf(to), { after: formatValue(is[key]) });
        // A removed key points at its parent in the current file, where it would be written again.
        else if (!(key in is))
          add('removed', [...beforePath, key], now.lineOf(afterPath), { before: formatValue(was[key]) });
        else walk(was[key], is[key], [...beforePath, key], to);
      }
    } else add('modified', afterPath, now.lineOf(afterPath), changeValues(formatValue(was), formatValue(is)));
  };
  walk(old.data, now.data, [], []);
  return changes;
}

/**
 * Changed runs of body lines, aligned by jsdiff's `diffArrays` rather than its `diffLines`:
 * that keeps each line's newline in its token, so a last line (no newline) would not equal
 * the same line elsewhere and a body's empty last line would vanish.
 */
function diffBody(file: string, old: ParsedFile, now: ParsedFile): ContentChange[] {
  const before = old.body.split(/\r?\n/);
  const after = now.body.split(/\r?\n/);
  const changes = diffArrays(before, after, { maxEditLength: MAX_BODY_EDITS }) ?? [
    { removed: true, added: false, count: before.length, value: before },
    { removed: false, added: true, count: after.length, value: after },
  ];
  const hunks: { afterStart: number; before: string[]; after: string[] }[] = [];
  let open: (typeof hunks)[number] | undefined;
  let line = 0;
  for (const change of changes) {
    if (!change.added && !change.removed) open = undefined;
    else {
      if (!open) hunks.push((open = { afterStart: line, before: [], after: [] }));
      (change.added ? open.after : open.before).push(...change.value);
    }
    if (!change.removed) line += change.count;
  }
  return hunks.flatMap((hunk): ContentChange[] => {
    const was = trimBlank(hunk.before);
    const is = trimBlank(hunk.after);
    if (!was.length && !is.length) return [];
    const values = changeValues(was.length ? was.join('\n') : undefined, is.length ? is.join('\n') : undefined);
    const kind = kindOf(values.before, values.after);
    return [{ file, line: now.bodyLine + hunk.afterStart, field: 'body', area: 'body', kind, ...values }];
  });
}

const kindOf = (before: unknown, after: unknown): ChangeKind =>
  before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (isRecord(value) || Array.isArray(value)) return flatValues(value).join(' · ');
  return JSON.stringify(value) ?? String(value);
}

/** The leaves of an object, in order: how a removed list item reads in a table. */
function flatValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(flatValues);
  if (isRecord(value)) return Object.values(value).flatMap(flatValues);
  return value === undefined || value === null ? [] : [formatValue(value)];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

const stable = (value: unknown) => JSON.stringify(value) ?? 'undefined';
const same = (a: unknown, b: unknown) => stable(a) === stable(b);

/** Blank lines around a changed paragraph are not worth a row of their own. */
function trimBlank(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && !lines[start]?.trim()) start++;
  while (end > start && !lines[end - 1]?.trim()) end--;
  return lines.slice(start, end);
}

function union<T>(first: Iterable<T>, second: Iterable<T>): T[] {
  return [...new Set([...first, ...second])];
}
