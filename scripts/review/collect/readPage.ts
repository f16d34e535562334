/** One page read once (collect stage): without JavaScript its facts; at a width the hydrated page's, each band a picture. */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';
import { hiddenStates } from './hiddenStates';
import type { ReviewRoute } from './pages';
import { pageFacts, sectionBands } from './pageScripts';
import type { WidthCapture } from '../types';

const PAGE_TIMEOUT_MS = 30_000;
/** Screenshots taken after the first, at most, waiting for two equal ones in a row. */
const STILL_ATTEMPTS = 4;
/** How long a part may say it is loading (aria-busy) before the page is taken as it is. */
const BUSY_WAIT_MS = 10_000;

/**
 * A picture's file name, the same on both sides for the same thing, so the comparer pairs them by
 * name: page, width, then the key made safe for a file name (keys hold headings editors wrote) and
 * a hash of the whole key, so two headings that read alike there stay two files.
 */
export function pictureName(pageId: string, width: number, key: string): string {
  const readable = key
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return `${pageId}/${width}/${readable || 'section'}-${hash}.png`;
}

/**
 * A picture written under its name in its side's folder. Light compression: at sharp's default a
 * home page's bands took 1.4 s to write, at this level 0.16 s for files a quarter larger.
 */
export async function savePicture(dir: string, file: string, picture: Buffer | Sharp): Promise<void> {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  if (Buffer.isBuffer(picture)) writeFileSync(join(dir, file), picture);
  else await picture.png({ compressionLevel: 2 }).toFile(join(dir, file));
}

async function open(context: BrowserContext, origin: string, target: ReviewRoute) {
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  // Other sites (the developer platform's frame) answer differently from run to run, or not at
  // all: they get an empty page on both sides.
  await page.route(
    (url) => url.origin !== new URL(origin).origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  const response = await page.goto(`${origin}${target.requestPath}`);
  // Read from the served HTML, not the live page: hydration removes React Router's module script,
  // so a page that hydrated quickly would look like one that never does and lose its states.
  const hydrates = /<script type="module"/.test((await response?.text()) ?? '');
  return { page, status: response?.status() ?? 0, hydrates };
}

export async function readNoJs(context: BrowserContext, origin: string, target: ReviewRoute) {
  const { page, status, hydrates } = await open(context, origin, target);
  try {
    return { status, hydrates, noJs: await page.evaluate(pageFacts) };
  } finally {
    await page.close();
  }
}

/** The page at `width`: its facts, each band cut from one full-page screenshot into `dir`, its hidden states. */
export async function readView(
  context: BrowserContext,
  origin: string,
  target: ReviewRoute,
  width: number,
  dir: string,
): Promise<WidthCapture> {
  const { page, hydrates } = await open(context, origin, target);
  try {
    // Text pages ship no JavaScript: only a page with module scripts ever says it hydrated.
    if (hydrates) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    const bands = await page.evaluate(sectionBands);
    const png = await stillPicture(page);
    // Decoded once for all its bands.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const { width: shotWidth, height } = info;
    const sections = bands.flatMap((band) => {
      const top = Math.min(band.top, height);
      const cut = Math.min(band.height, height - top);
      return cut > 0 ? [{ ...band, top, height: cut, file: pictureName(target.id, width, band.key) }] : [];
    });
    for (const { top, height: cut, file } of sections)
      await savePicture(dir, file, sharp(data, { raw: info }).extract({ left: 0, top, width: shotWidth, height: cut }));
    const facts = await page.evaluate(pageFacts);
    const picture = async (id: string, element: Locator) => {
      const file = pictureName(target.id, width, `state-${id}`);
      await savePicture(dir, file, await element.screenshot({ animations: 'disabled', caret: 'hide' }));
      return file;
    };
    const states = hydrates ? await hiddenStates(page, picture) : [];
    return { width, sections, facts, states };
  } finally {
    await page.close();
  }
}

/**
 * A full-page screenshot once two in a row are the same bytes, as Playwright's own screenshot
 * assertion waits: on a busy machine Chromium sometimes paints part of a page late.
 */
async function stillPicture(page: Page): Promise<Buffer> {
  const shoot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', type: 'png' });
  let png = await shoot();
  for (let attempt = 0; attempt < STILL_ATTEMPTS; attempt++) {
    const next = await shoot();
    if (next.equals(png)) break;
    png = next;
  }
  return png;
}

/** Fonts, every image (lazy ones too) loaded and decoded, nothing still saying it loads, and the network quiet. */
async function settle(page: Page): Promise<void> {
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
  // A part that loads after hydration says so while it does (the documentation frame's mask).
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: BUSY_WAIT_MS })
    .catch(() => undefined);
  // Code that arrives after hydration (the carousel) settles here.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}
