/** The scripting and navigation section of docs/performance.md. */
import { BUDGETS, mark, tableHead, type Misses, sectionHead } from './budgets';
import { PAGES } from './buildBench';
import { jsBudget } from './jsBudget';
import { CPU_SLOWDOWN, type ScriptingResult } from './scriptingBench';

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '—');
const list = (runs: number[]) => runs.map((run) => run.toFixed(0)).join(', ');

export function scriptingSection(result: ScriptingResult, misses: Misses, measured: string): string {
  const pageRows = result.pages.map((page) => {
    const home = page.route === '/';
    const ok = !home || misses.check(page.scriptMs <= BUDGETS.homeScriptingMs, `/ scripting ${ms(page.scriptMs)}`);
    const name = PAGES.find((candidate) => candidate.route === page.route)?.name;
    const budget = name ? jsBudget(name) : 0;
    const jsOk = misses.check(
      page.scriptBytes <= budget,
      `${page.route} JavaScript on arrival ${page.scriptBytes} bytes`,
    );
    return `| \`${page.route}\` | ${page.scripts} | ${mark(page.scriptBytes.toLocaleString('en-US'), jsOk)} | ${mark(ms(page.scriptMs), ok)} | ${ms(page.taskMs)} | ${list(page.runs)} |`;
  });
  const navigationRows = result.navigations.map(
    (nav) =>
      `| \`${nav.from}\` → \`${nav.to}\` (${nav.link}) | full page load | ${ms(nav.shownMs)} | ${ms(nav.readyMs)} | ${list(nav.runs)} |`,
  );
  return [
    ...sectionHead('脚本执行与页面切换 (scripting and navigation)', measured),
    `JS on arrival is the gzip size (level 9, as served) of every script the page fetched until ready, the carousel's code included; each page's budget from scripts/bench/jsBudget.ts (10% above what it shipped when recorded), none where nothing moves. Chromium through the Chrome DevTools Protocol, ${CPU_SLOWDOWN}× CPU slowdown (\`Emulation.setCPUThrottlingRate\`), 390 × 844 viewport, nginx with deploy/nginx.conf on 127.0.0.1 (no network throttling); ${result.runs} runs per page, medians. Script time is \`ScriptDuration\` from \`Performance.getMetrics\` once the page is ready (loaded, and hydrated with the carousel started, or its inline script run); main-thread time is \`TaskDuration\` (script, style, layout, paint). Budget: ≤ ${BUDGETS.homeScriptingMs} ms of script on \`/\`.`,
    '',
    `| route | scripts fetched | JS on arrival, gzip bytes | script at ${CPU_SLOWDOWN}× CPU | main thread at ${CPU_SLOWDOWN}× CPU | runs (script, ms) |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...pageRows,
    '',
    '页面切换 (moving between pages), same slowdown: every link is a full page load (the built site has no client-side router: src/site/islands). “Shown” is the new page’s first contentful paint on its own clock (it starts at the navigation); “ready” is when `<html data-hydrated>` appears (its islands hydrated, or its inline script run).',
    '',
    ...tableHead(['from → to (link)', 'kind', 'shown', 'ready', 'runs (shown, ms)']),
    ...navigationRows,
  ].join('\n');
}
