import { parseFile } from '../../content/frontmatter/parseFile';
import { fillClaimLabels } from '../../content/claimText';
import { siteTexts } from '../../content/pageData';
import type { Claims, SiteData, SiteTexts } from '../../content/index';
import type { ContentImage } from '../../content/images';
import type { SiteContent } from '../../content/schemas/site';
import type { ClaimsContent } from '../../content/schemas/claims';
import claimsFile from '../../../content/claims.md?raw';
import siteFile from '../../../content/site.md?raw';
import recruitmentFile from '../../../content/pages/recruitment.mdx?raw';
import { fillClaimFields } from '../../content/fillClaimFields';
import { recruitmentSchema, type RecruitmentContent } from '../../content/schemas/recruitment';

/**
 * What the site's components read from <SiteDataContext> (src/content/useSiteData.ts), for the
 * editor's preview: claims.md and site.md as /admin/ was built (the branch every save starts from,
 * as the check before a save reads them: src/editor/check/siteContext.ts), filled in as
 * src/content/index.ts fills them for the pages.
 */
export const claimsContent = (parseFile(claimsFile).data as ClaimsContent).claims;
const claims: Claims = fillClaimLabels(claimsContent);

/** site.md as written: its `samples` list says which page fields are still samples (previewSamples.ts). */
export const siteContent = parseFile(siteFile).data as SiteContent;

// The editors' tools keep their words (editControl): the preview is one of them.
const site: SiteTexts = siteTexts(siteContent, claims);

// The partner conditions <Conditions of="…" /> shows, as recruitment.mdx is on the branch /admin/ was built from.
const recruitment = fillClaimFields(recruitmentSchema, parseFile(recruitmentFile).data as RecruitmentContent, claims);
const conditions = { supplier: recruitment.supplier.items, provider: recruitment.provider.items };

// Every picture as a plain file: the preview shows the image, not the site's resized variants.
const files = import.meta.glob<string>('../../../content/images/*', { eager: true, query: '?url', import: 'default' });
const builtImages = new Map(
  Object.entries(files).map(([path, src]) => [path.slice(path.lastIndexOf('/') + 1), src] as const),
);

/**
 * The site data of the preview. An image the entry names that /admin/ was not built with is one this
 * edit uploads: Decap knows where it is (`getAsset`).
 */
export function previewSiteData(uploaded: (name: string) => string): SiteData {
  const images = new Proxy({} as Record<string, ContentImage>, {
    get: (_target, name) =>
      typeof name === 'string'
        ? ({ kind: 'vector', src: builtImages.get(name) ?? uploaded(name) } satisfies ContentImage)
        : undefined,
  });
  return { site, claims, conditions, images };
}
