/**
 * Collect stage: opens every page of both sides in one Chromium and records what a visitor
 * can get (see `snapshot.ts`): the pre-rendered page with JavaScript off, and at each width
 * the hydrated page's facts, a full-page screenshot with the position of each band, and every
 * state reachable by interaction. Effects only; judging is for `compare.ts`.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ReviewPage } from './pages';
import { ALIGN_SCRIPT, elementText, FACTS_SCRIPT, SECTIONS_SCRIPT, shownSlide } from './pageScripts';
import { samePixels } from '../compare/raster';
import type { Facts, PageSnapshot, SectionBox, SiteSnapshot, StateCapture, WidthCapture } from './snapshot';

/**
 * Pages open at once. Much of a page is waiting (images, fonts, network), so on 2 cores 4
 * pages took 24–28 s for the whole site, 3 took 28–34 s and 2 took 34–47 s (before states).
 */
const CONCURRENT_PAGES = 4;
/** Only the width matters for a full-page screenshot; the height is what a laptop shows. */
const VIEWPORT_HEIGHT = 900;
const PAGE_TIMEOUT_MS = 30_000;
/**
 * Chromium sometimes paints part of a capture late on a busy machine. A shot counts once two
 * captures in a row are equal; the waits grow like Playwright's own `toHaveScreenshot` retries.
 */
const RECAPTURE_DELAYS_MS = [0, 100, 250, 500, 1000];
/** The sub-nav highlight follows scrolling through an observer; past this it is read as it is. */
const HIGHLIGHT_WAIT_MS = 2_000;
/** The carousel's pause/play button (DESIGN §9); every other button of the carousel is a dot. */
const CAROUSEL_CONTROL_NAMES = ['暂停', '播放'];

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

async function open(
  context: BrowserContext,
  origin: string,
  target: ReviewPage,
): Promise<{ page: Page; status: number; hydrates: boolean }> {
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

async function readNoJs(context: BrowserContext, origin: string, target: ReviewPage) {
  const { page, status, hydrates } = await open(context, origin, target);
  try {
    return { facts: (await page.evaluate(FACTS_SCRIPT)) as Facts, status, hydrates };
  } finally {
    await page.close();
  }
}

async function readView(
  context: BrowserContext,
  origin: string,
  target: ReviewPage,
  width: number,
): Promise<WidthCapture> {
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
    const states = hydrates
      ? [...(await carouselStates(page)), ...(await cardStates(page)), ...(await subNavStates(page))]
      : [];
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

async function stableCapture(capture: () => Promise<Buffer>): Promise<{ png: Buffer; stable: boolean }> {
  let png = await capture();
  for (const delay of RECAPTURE_DELAYS_MS) {
    await new Promise((done) => setTimeout(done, delay));
    const next = await capture();
    if (await samePixels(png, next)) return { png: next, stable: true };
    png = next;
  }
  return { png, stable: false };
}

/** Slides 2…n, each after its dot was pressed (slide 1 is the page's first state). Keyboard only: a mouse would hover things. */
async function carouselStates(page: Page): Promise<StateCapture[]> {
  const banner = page.locator('[data-banner="carousel"]');
  if (!(await banner.count())) return [];
  const labels = await banner
    .locator('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const dots = labels.flatMap((label, index) => (CAROUSEL_CONTROL_NAMES.includes(label) ? [] : [index]));
  const states: StateCapture[] = [];
  for (const [slide, index] of dots.entries()) {
    if (slide === 0) continue;
    const dot = banner.locator('button').nth(index);
    await dot.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (i) => document.querySelectorAll('[data-banner="carousel"] button')[i]?.getAttribute('aria-current') === 'true',
      index,
    );
    const { png } = await stableCapture(() => banner.screenshot({ animations: 'disabled', caret: 'hide' }));
    const slideHandle = await banner.evaluateHandle(shownSlide);
    const shown = slideHandle.asElement();
    const text = shown ? await shown.evaluate(elementText) : [];
    await slideHandle.dispose();
    states.push({ id: `slide-${slide + 1}`, label: `轮播第 ${slide + 1} 张 (carousel slide ${slide + 1})`, text, png });
  }
  return states;
}

/** Each business card expanded, by keyboard focus (the same state as hover and tap, DESIGN §4). */
async function cardStates(page: Page): Promise<StateCapture[]> {
  const cards = page.locator('[data-state]');
  const count = await cards.count();
  const states: StateCapture[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const toggle = card.locator('button[aria-expanded]');
    if (!(await toggle.count())) continue;
    await toggle.focus();
    await page.waitForFunction(
      (i) => document.querySelectorAll('[data-state]')[i]?.getAttribute('data-state') === 'expanded',
      index,
    );
    const { png } = await stableCapture(() =>
      card.locator('xpath=..').screenshot({ animations: 'disabled', caret: 'hide' }),
    );
    const text = await card.evaluate(elementText);
    states.push({
      id: `card-${index + 1}`,
      label: `业务卡片 ${index + 1} 展开 (card ${index + 1} expanded)`,
      text,
      png,
    });
  }
  if (count) await page.evaluate('document.activeElement && document.activeElement.blur()');
  return states;
}

/** Each sub-nav entry followed: where it leads, what is highlighted and what has the focus. */
async function subNavStates(page: Page): Promise<StateCapture[]> {
  const links = page.locator('main nav a[href^="#"]');
  const count = await links.count();
  const states: StateCapture[] = [];
  for (let index = 0; index < count; index++) {
    const link = links.nth(index);
    const href = (await link.getAttribute('href')) ?? '';
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((hash) => window.location.hash === hash, href);
    await page
      .waitForFunction(
        (i) => document.querySelectorAll('main nav a[href^="#"]')[i]?.getAttribute('aria-current') === 'true',
        index,
        {
          timeout: HIGHLIGHT_WAIT_MS,
        },
      )
      .catch(() => undefined);
    const text = (await page.evaluate(`(() => {
      const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
      const active = document.querySelector('main nav a[aria-current="true"]');
      return ['地址 (address) ' + window.location.hash, '高亮 (highlighted) ' + clean(active && active.textContent), '焦点 (focus) ' + clean(document.activeElement && document.activeElement.textContent)];
    })()`)) as string[];
    // No picture: the section itself is compared band by band already.
    states.push({ id: `subnav-${href.slice(1)}`, label: `子导航 ${await link.innerText()} (sub-nav ${href})`, text });
  }
  return states;
}
