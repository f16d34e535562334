import { contentToday, fillClaimLabels } from '../../content/claims';
import { showFields, siteTexts } from '../../content/show';
import type { Claims, SiteData, SiteTexts } from '../../content/index';
import type { ContentImage } from '../../content/images';
import type { SiteContent } from '../../content/schemas/site';
import type { ClaimsContent } from '../../content/schemas/claims';
import claimsData from '../../../content/claims.md?data';
import siteData from '../../../content/site.md?data';
import recruitmentData from '../../../content/pages/recruitment.mdx?data';
import { recruitmentSchema, type RecruitmentContent } from '../../content/schemas/recruitment';
import { IMAGE_URLS } from '../check/images';

/**
 * What the site's components read from <SiteDataContext>, for the editor's preview: claims.md and
 * site.md as /admin/ was built (as the check before a save reads them, check/siteContext.ts), filled
 * in as src/content/index.ts fills them for the pages.
 */
export const claimsContent = (claimsData as ClaimsContent).claims;

/** site.md as written: its `samples` list says which page fields are still samples (previewSamples.ts). */
export const siteContent = siteData as SiteContent;

/**
 * What only the preview reads, filled in when it first draws a page: not before the first form,
 * whose words come from `siteContent` as written.
 */
const shown = once(() => {
  const today = contentToday();
  const claims: Claims = fillClaimLabels(claimsContent);
  // The editors' tools keep their words (editControl): the preview is one of them.
  const site: SiteTexts = siteTexts(siteContent, { claims, today });
  // The partner conditions <Conditions of="…" /> shows, as recruitment.mdx is on the branch /admin/ was built from.
  const recruitment = showFields(recruitmentSchema, recruitmentData as RecruitmentContent, { claims, today });
  return { site, claims, conditions: { supplier: recruitment.supplier.items, provider: recruitment.provider.items } };
});

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The pictures this edit uploads: their names, and where Decap keeps each (`getAsset`). */
export type Uploads = { names: readonly string[]; url: (name: string) => string };

/**
 * The site data of the preview. A picture /admin/ was not built with is one this edit uploads, which
 * Decap knows where to find; any other name (a name half typed) is not asked of the server: the page
 * cannot be drawn, and the preview says why (previewFailure.ts).
 */
export function previewSiteData(uploads: Uploads): SiteData {
  const images = new Proxy({} as Record<string, ContentImage>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      // Every picture as a plain file: the preview shows the image, not the site's resized variants.
      const src = IMAGE_URLS.get(name) ?? (uploads.names.includes(name) ? uploads.url(name) : undefined);
      return src === undefined ? undefined : ({ kind: 'vector', src } satisfies ContentImage);
    },
  });
  return { ...shown(), images };
}
