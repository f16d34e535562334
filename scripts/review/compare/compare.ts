/**
 * Compare stage: both sides' snapshots and content changes in, the result out (`review.ts` adds
 * timing and commits). Every pair of pictures goes to reg-cli under one name, then each page is
 * compared with the differing pixels it found.
 */
import { join } from 'node:path';
import { comparePage, pictureOf, sectionPairs, statePairs, type PageInfo } from './comparePage';
import type { ContentChange } from './contentDiff';
import { attributeFields } from './fieldPages';
import { comparePictures, type PicturePair } from './pictures';
import type { FieldChange, PageResult, SiteSnapshot } from '../types';

/** Where each side's captured pictures are, and the report folder the compared ones go to. */
export interface PictureFolders {
  readonly base: string;
  readonly head: string;
  readonly out: string;
}

export async function compareSites(
  pages: readonly PageInfo[],
  base: SiteSnapshot,
  head: SiteSnapshot,
  content: readonly ContentChange[],
  folders: PictureFolders,
): Promise<{ pages: PageResult[]; fields: FieldChange[] }> {
  const both = pages.flatMap((page) => {
    const before = base.get(page.id);
    const after = head.get(page.id);
    return before && after ? [{ page, before, after }] : [];
  });
  const pairs: PicturePair[] = [];
  const pair = (name: string, before?: string, after?: string) =>
    pairs.push({
      name,
      ...(before ? { before: join(folders.base, before) } : {}),
      ...(after ? { after: join(folders.head, after) } : {}),
    });
  for (const { before, after } of both) {
    for (const [index, width] of after.widths.entries()) {
      const old = before.widths[index];
      if (!old) continue;
      for (const op of sectionPairs(old, width))
        pair(
          pictureOf(op),
          op.kind === 'added' ? undefined : op.before.file,
          op.kind === 'removed' ? undefined : op.after.file,
        );
    }
    for (const state of statePairs(before, after)) {
      for (const { before: was, after: is } of state.widths) {
        const name = is?.file ?? was?.file;
        if (name) pair(name, was?.file, is?.file);
      }
    }
  }
  const differing = await comparePictures(folders.out, pairs);
  const results = both.map(({ page, before, after }) => comparePage(page, before, after, differing));
  return { pages: results, fields: attributeFields(content, results) };
}
