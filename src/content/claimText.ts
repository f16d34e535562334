import { asOfText, deadlineText, parseClaimRef, splitClaimRefs } from './claimRefs';
import { inlineFigure } from './inlineFigure';
import type { Claims } from './siteData';

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
