/**
 * Lighthouse for every page of the built site, served by nginx with the production rules
 * (gzip, headers, the 404 page with status 404): the mobile profile (Lighthouse's default
 * config) and the desktop preset, `runs` runs each, reporting the median run by performance.
 * Plain HTTP by default; with `https`, over HTTPS as production serves it, with a throwaway
 * certificate Chrome is told to accept: the developer platform's plain-HTTP frame is then blocked
 * as on the real site instead of Chromium rendering its error page for an address this machine
 * cannot reach.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { startNginx } from '../nginx/startNginx';
import { selfSignedCertificate } from '../nginx/selfSignedCertificate';
import { NOT_FOUND_ROUTE, PAGES } from './buildBench';
import { machine } from './intro';
import { findings, lcpElement } from './lighthouseFindings';
import {
  CATEGORIES,
  PROFILES,
  type Category,
  type LighthouseResult,
  type PageResult,
  type RunSummary,
} from './lighthouseTypes';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
export const chromePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** An audit that cost points, with what Lighthouse estimates fixing it would save. */
interface Options {
  clientDir: string;
  runs: number;
  /** One Chrome per run instead of one for the whole benchmark. */
  freshChrome: boolean;
  /** Serve over HTTPS (see above). */
  https: boolean;
  log: (line: string) => void;
}

export const launchChrome = (https: boolean) =>
  launch({
    chromePath: chromePath(),
    chromeFlags: https ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS,
    logLevel: 'silent',
  });

export async function benchLighthouse(options: Options): Promise<LighthouseResult> {
  const certificateDir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const nginx = await startNginx({
    root: options.clientDir,
    accessLog: false,
    tls: options.https ? selfSignedCertificate(certificateDir) : undefined,
  });
  let chrome: LaunchedChrome | undefined;
  const pages: PageResult[] = [];
  let lighthouseVersion = '';
  // The user agent says 156.0.0.0 (reduced); the executable tells the full version.
  const chromeVersion = machine(chromePath()).chromium;
  const total = PAGES.length * PROFILES.length * options.runs;
  let done = 0;
  try {
    for (const page of PAGES) {
      for (const profile of PROFILES) {
        const runs: RunSummary[] = [];
        for (let run = 1; run <= options.runs; run++) {
          if (options.freshChrome || !chrome) chrome = await launchChrome(options.https);
          const started = performance.now();
          try {
            const result = await lighthouse(
              `${nginx.origin}${page.path}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: [...CATEGORIES],
                // The 404 page is served with status 404 on purpose; score it anyway.
                ignoreStatusCode: page.route === NOT_FOUND_ROUTE,
              },
              profile === 'desktop' ? desktopConfig : undefined,
            );
            if (!result) throw new Error('Lighthouse returned no result');
            const lhr = result.lhr;
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            lighthouseVersion = lhr.lighthouseVersion;
            const summary = summarize(lhr, page.route === NOT_FOUND_ROUTE);
            runs.push(summary);
            done++;
            const s = summary.scores;
            options.log(
              `[lighthouse ${done}/${total}] ${page.route} ${profile} run ${run}/${options.runs}: ` +
                `performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, ` +
                `SEO ${s.seo}; LCP ${(summary.lcpMs / 1000).toFixed(2)} s, CLS ${summary.cls.toFixed(3)}, ` +
                `TBT ${summary.tbtMs.toFixed(0)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
            );
          } finally {
            if (options.freshChrome) {
              chrome.kill();
              chrome = undefined;
            }
          }
        }
        pages.push({ route: page.route, profile, runs, median: medianRun(runs) });
      }
    }
  } finally {
    chrome?.kill();
    await nginx.stop();
    rmSync(certificateDir, { recursive: true, force: true });
  }
  return {
    lighthouseVersion,
    chromeVersion,
    runsPerProfile: options.runs,
    freshChrome: options.freshChrome,
    https: options.https,
    pages,
  };
}

/** The run with the median performance score (Lighthouse's own advice for several runs). */
export function medianRun<T extends { scores: { performance: number } }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error('no Lighthouse runs');
  return run;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function summarize(lhr: Result, notFound: boolean): RunSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    findings: findings(lhr, CATEGORIES, notFound),
    lcp: lcpElement(lhr),
  };
}
