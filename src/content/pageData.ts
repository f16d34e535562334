import type { z } from 'zod';
import { expiredUnits, targetIds, withoutUnits } from './expiredTargets';
import { fillClaimFields } from './fillClaimFields';
import type { ClaimsContent } from './schemas/claims';
import { siteSchema, type SiteContent } from './schemas/site';

/**
 * A page's frontmatter as pages show it, from plain data: shared by the loaders (src/content/index.ts,
 * at build time) and the editor's preview (src/editor/preview, in the browser, from the form).
 */

/** The frontmatter without `unconfirmed`, which only the release check and the preview marks read. */
export function withoutUnconfirmed<T>(frontmatter: unknown): T {
  const page = { ...(frontmatter as T & { unconfirmed?: unknown }) };
  delete page.unconfirmed;
  return page;
}

/**
 * `shown` without the items built on a target whose deadline has passed (DESIGN §14; SITE_TODAY
 * moves the day). Which items is read from `raw`, the data as written: filled in, a text no
 * longer names its claim, and marked, its line is still the one of the full file.
 */
export function visible<T>(schema: z.ZodType, raw: unknown, shown: T, claims: ClaimsContent['claims'], today: Date): T {
  return withoutUnits(shown, expiredUnits(schema, raw, targetIds(claims, today).expired));
}

/**
 * site.md as pages read it: claim references filled in, without `samples` and `unconfirmed`, which
 * only the release check and the preview marks read (from content/site.md themselves).
 */
export function siteTexts(
  raw: SiteContent,
  claims: ClaimsContent['claims'],
): Omit<SiteContent, 'samples' | 'unconfirmed'> {
  const texts: Partial<Pick<SiteContent, 'samples' | 'unconfirmed'>> & Omit<SiteContent, 'samples' | 'unconfirmed'> = {
    ...raw,
  };
  delete texts.samples;
  delete texts.unconfirmed;
  return fillClaimFields(siteSchema, texts, claims);
}
