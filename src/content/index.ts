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
import { targetIds, withoutExpired } from './expiredTargets';
import { fillClaimFields } from './fillClaimFields';
import { imageTable, type ContentImage } from './images';
import type { ClaimsContent } from './schemas/claims';
import { siteSchema, type SiteContent } from './schemas/site';
import { contentToday } from './today';

/** Site content as pages use it: without the fields only editors' tools read. */
export type SiteTexts = Omit<SiteContent, 'samples' | 'unconfirmed'>;
export type Claims = ClaimsContent['claims'];

/** What every page needs: site-wide texts, company figures and the content images. */
export interface SiteData {
  site: SiteTexts;
  claims: Claims;
  images: Record<string, ContentImage>;
}

/** Company figures as pages show them: a label may name its target's deadline through `{{id.deadline}}`. */
function claimsTable(): Claims {
  return fillClaimLabels((claimsFile.frontmatter as ClaimsContent).claims);
}

export function siteData(): SiteData {
  const claims = claimsTable();
  // `samples` is for the release check and the sample marks, which read content/site.md themselves.
  const site: SiteTexts & Partial<Pick<SiteContent, 'samples' | 'unconfirmed'>> = fillClaimFields(
    siteSchema,
    { ...visible(siteSchema, siteFile.frontmatter as SiteContent) },
    claims,
  );
  delete site.samples;
  delete site.unconfirmed;
  return { site, claims, images: imageTable() };
}

/** A page's frontmatter as its loader returns it: typed by its schema, claim references filled in. */
export function pageContent<S extends z.ZodType>(schema: S, module: { frontmatter: unknown }): z.output<S> {
  // `unconfirmed` is for the release check and the preview marks, which read the files themselves.
  const page = { ...(module.frontmatter as z.output<S> & { unconfirmed?: unknown }) };
  delete page.unconfirmed;
  return fillClaimFields(schema, visible(schema, page), claimsTable());
}

/** Content without the items built on a target whose deadline has passed (DESIGN §14; SITE_TODAY moves the day). */
function visible<T>(schema: z.ZodType, data: T): T {
  const { claims } = claimsFile.frontmatter as ClaimsContent;
  return withoutExpired(schema, data, targetIds(claims, contentToday()).expired);
}
