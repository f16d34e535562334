/**
 * `npm run bench`: build time, content-check time, first-load sizes, scripting at 4× CPU
 * slowdown and navigation speed, content hot reload and
 * Lighthouse (mobile and desktop) for every page, optionally the review report's time; prints
 * them and replaces their sections of docs/performance.md. Budget misses are printed and
 * marked ❌ but do not change the exit code; a measurement that crashes does.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HELP, options, SCRIPTING_RUNS } from './benchOptions';
import { MISS, Misses } from './budgets';
import { BENCH_BUILD_DIR, benchBuild, buildSection, timeBuild } from './buildBench';
import { writeSections } from './docSections';
import { benchEditor } from './editorBench';
import { editorSection } from './editorReport';
import { benchHotReload } from './hotReload';
import { hotReloadSection } from './hotReloadReport';
import { introSection, machine, measuredAt } from './intro';
import { benchLighthouse, chromePath } from './lighthouseBench';
import { lighthouseSection } from './lighthouseReport';
import { benchNavigation } from './navigationBench';
import { navigationSection } from './navigationReport';
import { benchReview, REVIEW_SCRIPT } from './reviewBench';
import { reviewSection } from './reviewReport';
import { benchScripting } from './scriptingBench';
import { scriptingSection } from './scriptingReport';
import type { SectionName } from './sections';
import { benchSuite } from './suiteBench';
import { suiteSection } from './suiteReport';
import { isNoisy, noisyNotice, settledLoad, type LoadReading } from '../shared/quietMachine';

const log = (line: string) => console.log(line);

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
        const measured = measuredAt(host);
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
        const measured = measuredAt(host);
        const result = await benchScripting({ clientDir: client, runs: SCRIPTING_RUNS, log });
        await write('scripting', scriptingSection(result, misses, measured));
      });

    if (opts.parts.has('navigation'))
      await attempt('navigation', async () => {
        if (!existsSync(join(client, 'index.html'))) throw new Error(`${client} is missing: the build failed`);
        const measured = measuredAt(host);
        const result = await benchNavigation({ clientDir: client, runs: SCRIPTING_RUNS, log });
        await write('navigation', navigationSection(result, measured));
      });

    if (opts.parts.has('hot-reload'))
      await attempt('hot-reload', async () => {
        const measured = measuredAt(host);
        const result = await benchHotReload(log);
        await write('hot-reload', hotReloadSection(result, misses, measured));
      });

    if (opts.parts.has('editor'))
      await attempt('editor', async () => {
        const measured = measuredAt(host);
        const result = await benchEditor({ runs: SCRIPTING_RUNS, chromePath: chromePath(), log });
        await write('editor', editorSection(result, measured));
      });

    if (opts.parts.has('review'))
      await attempt('review', async () => {
        const measured = measuredAt(host);
        const result = benchReview(log);
        if (result.status === 'missing') log(`[review] skipped: ${REVIEW_SCRIPT} does not exist yet`);
        else log(`[review] ${result.seconds?.toFixed(1)} s (${result.status})`);
        await write('review', reviewSection(result, misses, measured));
      });

    if (opts.parts.has('lighthouse'))
      await attempt('lighthouse', async () => {
        if (!existsSync(join(client, 'index.html'))) throw new Error(`${client} is missing: the build failed`);
        const measured = measuredAt(host);
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
        const measured = measuredAt(host);
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
