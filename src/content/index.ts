/**
 * Typed access to content for loaders, at build time: content reaches the browser as each page's data,
 * never as JavaScript. The check validated the frontmatter against these schemas first: the casts are facts.
 */
import type { z } from 'zod';
import * as claimsFile from '../../content/claims.md';
import * as siteFile from '../../content/site.md';
import * as recruitmentFile from '../../content/pages/recruitment.mdx';
import { fillClaimLabels } from './claimText';
import { imageTable } from './images';
import { showPage, siteTexts, visible } from './pageData';
import { claimsSchema, type ClaimsContent } from './schemas/claims';
import { recruitmentSchema } from './schemas/recruitment';
import { siteSchema, type SiteContent } from './schemas/site';
import { markFields, pageSourceFile, readSourceFile } from './marks/markContent';
import type { Shown } from './prose';
import type { Claims, SiteData, SiteTexts } from './siteData';
import { contentToday } from './today';

export type { Claims, Conditions, SiteData, SiteTexts } from './siteData';

const claimsAsWritten = () => (claimsFile.frontmatter as ClaimsContent).claims;

/** Company figures as pages show them: a label may name its target's deadline through `{{id.deadline}}`. */
function claimsTable(): Claims {
  const claims = fillClaimLabels(claimsAsWritten());
  if (!import.meta.env.SITE_SOURCE_MARKS) return claims;
  const source = readSourceFile('claims.md');
  return markFields(claimsSchema, claimsFile.frontmatter, { claims }, source, source).claims;
}

export function siteData(): SiteData {
  const claims = claimsTable();
  const raw = siteFile.frontmatter as SiteContent;
  const site: SiteTexts = siteTexts(raw, claims);
  if (!import.meta.env.SITE_MARK_SAMPLES) delete site.editControl;
  const marked = import.meta.env.SITE_SOURCE_MARKS
    ? markFields(siteSchema, raw, site, readSourceFile('site.md'), readSourceFile('claims.md'))
    : site;
  const recruitment = pageContent(recruitmentSchema, recruitmentFile);
  return {
    site: visible(siteSchema, raw, marked, claimsAsWritten(), contentToday()),
    claims,
    conditions: { supplier: recruitment.supplier.items, provider: recruitment.provider.items },
    images: imageTable(),
  };
}

/** A page's frontmatter as its loader returns it (showPage), each text marked with its source in preview builds. */
export function pageContent<S extends z.ZodType>(schema: S, module: { frontmatter: unknown }): Shown<z.output<S>> {
  const mark = <T>(filled: T) =>
    markFields(schema, module.frontmatter, filled, pageSourceFile(module.frontmatter), readSourceFile('claims.md'));
  return showPage(schema, module.frontmatter, {
    claims: claimsTable(),
    claimsAsWritten: claimsAsWritten(),
    today: contentToday(),
    mark: import.meta.env.SITE_SOURCE_MARKS ? mark : undefined,
  });
}
