import { splitClaimRefs } from './claimRefs';
import { inlineFigure } from './inlineFigure';
import type { Claims } from './index';

/** A claim as it reads inline, e.g. `4000 余家`, `24 小时`. */
export function claimLabel(claims: Claims, id: string): string {
  const claim = claims[id];
  if (!claim) throw new Error(`unknown claim: ${id}`);
  return inlineFigure(String(claim.value), claim.unit);
}

/** Content text with every `{{claimId}}` replaced by its figure, for attributes and titles. */
export function fillClaims(claims: Claims, text: string): string {
  return splitClaimRefs(text)
    .map((part) => (part.kind === 'text' ? part.text : claimLabel(claims, part.id)))
    .join('');
}

/** `{n}`-style placeholders in content labels, e.g. `第 {n} 张，共 {total} 张`. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
