/**
 * What a claim is (广告法 §11): a counted `figure` needs `source` and `asOf`; a `commitment` (24 小时在线) and
 * a `year` need none; a target is dated by its deadline. Apart from the schema: components must not pull zod in.
 */
export const CLAIM_KINDS = ['figure', 'commitment', 'year'] as const;

/** A counted figure: what needs a source and a date (a target is dated by its deadline). */
export const isFigure = (claim: { kind?: unknown; deadline?: unknown } | undefined): boolean =>
  claim !== undefined && (claim.kind === undefined || claim.kind === 'figure') && claim.deadline === undefined;
