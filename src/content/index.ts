/**
 * Typed access to content, for loaders: they run at build time and their results reach the
 * browser as each page's data, so content never travels as JavaScript. The frontmatter was
 * validated against these very schemas by the content check before the build could start,
 * so the casts below are checked facts.
 */
import type { z } from 'zod';
import * as claimsFile from '../../content/claims.md';
import * as siteFile from '../../content/site.md';
import { fillClaimLabels } from './claimText';
import { fillClaimFields } from './fillClaimFields';
import { imageTable, type ContentImage } from './images';
import { claimsSchema, type ClaimsContent } from './schemas/claims';
import { siteSchema, type SiteContent } from './schemas/site';
import { markFields, pageSourceFile, readSourceFile } from '../preview/markContent';

/**
 * Site content as pages use it: without the fields only editors' tools read. The 编辑 control's
 * words are there in dev and preview builds only (src/preview): production pages carry none of them.
 */
export type SiteTexts = Omit<SiteContent, 'samples' | 'editControl'> & Partial<Pick<SiteContent, 'editControl'>>;
export type Claims = ClaimsContent['claims'];

/** What every page needs: site-wide texts, company figures and the content images. */
export interface SiteData {
  site: SiteTexts;
  claims: Claims;
  images: Record<string, ContentImage>;
}

/** Company figures as pages show them: a label may name its target's deadline through `{{id.deadline}}`. */
function claimsTable(): Claims {
  const claims = fillClaimLabels((claimsFile.frontmatter as ClaimsContent).claims);
  if (!import.meta.env.SITE_SOURCE_MARKS) return claims;
  const source = readSourceFile('claims.md');
  return markFields(claimsSchema, claimsFile.frontmatter, { claims }, source, source).claims;
}

export function siteData(): SiteData {
  const claims = claimsTable();
  // `samples` is for the release check and the sample marks, which read content/site.md themselves.
  const site: SiteTexts & Partial<Pick<SiteContent, 'samples'>> = fillClaimFields(
    siteSchema,
    { ...(siteFile.frontmatter as SiteContent) },
    claims,
  );
  delete site.samples;
  if (!import.meta.env.SITE_MARK_SAMPLES) delete site.editControl;
  if (!import.meta.env.SITE_SOURCE_MARKS) return { site, claims, images: imageTable() };
  const marked = markFields(
    siteSchema,
    siteFile.frontmatter,
    site,
    readSourceFile('site.md'),
    readSourceFile('claims.md'),
  );
  return { site: marked, claims, images: imageTable() };
}

/**
 * A page's frontmatter as its loader returns it: typed by its schema, claim references filled in;
 * in preview builds each text also carries where it comes from (src/preview/sourceMark.ts).
 */
export function pageContent<S extends z.ZodType>(schema: S, module: { frontmatter: unknown }): z.output<S> {
  const filled = fillClaimFields(schema, module.frontmatter as z.output<S>, claimsTable());
  if (!import.meta.env.SITE_SOURCE_MARKS) return filled;
  return markFields(
    schema,
    module.frontmatter,
    filled,
    pageSourceFile(module.frontmatter),
    readSourceFile('claims.md'),
  );
}
