/** What a Lighthouse run of the bench yields: profiles, categories and their budgets, the summaries. */
import { BUDGETS } from './budgets';

export const PROFILES = ['mobile', 'desktop'] as const;
export type Profile = (typeof PROFILES)[number];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_BUDGET: Record<Category, number> = {
  performance: BUDGETS.performance,
  accessibility: BUDGETS.accessibility,
  'best-practices': BUDGETS.bestPractices,
  seo: BUDGETS.seo,
};

export interface Finding {
  category: Category;
  id: string;
  title: string;
  display: string;
  /** Estimated savings per metric, e.g. `{ FCP: 300, LCP: 300 }` (ms). */
  savings: Record<string, number>;
  /** The first few items the audit names (files, elements). */
  items: string[];
  /** Failed by design (the 404 page's status and `noindex`), not something to fix. */
  expected: boolean;
}

export interface RunSummary {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  findings: Finding[];
  /** The LCP element and its phases (time to first byte, load delay, load time, render delay). */
  lcp?: { element: string; phases: Record<string, number> };
}

export interface PageResult {
  route: string;
  profile: Profile;
  runs: RunSummary[];
  median: RunSummary;
}

export interface LighthouseResult {
  lighthouseVersion: string;
  chromeVersion: string;
  runsPerProfile: number;
  freshChrome: boolean;
  https: boolean;
  pages: PageResult[];
}
