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

/** What the preview knows of the pictures this edit uploads: their names, and where Decap keeps each (`getAsset`). */
export interface Uploads {
  names: readonly string[];
  url: (name: string) => string;
}

/**
 * The site data of the preview. A picture /admin/ was not built with is one this edit uploads, which
 * Decap knows where to find; any other name (a field just added and still empty, a name half typed)
 * is not asked of the server: the page cannot be drawn, and the preview says why (previewFailure.ts).
 */
export function previewSiteData(uploads: Uploads): SiteData {
  const images = new Proxy({} as Record<string, ContentImage>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      const src = builtImages.get(name) ?? (uploads.names.includes(name) ? uploads.url(name) : undefined);
      return src === undefined ? undefined : ({ kind: 'vector', src } satisfies ContentImage);
    },
  });
  return { site, claims, conditions, images };
}
