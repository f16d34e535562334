/**
 * Keyboard, focus, headings and motion across the site: a skip link first,
 * every interactive element reachable with Tab in document order and showing a focus ring, one
 * `<h1>` and no skipped heading levels, no motion under reduced-motion, and the widgets that
 * react to the mouse (carousel, sub-nav, nav) worked with keys alone.
 */
import type { Page } from '@playwright/test';
import type { BusinessIntroContent } from '../../src/content/schemas/businessIntro';
import {
  expect,
  fillPlaceholders,
  mainNav,
  NAV_ITEMS,
  PAUSE,
  PLAY,
  readPage,
  readSite,
  ROUTE_NAMES,
  ROUTES,
  test,
  visit,
} from './fixtures';

const site = readSite();
const PAGES = [...ROUTE_NAMES.map((name) => ROUTES[name].path), '/no-such-page'];

/** What the focused element is and whether it shows a focus indicator. */
interface FocusStop {
  /** Focused before in this walk: focus has come back round. */
  seen: boolean;
  description: string;
  ring: boolean;
}

/**
 * The focused element, marked `data-tab-stop` with its place in the walk. Its position in the
 * document is read once the walk is over (stopPositions): the page may still change while Tab
 * moves on (the developer frame's loading mask leaves the DOM 400 ms after its load ends), and a
 * position read mid-walk would no longer match the page's (seen on CI: a footer link "never reached").
 */
async function focusStop(page: Page, place: number): Promise<FocusStop | null> {
  return page.evaluate(async (place) => {
    // Two frames: long enough for a ring drawn by a focus handler (the developer frame's) to render.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const seen = element.hasAttribute('data-tab-stop');
    if (!seen) element.setAttribute('data-tab-stop', String(place));
    const ringOn = (target: Element | null) => {
      if (!target) return false;
      const style = getComputedStyle(target);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    };
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
    return {
      seen,
      description: `<${element.tagName.toLowerCase()}> ${name}`,
      // Focus inside a frame's cross-origin page cannot be styled on the iframe itself; its box shows it.
      ring: ringOn(element) || (element.tagName === 'IFRAME' && ringOn(element.parentElement)),
    };
  }, place);
}

/** Where each stop of the walk stands in the document now, in the order Tab reached them. */
const stopPositions = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return [...document.querySelectorAll<HTMLElement>('[data-tab-stop]')]
      .sort((a, b) => Number(a.dataset.tabStop) - Number(b.dataset.tabStop))
      .map((element) => `${all.indexOf(element)}`);
  });

/** Every element a keyboard user should be able to reach: visible, enabled, not taken out of the Tab order. */
async function reachable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, iframe, [tabindex]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => !element.closest('[inert], [aria-hidden="true"]'))
      .map((element) => `${[...document.querySelectorAll('*')].indexOf(element)}`);
  });
}

/** Presses Tab until focus comes back round (or leaves the page), collecting each stop. */
async function tabThrough(page: Page): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < 200; presses++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page, presses);
    if (!stop || stop.seen) break;
    stops.push(stop);
  }
  return stops;
}

/** One h1, first, and no heading level skipped among the visible headings. */
async function expectHeadingOutline(page: Page): Promise<void> {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName[1])),
    );
  expect(
    levels.filter((level) => level === 1),
    'h1 count',
  ).toHaveLength(1);
  expect(levels[0], 'the first heading is the h1').toBe(1);
  const jumps = levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 1) + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  );
  expect(jumps, 'heading levels skipped').toEqual([]);
}

/** Under prefers-reduced-motion: no transition or animation anywhere, no smooth scrolling. */
async function expectNothingMoves(page: Page): Promise<void> {
  const moving = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      const longest = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) || 0));
      const seconds = Math.max(longest(style.transitionDuration), longest(style.animationDuration));
      return seconds > 0.001 ? [`${element.tagName.toLowerCase()}.${element.className}: ${seconds}s`] : [];
    }),
  );
  expect(moving, 'moving under prefers-reduced-motion').toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
}

/** Visits `path` and Tabs through it: every interactive element once, in document order, each with a focus ring. */
async function expectFullTabWalk(page: Page, path: string, before?: () => Promise<void>): Promise<void> {
  await visit(page, path);
  await before?.();
  // The developer frame is created once its address has answered (DocFrame): an element that
  // appears behind a Tab walk already past its place would count as never reached.
  await expect(page.locator('[data-frame-status="loading"]')).toHaveCount(0, { timeout: 20_000 });
  const stops = await tabThrough(page);
  expect(stops[0]?.description, 'the skip link comes first').toContain(site.skipLink);
  expect(
    stops.filter((stop) => !stop.ring).map((stop) => stop.description),
    'stops without a visible focus ring',
  ).toEqual([]);
  const order = (await stopPositions(page)).map(Number);
  expect(order, 'focus follows the reading order').toEqual([...order].sort((a, b) => a - b));
  const reached = new Set(order.map(String));
  const missed = (await reachable(page)).filter((index) => !reached.has(index));
  expect(missed, 'interactive elements Tab never reached (document positions)').toEqual([]);
}

// At 1440 px the page is read under prefers-reduced-motion first (and its heading outline, the same
// at any width); at 390 px it moves as usual, so the walk meets the carousel running.
for (const width of [1440, 390]) {
  test.describe(`keyboard at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGES) {
      test.describe(path, () => {
        test.use({ allowDocument404: path === '/no-such-page' });

        const wide = width > 800;
        const title = wide
          ? 'one h1, no skipped heading level, nothing moves under reduced motion; Tab reaches every interactive element in order, each with a focus ring'
          : 'Tab reaches every interactive element in document order, each with a focus ring';
        test(title, async ({ page }) => {
          if (wide) await page.emulateMedia({ reducedMotion: 'reduce' });
          await expectFullTabWalk(
            page,
            path,
            wide
              ? async () => {
                  await expectNothingMoves(page);
                  await expectHeadingOutline(page);
                }
              : undefined,
          );
        });
      });
    }
  });
}

test("/document: Tab reaches every element while the frame's loading mask is still fading out", async ({ page }) => {
  // On a loaded machine the walk can reach the footer before the mask's 400 ms fade has ended, and
  // the mask then leaves the DOM mid-walk (CI's failure: the footer's phone link "never reached").
  // Here the fade ends exactly then: once the walk has reached a second footer element.
  await page.addInitScript(() => {
    const later = window.setTimeout;
    const held: TimerHandler[] = [];
    let footerStops = 0;
    document.addEventListener('focusin', (event) => {
      if ((event.target as Element).closest('footer') && ++footerStops === 2) for (const run of held) later(run, 0);
    });
    window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (ms !== 400) return later(run, ms, ...rest);
      held.push(run);
      return 0;
    }) as typeof window.setTimeout;
  });
  await expectFullTabWalk(page, '/document');
  await expect(page.locator('[data-loading-mask]'), 'the fade did end during the walk').toHaveCount(0);
});

test('the skip link appears on focus and moves focus to the main content', async ({ page }) => {
  await visit(page, ROUTES.businessIntro.path);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.skipLink, exact: true });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
  expect(inMain, 'the next Tab continues inside the main content').toBe(true);
});

test('the main nav works with Enter', async ({ page }) => {
  await visit(page, ROUTES.homePage.path);
  const target = NAV_ITEMS[3];
  await mainNav(page).getByRole('link', { name: target.label, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === target.href);
  await expect(
    mainNav(page).getByRole('link', { name: target.label, exact: true }),
    'the nav marks the page it opened',
  ).toHaveAttribute('aria-current', 'page');
});

test('the carousel is worked with keys alone: pause/play and the dots', async ({ page }) => {
  await visit(page, ROUTES.homePage.path);
  const carousel = page.locator('[data-banner="carousel"]');
  await carousel.getByRole('button', { name: PAUSE, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: PLAY, exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('button', { name: PAUSE, exact: true })).toBeFocused();

  const last = site.carousel.slides.length;
  const lastDot = carousel.getByRole('button', {
    name: fillPlaceholders(site.carousel.dotLabel, { n: last }),
    exact: true,
  });
  await lastDot.focus();
  await page.keyboard.press('Enter');
  await expect(lastDot).toHaveAttribute('aria-current', 'true');
  await expect(carousel.locator('.slick-slide.slick-active [aria-roledescription="slide"]')).toHaveAttribute(
    'aria-label',
    fillPlaceholders(site.carousel.slideLabel, { n: last, total: last }),
  );
});

test('a sub-nav entry chosen with Enter takes focus to its section heading', async ({ page }) => {
  const business = readPage('businessIntro') as unknown as BusinessIntroContent & {
    title: string;
    description: string;
  };
  const target = business.sections[2];
  if (!target) throw new Error('content/pages/businessIntro.mdx needs at least three sections for this test');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, ROUTES.businessIntro.path);
  const subNav = page.getByRole('navigation', { name: business.subnavLabel, exact: true });
  await subNav.getByRole('link', { name: target.navLabel, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: target.title, exact: true })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${target.anchor}`);
});
