/**
 * Navigation with and without speculation rules (issue 22): the time from a click on a nav link to
 * the next page's largest contentful paint, when the link was prerendered, prefetched, or neither
 * before the click. Chromium runs headless with no DevTools connection (it refuses to prerender under
 * DevTools: TOOLCHAIN); the pages time themselves (navigationHarness.ts) and report through nginx's
 * access log. No CPU slowdown: that needs DevTools. Rendered by navigationReport.ts.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashSource, scriptHashes } from '../nginx/csp';
import { startNginx } from '../nginx/startNginx';
import { median } from './budgets';
import { repeat, type Log } from './harness';
import { chromiumPath } from '../shared/chromium';
import { harnessScript, REPORT_PATH, triggerRules } from './navigationHarness';

const MODES = ['none', 'prefetch', 'prerender'] as const;
type NavigationMode = (typeof MODES)[number];

/** From a page a visitor reads to the next one, through the main nav. */
export const NAVIGATION = { from: '/contactUs', to: '/businessIntro?id=1' } as const;
/**
 * How long before the click the speculation starts: a pointer resting ~500 ms on the link (moderate
 * eagerness starts after ~200 ms of hover), and one that rested well over a second.
 */
const DWELLS_MS = [300, 1500] as const;

const HARNESS_FILE = 'bench-nav.js';

export type NavigationResult = Awaited<ReturnType<typeof benchNavigation>>;

/** One click in a fresh headless Chromium with no DevTools connection; its report from the access log. */
export async function measureOnce(origin: string, accessLog: string, run: string, mode: NavigationMode, dwell: number) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-nav-profile-'));
  const plan = encodeURIComponent(`${run}|${NAVIGATION.to}|${dwell}|${mode}`);
  const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
  const chromium = spawn(
    chromiumPath(),
    [...flags, '--window-size=1280,900', `--user-data-dir=${profile}`, `${origin}${NAVIGATION.from}#bench-nav=${plan}`],
    { stdio: 'ignore', detached: true },
  );
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const line = readFileSync(accessLog, 'utf8')
        .split('\n')
        .find((entry) => entry.includes(`${REPORT_PATH}?run=${run}&`));
      if (line) {
        const query = new URLSearchParams(/\?(\S+)/.exec(line)?.[1] ?? '');
        return {
          ms: Number(query.get('ms')),
          readyMs: Number(query.get('ready')),
          prerendered: query.get('prerendered') === '1',
        };
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`no report from the next page for run ${run} (${mode}, ${dwell} ms)`);
  } finally {
    if (chromium.pid) process.kill(-chromium.pid, 'SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A copy of the built site whose every page loads the harness first, served by nginx, its access log ready to read. */
export async function startHarnessSite(clientDir: string) {
  const copy = join(mkdtempSync(join(tmpdir(), 'bench-nav-')), 'client');
  cpSync(clientDir, copy, { recursive: true });
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.html'),
  )) {
    const html = readFileSync(join(copy, file), 'utf8');
    writeFileSync(join(copy, file), html.replace('<head>', `<head><script src="/${HARNESS_FILE}"></script>`));
  }
  writeFileSync(join(copy, HARNESS_FILE), harnessScript());
  // The rules the harness inserts are allowed like the site's own (scripts/nginx/csp.ts).
  const triggers = (['prerender', 'prefetch'] as const).map((mode) => hashSource(triggerRules(mode, NAVIGATION.to)));
  const nginx = await startNginx({ root: copy, scriptHashes: [...scriptHashes(copy), ...triggers] });
  const accessLog = join(nginx.dir, 'access.log');
  if (!existsSync(accessLog)) writeFileSync(accessLog, '');
  return {
    origin: nginx.origin,
    accessLog,
    stop: async () => {
      await nginx.stop();
      rmSync(join(copy, '..'), { recursive: true, force: true });
    },
  };
}

export async function benchNavigation(clientDir: string, runs: number, log: Log) {
  const site = await startHarnessSite(clientDir);
  try {
    const rows = [];
    let id = 0;
    for (const dwellMs of DWELLS_MS) {
      for (const mode of MODES) {
        // Each run has a fresh profile: nothing cached from the previous one.
        const results = await repeat(runs, () => measureOnce(site.origin, site.accessLog, `r${id++}`, mode, dwellMs));
        const row = {
          mode,
          dwellMs,
          /** Median ms from the click to the next page's largest contentful paint, and until it is ready (`<html data-hydrated>`). */
          shownMs: median(results.map((result) => result.ms)),
          readyMs: median(results.map((result) => result.readyMs)),
          runs: results.map((result) => result.ms),
          /** Runs whose next page was a prerendered one (activationStart > 0). */
          prerendered: results.filter((result) => result.prerendered).length,
        };
        rows.push(row);
        log(
          `[navigation] ${NAVIGATION.from} → ${NAVIGATION.to}, ${mode}, started ${dwellMs} ms before the click: ` +
            `largest paint ${row.shownMs.toFixed(0)} ms, ready ${row.readyMs.toFixed(0)} ms after the click (runs ${row.runs.join(', ')}; ` +
            `prerendered ${row.prerendered}/${results.length})`,
        );
      }
    }
    return { ...NAVIGATION, runs, rows };
  } finally {
    await site.stop();
  }
}
