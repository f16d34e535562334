/**
 * What the bench's own figures are held to, and the load average printed beside each of them. Lighthouse's
 * budgets are its assertions in lighthouserc.cjs; each page's JavaScript budget is in jsBudget.ts.
 */
import { availableParallelism, loadavg } from 'node:os';

export const BUDGETS = {
  /** First-load gzip KB per page: tests/deploy/budgets.test.ts and tests/e2e/budgets.spec.ts hold them. */
  cssKb: 20,
  htmlKb: 30,
  /** A full build on 2 cores, and the content check within it. */
  buildSeconds: 20,
  contentCheckMs: 1000,
  /** A content edit shows in the page open in `npm run dev`; the editor's first field is editable. */
  hotReloadMs: 500,
  editorFirstFieldMs: 1500,
} as const;

/** Median of a small sample (the upper one of the middle two for an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The 1-, 5- and 15-minute load averages: figures taken on a shared machine mean little without them. */
export const loadNow = (): string =>
  `load ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')} on ${availableParallelism()} cores`;
