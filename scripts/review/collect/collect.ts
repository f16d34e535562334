/**
 * Collect stage (effects only): serves both sides' builds and records what a visitor can get of
 * every page (`PageSnapshot`) in one Chromium. This file shares the pages out among workers;
 * `readPage.ts` reads one page.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import sirv from 'sirv';
import { REVIEW_ROUTES, WIDTHS } from './pages';
import { readNoJs, readView } from './readPage';
import type { PageSnapshot, SiteSnapshot, WidthCapture } from '../types';
import { chromiumPath } from '../../shared/chromium';

/**
 * Pages open at once. Much of a page is waiting (images, fonts, network), so on 2 cores 4
 * pages took 24–28 s for the whole site, 3 took 28–34 s and 2 took 34–47 s (before states).
 */
const CONCURRENT_PAGES = 4;
/** Only the width matters for a full-page screenshot; the height is what a laptop shows. */
const VIEWPORT_HEIGHT = 900;
const VIEWS = [...WIDTHS, 'no-js' as const];

/** Every page of each built `client` folder, in the order given; each side's pictures go to its own folder of `pictures`. */
export async function collectSites(clients: readonly string[], pictures: readonly string[]): Promise<SiteSnapshot[]> {
  const servers = await Promise.all(clients.map(serveStatic));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--hide-scrollbars'],
  });
  try {
    // One context per width and one without JavaScript, shared by both sides (different origins).
    const contexts = new Map<(typeof VIEWS)[number], BrowserContext>();
    for (const view of VIEWS) {
      const viewport = { width: view === 'no-js' ? 1440 : view, height: VIEWPORT_HEIGHT };
      const settings = {
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
      } as const;
      contexts.set(view, await browser.newContext({ viewport, ...settings, javaScriptEnabled: view !== 'no-js' }));
    }
    const jobs = servers.flatMap(({ origin }, side) =>
      REVIEW_ROUTES.flatMap((page) => VIEWS.map((view) => ({ side, origin, page, view }))),
    );
    // Longest first (the home page has the most states), so no worker is left with it at the end.
    jobs.sort((a, b) => Number(b.page.requestPath === '/') - Number(a.page.requestPath === '/'));
    const noJs = new Map<string, Awaited<ReturnType<typeof readNoJs>>>();
    const views = new Map<string, WidthCapture>();
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const key = `${job.side}:${job.page.id}`;
        const context = contexts.get(job.view) as BrowserContext;
        if (job.view === 'no-js') noJs.set(key, await readNoJs(context, job.origin, job.page));
        else {
          const view = await readView(context, job.origin, job.page, job.view, pictures[job.side] as string);
          views.set(`${key}:${job.view}`, view);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
    return servers.map(
      (_, side) =>
        new Map(
          REVIEW_ROUTES.map((page): [string, PageSnapshot] => {
            const key = `${side}:${page.id}`;
            const widths = WIDTHS.map((width) => views.get(`${key}:${width}`) as WidthCapture);
            return [page.id, { id: page.id, ...(noJs.get(key) as Awaited<ReturnType<typeof readNoJs>>), widths }];
          }),
        ),
    );
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

/**
 * Serves a built `client` folder like `scripts/build/serve.ts` does (each route's pre-rendered file,
 * the 404 page with status 404 for anything else), in process and on a free port.
 */
async function serveStatic(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const files = sirv(root, { dev: true });
  const server = createServer((request, response) =>
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(readFileSync(join(root, '404', 'index.html')));
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((done) => server.close(() => done()));
  };
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
}
