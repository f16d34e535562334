/**
 * Full-page screenshots of both sides in one Chromium. Everything that could differ between
 * two loads of an unchanged page is settled first (hydration, fonts, lazy images, network,
 * motion), so the same page gives the same pixels.
 */
import { chromium, type BrowserContext } from '@playwright/test';
import type { ReviewPage, Width } from './pages';
import { diffScreenshots } from './pixelDiff';

/**
 * Pages open at once. Much of a shot is waiting (network idle is 500 ms of silence), so on
 * 2 cores 4 pages took 24–28 s for the whole site, 3 took 28–34 s and 2 took 34–47 s.
 */
const CONCURRENT_PAGES = 4;
/** Only the width matters for a full-page screenshot; the height is what a laptop shows. */
const VIEWPORT_HEIGHT = 900;
const PAGE_TIMEOUT_MS = 30_000;
/**
 * Chromium sometimes paints part of a full-page capture late on a busy machine (the first
 * screen repeated down the page, a photo blank or drawn with its draft scaling). A shot counts
 * once two captures in a row are equal; the waits between retries grow like Playwright's own
 * `toHaveScreenshot` retries.
 */
const RECAPTURE_DELAYS_MS = [0, 100, 250, 500, 1000];

export interface Shot {
  readonly png: Buffer;
  /** HTTP status of the page; a route missing on one side shows as 404. */
  readonly status: number;
  readonly title: string;
  /** False when no two captures in a row were equal: the page may move by itself. */
  readonly stable: boolean;
}

export interface ShotRequest {
  readonly side: 'base' | 'head';
  readonly origin: string;
  readonly page: ReviewPage;
  readonly width: Width;
}

export const shotKey = (side: string, pageId: string, width: number) => `${side}:${pageId}:${width}`;

export async function takeScreenshots(requests: readonly ShotRequest[]): Promise<Map<string, Shot>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--hide-scrollbars'],
  });
  try {
    // One context per width, shared by both sides: the site keeps no cookies or storage, and
    // the two sides are different origins anyway. A fresh context per shot cost ~0.3 s each.
    const contexts = new Map<number, Promise<BrowserContext>>();
    const contextFor = (width: number) => {
      const context =
        contexts.get(width) ??
        browser.newContext({
          viewport: { width, height: VIEWPORT_HEIGHT },
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
          locale: 'zh-CN',
          timezoneId: 'Asia/Shanghai',
        });
      contexts.set(width, context);
      return context;
    };
    const shots = new Map<string, Shot>();
    const queue = [...requests];
    const worker = async () => {
      for (let request = queue.shift(); request; request = queue.shift()) {
        const context = await contextFor(request.width);
        shots.set(shotKey(request.side, request.page.id, request.width), await screenshot(context, request));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_PAGES }, worker));
    return shots;
  } finally {
    await browser.close();
  }
}

async function screenshot(context: BrowserContext, { origin, page: target }: ShotRequest): Promise<Shot> {
  const page = await context.newPage();
  try {
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    // Other sites (the developer platform's frame) answer differently from run to run, or not at
    // all, which would hold the network busy: they get an empty page in both screenshots.
    await page.route(
      (url) => url.origin !== new URL(origin).origin,
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );
    const response = await page.goto(`${origin}${target.requestPath}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(async () => {
      await document.fonts.ready;
      const images = [...document.images];
      // Lazy images below the first screen would never load; async decoding lets a capture paint them blank.
      for (const image of images) {
        image.loading = 'eager';
        image.decoding = 'sync';
      }
      await Promise.all(
        images.map((image) =>
          image.complete
            ? undefined
            : new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                image.addEventListener('error', done, { once: true });
              }),
        ),
      );
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    // Code that arrives after hydration (the carousel) usually settles here; if not, the repeated
    // captures below still wait for two identical ones.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const capture = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', type: 'png' });
    let png = await capture();
    let stable = false;
    for (const delay of RECAPTURE_DELAYS_MS) {
      if (stable) break;
      await page.waitForTimeout(delay);
      const next = await capture();
      // Equal bytes, or pixels that pixelmatch calls equal (it ignores anti-aliasing noise).
      stable = next.equals(png) || (await diffScreenshots(png, next)).differing === 0;
      png = next;
    }
    return { png, status: response?.status() ?? 0, title: await page.title(), stable };
  } finally {
    await page.close();
  }
}
