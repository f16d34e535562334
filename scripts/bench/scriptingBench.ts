/**
 * Main-thread work at 4× CPU slowdown (Chrome DevTools Protocol `Emulation.setCPUThrottlingRate`
 * and `Performance.getMetrics`) on every page of the built site served by nginx, the JavaScript
 * each page fetched on arrival, and how fast moving between pages is (every link is a full page
 * load: the built site has no client-side router, src/site/islands). Collect only: the section is
 * rendered by scriptingReport.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { startNginx } from '../nginx/startNginx';
import { median } from './budgets';
import { PAGES } from './buildBench';
import { chromePath } from './lighthouseBench';

export const CPU_SLOWDOWN = 4;

export interface PageScripting {
  route: string;
  /** Medians over the runs, ms: JavaScript, and all main-thread tasks (script, style, layout, paint). */
  scriptMs: number;
  taskMs: number;
  /** How many script files the page fetched, and their gzip size (level 9, as served) in bytes. */
  scripts: number;
  scriptBytes: number;
  runs: number[];
}

export interface NavigationTiming {
  from: string;
  to: string;
  /** The link followed, by its visible text. */
  link: string;
  kind: 'full page load';
  /** Median ms from the click to the new page's first paint with its new heading. */
  shownMs: number;
  /** Median ms from the click until the new page is ready (hydrated, or its inline script run). */
  readyMs: number;
  runs: number[];
}

export interface ScriptingResult {
  runs: number;
  pages: PageScripting[];
  navigations: NavigationTiming[];
}

/** Links followed for the navigation figures (visible texts from content, read from the page). */
const NAVIGATIONS: { from: string; to: string; kind: NavigationTiming['kind'] }[] = [
  { from: '/recruitment', to: '/supplierEn', kind: 'full page load' },
  { from: '/supplierEn', to: '/contactUs', kind: 'full page load' },
  { from: '/contactUs', to: '/businessIntro', kind: 'full page load' },
  { from: '/', to: '/businessIntro', kind: 'full page load' },
];

/** A fresh page at 4× CPU slowdown, its performance metrics counted from the start. */
export async function throttled(
  browser: Browser,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  return {
    page,
    cdp,
    close: async () => {
      await context.close();
    },
  };
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

async function measurePage(browser: Browser, origin: string, clientDir: string, path: string) {
  const { page, cdp, close } = await throttled(browser);
  try {
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
    const scriptBytes = scripts.reduce(
      (sum, pathname) => sum + gzipSync(readFileSync(join(clientDir, pathname)), { level: 9 }).length,
      0,
    );
    return { scriptMs: metric('ScriptDuration'), taskMs: metric('TaskDuration'), scripts: scripts.length, scriptBytes };
  } finally {
    await close();
  }
}

/** The href a page's link to `to` has (nav items carry `?id=`, other links do not). */
async function linkTo(page: Page, to: string) {
  const links = await page
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent ?? '' })),
    );
  const link = links.find((candidate) => new URL(candidate.href, 'http://site.test').pathname === to);
  if (!link) throw new Error(`no link to ${to}`);
  return link;
}

/** Records in each new document when `<html data-hydrated>` appears (before any page script runs). */
function recordReady() {
  const record = window as unknown as { __benchReadyAt?: number };
  new MutationObserver(() => {
    if (record.__benchReadyAt === undefined && document.documentElement.hasAttribute('data-hydrated'))
      record.__benchReadyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Full page load: first paint and readiness of the new document, on its own clock (it starts at the navigation). */
async function fullLoad(page: Page, href: string, to: string) {
  await page.locator(`a[href="${href}"]`).first().click();
  await page.waitForURL((url) => url.pathname === to);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
  return page.evaluate(() => ({
    shown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    ready: (window as unknown as { __benchReadyAt?: number }).__benchReadyAt ?? Number.NaN,
  }));
}

async function measureNavigation(browser: Browser, origin: string, from: string, to: string) {
  const { page, close } = await throttled(browser);
  try {
    await page.addInitScript(recordReady);
    await page.goto(`${origin}${from}`);
    await settled(page);
    const link = await linkTo(page, to);
    const timing = await fullLoad(page, link.href, to);
    return { text: link.text.trim(), ...timing };
  } finally {
    await close();
  }
}

export async function benchScripting(options: { clientDir: string; runs: number; log: (line: string) => void }) {
  const nginx = await startNginx({ root: options.clientDir, accessLog: false });
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const pages: PageScripting[] = [];
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < options.runs; run++)
        runs.push(await measurePage(browser, nginx.origin, options.clientDir, page.path));
      const scriptMs = median(runs.map((run) => run.scriptMs));
      pages.push({
        route: page.route,
        scriptMs,
        taskMs: median(runs.map((run) => run.taskMs)),
        scripts: runs[0]?.scripts ?? 0,
        scriptBytes: runs[0]?.scriptBytes ?? 0,
        runs: runs.map((run) => run.scriptMs),
      });
      options.log(`[scripting] ${page.route}: script ${scriptMs.toFixed(0)} ms at ${CPU_SLOWDOWN}× CPU`);
    }
    const navigations: NavigationTiming[] = [];
    for (const { from, to, kind } of NAVIGATIONS) {
      const runs = [];
      for (let run = 0; run < options.runs; run++) runs.push(await measureNavigation(browser, nginx.origin, from, to));
      const shownMs = median(runs.map((run) => run.shown));
      const readyMs = median(runs.map((run) => run.ready));
      navigations.push({
        from,
        to,
        link: runs[0]?.text ?? '',
        kind,
        shownMs,
        readyMs,
        runs: runs.map((run) => run.shown),
      });
      options.log(
        `[navigation] ${from} → ${to} (${kind}): shown ${shownMs.toFixed(0)} ms, ready ${readyMs.toFixed(0)} ms`,
      );
    }
    return { runs: options.runs, pages, navigations } satisfies ScriptingResult;
  } finally {
    await browser.close();
    await nginx.stop();
  }
}
