/**
 * A save that reaches the disk in two writes (an editor flushing a large file, a slow disk, a busy
 * machine) must show the finished file in `npm run dev`, not the content check's panel for the half
 * written one. The watcher passes on one change per 50 ms: without waiting for a write to finish,
 * the check read the first half, found the front matter unclosed, and never heard of the second.
 */
import { closeSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startDevServerCopy } from '../../scripts/bench/devServerCopy';

const ROUTE = '/businessIntro';
const FILE = 'content/pages/businessIntro.mdx';

let server: Awaited<ReturnType<typeof startDevServerCopy>>;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startDevServerCopy(ROUTE);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  page = await browser.newPage();
  await page.goto(`${server.origin}${ROUTE}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Writes `text` as the page's heading in two parts, the first ending inside the front matter. */
async function saveInParts(file: string, original: string, text: string): Promise<void> {
  const edited = original.replace(/^heading: .*$/m, `heading: ${text}`);
  const cut = edited.indexOf('\n', edited.indexOf('heading:')) + 1;
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, edited.slice(0, cut));
    // Long enough for the watcher to report the first part; shorter than its 50 ms between reports.
    await sleep(30);
    writeSync(fd, edited.slice(cut));
  } finally {
    closeSync(fd);
  }
}

it('shows the finished file after each save written in two parts, with no panel', async () => {
  const file = join(server.dir, FILE);
  const original = readFileSync(file, 'utf8');
  const seen: { shown: boolean; panel: string | null }[] = [];
  for (const text of ['业务介绍（第一次分两次写入）', '业务介绍（第二次分两次写入）']) {
    await saveInParts(file, original, text);
    const shown = await page
      .waitForFunction((heading) => document.querySelector('h1')?.textContent?.includes(heading), text, {
        timeout: 20_000,
      })
      .then(
        () => true,
        () => false,
      );
    const panel = page.locator('#content-check-panel');
    seen.push({ shown, panel: (await panel.count()) ? await panel.innerText() : null });
    await sleep(300);
  }
  writeFileSync(file, original);
  expect(seen).toEqual([
    { shown: true, panel: null },
    { shown: true, panel: null },
  ]);
}, 90_000);
