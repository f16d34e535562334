import { asOfText, deadlineText, parseClaimRef, splitClaimRefs } from './claimRefs';
import { fillPlaceholders } from './fillPlaceholders';
import { isFigure } from './schemas/claims';
import { inlineFigure } from './inlineFigure';
import type { Claims } from './index';

/**
 * A claim as it reads inline, e.g. `4000 余家`, `24 小时`; `agencyTarget.deadline` reads `2024 年底`,
 * `ticketsIssued2023.asOf` reads `2023 年度`.
 */
export function claimLabel(claims: Claims, ref: string): string {
  const { id, field } = parseClaimRef(ref);
  const claim = claims[id];
  if (!claim) throw new Error(`unknown claim: ${id}`);
  if (field === 'deadline') {
    if (!claim.deadline) throw new Error(`claim without deadline: ${id}`);
    return deadlineText(claim.deadline);
  }
  if (field === 'asOf') {
    if (claim.asOf === undefined) throw new Error(`claim without a date: ${id}`);
    return asOfText(claim.asOf);
  }
  return inlineFigure(String(claim.value), claim.unit);
}

/** Content text with every `{{claimId}}` replaced by its figure, for attributes and titles. */
export function fillClaims(claims: Claims, text: string): string {
  return splitClaimRefs(text)
    .map((part) => (part.kind === 'text' ? part.text : claimLabel(claims, refOf(part))))
    .join('');
}

const refOf = (part: { id: string; field?: string }) => (part.field ? `${part.id}.${part.field}` : part.id);

/** Claims whose labels name their own deadline (`{{agencyTarget.deadline}}合作旅行社目标`) with it filled in. */
export function fillClaimLabels(claims: Claims): Claims {
  return Object.fromEntries(
    Object.entries(claims).map(([id, claim]) => [id, { ...claim, label: fillClaims(claims, claim.label) }]),
  );
}

/**
 * The line a figure card shows under a counted figure (issue 31, 广告法 §11): its source and when it
 * was counted, in site.md's `figureBasis` (`{source} · {asOf}`); either alone where only one is
 * written. Nothing for commitments, years and targets, which carry their own date or none.
 */
export function claimBasis(claim: Claims[string], template: string): string | undefined {
  if (!isFigure(claim)) return undefined;
  const source = claim.source;
  const asOf = claim.asOf === undefined ? undefined : asOfText(claim.asOf);
  if (source && asOf) return fillPlaceholders(template, { source, asOf });
  return source ?? asOf;
}
