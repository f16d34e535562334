/**
 * Typed access to content for loaders, at build time: content reaches the browser as each page's data,
 * never as JavaScript. Each file comes as the build's content check validated it, typed by its schema.
 */
import { useLoaderData } from 'react-router';
import content from 'virtual:content';
import { SCHEMA_OF, type ContentData, type ContentKey } from './collections';
import { imageTable } from './images';
import type { Marks } from './marks/markContent';
import { showFields, showPage, siteTexts, type ShowContext } from './show';
import { claimsSchema } from './schemas/claims';
import type { ForPage } from './prose';
import type { Claims, SiteData, SiteTexts } from './siteData';
import { contentToday } from './claims';

export type { Claims, Conditions, SiteData, SiteTexts } from './siteData';

/** Where a file's texts are written, in preview builds (`SITE_SOURCE_MARKS`), for their source marks. */
const marksOf = (key: ContentKey): Marks | undefined =>
  import.meta.env.SITE_SOURCE_MARKS ? { source: content[key].source, claims: content['claims.md'].source } : undefined;

/** Company figures as pages show them: a label may name its target's deadline through `{{id.deadline}}`. */
function claimsTable(): Claims {
  const { claims } = content['claims.md'].data;
  return showFields(claimsSchema, { claims }, { claims, today: contentToday(), marks: marksOf('claims.md') }).claims;
}

/** How the loaders show a file: with the claims as pages show them, today's targets, and its marks. */
const contextOf = (key: ContentKey, claims: Claims): ShowContext => ({
  claims,
  today: contentToday(),
  marks: marksOf(key),
});

export function siteData(): SiteData {
  const claims = claimsTable();
  const site: SiteTexts = siteTexts(content['site.md'].data, contextOf('site.md', claims));
  if (!import.meta.env.SITE_MARK_SAMPLES) delete site.editControl;
  const recruitment = pageContent('pages/recruitment.mdx');
  return {
    site,
    claims,
    conditions: { supplier: recruitment.supplier.items, provider: recruitment.provider.items },
    images: imageTable(),
  };
}

type PageKey = Extract<ContentKey, `pages/${string}`>;

/** A page's front matter as its loader returns it (showPage), each text marked with its source in preview builds. */
export function pageContent<K extends PageKey>(key: K): ForPage<ContentData<K>> {
  return showPage(SCHEMA_OF[key], content[key].data, contextOf(key, claimsTable()));
}

/**
 * The page's content as its loader (`pageContent`) returned it at build time, typed `T`. Here, not in
 * useSiteData.ts: islands import that, and react-router would come with it into their runtime chunk.
 */
export const usePage = <T>(): T => useLoaderData() as T;
