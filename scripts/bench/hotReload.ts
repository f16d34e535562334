/**
 * `npm run bench:hot-reload`: how long a content edit takes to show in a page open in `npm run dev`, and how the error path
 * behaves (bad content → the content check's Chinese panel over the last good page → fixed content →
 * panel gone). Runs in a copy of the repository (devServerCopy.ts), so real content is never touched.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import type { Page } from '@playwright/test';
import { withoutMarks } from '../../src/content/marks/sourceMark';
import { startDevServerCopy } from './devServerCopy';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { BUDGETS, loadNow, median } from './budgets';
import { withChromium, type Log } from './harness';

/** The page opened, and the content file whose `heading:` (the page's h1) is edited. */
const ROUTE = '/businessIntro';
const CONTENT_FILE = 'content/pages/businessIntro.mdx';
const EDITS = 5;
/** How long one change may take to show before it counts as "did not update". */
const WAIT_MS = 20_000;
/**
 * The first visit to a fresh copy waits for Vite to pre-bundle the dependencies it discovers (and for
 * the reload it may ask for afterwards): on 2 cores shared with other tests, longer than an edit may take.
 */
const FIRST_LOAD_MS = 90_000;
/** Lets the watcher and the browser settle between edits, so one edit is not timed with the last. */
const SETTLE_MS = 500;

export interface HotReloadResult {
  route: string;
  file: string;
  /** Per edit: ms until shown; the window was replaced (`__benchMarker` lost); Vite's log lines for it. */
  edits: { ms: number; fullReload: boolean; viteLog: string[] }[];
  /** Bad content written → the content check's panel in the page; undefined when it never showed. */
  overlayShownMs?: number;
  overlayText?: string;
  /** The last good heading was still behind the panel; Esc closed it and showed that heading, not a blank page. */
  lastGoodBehindPanel?: boolean;
  escapeShowsLastGood?: boolean;
  /** Fixed content written → panel gone and the fixed text visible; undefined when it never happened. */
  overlayClearedMs?: number;
  errorPathFullReload?: boolean;
  /** What went wrong (timeouts), for the report. */
  notes: string[];
  /** Console errors while valid content was edited (none expected), and on the error path (a failed module fetch expected). */
  editErrors: string[];
  errorPathErrors: string[];
}

const withHeading = (source: string, heading: string) => source.replace(/^heading: .*$/m, `heading: ${heading}`);

/** Marks the window so a full reload (which replaces it) can be told from an in-place update. */
async function markWindow(page: Page, timeout = WAIT_MS): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
  await page.evaluate(() => ((window as unknown as { __benchMarker?: number }).__benchMarker = 1));
}

const survived = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchMarker?: number }).__benchMarker === 1).catch(() => false);

const textShows = (page: Page, text: string) =>
  page.waitForFunction((marker) => document.body?.innerText.includes(marker) ?? false, text, {
    timeout: WAIT_MS,
    polling: 'raf',
  });

/** Vite's lines about updates (`hmr update …`, `page reload …`), to see how many one write caused. */
const viteUpdates = (output: string) =>
  output
    .split('\n')
    .filter((line) => /hmr update|page reload|hmr invalidate/.test(line))
    .map((line) =>
      stripVTControlCharacters(line)
        .replace(/^.*?\[vite\]\s*/, '')
        .replace(/ Learn more at \S+/, '')
        .trim(),
    );

export async function benchHotReload(log: Log): Promise<HotReloadResult> {
  const result: HotReloadResult = {
    route: ROUTE,
    file: CONTENT_FILE,
    edits: [],
    notes: [],
    editErrors: [],
    errorPathErrors: [],
  };
  let consoleErrors = result.editErrors;
  log(`[hot reload] copying the repository and starting react-router dev`);
  const server = await startDevServerCopy(ROUTE);
  try {
    log(`[hot reload] ${server.origin} serves the copy in ${server.dir}`);
    await withChromium([], async (browser) => {
      const page = await browser.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
      });
      await page.goto(`${server.origin}${ROUTE}`);
      await markWindow(page, FIRST_LOAD_MS);

      const file = join(server.dir, CONTENT_FILE);
      const original = readFileSync(file, 'utf8');
      const heading = original.match(/^heading: (.*)$/m)?.[1];
      if (!heading) throw new Error(`${CONTENT_FILE} has no "heading:" line to edit`);

      for (let edit = 1; edit <= EDITS; edit++) {
        const marker = `${heading} HMR${edit}-${Date.now().toString(36)}`;
        const logFrom = server.output().length;
        const started = performance.now();
        writeFileSync(file, withHeading(original, marker));
        await textShows(page, marker).catch(() => {
          throw new Error(
            `edit ${edit}: "${marker}" did not show within ${WAIT_MS / 1000} s\n${server.output().slice(-2000)}`,
          );
        });
        const ms = performance.now() - started;
        const fullReload = !(await survived(page));
        await sleep(SETTLE_MS);
        const viteLog = viteUpdates(server.output().slice(logFrom));
        result.edits.push({ ms, fullReload, viteLog });
        log(
          `[hot reload] edit ${edit}/${EDITS}: ${ms.toFixed(0)} ms${fullReload ? ' (full reload)' : ' (in place)'}; ` +
            `vite: ${viteLog.join(' | ') || 'no update logged'}`,
        );
        if (fullReload) await markWindow(page);
      }

      // Error path: a required field removed, then put back with a new text.
      const overlay = page.locator('#content-check-panel');
      // Dev pages carry invisible source marks (src/preview) until the edit control moves them: compare what shows.
      const heading1 = async () => withoutMarks((await page.locator('h1').first().textContent()) ?? '').trim();
      const lastHeading = await heading1();
      let started = performance.now();
      consoleErrors = result.errorPathErrors;
      writeFileSync(file, original.replace(/^heading: .*\n/m, ''));
      try {
        await overlay.waitFor({ state: 'attached', timeout: WAIT_MS });
        result.overlayShownMs = performance.now() - started;
        result.overlayText = (await overlay.innerText()).trim();
        result.lastGoodBehindPanel = (await heading1()) === lastHeading;
        await page.keyboard.press('Escape');
        result.escapeShowsLastGood = (await overlay.isHidden()) && (await page.locator('h1').first().isVisible());
        log(`[hot reload] invalid content → error overlay: ${result.overlayShownMs.toFixed(0)} ms`);
      } catch {
        result.notes.push(`the error overlay did not appear within ${WAIT_MS / 1000} s of writing invalid content`);
        log('[hot reload] invalid content → no error overlay');
      }
      await sleep(SETTLE_MS);

      const fixed = `${heading} HMR-fixed-${Date.now().toString(36)}`;
      started = performance.now();
      writeFileSync(file, withHeading(original, fixed));
      try {
        await overlay.waitFor({ state: 'detached', timeout: WAIT_MS });
        await textShows(page, fixed);
        result.overlayClearedMs = performance.now() - started;
        result.errorPathFullReload = !(await survived(page));
        log(
          `[hot reload] content fixed → overlay gone and text shown: ${result.overlayClearedMs.toFixed(0)} ms` +
            (result.errorPathFullReload ? ' (full reload)' : ' (in place)'),
        );
      } catch {
        const stillThere = (await overlay.count()) > 0;
        const shows = await page.evaluate((text) => document.body.innerText.includes(text), fixed).catch(() => false);
        result.notes.push(
          `after the fix, within ${WAIT_MS / 1000} s: overlay ${stillThere ? 'still shown' : 'gone'}, ` +
            `fixed text ${shows ? 'shown' : 'not shown'}, window ${(await survived(page)) ? 'kept' : 'reloaded'}`,
        );
        log(`[hot reload] content fixed → ${result.notes.at(-1)}`);
      }
      // A dependency Vite found only once the page asked for it reloads the page the editor has open.
      const output = server.output();
      if (output.includes('optimized dependencies changed')) {
        const found = [...output.matchAll(/dependenc(?:y|ies) optimized: (.+)/g)].map((match) => match[1]?.trim());
        result.notes.push(
          `Vite reloaded the open page to pre-bundle ${found.join(', ') || 'dependencies it found late'}: add them to optimizeDeps.include in vite.config.ts`,
        );
      }
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
