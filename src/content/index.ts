/**
 * Typed access to content for loaders, at build time: content reaches the browser as each page's data,
 * never as JavaScript. Each file comes as the build's content check validated it, typed by its schema.
 */
import content from 'virtual:content';
import { fillClaimLabels } from './claimText';
import { SCHEMA_OF, type ContentData, type ContentKey } from './collections';
import { imageTable } from './images';
import { showPage, siteTexts, visible } from './pageData';
import { claimsSchema } from './schemas/claims';
import { siteSchema } from './schemas/site';
import { markFields } from './marks/markContent';
import type { Shown } from './prose';
import type { Claims, SiteData, SiteTexts } from './siteData';
import { contentToday } from './today';

export type { Claims, Conditions, SiteData, SiteTexts } from './siteData';

const claimsAsWritten = () => content['claims.md'].data.claims;

/** Company figures as pages show them: a label may name its target's deadline through `{{id.deadline}}`. */
function claimsTable(): Claims {
  const claims = fillClaimLabels(claimsAsWritten());
  if (!import.meta.env.SITE_SOURCE_MARKS) return claims;
  const { data, source } = content['claims.md'];
  return markFields(claimsSchema, data, { claims }, source, source).claims;
}

export function siteData(): SiteData {
  const claims = claimsTable();
  const raw = content['site.md'].data;
  const site: SiteTexts = siteTexts(raw, claims);
  if (!import.meta.env.SITE_MARK_SAMPLES) delete site.editControl;
  const marked = import.meta.env.SITE_SOURCE_MARKS
    ? markFields(siteSchema, raw, site, content['site.md'].source, content['claims.md'].source)
    : site;
  const recruitment = pageContent('pages/recruitment.mdx');
  return {
    site: visible(siteSchema, raw, marked, claimsAsWritten(), contentToday()),
    claims,
    conditions: { supplier: recruitment.supplier.items, provider: recruitment.provider.items },
    images: imageTable(),
  };
}

type PageKey = Extract<ContentKey, `pages/${string}`>;

/** A page's front matter as its loader returns it (showPage), each text marked with its source in preview builds. */
export function pageContent<K extends PageKey>(key: K): Shown<ContentData<K>> {
  const { data, source } = content[key];
  const schema = SCHEMA_OF[key];
  const mark = <T>(filled: T) => markFields(schema, data, filled, source, content['claims.md'].source);
  return showPage(schema, data, {
    claims: claimsTable(),
    claimsAsWritten: claimsAsWritten(),
    today: contentToday(),
    mark: import.meta.env.SITE_SOURCE_MARKS ? mark : undefined,
  });
}
