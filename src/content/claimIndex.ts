import { CLAIM_FIELDS, fillClaimsAsWritten, isFigure, referenceText, targetIds } from './claims';
import type { Claim } from './schemas/claims';

/**
 * claims.md as the check and the editor read it, worked out once from its raw data (one broken claim
 * leaves every reference known): which claims are targets and which have passed, how each reference
 * reads on a page. The check's rules read these answers; none of them runs the claims grammar again.
 */
export interface ClaimIndex {
  /** The claims as written: any of them may lack a field, which the check reports itself. */
  claims: Readonly<Record<string, Partial<Claim>>>;
  /** Claims with a deadline, and those whose deadline has passed on the day the index was made. */
  targets: ReadonlySet<string>;
  stale: ReadonlySet<string>;
  /** Each reference as the page reads it: `staff` → `4000 余家`, `agencyTarget.deadline` → `2024 年底`. */
  shown: ReadonlyMap<string, string>;
  /** Each label as it shows under its figure, its references filled (one that names nothing stays as typed). */
  labels: ReadonlyMap<string, string>;
  /** The counted figures (广告法 §11): they need a source and a date. */
  figures: ReadonlySet<string>;
}

export function claimIndex(data: unknown, today: Date): ClaimIndex {
  const raw = (data as { claims?: unknown } | undefined)?.claims;
  const claims: ClaimIndex['claims'] = raw && typeof raw === 'object' ? (raw as ClaimIndex['claims']) : {};
  const { targets, expired } = targetIds(claims, today);
  const shown = new Map<string, string>();
  const labels = new Map<string, string>();
  const figures = new Set<string>();
  for (const [id, claim] of Object.entries(claims)) {
    if (!claim) continue;
    for (const field of [undefined, ...CLAIM_FIELDS]) {
      const text = referenceText(claim, field);
      if (text !== undefined) shown.set(field ? `${id}.${field}` : id, text);
    }
    if (typeof claim.label === 'string') labels.set(id, fillClaimsAsWritten(claims, claim.label));
    if (isFigure(claim)) figures.add(id);
  }
  return { claims, targets, stale: expired, shown, labels, figures };
}
