/**
 * What an editor changed in `content/`: frontmatter fields as dotted paths with the value
 * before and after and the line in the current file, body text as changed lines, images
 * by hash. Pure: `contentFiles.ts` reads the two snapshots.
 */
import { lineOfPath, parseFile, type ParsedFile } from '../../src/content/check/parseFile';
import { diffLines } from './lineDiff';
import { pagesOfFile, type ALL_PAGES } from './pages';

export interface ContentSnapshot {
  /** Text of every `content/**\/*.md(x)` file, by repository path. */
  readonly texts: ReadonlyMap<string, string>;
  /** Git blob hash of every file under `content/images`, by repository path. */
  readonly images: ReadonlyMap<string, string>;
}

export type ChangeKind = 'changed' | 'added' | 'removed';

export interface ContentChange {
  readonly file: string;
  /** 1-based line in the current file; in the base file when the whole file was removed. */
  readonly line?: number;
  /** `frontmatter` changes name a field; `body` changes are Markdown lines; `file` is a whole file. */
  readonly area: 'frontmatter' | 'body' | 'file';
  /** Dotted path of a frontmatter field, e.g. `sections[0].figures[1]`. */
  readonly field?: string;
  readonly kind: ChangeKind;
  readonly before?: string;
  readonly after?: string;
  readonly pages: string[] | typeof ALL_PAGES;
}

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
    const kind: ChangeKind = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';
    changes.push({ file, area: 'file', kind, pages: pagesOfFile(file) });
  }
  return changes;
}

/** Changes of one Markdown/MDX file; `undefined` text means the file does not exist on that side. */
export function diffTextFile(file: string, before: string | undefined, after: string | undefined): ContentChange[] {
  const pages = pagesOfFile(file);
  if (before === after) return [];
  if (before === undefined) return [{ file, line: 1, area: 'file', kind: 'added', pages }];
  if (after === undefined) return [{ file, line: 1, area: 'file', kind: 'removed', pages }];
  const old = parseFile(before);
  const now = parseFile(after);
  return [...diffFields(file, old, now, pages), ...diffBody(file, old, now, pages)];
}

function diffFields(file: string, old: ParsedFile, now: ParsedFile, pages: ContentChange['pages']): ContentChange[] {
  const oldFields = flatten(old.data);
  const newFields = flatten(now.data);
  const changes: ContentChange[] = [];
  for (const key of union(newFields.keys(), oldFields.keys())) {
    const was = oldFields.get(key);
    const is = newFields.get(key);
    if (was?.text === is?.text) continue;
    const path = (is ?? was)?.path ?? [];
    changes.push({
      file,
      line: lineOfPath(now, path),
      area: 'frontmatter',
      field: key,
      kind: was === undefined ? 'added' : is === undefined ? 'removed' : 'changed',
      ...(was ? { before: was.text } : {}),
      ...(is ? { after: is.text } : {}),
      pages,
    });
  }
  return changes;
}

function diffBody(file: string, old: ParsedFile, now: ParsedFile, pages: ContentChange['pages']): ContentChange[] {
  return diffLines(old.body.split(/\r?\n/), now.body.split(/\r?\n/))
    .map((hunk) => ({ ...hunk, before: trimBlank(hunk.before), after: trimBlank(hunk.after) }))
    .filter((hunk) => hunk.before.length || hunk.after.length)
    .map((hunk) => ({
      file,
      line: now.bodyLine + hunk.afterStart,
      area: 'body' as const,
      kind: !hunk.before.length ? ('added' as const) : !hunk.after.length ? ('removed' as const) : ('changed' as const),
      ...(hunk.before.length ? { before: hunk.before.join('\n') } : {}),
      ...(hunk.after.length ? { after: hunk.after.join('\n') } : {}),
      pages,
    }));
}

/** Leaves of the frontmatter by dotted path; empty lists and objects are leaves too, so `[]` → `[x]` shows. */
export function flatten(value: unknown, path: Path = [], out = new Map<string, { path: Path; text: string }>()) {
  const isContainer = typeof value === 'object' && value !== null && !(value instanceof Date);
  const entries: [string | number, unknown][] = !isContainer
    ? []
    : Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
  if (!entries.length) {
    if (path.length) out.set(formatPath(path), { path, text: formatValue(value) });
    return out;
  }
  for (const [key, item] of entries) flatten(item, [...path, key], out);
  return out;
}

export function formatPath(path: Path): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index ? `.${step}` : step)).join('');
}

function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return JSON.stringify(value) ?? String(value);
}

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
