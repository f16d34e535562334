/**
 * One click on a nav link after a prerender, a prefetch or neither, in a headless Chromium with no DevTools
 * connection (Chromium refuses to prerender under DevTools); the pages time themselves (navigationHarness.ts)
 * and report through nginx's access log. The navigation experiment is finished (docs/performance.md keeps
 * its figures); tests/deploy/prerender.test.ts runs this once to check a prerendered page hydrates.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashSource, scriptHashes } from '../nginx/csp';
import { startNginx } from '../nginx/startNginx';
import { chromiumPath } from '../shared/chromium';
import { harnessScript, REPORT_PATH, triggerRules } from './navigationHarness';

type NavigationMode = 'none' | 'prefetch' | 'prerender';

/** From a page a visitor reads to the next one, through the main nav. */
export const NAVIGATION = { from: '/contactUs', to: '/businessIntro?id=1' } as const;
const HARNESS_FILE = 'bench-nav.js';

/** One click in a fresh headless Chromium with no DevTools connection; its report from the access log. */
export async function measureOnce(origin: string, accessLog: string, run: string, mode: NavigationMode, dwell: number) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-nav-profile-'));
  const plan = encodeURIComponent(`${run}|${dwell}|${mode}`);
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
  writeFileSync(join(copy, HARNESS_FILE), harnessScript(NAVIGATION.to));
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
