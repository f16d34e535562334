/**
 * Claims are referenced in frontmatter text as `{{claimId}}` (DESIGN §6). This module is
 * shared by the content check and the pages, so both read the same syntax.
 */
export const CLAIM_REF = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export type TextPart = { kind: 'text'; text: string } | { kind: 'claim'; id: string };

export function splitClaimRefs(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CLAIM_REF)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'claim', id: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** A target with a deadline is stale from the day after its deadline, in China's time zone. */
export function isStale(deadline: string | undefined, today: Date): boolean {
  if (!deadline) return false;
  // Swedish date format is ISO (YYYY-MM-DD).
  return today.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }) > deadline;
}
