/**
 * Lighthouse for every page of the built site, served by nginx with the production rules (gzip,
 * headers, the 404 page with status 404): the mobile profile (Lighthouse's default config) and the
 * desktop preset, `runs` runs each, reporting the median run by performance. With `https`, over HTTPS
 * as production serves it, with a throwaway certificate Chrome is told to accept: the developer
 * platform's plain-HTTP frame is then blocked as on the real site instead of Chromium rendering its
 * error page for an address this machine cannot reach.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { selfSignedCertificate } from '../nginx/selfSignedCertificate';
import { startNginx } from '../nginx/startNginx';
import { NOT_FOUND_ROUTE, PAGES } from './buildBench';
import { repeat, type Log } from './harness';
import { chromiumPath } from '../shared/chromium';
import { machine } from './intro';
import { CATEGORIES, findings, lcpElement, type Category } from './lighthouseFindings';

const PROFILES = ['mobile', 'desktop'] as const;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export type LighthouseResult = Awaited<ReturnType<typeof benchLighthouse>>;
export type RunSummary = ReturnType<typeof summarize>;

/** `freshChrome`: one Chrome per run instead of one for the whole benchmark; `https`: see above. */
export async function benchLighthouse(
  clientDir: string,
  options: { runs: number; freshChrome: boolean; https: boolean },
  log: Log,
) {
  const certificateDir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const nginx = await startNginx({
    root: clientDir,
    accessLog: false,
    tls: options.https ? selfSignedCertificate(certificateDir) : undefined,
  });
  const chromeFlags = options.https ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;
  let chrome: LaunchedChrome | undefined;
  let lighthouseVersion = '';
  // The user agent says 156.0.0.0 (reduced); the executable tells the full version.
  const chromeVersion = machine(chromiumPath()).chromium;
  const total = PAGES.length * PROFILES.length * options.runs;
  let done = 0;
  const measure = async (page: (typeof PAGES)[number], profile: (typeof PROFILES)[number], run: number) => {
    if (options.freshChrome || !chrome)
      chrome = await launch({ chromePath: chromiumPath(), chromeFlags, logLevel: 'silent' });
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
      const s = summary.scores;
      log(
        `[lighthouse ${++done}/${total}] ${page.route} ${profile} run ${run}/${options.runs}: ` +
          `performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}, ` +
          `SEO ${s.seo}; LCP ${(summary.lcpMs / 1000).toFixed(2)} s, CLS ${summary.cls.toFixed(3)}, ` +
          `TBT ${summary.tbtMs.toFixed(0)} ms (${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
      return summary;
    } finally {
      if (options.freshChrome) {
        chrome.kill();
        chrome = undefined;
      }
    }
  };
  const pages = [];
  try {
    for (const page of PAGES)
      for (const profile of PROFILES) {
        const runs = await repeat(options.runs, (index) => measure(page, profile, index + 1));
        pages.push({ route: page.route, profile, runs, median: medianRun(runs) });
      }
  } finally {
    chrome?.kill();
    await nginx.stop();
    rmSync(certificateDir, { recursive: true, force: true });
  }
  const { runs, freshChrome, https } = options;
  return { lighthouseVersion, chromeVersion, runsPerProfile: runs, freshChrome, https, pages };
}

/** The run with the median performance score (Lighthouse's own advice for several runs). */
function medianRun<T extends { scores: { performance: number } }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error('no Lighthouse runs');
  return run;
}

function summarize(lhr: Result, notFound: boolean) {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    findings: findings(lhr, notFound),
    /** The LCP element and its phases (time to first byte, load delay, load time, render delay). */
    lcp: lcpElement(lhr),
  };
}
