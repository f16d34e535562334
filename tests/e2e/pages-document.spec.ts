/**
 * Developer platform: the external documentation in a frame, behind a loading mask,
 * with a link that opens it in a new window. A stand-in documentation server answers on the host and
 * port of `frame.url` (content/pages/document.mdx), so the frame shows a page the test knows.
 * When nothing answers there, the page says so at once (Chromium fires `load` for its own
 * error page, so `load` alone is no proof), in a notification that covers nothing essential.
 */
import { createServer, type Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import type { DocumentContent } from '../../src/content/schemas/document';
import { banner, expect, readPage, readSite, test, waitHydrated } from './fixtures';

// One stand-in server on a fixed port, and one test holds its answers: the tests run one after another.
test.describe.configure({ mode: 'serial' });

const { frame } = readPage('document') as unknown as DocumentContent & { title: string; description: string };
const docsUrl = new URL(frame.url);
const site = readSite();
const UNIQUE_TEXT = `stand-in developer documentation ${process.pid}-${Date.now()}`;
const STAND_IN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title></head><body><main><h1>${UNIQUE_TEXT}</h1></main></body></html>`;

let server: Server;
/**
 * While set, the server holds every request until the test releases it (or a safety limit passes),
 * then answers, or closes the connection with no answer (`drop`).
 */
let hold: Promise<'answer' | 'drop'> | null = null;
let requests = 0;

function startStandIn(): Promise<void> {
  server = createServer((request, response) => {
    requests += 1;
    const answer = () => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(STAND_IN_PAGE);
    };
    if (hold) void hold.then((how) => (how === 'drop' ? request.socket.destroy() : answer()));
    else answer();
  });
  return new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(new Error(`cannot start the stand-in documentation server on ${docsUrl.host}: ${error.message}`)),
    );
    // frame.url's host is 127.0.0.1 in content; the stand-in only ever listens on the loopback address.
    server.listen(Number(docsUrl.port || 80), '127.0.0.1', resolve);
  });
}

/** Stops listening: the documentation's address then refuses connections, as an unreachable host does. */
async function stopStandIn(): Promise<void> {
  hold = null;
  if (!server.listening) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

test.beforeAll(startStandIn);
test.afterAll(stopStandIn);

test.beforeEach(async () => {
  if (!server.listening) await startStandIn();
  expect(docsUrl.hostname, 'frame.url points at this machine, so a stand-in can answer').toBe('127.0.0.1');
  hold = null;
  requests = 0;
});

/** Opens /document without waiting for the frame (a held frame would hold the page's load event too). */
async function openDocumentPage(page: Page) {
  await page.goto('/document', { waitUntil: 'domcontentloaded' });
  await waitHydrated(page);
}

const frameBox = (page: Page) => page.locator('[data-frame-status] [aria-busy]');
const mask = (page: Page) => page.locator('[data-loading-mask]');

test('the documentation shows in the frame; the mask leaves once it has loaded; a new-window link', async ({
  page,
}) => {
  await openDocumentPage(page);
  await expect(banner(page)).toHaveCount(0);

  const iframe = page.locator('iframe');
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toHaveAttribute('title', frame.title);
  await expect(iframe).toHaveAttribute('src', frame.url);
  await expect(page.frameLocator('iframe').getByText(UNIQUE_TEXT, { exact: true })).toBeVisible();
  expect(requests).toBeGreaterThan(0);

  await expect(mask(page)).toHaveCount(0);
  await expect(frameBox(page)).toHaveAttribute('aria-busy', 'false');

  const open = page.getByRole('main').getByRole('link', { name: frame.openLabel });
  await expect(open).toHaveCount(1);
  await expect(open).toBeVisible();
  // Says what it opens, and 在新窗口打开 once (it once read "在新窗口打开（在新窗口打开）").
  await expect(open).toHaveAccessibleName(new RegExp(`^${frame.openLabel}\\s*${site.newWindow}$`));
  await expect(open).toHaveAccessibleName(/在新窗口打开/);
  await expect(open).toHaveAttribute('href', frame.url);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
});

test('while the documentation is slow to answer, the frame box shows the loading mask', async ({ page }) => {
  let release!: () => void;
  // Held until the assertions below are done; the safety limit keeps a failing test from hanging.
  hold = new Promise<'answer'>((resolve) => {
    release = () => resolve('answer');
    setTimeout(() => resolve('answer'), 10_000);
  });

  await openDocumentPage(page);
  await expect(frameBox(page)).toHaveAttribute('aria-busy', 'true');
  await expect(mask(page)).toBeVisible();
  await expect(mask(page).getByRole('status')).toHaveText(frame.loading);
  await expect.poll(() => requests, 'the frame asked the stand-in server').toBeGreaterThan(0);
  // Still covered once the request is known to be waiting on the server.
  await expect(mask(page)).toBeVisible();
  await expect(frameBox(page)).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.frameLocator('iframe').getByText(UNIQUE_TEXT, { exact: true })).toBeVisible();
  await expect(mask(page)).toHaveCount(0);
  await expect(frameBox(page)).toHaveAttribute('aria-busy', 'false');
});

const notice = (page: Page) => page.getByRole('main').getByRole('alert').getByText(frame.failed, { exact: true });
const notification = (page: Page) =>
  page.locator('[data-feedback="notification"] [data-position]').filter({ hasText: frame.noticeTitle });

/** Whether two elements' boxes share any area on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('an element to compare is not on screen');
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

test('when the address does not answer, the page says so at once over the frame box, and only there', async ({
  page,
}) => {
  await stopStandIn();
  // Layout shifts from the start: the notice arrives after the first paint and must move nothing.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        const moved = entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 100));
        shifts.push(`${entry.value.toFixed(5)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openDocumentPage(page);

  // Well inside the 15 s limit: the unanswered address decides, not the time limit.
  await expect(notice(page)).toBeVisible({ timeout: 5000 });
  expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), 'layout shifts').toEqual(
    [],
  );
  expect(await overlap(notice(page), frameBox(page)), 'the notice is over the frame box').toBe(true);
  await expect(notice(page)).toBeInViewport();
  await expect(page.locator('[data-frame-status]')).toHaveAttribute('data-frame-status', 'failed');
  await expect(frameBox(page)).toHaveAttribute('aria-busy', 'false');
  await expect(mask(page)).toHaveCount(0);
  // No frame was made for an address that does not answer, so no browser error page sits under the notice.
  await expect(page.locator('iframe')).toHaveCount(0);
  // The notice is on screen: no notification repeats it over the page (nor loads its code).
  await expect(notification(page)).toHaveCount(0);
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, a failure while the notice is scrolled away comes as a notification over nothing essential`, async ({
    page,
  }) => {
    let drop!: () => void;
    // The documentation's address holds the requests until the visitor has scrolled down, then answers nothing.
    hold = new Promise<'drop'>((resolve) => {
      drop = () => resolve('drop');
      setTimeout(() => resolve('drop'), 10_000);
    });
    await page.setViewportSize(viewport);
    await openDocumentPage(page);
    await expect.poll(() => requests, 'the page asked the documentation address').toBeGreaterThan(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('banner')).not.toBeInViewport();
    drop();

    await expect(notification(page)).toBeVisible({ timeout: 5000 });
    await expect(notification(page)).toHaveAttribute('data-position', 'bottom-right');
    await expect(notification(page).getByRole('link', { name: frame.openLabel })).toHaveAttribute('href', frame.url);

    // Back at the top while it shows (hovering it holds it open): it covers nothing a visitor needs.
    await notification(page).hover();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(notice(page)).toBeInViewport();
    const open = page.getByRole('main').getByRole('link', { name: frame.openLabel });
    const essentials = {
      header: page.getByRole('banner'),
      hotline: page.getByRole('banner').getByRole('link', { name: site.hotline.number }),
      login: page.getByRole('banner').getByRole('link', { name: site.login.label }),
      heading: page.getByRole('heading', { level: 1 }),
      'open link': open,
      notice: notice(page),
    };
    await expect(notification(page)).toBeVisible();
    for (const [name, element] of Object.entries(essentials)) {
      expect(await overlap(notification(page), element), `the notification covers the ${name}`).toBe(false);
    }
  });
}
