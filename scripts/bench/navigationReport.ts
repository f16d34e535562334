/** The navigation section of docs/performance.md: a nav click with and without speculation rules. */
import { sectionHead } from './budgets';
import type { NavigationResult } from './navigationBench';

const MODE_LABEL = {
  none: '无 (none: a click without hover, or a browser without speculation rules)',
  prefetch: '预取 (prefetch: the page’s HTML fetched ahead)',
  prerender: '预渲染 (prerender: the whole page rendered ahead)',
} as const;

export function navigationSection(result: NavigationResult, measured: string): string {
  const rows = result.rows.map(
    (row) =>
      `| ${row.dwellMs} ms | ${MODE_LABEL[row.mode]} | ${row.shownMs.toFixed(0)} | ${row.readyMs.toFixed(0)} | ${row.prerendered}/${row.runs.length} | ${row.runs.join(', ')} |`,
  );
  return [
    ...sectionHead('页面切换与推测规则 (navigation with speculation rules)', measured),
    `\`${result.from}\` → \`${result.to}\` through the main nav, median of ${result.runs} runs, each in a fresh headless Chromium with no DevTools connection (Chromium refuses to prerender under DevTools), no CPU slowdown (that needs DevTools). The site’s rules (src/site/lib/speculationRules.ts) start a prerender, and a prefetch where Chromium will not prerender, after ~200 ms of hover; the bench starts the same speculation for the link the given time before the click (scripts/bench/navigationHarness.ts). “Shown”: ms from the click to the next page’s largest contentful paint (a page prerendered to the end: its first frame after activation); “ready”: to \`<html data-hydrated>\`.`,
    '',
    '| speculation started before the click | speculation | shown, ms | ready, ms | prerendered | runs (shown) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
