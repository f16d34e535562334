/**
 * What an editor changed in `content/`: frontmatter fields as dotted paths with the value
 * before and after and the line in the file, lists matched item by item (removing one item
 * is one removal, a reordered item is a move), body text as changed lines, images by hash.
 * Compare stage: pure; `contentFiles.ts` reads the two snapshots.
 */
import { lineOfPath, parseFile, type ParsedFile } from '../../../src/content/frontmatter/parseFile';
import { segmentsOf } from './inlineDiff';
import { diffLines } from './lineDiff';
import { diffList } from './listDiff';
import type { ChangeKind, FieldChange } from '../types';

export interface ContentSnapshot {
  /** Text of every `content/**\/*.md(x)` file, by repository path. */
  readonly texts: ReadonlyMap<string, string>;
  /** Git blob hash of every file under `content/images`, by repository path. */
  readonly images: ReadonlyMap<string, string>;
}

/** A field change before it is known which pages it changed. */
export type ContentChange = Omit<FieldChange, 'pages'>;

type Path = (string | number)[];

export function diffContent(base: ContentSnapshot, head: ContentSnapshot): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const file of union(base.texts.keys(), head.texts.keys())) {
    changes.push(...diffTextFile(file, base.texts.get(file), head.texts.get(file)));
  }
  for (const file of union(base.images.keys(), head.images.keys())) {
    const before = base.images.get(file);
    const after = head.images.get(file);
    if (before === after) continue;
    const kind: ChangeKind = before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';
    changes.push({ file, field: 'file', area: 'file', kind });
  }
  return changes;
}

/** Changes of one Markdown/MDX file; `undefined` text means the file does not exist on that side. */
export function diffTextFile(file: string, before: string | undefined, after: string | undefined): ContentChange[] {
  if (before === after) return [];
  if (before === undefined) return [{ file, line: 1, field: 'file', area: 'file', kind: 'added' }];
  if (after === undefined) return [{ file, line: 1, field: 'file', area: 'file', kind: 'removed' }];
  const old = parseFile(before);
  const now = parseFile(after);
  return [...diffFields(file, old, now), ...diffBody(file, old, now)];
}

function diffFields(file: string, old: ParsedFile, now: ParsedFile): ContentChange[] {
  const changes: ContentChange[] = [];
  const lineAfter = (path: Path) => lineOfPath(now, path);
  const lineBefore = (path: Path) => lineOfPath(old, path);
  const walk = (was: unknown, is: unknown, beforePath: Path, afterPath: Path) => {
    if (same(was, is)) return;
    if (Array.isArray(was) && Array.isArray(is)) {
      for (const op of diffList(was, is, stable, { pairLeftovers: true })) {
        if (op.kind === 'same') continue;
        if (op.kind === 'modified')
          walk(op.before, op.after, [...beforePath, op.beforeIndex], [...afterPath, op.afterIndex]);
        else if (op.kind === 'removed') {
          const path = [...beforePath, op.beforeIndex];
          changes.push({
            file,
            line: lineBefore(path),
            field: formatPath(path),
            area: 'frontmatter',
            kind: 'removed',
            before: formatValue(op.before),
          });
        } else if (op.kind === 'added') {
          const path = [...afterPath, op.afterIndex];
          changes.push({
            file,
            line: lineAfter(path),
            field: formatPath(path),
            area: 'frontmatter',
            kind: 'added',
            after: formatValue(op.after),
          });
        } else {
          const path = [...afterPath, op.afterIndex];
          changes.push({
            file,
            line: lineAfter(path),
            field: formatPath(path),
            area: 'frontmatter',
            kind: 'moved',
            from: formatPath([...beforePath, op.beforeIndex]),
            before: formatValue(op.before),
            after: formatValue(op.after),
          });
        }
      }
      return;
    }
    if (isRecord(was) && isRecord(is)) {
      for (const key of union(Object.keys(is), Object.keys(was))) {
        if (!(key in was)) {
          const path = [...afterPath, key];
          changes.push({
            file,
            line: lineAfter(path),
            field: formatPath(path),
            area: 'frontmatter',
            kind: 'added',
            after: formatValue(is[key]),
          });
        } else if (!(key in is)) {
          const path = [...beforePath, key];
          changes.push({
            file,
            line: lineAfter(afterPath),
            field: formatPath(path),
            area: 'frontmatter',
            kind: 'removed',
            before: formatValue(was[key]),
          });
        } else walk(was[key], is[key], [...beforePath, key], [...afterPath, key]);
      }
      return;
    }
    const before = formatValue(was);
    const after = formatValue(is);
    changes.push({
      file,
      line: lineAfter(afterPath),
      field: formatPath(afterPath),
      area: 'frontmatter',
      kind: 'modified',
      before,
      after,
      ...segmentsOf(before, after),
    });
  };
  walk(old.data, now.data, [], []);
  return changes;
}

function diffBody(file: string, old: ParsedFile, now: ParsedFile): ContentChange[] {
  return diffLines(old.body.split(/\r?\n/), now.body.split(/\r?\n/))
    .map((hunk) => ({ ...hunk, before: trimBlank(hunk.before), after: trimBlank(hunk.after) }))
    .filter((hunk) => hunk.before.length || hunk.after.length)
    .map((hunk): ContentChange => {
      const before = hunk.before.length ? hunk.before.join('\n') : undefined;
      const after = hunk.after.length ? hunk.after.join('\n') : undefined;
      const kind: ChangeKind = before === undefined ? 'added' : after === undefined ? 'removed' : 'modified';
      return {
        file,
        line: now.bodyLine + hunk.afterStart,
        field: 'body',
        area: 'body',
        kind,
        ...(before !== undefined ? { before } : {}),
        ...(after !== undefined ? { after } : {}),
        ...(before !== undefined && after !== undefined ? segmentsOf(before, after) : {}),
      };
    });
}

export function formatPath(path: Path): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index ? `.${step}` : step)).join('');
}

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
