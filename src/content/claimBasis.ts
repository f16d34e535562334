import { asOfText } from './claimRefs';
import { isFigure } from './claimKinds';
import { fillPlaceholders } from './fillPlaceholders';
import type { Claims } from './siteData';

/**
 * The line under a counted figure's card (广告法 §11): its source and when it was counted, in site.md's
 * `figureBasis`, or the one written; none for commitments, years and targets, which carry their own date or none.
 */
export function claimBasis(claim: Claims[string], template: string): string | undefined {
  if (!isFigure(claim)) return undefined;
  const source = claim.source;
  const asOf = claim.asOf === undefined ? undefined : asOfText(claim.asOf);
  if (source && asOf) return fillPlaceholders(template, { source, asOf });
  return source ?? asOf;
}
