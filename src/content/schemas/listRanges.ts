/**
 * The fewest and most items of each editor-chosen list the layout is tested at (tests/builds/listRanges.test.ts);
 * the shipped content keeps the specification's numbers.
 */
export const LIST_RANGES = {
  /** Mission, purpose, values, goal: cards that wrap, one per row on a phone. */
  statements: [2, 6],
  /** Home business cards: one row that expands the hovered card; more than five get too narrow at 1200 px. */
  businessCards: [2, 5],
  /** Supporting-service cards wrap into rows. */
  serviceCards: [2, 8],
  /** Home carousel slides (the original site has three). */
  slides: [1, 5],
  /** Business-introduction sections, each an entry of the sub-nav. */
  sections: [2, 8],
  /** Recruitment: reasons to join and kinds of support, icon cards that wrap. */
  iconCards: [2, 6],
  /** Recruitment process: one row with arrows between steps on a desktop, a column on a phone. */
  steps: [3, 6],
  /** Conditions of the supplier and provider offers, two columns. */
  conditions: [2, 8],
} as const satisfies Record<string, readonly [number, number]>;
