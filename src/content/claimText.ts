import { asOfText, deadlineText, parseClaimRef, splitClaimRefs } from './claimRefs';
import { inlineFigure } from './inlineFigure';
import type { Prose } from './prose';
import type { Claims } from './siteData';

/** What a reference reads of a claim; the check passes claims.md as written, which may lack any of it. */
export type ClaimFields = { value?: unknown; unit?: unknown; deadline?: unknown; asOf?: unknown };

/**
 * The one place a reference is formatted (pages, the editor's preview, the check): `4000 余家`;
 * `deadline` reads `2024 年底`, `asOf` `2023 年度`; undefined when the claim lacks the field.
 */
export function referenceText(claim: ClaimFields, field?: string): string | undefined {
  if (field === 'deadline') return typeof claim.deadline === 'string' ? deadlineText(claim.deadline) : undefined;
  if (field === 'asOf')
    return typeof claim.asOf === 'string' || typeof claim.asOf === 'number' ? asOfText(claim.asOf) : undefined;
  return inlineFigure(String(claim.value), typeof claim.unit === 'string' ? claim.unit : '');
}

/** `partnerAgencies`, `agencyTarget.deadline` as the page reads them; the check has refused any other. */
export function claimLabel(claims: Claims, ref: string): string {
  const { id, field } = parseClaimRef(ref);
  const claim = claims[id];
  if (!claim) throw new Error(`unknown claim: ${id}`);
  const text = referenceText(claim, field);
  if (text === undefined) throw new Error(`claim without ${field ?? 'value'}: ${id}`);
  return text;
}

/** Content text with every `{{claimId}}` replaced by its figure, for attributes and titles. */
export function fillClaims(claims: Claims, text: string): string {
  return splitClaimRefs(text)
    .map((part) => (part.kind === 'text' ? part.text : claimLabel(claims, refOf(part))))
    .join('');
}

/** A `prose` field's text as <Text> renders it: its words, and each figure formatted with its claim's id. */
export function proseOf(claims: Claims, text: string): Prose {
  return splitClaimRefs(text).map((part) =>
    part.kind === 'text' ? { text: part.text } : { claim: part.id, label: claimLabel(claims, refOf(part)) },
  );
}

const refOf = (part: { id: string; field?: string }) => (part.field ? `${part.id}.${part.field}` : part.id);

/** Claims whose labels name their own deadline (`{{agencyTarget.deadline}}合作旅行社目标`) with it filled in. */
export function fillClaimLabels(claims: Claims): Claims {
  return Object.fromEntries(
    Object.entries(claims).map(([id, claim]) => [id, { ...claim, label: fillClaims(claims, claim.label) }]),
  );
}
