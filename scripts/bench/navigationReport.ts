/** The navigation section of docs/performance.md: a nav click with and without speculation rules. */
import { sectionHead } from './budgets';
import type { NavigationResult } from './navigationBench';
import type { ActivationTrace } from './navigationTrace';

const MODE_LABEL = {
  none: '无 (none: a click without hover, or a browser without speculation rules)',
  prefetch: '预取 (prefetch: the page’s HTML fetched ahead)',
  prerender: '预渲染 (prerender: the whole page rendered ahead)',
} as const;

/** Where the time from the click to the first frame goes when the page was prerendered ahead. */
function traceRows(trace: ActivationTrace): string[] {
  const total = trace.phases.reduce((sum, phase) => sum + phase.ms, 0);
  return [
    `### 预渲染页激活用时 (where a prerendered page’s activation spends its time)`,
    '',
    `One more click as above, the page prerendered 1.5 s ahead, in a Chromium recording a trace from its start (\`--trace-startup\`; a DevTools connection would stop the prerender): the page measured ${trace.measuredMs} ms${trace.prerendered ? ' (prerendered)' : ' (not prerendered!)'}, the trace’s phases add up to ${total.toFixed(0)} ms (scripts/bench/navigationTrace.ts).`,
    '',
    '| phase | ms |',
    '| --- | --- |',
    ...trace.phases.map((phase) => `| ${phase.label} | ${phase.ms.toFixed(1)} |`),
    '',
    'Why not one frame: a prerendered page is loaded, styled and laid out while hidden, but a hidden page produces no compositor frames, so nothing of it is painted or rasterised until it is shown. Activation itself (finding the page, committing it, telling it) takes about 20 ms of browser and renderer IPC; then the page must be painted, its visible tiles rasterised (in software here: headless, no GPU) and a frame drawn and swapped: two to three frames of work that only begin once the page is visible. The page adds nothing to it: no script runs on activation (its islands start after the next idle moment), and the work is the banner and text in view.',
  ];
}

export function navigationSection(result: NavigationResult, trace: ActivationTrace, measured: string): string {
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
    '',
    ...traceRows(trace),
  ].join('\n');
}
