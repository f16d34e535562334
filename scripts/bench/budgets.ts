/**
 * The figures `npm run bench` holds the site to, and the helpers every report marks a miss with.
 * A miss is printed and marked ❌; it never fails the run (the deterministic budgets are tests).
 */

export const BUDGETS = {
  /** DESIGN §8: Lighthouse, mobile profile, every route. Desktop is shown against the same figures. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** DESIGN §8: full build (validation, pre-rendering, images) on a 2-core machine, and the content check. */
  buildSeconds: 20,
  contentCheckMs: 1000,
  /** Project brief for the benchmark, strictly below: a content edit shows in the open page; the review report. */
  hotReloadMs: 500,
  reviewSeconds: 120,
  /** Issue 14: JavaScript run on `/` at 4× CPU slowdown (ScriptDuration), ms. */
  homeScriptingMs: 150,
  /** DESIGN §8: first-load gzip sizes in KB; JavaScript has a budget per page (jsBudget.ts). */
  cssKb: 20,
  htmlKb: 30,
} as const;

export const MISS = '❌';

export const mark = (text: string, ok: boolean): string => (ok ? text : `${text} ${MISS}`);

/** Median of a small sample (the upper one of the middle two for an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const kb = (bytes: number): number => bytes / 1024;

/** A section's first lines: its heading, then when and where it was measured (intro.ts, measuredAt). */
export const sectionHead = (title: string, measured: string): string[] => [`## ${title}`, '', measured, ''];

/** A Markdown table's header and delimiter rows (`---` under each column unless given). */
export const tableHead = (columns: readonly string[], delimiters = columns.map(() => '---')): string[] =>
  [columns, delimiters].map((cells) => `| ${cells.join(' | ')} |`);

/** Collects what missed its budget, for the console summary at the end of a run. */
export class Misses {
  readonly list: string[] = [];
  check(ok: boolean, what: string): boolean {
    if (!ok) this.list.push(what);
    return ok;
  }
}
