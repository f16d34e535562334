/**
 * `npm run bench`: build time, content-check time, first-load sizes, scripting at 4× CPU
 * slowdown and navigation speed, content hot reload and
 * Lighthouse (mobile and desktop) for every page, optionally the review report's time; prints
 * them and replaces their sections of docs/performance.md. Budget misses are printed and
 * marked ❌ but do not change the exit code; a measurement that crashes does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGETS, mark, MISS, Misses } from './budgets';
import { BENCH_BUILD_DIR, benchBuild, buildSection, timeBuild } from './buildBench';
import { PERFORMANCE_DOC, type SectionName, writeSections } from './docSections';
import { benchEditor } from './editorBench';
import { editorSection } from './editorReport';
import { benchHotReload } from './hotReload';
import { hotReloadSection } from './hotReloadReport';
import { introSection, machine, measuredAt } from './intro';
import { benchLighthouse, chromePath } from './lighthouseBench';
import { lighthouseSection } from './lighthouseReport';
import { benchNavigation } from './navigationBench';
import { navigationSection } from './navigationReport';
import { benchScripting } from './scriptingBench';
import { scriptingSection } from './scriptingReport';
import { benchSuite } from './suiteBench';
import { suiteSection } from './suiteReport';
import { isNoisy, noisyNotice, settledLoad, type LoadReading } from '../shared/quietMachine';

const PARTS = ['sizes', 'scripting', 'navigation', 'hot-reload', 'editor', 'review', 'lighthouse', 'suite'] as const;
const SCRIPTING_RUNS = 5;
type Part = (typeof PARTS)[number];
/** Parts that run only when asked for (`--only`, or `--review`): each takes minutes of its own. */
const ON_REQUEST: readonly Part[] = ['review', 'suite'];
const REVIEW_SCRIPT = 'scripts/review/review.ts';

const HELP = `用法 (usage): npm run bench [-- options]
  默认测量构建、内容检查、体积、脚本执行、热更新、编辑器和 Lighthouse，写入 ${PERFORMANCE_DOC}（约 20 分钟）。
  By default measures build, content check, sizes, scripting, hot reload, the editor's first form and Lighthouse
  (mobile and desktop, every page, 5 runs, HTTPS) and replaces those sections of ${PERFORMANCE_DOC} (about 20
  minutes); a part begun with the load average above the core count is printed and marked noisy, not written.

  --only <parts>   comma-separated: ${PARTS.join(', ')} (sizes = build + content check + sizes;
                   scripting = JavaScript time at 4× CPU slowdown and navigation speed, ${SCRIPTING_RUNS} runs each;
                   navigation = a nav click with prerender, prefetch or neither, no DevTools, ${SCRIPTING_RUNS} runs each;
                   editor = /admin/ built and served as npm run edit does, time to the first editable form, ${SCRIPTING_RUNS} runs;
                   suite = the end-to-end suite on the current build/client, its ten slowest tests, only when asked for)
  --review         also time \`npx tsx ${REVIEW_SCRIPT} --base HEAD\`
  --runs <n>       Lighthouse runs per page and profile, median run reported (default 5: a score is a result
                   only when it holds in most of 5 runs)
  --one-chrome     one Chrome for all Lighthouse runs (default: a fresh one per run, as the CLI does;
                   on this machine it gave a narrower spread: 96–98 against 93–97 over 6 runs)
  --http           serve Lighthouse's pages over plain HTTP/1.1 (the conditions of issue 14's Astro comparison)
                   instead of the default HTTPS and HTTP/2 with a throwaway certificate, as production serves:
                   there the developer page's plain-HTTP frame is blocked as on the real site; the two are not
                   comparable (the TLS handshake adds simulated round trips)
  --write-noisy    write a part's figures even when the load average was above the core count before it ran
                   (by default they are printed, marked noisy, and the document keeps its previous figures)
  --keep-build     keep ${BENCH_BUILD_DIR} afterwards (default: removed, see below)
  --doc <file>     write to another file (default ${PERFORMANCE_DOC})
  --help

  Builds into ${BENCH_BUILD_DIR} (SITE_BUILD_DIR), never the shared build/; serves it with nginx on a free
  port; Chromium from CHROMIUM_PATH or /usr/bin/chromium. Needs nginx (sudo apt-get install nginx).`;

function options() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      review: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      'one-chrome': { type: 'boolean', default: false },
      http: { type: 'boolean', default: false },
      'write-noisy': { type: 'boolean', default: false },
      'keep-build': { type: 'boolean', default: false },
      doc: { type: 'string', default: PERFORMANCE_DOC },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be a whole number from 1 to 9');
  const only = values.only?.split(',').map((part) => part.trim());
  const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? [];
  if (unknown.length) throw new Error(`--only: unknown part ${unknown.join(', ')} (use ${PARTS.join(', ')})`);
  const parts = new Set<Part>(
    (only as Part[] | undefined) ??
      PARTS.filter((part) => !ON_REQUEST.includes(part) || (part === 'review' && values.review)),
  );
  if (values.review) parts.add('review');
  return { ...values, runs, parts };
}

const log = (line: string) => console.log(line);

interface ReviewResult {
  seconds?: number;
  status: 'missing' | 'ok' | 'failed';
  exitCode?: number;
}

function benchReview(): ReviewResult {
  if (!existsSync(REVIEW_SCRIPT)) return { status: 'missing' };
  log(`[review] npx tsx ${REVIEW_SCRIPT} --base HEAD`);
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', REVIEW_SCRIPT, '--base', 'HEAD'], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  return run.status === 0 ? { seconds, status: 'ok' } : { seconds, status: 'failed', exitCode: run.status ?? 1 };
}

function reviewSection(result: ReviewResult, misses: Misses, measured: string): string {
  const heading = ['## 评审报告 (review report)', '', measured, ''];
  if (result.status === 'missing')
    return [...heading, `未测量：\`${REVIEW_SCRIPT}\` 还不存在 (not measured: the script does not exist yet).`].join(
      '\n',
    );
  const seconds = result.seconds ?? 0;
  const ok = misses.check(seconds < BUDGETS.reviewSeconds, `review report ${seconds.toFixed(1)} s`);
  return [
    ...heading,
    '| figure | measured | budget |',
    '| --- | --- | --- |',
    `| \`npx tsx ${REVIEW_SCRIPT} --base HEAD\` wall time | ${mark(`${seconds.toFixed(1)} s`, ok)}${
      result.status === 'failed' ? ` (failed, exit ${result.exitCode})` : ''
    } | < ${BUDGETS.reviewSeconds / 60} min |`,
  ].join('\n');
}

async function main(): Promise<number> {
  const opts = options();
  if (opts.help) {
    console.log(HELP);
    return 0;
  }
  const misses = new Misses();
  /** The load before the part now running: its figures are written only if the machine was quiet. */
  let before: LoadReading | undefined;
  const noisy: string[] = [];
  const write = async (name: SectionName, body: string) => {
    if (before && isNoisy(before) && !opts['write-noisy']) {
      noisy.push(name);
      log(`\n${body}\n`);
      log(noisyNotice(name, before, opts.doc));
      return;
    }
    await writeSections({ [name]: body }, opts.doc);
    log(`→ ${opts.doc} (${name})`);
  };
  const failures: string[] = [];
  /** One part's failure is reported and the others still run. */
  const attempt = async (part: string, run: () => Promise<void>) => {
    try {
      before = await settledLoad(log);
      log(`[${part}] load average ${before.load.toFixed(1)} on ${before.cores} cores`);
      await run();
    } catch (error) {
      failures.push(part);
      console.error(`\n${part} 失败 (failed): ${error instanceof Error ? error.message : String(error)}\n`);
    }
  };
  const started = performance.now();
  const host = machine(chromePath());
  log(`bench: ${[...opts.parts].join(', ')} on ${host.cores} × ${host.cpu}, Node ${host.node}, ${host.chromium}`);
  await write('intro', introSection(host));
  const client = join(BENCH_BUILD_DIR, 'client');

  try {
    if (opts.parts.has('sizes'))
      await attempt('sizes', async () => {
        log(`[build] content check ×5, then SITE_BUILD_DIR=${BENCH_BUILD_DIR} npx tsx scripts/build/build.ts`);
        const measured = measuredAt();
        const result = benchBuild();
        log(
          `[build] content check ${result.checkMs.map((ms) => ms.toFixed(0)).join(', ')} ms; build ${result.buildSeconds.toFixed(1)} s`,
        );
        const section = buildSection(result, misses, measured);
        log(
          section
            .split('\n')
            .filter((line) => line.startsWith('|') || line.startsWith('输出总量'))
            .join('\n'),
        );
        await write('build', section);
      });
    else if (opts.parts.has('lighthouse') || opts.parts.has('scripting') || opts.parts.has('navigation'))
      await attempt('build', async () => {
        log(`[build] SITE_BUILD_DIR=${BENCH_BUILD_DIR} npx tsx scripts/build/build.ts (for Lighthouse)`);
        log(`[build] ${timeBuild().toFixed(1)} s`);
      });

    if (opts.parts.has('scripting'))
      await attempt('scripting', async () => {
        if (!existsSync(join(client, 'index.html'))) throw new Error(`${client} is missing: the build failed`);
        const measured = measuredAt();
        const result = await benchScripting({ clientDir: client, runs: SCRIPTING_RUNS, log });
        await write('scripting', scriptingSection(result, misses, measured));
      });

    if (opts.parts.has('navigation'))
      await attempt('navigation', async () => {
        if (!existsSync(join(client, 'index.html'))) throw new Error(`${client} is missing: the build failed`);
        const measured = measuredAt();
        const result = await benchNavigation({ clientDir: client, runs: SCRIPTING_RUNS, log });
        await write('navigation', navigationSection(result, measured));
      });

    if (opts.parts.has('hot-reload'))
      await attempt('hot-reload', async () => {
        const measured = measuredAt();
        const result = await benchHotReload(log);
        await write('hot-reload', hotReloadSection(result, misses, measured));
      });

    if (opts.parts.has('editor'))
      await attempt('editor', async () => {
        const measured = measuredAt();
        const result = await benchEditor({ runs: SCRIPTING_RUNS, chromePath: chromePath(), log });
        await write('editor', editorSection(result, measured));
      });

    if (opts.parts.has('review'))
      await attempt('review', async () => {
        const measured = measuredAt();
        const result = benchReview();
        if (result.status === 'missing') log(`[review] skipped: ${REVIEW_SCRIPT} does not exist yet`);
        else log(`[review] ${result.seconds?.toFixed(1)} s (${result.status})`);
        await write('review', reviewSection(result, misses, measured));
      });

    if (opts.parts.has('lighthouse'))
      await attempt('lighthouse', async () => {
        if (!existsSync(join(client, 'index.html'))) throw new Error(`${client} is missing: the build failed`);
        const measured = measuredAt();
        const result = await benchLighthouse({
          clientDir: client,
          runs: opts.runs,
          freshChrome: !opts['one-chrome'],
          https: !opts.http,
          log,
        });
        const section = lighthouseSection(result, misses, measured);
        log(
          section
            .split('\n')
            .filter((line) => line.startsWith('|') || line.startsWith('- '))
            .join('\n'),
        );
        await write('lighthouse', section);
      });

    if (opts.parts.has('suite'))
      await attempt('suite', async () => {
        if (!existsSync('build/client/index.html')) throw new Error('build/client is missing: run npm run build first');
        const measured = measuredAt();
        const result = benchSuite(log);
        const section = suiteSection(result, measured);
        log(section.split('\n').slice(4, 5).join('\n'));
        await write('suite', section);
      });
  } finally {
    // ESLint lints every .js file it is not told to ignore, and .bench/ is not in its ignores:
    // a build left here would make `npm run lint` fail on minified bundles.
    if (!opts['keep-build']) rmSync(BENCH_BUILD_DIR, { recursive: true, force: true });
  }

  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  if (misses.list.length) {
    console.log(`\n${MISS} ${misses.list.length} 项未达预算 (missed budget):`);
    for (const miss of misses.list) console.log(`  ${MISS} ${miss}`);
  } else console.log('\n✅ 全部在预算内 (every figure within budget)');
  if (noisy.length)
    console.log(`\n⚠ 机器太忙，未写入 (noisy, not written): ${noisy.join(', ')}; rerun them on a quiet machine`);
  if (failures.length) console.error(`\n测量失败 (measurement failed): ${failures.join(', ')}`);
  console.log(`bench 用时 (took) ${minutes} min → ${opts.doc}`);
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench 失败 (failed): ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
