/**
 * Lighthouse for every page, mobile and desktop, through Lighthouse CI (configured in lighthouserc.cjs):
 * the built site served by nginx with the production rules over HTTPS and HTTP/2 (a throwaway certificate
 * Chromium accepts), `lhci collect` (5 runs per page and profile), `lhci assert`, and each page's median
 * run (LHCI's representative run) read from the reports `lhci upload --target=filesystem` writes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { selfSignedCertificate } from '../nginx/selfSignedCertificate';
import { startNginx } from '../nginx/startNginx';
import { loadNow } from './budgets';
import type { Log } from './harness';
import { PAGES } from './routeSizes';

export const LIGHTHOUSE_DIR = '.bench/lighthouse';
const PROFILES = ['mobile', 'desktop'] as const;

type Lhr = {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
};

/** LHCI run in `dir` (its `.lighthouseci` goes there); throws with its output unless `mayFail`. */
function lhci(args: string[], dir: string, profile: string, mayFail = false): string {
  const run = spawnSync(resolve('node_modules/.bin/lhci'), [...args, `--config=${resolve('lighthouserc.cjs')}`], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, BENCH_PROFILE: profile },
  });
  const output = `${run.stdout}${run.stderr}`.trim();
  if (run.status !== 0 && !mayFail) throw new Error(`lhci ${args[0]} failed (${run.status}):\n${output}`);
  return output;
}

/**
 * `lhci assert`'s report as one line per assertion missed, e.g. `✘ / categories.performance expected: >=0.95
 * found: 0.9`; none when all passed (LHCI then prints no result at all).
 */
export function failedAssertions(report: string, address: (path: string) => string): string[] {
  const failures: string[] = [];
  let route = '';
  for (const line of stripVTControlCharacters(report).split('\n')) {
    const url = /result\(s\) for (\S+)/.exec(line)?.[1];
    if (url) route = PAGES.find((page) => address(page.path) === url)?.route ?? url;
    const missed = /^\s*(\S+)\s+(\S+) (?:failure|warning) for \w+ assertion/.exec(line);
    if (missed) failures.push(`${missed[1]} ${route} ${missed[2]}`);
    const figure = /^\s*(expected|found):\s*(.+)$/.exec(line);
    if (figure && failures.length) failures[failures.length - 1] += ` ${figure[1]}: ${figure[2]}`;
  }
  return failures;
}

export async function benchLighthouse(clientDir: string, log: Log) {
  const certificates = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const nginx = await startNginx({ root: clientDir, accessLog: false, tls: selfSignedCertificate(certificates) });
  const url = (path: string) => `${nginx.origin}${path}`;
  const profiles = [];
  try {
    for (const profile of PROFILES) {
      const dir = resolve(LIGHTHOUSE_DIR, profile);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const load = loadNow();
      log(`[lighthouse] ${profile}: lhci collect, ${PAGES.length} pages × 5 runs, ${load}`);
      lhci(['collect', ...PAGES.map((page) => `--url=${url(page.path)}`)], dir, profile);
      const assert = lhci(['assert'], dir, profile, true);
      log(assert);
      lhci(['upload', '--target=filesystem', '--outputDir=reports'], dir, profile);
      const manifest = JSON.parse(readFileSync(join(dir, 'reports', 'manifest.json'), 'utf8')) as {
        url: string;
        isRepresentativeRun: boolean;
        jsonPath: string;
      }[];
      const pages = PAGES.map((page) => {
        const median = manifest.find((entry) => entry.isRepresentativeRun && entry.url === url(page.path));
        if (!median) throw new Error(`no Lighthouse run of ${page.route} (${profile})`);
        const lhr = JSON.parse(readFileSync(median.jsonPath, 'utf8')) as Lhr;
        const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
        const value = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
        return {
          route: page.route,
          version: lhr.lighthouseVersion,
          scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(score),
          fcpMs: value('first-contentful-paint'),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          bootupMs: value('bootup-time'),
        };
      });
      profiles.push({ profile, load, pages, failures: failedAssertions(assert, (path) => url(path)) });
    }
  } finally {
    await nginx.stop();
    rmSync(certificates, { recursive: true, force: true });
  }
  return profiles;
}
