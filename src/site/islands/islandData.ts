import type { SiteData, SiteTexts } from '../../content';
import type { IslandName } from './registry';
import type { RenderedIsland } from './Island';

/**
 * The site texts each island reads through `useSite()`. The page's source is for visitors: the
 * `site-data` JSON of a page with islands holds only these, never the whole site.md with its editors'
 * sentences, nor claims.md with a target whose deadline has passed. tests/unit/islandData.test.tsx
 * renders each island from exactly this data, so an island reading a text not named here fails there.
 */
export const ISLAND_SITE_TEXTS = {
  carousel: ['carousel'],
  businessCards: [],
  subNav: [],
  copyButton: ['closeLabel'],
  // The notification's close button and the new-window hint of its link (ExternalLink).
  docFrame: ['closeLabel', 'newWindow'],
  // Preview builds and `npm run dev` only: the badges and the 编辑 control (src/preview).
  sampleMarkers: ['sampleBadge', 'unconfirmedBadge', 'unconfirmedLabel', 'editControl'],
} as const satisfies Record<IslandName, readonly (keyof SiteTexts)[]>;

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

/**
 * What a page's islands get in the browser: their site texts (ISLAND_SITE_TEXTS) and the images their
 * data names. No claims: their figures come formatted in the texts (src/content/prose.ts).
 */
export function islandSiteData(islands: readonly RenderedIsland[], data: SiteData) {
  const keys = new Set<keyof SiteTexts>(islands.flatMap(({ name }) => ISLAND_SITE_TEXTS[name]));
  const site = Object.fromEntries(
    [...keys].filter((key) => data.site[key] !== undefined).map((key) => [key, data.site[key]]),
  ) as Partial<SiteTexts>;
  const named = new Set(strings([site, islands.map(({ props }) => props)]));
  return {
    site,
    images: Object.fromEntries(Object.entries(data.images).filter(([name]) => named.has(name))),
  };
}
