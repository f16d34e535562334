/** The islands section of docs/performance.md: our island runtime against Astro's on the same home page. */
import { median } from './budgets';
import type { Build } from './astroReference/ready';
import { samePageProblems } from './astroReference/samePage';
import { LONG_TASK_MS, SETTLE_MS, type IslandRun, type IslandsResult, type LighthouseRun } from './islandsBench';

const NAMES: Record<Build, string> = { ours: 'ours', astro: 'Astro' };
const whole = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const thousands = (value: number) => value.toLocaleString('en-US').replaceAll(',', ' ');

interface Row {
  figure: string;
  unit: string;
  values: Record<Build, number[]>;
}

/**
 * One figure's row: both medians, Astro minus ours, and every run. When the two builds' runs
 * overlap, the difference is within this machine's run-to-run spread and is marked so.
 */
export function figureRow({ figure, unit, values }: Row): string {
  const ours = median(values.ours);
  const astro = median(values.astro);
  const delta = astro - ours;
  const overlap =
    Math.max(...values.ours) >= Math.min(...values.astro) && Math.max(...values.astro) >= Math.min(...values.ours);
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  const difference = `${sign}${whole(Math.abs(delta))}${unit}${overlap ? ' (≈, runs overlap)' : ''}`;
  const runs = (list: number[]) => list.map(whole).join(', ');
  return `| ${figure} | ${whole(ours)}${unit} | ${whole(astro)}${unit} | ${difference} | ${runs(values.ours)} | ${runs(values.astro)} |`;
}

const pick = (result: IslandsResult, key: keyof IslandRun) =>
  Object.fromEntries(
    (['ours', 'astro'] as const).map((build) => [build, result.builds[build].runs.map((run) => run[key])]),
  ) as Record<Build, number[]>;

const pickLighthouse = (result: IslandsResult, key: keyof LighthouseRun) =>
  Object.fromEntries(
    (['ours', 'astro'] as const).map((build) => [build, result.builds[build].lighthouse.map((run) => run[key])]),
  ) as Record<Build, number[]>;

export function islandsSection(result: IslandsResult, measured: string): string {
  const { load } = result;
  const noisy = load.before > load.cores;
  const problems = samePageProblems(result.samePage);
  const slow = result.cpuSlowdown;
  const rows: Row[] = [
    { figure: `script at ${slow}× CPU, at ready (\`ScriptDuration\`)`, unit: ' ms', values: pick(result, 'scriptMs') },
    { figure: `main thread at ${slow}× CPU, at ready (\`TaskDuration\`)`, unit: ' ms', values: pick(result, 'taskMs') },
    { figure: `script, ${SETTLE_MS / 1000} s after ready`, unit: ' ms', values: pick(result, 'scriptSettledMs') },
    { figure: `main thread, ${SETTLE_MS / 1000} s after ready`, unit: ' ms', values: pick(result, 'taskSettledMs') },
    { figure: 'ready (navigation → hydrated, carousel started)', unit: ' ms', values: pick(result, 'readyMs') },
    {
      figure: `blocking time of tasks over ${LONG_TASK_MS} ms, until ${SETTLE_MS / 1000} s after ready`,
      unit: ' ms',
      values: pick(result, 'blockingMs'),
    },
    { figure: 'longest task', unit: ' ms', values: pick(result, 'longestTaskMs') },
    { figure: 'Lighthouse mobile TBT', unit: ' ms', values: pickLighthouse(result, 'tbtMs') },
    { figure: 'Lighthouse mobile performance score', unit: '', values: pickLighthouse(result, 'score') },
    { figure: 'Lighthouse mobile LCP', unit: ' ms', values: pickLighthouse(result, 'lcpMs') },
  ];
  const ours = result.builds.ours;
  const astro = result.builds.astro;
  const firstRounds = (build: Build) =>
    result.firstInRound.flatMap((first, index) => (first === build ? [index + 1] : [])).join(', ') || 'none';
  const pixels = result.samePage.pixels
    .map((comparison) =>
      comparison.sizes.ours === comparison.sizes.astro
        ? `${comparison.width} px: ${thousands(comparison.differing)} of ${thousands(comparison.total)} pixels differ`
        : `${comparison.width} px: sizes differ (ours ${comparison.sizes.ours}, Astro ${comparison.sizes.astro})`,
    )
    .join('; ');
  const hydration = (['ours', 'astro'] as const)
    .map((build) => {
      const check = result.samePage.hydration[build];
      return `${NAMES[build]}: react-slick ${check.slickInitialized ? 'started' : 'NOT started'}, card toggle \`aria-expanded\` ${check.toggle}, ${check.errors.length} console errors`;
    })
    .join('; ');
  const v = result.versions;

  return [
    '## 岛屿运行时：我们的与 Astro 的 (islands: our runtime against Astro’s on the home page)',
    '',
    measured,
    '',
    noisy
      ? `⚠️ 机器繁忙，数字不可靠 (noisy: load average ${load.before.toFixed(1)} above ${load.cores} cores before the run, ${load.after.toFixed(1)} at its end).`
      : `Load average ${load.before.toFixed(1)} before the run, ${load.after.toFixed(1)} at its end, on ${load.cores} cores.`,
    '',
    `\`npm run bench -- --only islands\`: our build of \`/\` against an Astro ${v.astro} copy of it (@astrojs/react ${v.astroReact}, scripts/bench/astroReference): the same HTML outside the islands, the same components, ${v.shared.join(', ')} from our node_modules; each island rendered and hydrated by Astro with \`client:idle\`. Both served by nginx with deploy/nginx.conf on 127.0.0.1, measured interleaved: ${result.runs} rounds, ours first in rounds ${firstRounds('ours')}, Astro first in ${firstRounds('astro')}. Chromium at ${slow}× CPU (\`Emulation.setCPUThrottlingRate\`), 390 × 844, figures read once the page is ready (ours: \`<html data-hydrated>\`; Astro: no \`astro-island[ssr]\` left; both: \`.slick-initialized\`) and again ${SETTLE_MS / 1000} s later; Lighthouse ${v.lighthouse} mobile, a fresh Chrome per run, ${result.https ? 'HTTPS + HTTP/2' : 'plain HTTP/1.1 (`--http`)'}. Medians; “≈” marks a difference smaller than the spread of the runs.`,
    '',
    '| figure | ours | Astro | Astro − ours | runs, ours | runs, Astro |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(figureRow),
    `| JavaScript fetched until ready, gzip 9 | ${kb(ours.scriptBytes)} KB in ${ours.scripts.length} files | ${kb(astro.scriptBytes)} KB in ${astro.scripts.length} files | ${astro.scriptBytes >= ours.scriptBytes ? '+' : '−'}${kb(Math.abs(astro.scriptBytes - ours.scriptBytes))} KB | | |`,
    `| HTML, gzip 9 | ${kb(ours.htmlBytes)} KB | ${kb(astro.htmlBytes)} KB | ${astro.htmlBytes >= ours.htmlBytes ? '+' : '−'}${kb(Math.abs(astro.htmlBytes - ours.htmlBytes))} KB | | |`,
    '',
    problems.length
      ? `⚠️ 不是同一个页面 (not the same page): ${problems.join('; ')}. Screenshots and diffs: .bench/islands/.`
      : `同一个页面 (the same page): full-page screenshots after hydration, reduced motion — ${pixels}. ${hydration}.`,
    '',
    '### 两者的不同 (what differs)',
    '',
    '- **Page.** The Astro copy has no `site-data` JSON and no loader script of ours; `<astro-island>` replaces our `<div data-island>` (both `display: contents`). Astro serializes each island’s props into its `props` attribute with type tags (the site data twice, once per island), hence the larger HTML. Its React render of the carousel puts the banner’s `<link rel="preload">` inside the island as well (ours has it in the head only, where the copy keeps it). Astro’s CSS for the islands (our CSS modules, same class names, and slick.css, which it takes from the lazy react-slick chunk) is inlined in the head (`build.inlineStylesheets: \'always\'`, no extra request), repeating rules our inline stylesheet already has; ours loads slick.css with react-slick.',
    '- **CSP.** Unchanged: nginx’s policy hashes every inline script of the folder it serves (scripts/deploy/csp.ts), so Astro’s two inline scripts are allowed by hash; no console errors in either build.',
    '- **When the islands load.** Astro: the inline `astro-island` element and `client:idle` script; each island, once parsed, asks `requestIdleCallback` and then imports its component and the React renderer in parallel — it does not wait for `load` or the first paint. Ours: one inline module script waits for `load`, the first contentful paint and an idle moment, then imports the client entry, which imports the islands’ chunk, which imports react-slick once hydrated (a chain of three requests).',
    '- **How they hydrate.** Both: one React root per island. Astro (@astrojs/react `client.js`) calls `hydrateRoot` inside `startTransition` and then `root.render` with the same element, so hydration runs in the transition lane, in slices of ~5 ms that yield to the browser; ours calls `hydrateRoot` outside a transition (the default hydration lane, not time-sliced: each root hydrates in one task), then sets `<html data-hydrated>` once both roots have committed.',
    '- **How the scripts are compiled.** Every script of ours starts with V8’s compile hint `//# allFunctionsCalledOnLoad` (scripts/vite/compileHints.ts): Chromium compiles React DOM, the islands and react-slick whole on a background thread while they download. Astro’s scripts carry no hint, so V8 compiles each function on the main thread when it is first called. Everything else being the same, this is where the script time differs (what-paid section).',
  ].join('\n');
}
