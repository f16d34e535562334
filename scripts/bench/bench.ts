/**
 * `npm run bench`: build time, content-check time, first-load sizes, scripting at 4× CPU slowdown
 * and navigation speed, content hot reload, the editor and Lighthouse (mobile and desktop) for every
 * page, optionally the review report's time; prints them and replaces their sections of
 * docs/performance.md. Budget misses are printed and marked ❌ but do not change the exit code; a
 * measurement that crashes does.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { HELP, options, SCRIPTING_RUNS } from './benchOptions';
import { MISS, Misses } from './budgets';
import { BENCH_BUILD_DIR, benchBuild, buildSection, timeBuild } from './buildBench';
import { benchEditor } from './editorBench';
import { editorSection } from './editorReport';
import { chromiumPath } from '../shared/chromium';
import { benchHotReload } from './hotReload';
import { hotReloadSection } from './hotReloadReport';
import { introSection, machine, measuredAt } from './intro';
import { benchLighthouse } from './lighthouseBench';
import { lighthouseSection } from './lighthouseReport';
import { benchNavigation } from './navigationBench';
import { navigationSection } from './navigationReport';
import { traceActivation } from './navigationTrace';
import { benchReview, reviewSection } from './review';
import { benchScripting } from './scriptingBench';
import { scriptingSection } from './scriptingReport';
import { type Part, SECTIONS, type SectionName, writeSections } from './sections';
import { benchSuite } from './suiteBench';
import { suiteSection } from './suiteReport';
import { isNoisy, noisyNotice, settledLoad, type LoadReading } from '../shared/quietMachine';

const log = (line: string) => console.log(line);
const CLIENT = join(BENCH_BUILD_DIR, 'client');
/** Parts that serve the build: without `sizes` (which builds and times it), a plain build runs first. */
const SERVED: readonly Part[] = ['lighthouse', 'scripting', 'navigation'];

function built(): string {
  if (!existsSync(join(CLIENT, 'index.html'))) throw new Error(`${CLIENT} is missing: the build failed`);
  return CLIENT;
}

/** `section` after printing the lines of it that `keep` picks (the tables, for a run read in the terminal). */
function printed(section: string, keep: (line: string, index: number) => boolean): string {
  log(section.split('\n').filter(keep).join('\n'));
  return section;
}

/** Each part: measure, then its section's Markdown from the `measured` line (intro.ts) and the run's misses. */
const MEASURE: Record<Part, (measured: string, misses: Misses, opts: ReturnType<typeof options>) => Promise<string>> = {
  sizes: async (measured, misses) => {
    log(`[build] content check ×5, then SITE_BUILD_DIR=${BENCH_BUILD_DIR} npx tsx scripts/build/build.ts`);
    const result = benchBuild();
    log(
      `[build] content check ${result.checkMs.map((ms) => ms.toFixed(0)).join(', ')} ms; build ${result.buildSeconds.toFixed(1)} s`,
    );
    const section = buildSection(result, misses, measured);
    return printed(section, (line) => line.startsWith('|') || line.startsWith('输出总量'));
  },
  scripting: async (measured, misses) =>
    scriptingSection(await benchScripting(built(), SCRIPTING_RUNS, log), misses, measured),
  navigation: async (measured) =>
    navigationSection(await benchNavigation(built(), SCRIPTING_RUNS, log), await traceActivation(built()), measured),
  'hot-reload': async (measured, misses) => hotReloadSection(await benchHotReload(log), misses, measured),
  editor: async (measured) => editorSection(await benchEditor(SCRIPTING_RUNS, log), measured),
  review: async (measured, misses) => reviewSection(benchReview(log), misses, measured),
  lighthouse: async (measured, misses, opts) => {
    const result = await benchLighthouse(
      built(),
      { runs: opts.runs, freshChrome: !opts['one-chrome'], https: !opts.http },
      log,
    );
    return printed(
      lighthouseSection(result, misses, measured),
      (line) => line.startsWith('|') || line.startsWith('- '),
    );
  },
  suite: async (measured) => {
    if (!existsSync('build/client/index.html')) throw new Error('build/client is missing: run npm run build first');
    return printed(suiteSection(benchSuite(log), measured), (_, index) => index === 4);
  },
};

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
  const host = machine(chromiumPath());
  log(`bench: ${[...opts.parts].join(', ')} on ${host.cores} × ${host.cpu}, Node ${host.node}, ${host.chromium}`);
  await write('intro', introSection(host));

  try {
    if (!opts.parts.has('sizes') && SERVED.some((part) => opts.parts.has(part)))
      await attempt('build', async () => {
        log(`[build] SITE_BUILD_DIR=${BENCH_BUILD_DIR} npx tsx scripts/build/build.ts (for Lighthouse)`);
        log(`[build] ${timeBuild().toFixed(1)} s`);
      });
    for (const section of SECTIONS)
      if ('part' in section && opts.parts.has(section.part))
        await attempt(section.part, async () =>
          write(section.name, await MEASURE[section.part](measuredAt(host), misses, opts)),
        );
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
