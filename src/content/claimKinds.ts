/**
 * What a claim is, so the check knows which need a basis (广告法 §11: figures state their source and
 * the period they hold for): a counted `figure` needs `source` and `asOf`; a service `commitment`
 * (24 小时在线) holds while the site says it; a `year` is a date already; a target is dated by its
 * deadline. Apart from the zod schema: the figure cards read it, and components must not pull zod in.
 */
export const CLAIM_KINDS = ['figure', 'commitment', 'year'] as const;

/** A counted figure: what needs a source and a date (a target is dated by its deadline). */
export const isFigure = (claim: { kind?: unknown; deadline?: unknown } | undefined): boolean =>
  claim !== undefined && (claim.kind === undefined || claim.kind === 'figure') && claim.deadline === undefined;
