/**
 * Back/forward cache (docs/architecture.md): going back to any page restores it from the cache (`pageshow`
 * with `persisted`), and the islands carry on where they were: the carousel turns again (or stays
 * paused), the copy buttons still answer, the developer frame keeps what it showed.
 *
 * Playwright launches Chromium with `--disable-back-forward-cache` by default: this file drops it.
 * A restored page fires no `load`, so going back waits for the commit only. Time is real here: a
 * fake clock installed in one document does not survive the navigations the test is about.
 * What keeps pages eligible (no unload handlers, no `Cache-Control: no-store`) is checked without a
 * browser in tests/deploy/bfcacheEligible.test.ts.
 */
import type { Page } from '@playwright/test';
import type { ContactUsContent } from '../../src/content/schemas/contactUs';
import { expect, PAUSE, PLAY, readPage, readSite, ROUTE_NAMES, ROUTES, test, visit } from './fixtures';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

declare global {
  interface Window {
    /** `persisted` of every `pageshow` this document has seen, oldest first. */
    __pageshows?: boolean[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__pageshows = [];
    addEventListener('pageshow', (event) => window.__pageshows?.push(event.persisted));
  });
});

/** Leaves for another page, goes back, and expects the first page restored from the cache. */
async function awayAndBack(page: Page, from: string) {
  const away = from === ROUTES.recruitment.path ? ROUTES.contactUs.path : ROUTES.recruitment.path;
  await visit(page, away);
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => new URL(page.url()).pathname).toBe(from);
  // The same document as before the visit elsewhere: its first pageshow, then the restore's.
  await expect.poll(() => page.evaluate(() => window.__pageshows), { message: from }).toEqual([false, true]);
}

for (const name of ROUTE_NAMES) {
  const { path } = ROUTES[name];
  test(`${path} comes back from the back/forward cache`, async ({ page }) => {
    await visit(page, path);
    await awayAndBack(page, path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });
}

const site = readSite();
const carousel = (page: Page) => page.locator('[data-banner="carousel"]');
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');
/** react-slick autoplays every 5000 ms (CAROUSEL_INTERVAL_MS): one turn, with room for a busy machine. */
const ONE_TURN_MS = 9000;

test('the carousel turns again after a restore', async ({ page }) => {
  await visit(page, '/');
  await carousel(page).locator('.slick-slider.slick-initialized').waitFor();
  await page.mouse.move(1, 1); // not over the carousel, which pauses while hovered
  await awayAndBack(page, '/');
  const before = await currentDot(page).getAttribute('aria-label');
  await expect(carousel(page).getByRole('button', { name: PAUSE, exact: true })).toBeVisible();
  await expect(currentDot(page)).not.toHaveAttribute('aria-label', before ?? '', { timeout: ONE_TURN_MS });
});

test('a carousel paused before leaving is still paused after a restore', async ({ page }) => {
  await visit(page, '/');
  await carousel(page).locator('.slick-slider.slick-initialized').waitFor();
  await carousel(page).getByRole('button', { name: PAUSE, exact: true }).click();
  await page.mouse.move(1, 1);
  const before = await currentDot(page).getAttribute('aria-label');
  await awayAndBack(page, '/');
  await expect(carousel(page).getByRole('button', { name: PLAY, exact: true })).toBeVisible();
  // A paused carousel never moves: a whole autoplay interval and more passes with the same slide.
  await page.waitForTimeout(ONE_TURN_MS);
  await expect(currentDot(page)).toHaveAttribute('aria-label', before ?? '');
  expect(site.carousel.slides.length).toBeGreaterThan(1);
});

test('the copy buttons still answer after a restore', async ({ page, context }) => {
  const contact = readPage('contactUs') as unknown as ContactUsContent & { title: string; description: string };
  await visit(page, '/contactUs');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await awayAndBack(page, '/contactUs');
  const hotline = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: contact.hotlineTitle, exact: true }) });
  await hotline.getByRole('button', { name: /复制/ }).click();
  await expect(page.getByRole('status').getByText(contact.copy.done, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.hotline.number);
});

test('the developer frame shows after a restore what it showed before', async ({ page }) => {
  await visit(page, '/document');
  const wrapper = page.locator('[data-frame-status]');
  // Settled: the address answered or not, whichever happens on this machine (no stand-in here:
  // pages-document.spec.ts owns the one on the frame's port).
  await expect(wrapper).not.toHaveAttribute('data-frame-status', 'loading', { timeout: 20_000 });
  const before = {
    status: await wrapper.getAttribute('data-frame-status'),
    text: await wrapper.innerText(),
    frames: await wrapper.locator('iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src'))),
  };
  await awayAndBack(page, '/document');
  await expect(wrapper).toHaveAttribute('data-frame-status', before.status ?? '');
  expect(await wrapper.innerText()).toBe(before.text);
  expect(
    await wrapper.locator('iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src'))),
  ).toEqual(before.frames);
});
