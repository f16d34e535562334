/**
 * Main-thread work at 4× CPU slowdown (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`
 * and `Performance.getMetrics`) on every page of the built site served by nginx, the JavaScript
 * each page fetched on arrival, and how fast moving between pages is (every link is a full page
 * load: the built site has no client-side router, src/site/islands). Rendered by scriptingReport.ts.
 */
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { median } from './budgets';
import { PAGES } from './buildBench';
import { repeat, withChromium, withNginx, type Log } from './harness';
import { gzipped } from './routeSizes';

export const CPU_SLOWDOWN = 4;

/** Links followed for the navigation figures (visible texts from content, read from the page). */
const NAVIGATIONS = [
  { from: '/recruitment', to: '/supplierEn' },
  { from: '/supplierEn', to: '/contactUs' },
  { from: '/contactUs', to: '/businessIntro' },
  { from: '/', to: '/businessIntro' },
];

export type ScriptingResult = Awaited<ReturnType<typeof benchScripting>>;

/** `measure` on a fresh page at 4× CPU slowdown, its performance metrics counted from the start. */
async function throttled<T>(browser: Browser, measure: (page: Page, cdp: CDPSession) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    return await measure(page, cdp);
  } finally {
    await context.close();
  }
}

/** Loaded and ready: React hydrated (and the carousel started) or the inline script has run. */
async function settled(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  if ((await page.locator('[data-banner="carousel"]').count()) > 0)
    await page.locator('.slick-slider.slick-initialized').waitFor({ timeout: 30_000 });
  // Not 'networkidle': the developer platform's frame (another site, unreachable here) can keep
  // the network busy for as long as its host takes to refuse.
  await page.waitForLoadState('load');
}

const measurePage = (browser: Browser, origin: string, clientDir: string, path: string) =>
  throttled(browser, async (page, cdp) => {
    await page.goto(`${origin}${path}`);
    await settled(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    return {
      scriptMs: metric('ScriptDuration'),
      taskMs: metric('TaskDuration'),
      scripts: scripts.length,
      scriptBytes: scripts.reduce((sum, pathname) => sum + gzipped(join(clientDir, pathname)), 0),
    };
  });

/** Records in each new document when `<html data-hydrated>` appears (before any page script runs). */
function recordReady() {
  const record = window as unknown as { __benchReadyAt?: number };
  new MutationObserver(() => {
    if (record.__benchReadyAt === undefined && document.documentElement.hasAttribute('data-hydrated'))
      record.__benchReadyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** A full page load from `from` through its link to `to` (nav items carry `?id=`): the new document's own clock. */
const measureNavigation = (browser: Browser, origin: string, from: string, to: string) =>
  throttled(browser, async (page) => {
    await page.addInitScript(recordReady);
    await page.goto(`${origin}${from}`);
    await settled(page);
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) =>
        anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent ?? '' })),
      );
    const link = links.find((candidate) => new URL(candidate.href, 'http://site.test').pathname === to);
    if (!link) throw new Error(`no link to ${to}`);
    await page.locator(`a[href="${link.href}"]`).first().click();
    await page.waitForURL((url) => url.pathname === to);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const timing = await page.evaluate(() => ({
      shown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ready: (window as unknown as { __benchReadyAt?: number }).__benchReadyAt ?? Number.NaN,
    }));
    return { text: link.text.trim(), ...timing };
  });

export const benchScripting = (clientDir: string, runs: number, log: Log) =>
  withNginx({ root: clientDir, accessLog: false }, (origin) =>
    withChromium(['--disable-gpu', '--disable-background-networking', '--no-first-run'], async (browser) => {
      const pages = [];
      for (const { route, path } of PAGES) {
        const results = await repeat(runs, () => measurePage(browser, origin, clientDir, path));
        const scriptMs = median(results.map((run) => run.scriptMs));
        pages.push({
          route,
          /** Medians over the runs, ms: JavaScript, and all main-thread tasks (script, style, layout, paint). */
          scriptMs,
          taskMs: median(results.map((run) => run.taskMs)),
          scripts: results[0]?.scripts ?? 0,
          scriptBytes: results[0]?.scriptBytes ?? 0,
          runs: results.map((run) => run.scriptMs),
        });
        log(`[scripting] ${route}: script ${scriptMs.toFixed(0)} ms at ${CPU_SLOWDOWN}× CPU`);
      }
      const navigations = [];
      for (const { from, to } of NAVIGATIONS) {
        const results = await repeat(runs, () => measureNavigation(browser, origin, from, to));
        const shownMs = median(results.map((run) => run.shown));
        const readyMs = median(results.map((run) => run.ready));
        navigations.push({
          from,
          to,
          link: results[0]?.text ?? '',
          shownMs,
          readyMs,
          runs: results.map((run) => run.shown),
        });
        log(
          `[navigation] ${from} → ${to} (full page load): shown ${shownMs.toFixed(0)} ms, ready ${readyMs.toFixed(0)} ms`,
        );
      }
      return { runs, pages, navigations };
    }),
  );
