/**
 * Compare stage: both sides' snapshots and content changes in, the result out (`review.ts` adds
 * timing and commits). Names the picture files the report shows; `reportImages.ts` writes them.
 */
import { comparePage, type PageInfo } from './comparePage';
import type { ContentChange } from './contentDiff';
import { attributeFields } from './fieldPages';
import type { FieldChange, ImageFiles, PageResult, Region, SiteSnapshot } from '../types';

/** Pictures are files beside the report, in this folder. */
export const IMAGE_DIR = 'img';
/** More regions than this in one section are shown as the whole section only. */
const MAX_REGIONS = 8;

export async function compareSites(
  pages: readonly PageInfo[],
  base: SiteSnapshot,
  head: SiteSnapshot,
  content: readonly ContentChange[],
): Promise<{ pages: PageResult[]; fields: FieldChange[] }> {
  const results: PageResult[] = [];
  for (const page of pages) {
    const before = base.get(page.id);
    const after = head.get(page.id);
    if (before && after) results.push(nameImages(await comparePage(page, before, after)));
  }
  return { pages: results, fields: attributeFields(content, results) };
}

/** Before, after and difference; a side that does not exist gets no file. */
const files = (stem: string, before = true, after = true): ImageFiles => ({
  ...(before ? { before: `${IMAGE_DIR}/${stem}-before.png` } : {}),
  ...(after ? { after: `${IMAGE_DIR}/${stem}-after.png` } : {}),
  ...(before && after ? { diff: `${IMAGE_DIR}/${stem}-diff.png` } : {}),
});

const nameRegions = (regions: readonly Region[], stem: string) =>
  regions.length <= MAX_REGIONS
    ? regions.map((region, number) => ({ ...region, images: files(`${stem}-r${number + 1}`) }))
    : [];

/** File names for what the report shows: changed sections, their regions, changed states. */
function nameImages(page: PageResult): PageResult {
  return {
    ...page,
    widths: page.widths.map((width) => ({
      ...width,
      sections: width.sections.map((section, index) => {
        if (section.status === 'unchanged') return section;
        const stem = `${page.id}-${width.width}-s${index + 1}`;
        const images = files(stem, section.before !== undefined, section.after !== undefined);
        return { ...section, images, regions: nameRegions(section.regions, stem) };
      }),
    })),
    states: page.states.map((state) => {
      if (!state.changed) return state;
      const stem = (width: string) => `${page.id}-${width}-${state.id}`;
      return {
        ...state,
        images: Object.fromEntries(Object.keys(state.pixels).map((width) => [width, files(stem(width))])),
        regions: Object.fromEntries(
          Object.entries(state.regions).map(([width, regions]) => [width, nameRegions(regions, stem(width))]),
        ),
      };
    }),
  };
}
