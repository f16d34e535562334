/**
 * Checks that the Astro reference is the same page as ours: full-page screenshots after hydration
 * at a phone and a desktop width (reduced motion, so the carousel stands still), compared pixel by
 * pixel; and that both really hydrated: the carousel became react-slick, a card's toggle responds,
 * and nothing was logged as an error (a CSP refusal or a hydration mismatch would be).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { BUILDS, type Build, waitReady } from './ready';

export const SCREENSHOT_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

export interface PixelComparison {
  width: number;
  /** Full-page sizes, ours and Astro's. */
  sizes: Record<Build, string>;
  /** Pixels that differ at all (pixelmatch, threshold 0); all of them when the sizes differ. */
  differing: number;
  total: number;
}

export interface HydrationCheck {
  slickInitialized: boolean;
  /** The first card's toggle, clicked once hydrated: `aria-expanded` before → after. */
  toggle: string;
  errors: string[];
}

export interface SamePageResult {
  pixels: PixelComparison[];
  hydration: Record<Build, HydrationCheck>;
}

const TOGGLE = '[aria-controls="business-detail-0"]';

async function open(browser: Browser, url: string, build: Build, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await waitReady(page, build);
  // Every picture loaded and decoded, lazy ones too (a full-page screenshot scrolls nothing into
  // view; a `decoding="async"` picture can paint a frame after its load), fonts in: the
  // screenshot must not catch one still arriving.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // No named function in here: tsx would wrap it in a helper the page does not have.
    const decoded = images.map((image) =>
      (image.complete
        ? Promise.resolve()
        : new Promise((done) => {
            image.addEventListener('load', done, { once: true });
            image.addEventListener('error', done, { once: true });
          })
      ).then(() => image.decode().catch(() => undefined)),
    );
    await Promise.race([Promise.all(decoded), new Promise((done) => setTimeout(done, 10_000))]);
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  return { page, errors, close: () => context.close() };
}

const shot = (page: Page) => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function compare(screens: Record<Build, Buffer>, width: number, outDir: string): Promise<PixelComparison> {
  const ours = await rgba(screens.ours);
  const astro = await rgba(screens.astro);
  const sizes = { ours: `${ours.width}×${ours.height}`, astro: `${astro.width}×${astro.height}` };
  if (ours.width !== astro.width || ours.height !== astro.height)
    return { width, sizes, differing: ours.width * ours.height, total: ours.width * ours.height };
  const diff = Buffer.alloc(ours.data.length);
  const differing = pixelmatch(ours.data, astro.data, diff, ours.width, ours.height, { threshold: 0 });
  if (differing > 0)
    await sharp(diff, { raw: { width: ours.width, height: ours.height, channels: 4 } })
      .png()
      .toFile(join(outDir, `diff-${width}.png`));
  return { width, sizes, differing, total: ours.width * ours.height };
}

/** `origins`: where each build is served. Screenshots (and diffs, if any) go to `outDir`. */
export async function checkSamePage(
  browser: Browser,
  origins: Record<Build, string>,
  outDir: string,
): Promise<SamePageResult> {
  mkdirSync(outDir, { recursive: true });
  const pixels: PixelComparison[] = [];
  for (const viewport of SCREENSHOT_WIDTHS) {
    const screens = {} as Record<Build, Buffer>;
    for (const build of BUILDS) {
      const { page, close } = await open(browser, `${origins[build]}/`, build, viewport);
      screens[build] = await shot(page);
      writeFileSync(join(outDir, `${build}-${viewport.width}.png`), screens[build]);
      await close();
    }
    pixels.push(await compare(screens, viewport.width, outDir));
  }
  const hydration = {} as Record<Build, HydrationCheck>;
  for (const build of BUILDS) {
    const { page, errors, close } = await open(browser, `${origins[build]}/`, build, SCREENSHOT_WIDTHS[1]);
    const slickInitialized = (await page.locator('.slick-slider.slick-initialized').count()) > 0;
    const toggle = page.locator(TOGGLE);
    const before = await toggle.getAttribute('aria-expanded');
    // A click with no pointer or focus first: the toggle's own handler, not hovering, expands the card.
    await toggle.dispatchEvent('click');
    await page.waitForTimeout(100);
    const after = await toggle.getAttribute('aria-expanded');
    hydration[build] = { slickInitialized, toggle: `${before} → ${after}`, errors };
    await close();
  }
  return { pixels, hydration };
}

/** Whether the check passed: equal pixels at every width, both hydrated, no errors. */
export function samePageProblems(result: SamePageResult): string[] {
  const problems = result.pixels
    .filter((comparison) => comparison.differing > 0)
    .map((comparison) => `${comparison.width} px: ${comparison.differing} pixels differ`);
  for (const build of BUILDS) {
    const check = result.hydration[build];
    if (!check.slickInitialized) problems.push(`${build}: the carousel did not become react-slick`);
    if (check.toggle !== 'false → true') problems.push(`${build}: the card toggle went ${check.toggle}`);
    problems.push(...check.errors.map((error) => `${build}: ${error}`));
  }
  return problems;
}
