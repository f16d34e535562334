/**
 * Our island runtime against Astro's on the same home page (`npm run bench -- --only islands`):
 * builds the Astro reference from our build (scripts/bench/astroReference), checks that it is the
 * same page, then measures both INTERLEAVED (ours, Astro, Astro, ours…: each round swaps which goes
 * first) so that a change in the machine's load falls on both alike. Per run: main-thread work at
 * 4× CPU in Chromium at 390 × 844 as scriptingBench.ts takes it, the long tasks, when the page was
 * ready, the JavaScript fetched; then Lighthouse mobile as lighthouseBench.ts runs it by default
 * (a fresh Chrome per run, HTTPS + HTTP/2). Collect only: islandsReport.ts renders the section.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import { startNginx, type RunningNginx } from '../deploy/nginx';
import { selfSignedCertificate } from '../deploy/selfSignedCertificate';
import { buildAstroReference } from './astroReference/build';
import { ASTRO_REACT_VERSION, ASTRO_VERSION } from './astroReference/project';
import { BUILDS, type Build, READY_SELECTORS, readTimeline, recordTimeline, waitReady } from './astroReference/ready';
import { checkSamePage, type SamePageResult } from './astroReference/samePage';
import { machine } from './intro';
import { CATEGORIES, chromePath, launchChrome, summarize } from './lighthouseBench';
import { CPU_SLOWDOWN, throttled } from './scriptingBench';

/** How long after ready the second reading is taken: work the page still does once it counts as ready. */
export const SETTLE_MS = 1000;
export const LONG_TASK_MS = 50;

export interface IslandRun {
  /** `Performance.getMetrics` at ready, ms: ScriptDuration and TaskDuration. */
  scriptMs: number;
  taskMs: number;
  /** The same, SETTLE_MS after ready. */
  scriptSettledMs: number;
  taskSettledMs: number;
  /** From the navigation's start (the page's clock) to the ready selector matching. */
  readyMs: number;
  /** Tasks over 50 ms until SETTLE_MS after ready: how many, the longest, and their time beyond 50 ms. */
  longTasks: number;
  longestTaskMs: number;
  blockingMs: number;
}

export interface LighthouseRun {
  score: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
}

export interface BuildFigures {
  runs: IslandRun[];
  lighthouse: LighthouseRun[];
  /** Script files fetched until ready, and their gzip size (level 9, as served). */
  scripts: string[];
  scriptBytes: number;
  /** The page's HTML, gzip level 9. */
  htmlBytes: number;
}

export interface IslandsResult {
  runs: number;
  cpuSlowdown: number;
  /** 1-minute load average before the part and at its end, on `cores`. */
  load: { before: number; after: number; cores: number };
  /** Which build went first in each round (scripting and Lighthouse alike). */
  firstInRound: Build[];
  builds: Record<Build, BuildFigures>;
  samePage: SamePageResult;
  versions: { astro: string; astroReact: string; shared: string[]; lighthouse: string; chromium: string };
  astroBuildSeconds: number;
  https: boolean;
}

interface Options {
  /** Our built client folder. */
  clientDir: string;
  runs: number;
  /** Lighthouse over HTTPS + HTTP/2 (lighthouseBench's default) or plain HTTP (`--http`). */
  https: boolean;
  log: (line: string) => void;
  /** Where screenshots go. */
  outDir?: string;
}

/** Rounds of the two builds, alternating which goes first. */
export const roundOrder = (round: number): readonly Build[] => (round % 2 === 0 ? BUILDS : [...BUILDS].reverse());

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

async function measure(browser: Browser, origin: string, build: Build) {
  const { page, cdp, close } = await throttled(browser);
  try {
    await page.addInitScript(recordTimeline, READY_SELECTORS[build]);
    await page.goto(`${origin}/`);
    await waitReady(page, build);
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
      return { script: metric('ScriptDuration'), task: metric('TaskDuration') };
    };
    const atReady = await read();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    await page.waitForTimeout(SETTLE_MS);
    const settled = await read();
    const timeline = await readTimeline(page);
    const durations = timeline.longTasks.map(([, duration]) => duration ?? 0);
    const run: IslandRun = {
      scriptMs: atReady.script,
      taskMs: atReady.task,
      scriptSettledMs: settled.script,
      taskSettledMs: settled.task,
      readyMs: timeline.readyMs,
      longTasks: durations.length,
      longestTaskMs: Math.max(0, ...durations),
      blockingMs: durations.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
    };
    return { run, scripts };
  } finally {
    await close();
  }
}

async function lighthouseRun(url: string, https: boolean): Promise<{ run: LighthouseRun; version: string }> {
  const chrome = await launchChrome(https);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const summary = summarize(lhr, false);
    return {
      run: { score: summary.scores.performance, tbtMs: summary.tbtMs, fcpMs: summary.fcpMs, lcpMs: summary.lcpMs },
      version: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
}

async function serveBoth(roots: Record<Build, string>, tls?: { certificate: string; key: string }) {
  const servers = {} as Record<Build, RunningNginx>;
  for (const build of BUILDS) servers[build] = await startNginx({ root: roots[build], accessLog: false, tls });
  return {
    origins: Object.fromEntries(BUILDS.map((build) => [build, servers[build].origin])) as Record<Build, string>,
    stop: async () => {
      for (const build of BUILDS) await servers[build].stop();
    },
  };
}

export async function benchIslands(options: Options): Promise<IslandsResult> {
  const { log, runs } = options;
  const before = loadavg()[0] ?? 0;
  const astro = buildAstroReference({ ourClient: options.clientDir, log });
  const roots: Record<Build, string> = { ours: options.clientDir, astro: astro.dist };
  const builds = {} as Record<Build, BuildFigures>;
  for (const build of BUILDS)
    builds[build] = {
      runs: [],
      lighthouse: [],
      scripts: [],
      scriptBytes: 0,
      htmlBytes: gzipSize(join(roots[build], 'index.html')),
    };
  const firstInRound = Array.from({ length: runs }, (_, round) => roundOrder(round)[0] as Build);

  let samePage: SamePageResult;
  const plain = await serveBoth(roots);
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    log('[islands] same page? screenshots at 390 and 1440 px, hydration of both');
    samePage = await checkSamePage(browser, plain.origins, options.outDir ?? '.bench/islands');
    for (const comparison of samePage.pixels)
      log(`[islands] ${comparison.width} px: ${comparison.differing} of ${comparison.total} pixels differ`);
    for (let round = 0; round < runs; round++)
      for (const build of roundOrder(round)) {
        const { run, scripts } = await measure(browser, plain.origins[build], build);
        const figures = builds[build];
        figures.runs.push(run);
        if (round === 0) {
          figures.scripts = scripts;
          figures.scriptBytes = scripts.reduce((sum, pathname) => sum + gzipSize(join(roots[build], pathname)), 0);
        }
        log(
          `[islands ${round + 1}/${runs}] ${build}: script ${run.scriptMs.toFixed(0)} ms, main thread ${run.taskMs.toFixed(0)} ms ` +
            `at ${CPU_SLOWDOWN}× CPU, ready at ${run.readyMs.toFixed(0)} ms, ${run.longTasks} long tasks (blocking ${run.blockingMs.toFixed(0)} ms)`,
        );
      }
  } finally {
    await browser.close();
    await plain.stop();
  }

  const certificateDir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const secure = await serveBoth(roots, options.https ? selfSignedCertificate(certificateDir) : undefined);
  let lighthouseVersion = '';
  try {
    for (let round = 0; round < runs; round++)
      for (const build of roundOrder(round)) {
        const { run, version } = await lighthouseRun(`${secure.origins[build]}/`, options.https);
        lighthouseVersion = version;
        builds[build].lighthouse.push(run);
        log(
          `[islands lighthouse ${round + 1}/${runs}] ${build}: performance ${run.score}, TBT ${run.tbtMs.toFixed(0)} ms`,
        );
      }
  } finally {
    await secure.stop();
    rmSync(certificateDir, { recursive: true, force: true });
  }

  return {
    runs,
    cpuSlowdown: CPU_SLOWDOWN,
    load: { before, after: loadavg()[0] ?? 0, cores: availableParallelism() },
    firstInRound,
    builds,
    samePage,
    versions: {
      astro: ASTRO_VERSION,
      astroReact: ASTRO_REACT_VERSION,
      shared: astro.packages,
      lighthouse: lighthouseVersion,
      chromium: machine(chromePath()).chromium,
    },
    astroBuildSeconds: astro.seconds,
    https: options.https,
  };
}
