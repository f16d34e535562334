import type { z } from 'zod';
import { expiredUnits, targetIds, withoutUnits } from './expiredTargets';
import { fillClaimFields } from './fillClaimFields';
import type { Shown } from './prose';
import { siteSchema, type SiteContent } from './schemas/site';
import type { Claims } from './siteData';

/**
 * A page's frontmatter as pages show it, from plain data: the one pass shared by the loaders
 * (src/content/index.ts, at build time) and the editor's preview (src/editor/preview, from the form).
 */
export interface ShowContext {
  /** The claims as pages show them (labels filled: `fillClaimLabels`). */
  claims: Claims;
  /** The claims as written: which targets have passed is read from their deadlines. */
  claimsAsWritten: Claims;
  today: Date;
  /** Preview builds: adds where each text comes from, given the filled-in data (src/content/marks). */
  mark?: <T>(filled: T) => T;
}

/**
 * Raw frontmatter to what the page shows: without `unconfirmed` (for the release check and the marks), claims
 * filled in (prose fields as Prose), source marks added when asked, items built on a passed target left out.
 */
export function showPage<S extends z.ZodType>(
  schema: S,
  frontmatter: unknown,
  context: ShowContext,
): Shown<z.output<S>> {
  const page: { unconfirmed?: unknown } = { ...(frontmatter as object) };
  delete page.unconfirmed;
  const filled = fillClaimFields(schema, page as z.output<S>, context.claims);
  const marked = context.mark ? context.mark(filled) : filled;
  return visible(schema, page, marked, context.claimsAsWritten, context.today);
}

/** `shown` without the items built on a passed target (DESIGN §14), read from `raw`, which still names its claims. */
export function visible<T>(schema: z.ZodType, raw: unknown, shown: T, claims: Claims, today: Date): T {
  return withoutUnits(shown, expiredUnits(schema, raw, targetIds(claims, today).expired));
}

/** site.md as pages read it: claim references filled in, without `samples` and `unconfirmed`. */
export function siteTexts(raw: SiteContent, claims: Claims): Shown<Omit<SiteContent, 'samples' | 'unconfirmed'>> {
  const texts: Omit<SiteContent, 'samples' | 'unconfirmed'> = { ...raw };
  delete (texts as Partial<SiteContent>).samples;
  delete (texts as Partial<SiteContent>).unconfirmed;
  return fillClaimFields(siteSchema, texts, claims);
}
