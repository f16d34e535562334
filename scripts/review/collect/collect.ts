/**
 * Collect stage: opens every page of both sides in one Chromium and records what a visitor
 * can get (see `snapshot.ts`): the pre-rendered page with JavaScript off, and at each width
 * the hydrated page's facts, a full-page screenshot with the position of each band, and every
 * state reachable by interaction. Effects only; judging is for `compare.ts`. This file shares
 * the pages out among workers; `readPage.ts` reads one page.
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { ReviewPage } from './pages';
import { readNoJs, readView } from './readPage';
import type { Facts, PageSnapshot, SiteSnapshot, WidthCapture } from '../types';

/**
 * Pages open at once. Much of a page is waiting (images, fonts, network), so on 2 cores 4
 * pages took 24–28 s for the whole site, 3 took 28–34 s and 2 took 34–47 s (before states).
 */
const CONCURRENT_PAGES = 4;
/** Only the width matters for a full-page screenshot; the height is what a laptop shows. */
const VIEWPORT_HEIGHT = 900;

export interface SideRequest {
  readonly side: 'base' | 'head';
  readonly origin: string;
}

type Job =
  | { readonly side: SideRequest; readonly page: ReviewPage; readonly width: number }
  | { readonly side: SideRequest; readonly page: ReviewPage; readonly width: 'no-js' };

export async function collectSites(
  sides: readonly SideRequest[],
  pages: readonly ReviewPage[],
  widths: readonly number[],
): Promise<Map<string, SiteSnapshot>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--hide-scrollbars'],
  });
  try {
    const contexts = contextsOf(browser);
    const views = new Map<string, WidthCapture>();
    const noJs = new Map<string, { facts: Facts; status: number; hydrates: boolean }>();
    // Longest first (the home page has the most states), so no worker is left with it at the end.
    const jobs: Job[] = sides.flatMap((side) =>
      pages.flatMap((page) => [
        ...widths.map((width) => ({ side, page, width })),
        { side, page, width: 'no-js' as const },
      ]),
    );
    jobs.sort((a, b) => Number(b.page.requestPath === '/') - Number(a.page.requestPath === '/'));
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const key = `${job.side.side}:${job.page.id}`;
        if (job.width === 'no-js') noJs.set(key, await readNoJs(await contexts('no-js'), job.side.origin, job.page));
        else
          views.set(
            `${key}:${job.width}`,
            await readView(await contexts(job.width), job.side.origin, job.page, job.width),
          );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
    return new Map(
      sides.map(({ side }) => [
        side,
        new Map(
          pages.map((page): [string, PageSnapshot] => {
            const bare = noJs.get(`${side}:${page.id}`);
            return [
              page.id,
              {
                id: page.id,
                status: bare?.status ?? 0,
                hydrates: bare?.hydrates ?? false,
                noJs: bare?.facts ?? { head: {}, text: [], names: [], links: [], images: [] },
                widths: widths.map((width) => views.get(`${side}:${page.id}:${width}`) as WidthCapture),
              },
            ];
          }),
        ),
      ]),
    );
  } finally {
    await browser.close();
  }
}

/** One context per width (and one without JavaScript), shared by both sides: different origins. */
function contextsOf(browser: Browser) {
  const contexts = new Map<number | 'no-js', Promise<BrowserContext>>();
  return (width: number | 'no-js') => {
    const context =
      contexts.get(width) ??
      browser.newContext({
        viewport: { width: width === 'no-js' ? 1440 : width, height: VIEWPORT_HEIGHT },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        javaScriptEnabled: width !== 'no-js',
      });
    contexts.set(width, context);
    return context;
  };
}
