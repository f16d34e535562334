/**
 * Which pages each content change changed, read from the outputs: a field counts for a page
 * when that page changed and the page's own differences show the field's old or new words
 * (or, for an image, the image). A page file's fields can change only its own page. Compare
 * stage: pure.
 */
import type { ContentChange } from './contentDiff';
import type { FieldChange, PageResult } from '../types';

/** Pieces shorter than this (after removing spaces) match too much by chance ("24", "家"). */
const MIN_PIECE = 2;
const IMAGE_FILE = /(?:^|\/)([^/\s]+)\.(?:svg|png|jpe?g|webp|avif|gif)$/i;

export function attributeFields(changes: readonly ContentChange[], pages: readonly PageResult[]): FieldChange[] {
  const changed = pages.filter((page) => page.changed);
  const evidence = new Map(changed.map((page) => [page.id, evidenceOf(page)]));
  return changes.map((change) => {
    const own = /^content\/pages\/([^/]+)\.mdx?$/.exec(change.file)?.[1];
    const candidates = own ? changed.filter((page) => page.id === own) : changed;
    if (own) return { ...change, pages: candidates.map((page) => page.path) };
    const { before, after } = piecesOf(change);
    const hits = candidates.filter((page) => {
      const seen = evidence.get(page.id) as Evidence;
      return before.some((piece) => seen.before.includes(piece)) || after.some((piece) => seen.after.includes(piece));
    });
    return { ...change, pages: hits.map((page) => page.path) };
  });
}

interface Evidence {
  readonly before: string;
  readonly after: string;
}

/** Everything that differs on a page, old side and new side, spaces removed. */
export function evidenceOf(page: PageResult): Evidence {
  const before: string[] = [];
  const after: string[] = [];
  const add = (change: { before?: string; after?: string }) => {
    if (change.before !== undefined) before.push(change.before);
    if (change.after !== undefined) after.push(change.after);
  };
  page.text.forEach(add);
  page.head.forEach(add);
  for (const state of page.states) state.text.forEach(add);
  return { before: squeeze(before.join('\n')), after: squeeze(after.join('\n')) };
}

/**
 * What of a change could show on a page: the words of its old and new value that the other
 * side does not have, split where the page would render something else (a claim reference,
 * Markdown marks); an image by its file name, which the built file keeps (`case-study-XYZ.jpg`).
 */
export function piecesOf(change: ContentChange): { before: string[]; after: string[] } {
  const image = IMAGE_FILE.exec(change.area === 'file' ? change.file : '');
  if (image?.[1]) {
    const stem = squeeze(`/${image[1]}-`);
    return { before: [stem], after: [stem] };
  }
  const old = pieces(change.before);
  const now = pieces(change.after);
  return { before: old.filter((piece) => !now.includes(piece)), after: now.filter((piece) => !old.includes(piece)) };
}

function pieces(value: string | undefined): string[] {
  if (value === undefined) return [];
  const file = IMAGE_FILE.exec(value.trim());
  if (file?.[1]) return [squeeze(`/${file[1]}-`)];
  return value
    .split(/\{\{[^}]*\}\}|<[^>]*>|[*_`#>[\]()|\n·]+/)
    .map(squeeze)
    .filter((piece) => [...piece].length >= MIN_PIECE);
}

const squeeze = (text: string) => text.replace(/\s+/g, '');
