/**
 * Which pages each content change changed, read from the outputs: those whose own differences
 * show its old or new words (or its image). A page file's fields can change only its own page.
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
    const { before, after } = piecesOf(change);
    const hits = changed.filter((page) => {
      if (own) return page.id === own;
      const seen = evidence.get(page.id) as ReturnType<typeof evidenceOf>;
      return before.some((piece) => seen.before.includes(piece)) || after.some((piece) => seen.after.includes(piece));
    });
    return { ...change, pages: hits.map((page) => page.path) };
  });
}

/** Everything that differs on a page, old side and new side, spaces removed. */
function evidenceOf(page: PageResult): { before: string; after: string } {
  const before: string[] = [];
  const after: string[] = [];
  for (const change of [...page.text, ...page.head, ...page.states.flatMap((state) => state.text)]) {
    if (change.before !== undefined) before.push(change.before);
    if (change.after !== undefined) after.push(change.after);
  }
  return { before: squeeze(before.join('\n')), after: squeeze(after.join('\n')) };
}

/**
 * What of a change could show on a page: the words of its old and new value that the other
 * side does not have, split where the page would render something else (a claim reference,
 * Markdown marks); an image by its file name, which the built file keeps (`case-study-XYZ.jpg`).
 */
function piecesOf(change: ContentChange): { before: string[]; after: string[] } {
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
