import { CLAIM_FIELDS, CLAIM_REF } from '../../content/claims';
import type { ClaimIndex } from '../../content/claimIndex';

/*
 * References as the check reads them in a text as written: where each stands and what it names. What a
 * reference shows is looked up in the claims index (src/content/claimIndex.ts), worked out once.
 */

/** `agencyTarget.deadline` → the claim and the field after its dot. */
export function refOf(ref: string): { id: string; field?: string } {
  const [id = '', field] = ref.split('.', 2);
  return field === undefined ? { id } : { id, field };
}

/** Each reference in `text` (`{{…}}`, or `pattern`'s), with the text it was written as and where. */
export function refsIn(text: string, pattern: RegExp = CLAIM_REF) {
  return [...text.matchAll(new RegExp(pattern.source, 'g'))].map((match) => ({
    ...refOf(match[1] ?? ''),
    ref: match[1] ?? '',
    written: match[0],
    index: match.index,
  }));
}

/**
 * What a reference reads on the page; undefined for one the check refuses. A field after the dot that is
 * not `deadline` or `asOf` reads as the figure, as the pages' formatter reads it (claims.ts referenceText).
 */
export function shownRef(index: Pick<ClaimIndex, 'shown'>, ref: string): string | undefined {
  const { id, field } = refOf(ref);
  return index.shown.get(field && (CLAIM_FIELDS as readonly string[]).includes(field) ? `${id}.${field}` : id);
}
