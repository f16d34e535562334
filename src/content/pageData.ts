import type { z } from 'zod';
import { expiredUnits, targetIds, withoutUnits } from './expiredTargets';
import { fillClaimFields } from './fillClaimFields';
import type { Shown } from './prose';
import type { ClaimsContent } from './schemas/claims';
import { siteSchema, type SiteContent } from './schemas/site';

/**
 * A page's frontmatter as pages show it, from plain data: the one pass shared by the loaders
 * (src/content/index.ts, at build time) and the editor's preview (src/editor/preview, in the
 * browser, from the form).
 */

export interface ShowContext {
  /** The claims as pages show them (labels filled: `fillClaimLabels`). */
  claims: ClaimsContent['claims'];
  /** The claims as written: which targets have passed is read from their deadlines. */
  claimsAsWritten: ClaimsContent['claims'];
  today: Date;
  /** Preview builds: adds where each text comes from, given the filled-in data (src/content/marks). */
  mark?: <T>(filled: T) => T;
}

/**
 * Raw frontmatter to what the page shows: without `unconfirmed`, every `{{claimId}}` of a text
 * field filled in (prose fields as Prose), source marks added when asked, and the items built on a
 * passed target left out.
 */
export function showPage<S extends z.ZodType>(
  schema: S,
  frontmatter: unknown,
  context: ShowContext,
): Shown<z.output<S>> {
  const page = withoutUnconfirmed<z.output<S>>(frontmatter);
  const filled = fillClaimFields(schema, page, context.claims);
  const marked = context.mark ? context.mark(filled) : filled;
  return visible(schema, page, marked, context.claimsAsWritten, context.today);
}

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
): Shown<Omit<SiteContent, 'samples' | 'unconfirmed'>> {
  const texts: Partial<Pick<SiteContent, 'samples' | 'unconfirmed'>> & Omit<SiteContent, 'samples' | 'unconfirmed'> = {
    ...raw,
  };
  delete texts.samples;
  delete texts.unconfirmed;
  return fillClaimFields(siteSchema, texts, claims);
}
