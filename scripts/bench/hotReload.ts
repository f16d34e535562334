/**
 * `npm run bench:hot-reload`: how long a content edit takes to show in a page open in `npm run dev`, and
 * how the error path behaves (bad content → the content check's Chinese panel over the last good page →
 * fixed content → panel gone; tests/builds/devHotReload.test.ts holds that). Runs in a copy of the
 * repository (devServerCopy.ts), so real content is never touched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { withoutMarks } from '../../src/content/marks/sourceMark';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { BUDGETS, loadNow, median } from './budgets';
import { startDevServerCopy } from './devServerCopy';
import { withChromium, type Log } from './harness';

/** The page opened, and the content file whose `heading:` (the page's h1) is edited. */
const ROUTE = '/businessIntro';
const CONTENT_FILE = 'content/pages/businessIntro.mdx';
/** How long one change may take to show before it counts as "did not update". */
const WAIT_MS = 20_000;
/** The first visit to a fresh copy waits for Vite to pre-bundle what it discovers: on a busy machine, long. */
const FIRST_LOAD_MS = 90_000;

export interface HotReloadResult {
  /** Ms from just before each write to the new text in `document.body.innerText`. */
  edits: { ms: number }[];
  /** Bad content written → the panel shown, its text; the last good heading behind it; Esc shows that page. */
  overlayShownMs?: number;
  overlayText?: string;
  lastGoodBehindPanel?: boolean;
  escapeShowsLastGood?: boolean;
  /** Fixed content written → panel gone and the fixed text shown. */
  overlayClearedMs?: number;
  /** What went wrong (timeouts, a late pre-bundle), and console errors while valid content was edited. */
  notes: string[];
  editErrors: string[];
}

const withHeading = (source: string, heading: string) => source.replace(/^heading: .*$/m, `heading: ${heading}`);

const textShows = (page: Page, text: string) =>
  page.waitForFunction((marker) => document.body?.innerText.includes(marker) ?? false, text, {
    timeout: WAIT_MS,
    polling: 'raf',
  });

/** Ms until `shown` resolves after `write`, or undefined (with a note) when it did not within WAIT_MS. */
async function timed(result: HotReloadResult, what: string, write: () => void, shown: () => Promise<unknown>) {
  const started = performance.now();
  write();
  try {
    await shown();
    return performance.now() - started;
  } catch {
    result.notes.push(`${what}: not within ${WAIT_MS / 1000} s`);
    return undefined;
  }
}

export async function benchHotReload(log: Log): Promise<HotReloadResult> {
  const result: HotReloadResult = { edits: [], notes: [], editErrors: [] };
  let editing = true;
  const server = await startDevServerCopy(ROUTE);
  try {
    log(`[hot reload] ${server.origin} serves a copy of the repository in ${server.dir}`);
    await withChromium([], async (browser) => {
      const page = await browser.newPage();
      page.on('console', (message) => {
        if (editing && message.type() === 'error') result.editErrors.push(message.text().slice(0, 300));
      });
      await page.goto(`${server.origin}${ROUTE}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: FIRST_LOAD_MS });
      const file = join(server.dir, CONTENT_FILE);
      const original = readFileSync(file, 'utf8');
      const heading = original.match(/^heading: (.*)$/m)?.[1];
      if (!heading) throw new Error(`${CONTENT_FILE} has no "heading:" line to edit`);
      for (let edit = 1; edit <= 5; edit++) {
        const marker = `${heading} HMR${edit}-${Date.now().toString(36)}`;
        const write = () => writeFileSync(file, withHeading(original, marker));
        const ms = await timed(result, `edit ${edit}`, write, () => textShows(page, marker));
        if (ms === undefined)
          throw new Error(`edit ${edit}: "${marker}" did not show\n${server.output().slice(-2000)}`);
        result.edits.push({ ms });
        log(`[hot reload] edit ${edit}/5: ${ms.toFixed(0)} ms`);
        // Lets the watcher and the browser settle, so one edit is not timed with the last.
        await sleep(500);
      }
      // The error path: a required field removed, then put back with a new text. A failed fetch of the
      // broken module is expected on it, so its console errors are not the edits'.
      editing = false;
      const overlay = page.locator('#content-check-panel');
      // Dev pages carry invisible source marks until the edit control moves them: compare what shows.
      const heading1 = async () => withoutMarks((await page.locator('h1').first().textContent()) ?? '').trim();
      const lastGood = await heading1();
      const broken = () => writeFileSync(file, original.replace(/^heading: .*\n/m, ''));
      result.overlayShownMs = await timed(result, 'invalid content → panel', broken, () =>
        overlay.waitFor({ state: 'attached', timeout: WAIT_MS }),
      );
      if (result.overlayShownMs !== undefined) {
        result.overlayText = (await overlay.innerText()).trim();
        result.lastGoodBehindPanel = (await heading1()) === lastGood;
        await page.keyboard.press('Escape');
        result.escapeShowsLastGood = (await overlay.isHidden()) && (await page.locator('h1').first().isVisible());
      }
      await sleep(500);
      const fixed = `${heading} HMR-fixed-${Date.now().toString(36)}`;
      result.overlayClearedMs = await timed(
        result,
        'fixed content → panel gone and the text shown',
        () => writeFileSync(file, withHeading(original, fixed)),
        async () => {
          await overlay.waitFor({ state: 'detached', timeout: WAIT_MS });
          await textShows(page, fixed);
        },
      );
      // A dependency Vite found only once the page asked for it reloads the page the editor has open.
      const late = [...server.output().matchAll(/dependenc(?:y|ies) optimized: (.+)/g)].map((match) => match[1]);
      if (server.output().includes('optimized dependencies changed'))
        result.notes.push(
          `Vite reloaded the open page to pre-bundle ${late.join(', ')}: add it to optimizeDeps.include`,
        );
    });
  } finally {
    await server.stop();
  }
  return result;
}

export const USAGE = `用法 (usage): npm run bench:hot-reload
  在仓库的副本里启动 npm run dev，改 5 次页面标题，打印显示新文字的中位用时和负载
  (starts the dev server in a copy of the repository, edits a page's heading 5 times, prints the median time
  until the page shows the new text, with the load average; then checks the content-error panel).`;

if (runDirectly(import.meta.url)) {
  readCommandLine(USAGE, {});
  const result = await benchHotReload(console.log);
  const times = result.edits.map((edit) => edit.ms);
  console.log(
    `内容热更新 hot reload ${median(times).toFixed(0)} ms, median of ${times.length} (< ${BUDGETS.hotReloadMs} ms), ${loadNow()}` +
      (result.notes.length ? `\n${result.notes.join('\n')}` : ''),
  );
}
