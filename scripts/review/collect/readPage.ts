/** One page read once (collect stage): without JavaScript its facts; at a width the hydrated page's. */
import type { BrowserContext, Page } from '@playwright/test';
import { hiddenStates } from './hiddenStates';
import type { ReviewRoute } from './pages';
import { ALIGN_SCRIPT, FACTS_SCRIPT, SECTIONS_SCRIPT } from './pageScripts';
import { stableCapture } from './stableCapture';
import type { Facts, SectionBox } from '../types';

const PAGE_TIMEOUT_MS = 30_000;

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
    return { status, hydrates, noJs: (await page.evaluate(FACTS_SCRIPT)) as Facts };
  } finally {
    await page.close();
  }
}

export async function readView(context: BrowserContext, origin: string, target: ReviewRoute, width: number) {
  const { page, hydrates } = await open(context, origin, target);
  try {
    // Text pages ship no JavaScript: only a page with module scripts ever says it hydrated.
    if (hydrates) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    await page.evaluate(ALIGN_SCRIPT);
    const { png, stable } = await stableCapture(() =>
      page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', type: 'png' }),
    );
    const sections = (await page.evaluate(SECTIONS_SCRIPT)) as SectionBox[];
    const facts = (await page.evaluate(FACTS_SCRIPT)) as Facts;
    const states = hydrates ? await hiddenStates(page) : [];
    return { width, png, stable, sections, facts, states };
  } finally {
    await page.close();
  }
}

/** Fonts, every image (lazy ones too) loaded and decoded, and the network quiet. */
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
  // Code that arrives after hydration (the carousel) usually settles here; if not, the repeated
  // captures still wait for two identical ones.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}
