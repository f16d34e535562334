/**
 * Layout across the site: no WCAG 2.0/2.1 A/AA violations on wide and narrow screens, no horizontal
 * scrolling on phones (390 and 360 px, checked on the page axe has just read), and every page still
 * readable without JavaScript.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { HomePageContent } from '../../src/content/schemas/homePage';
import {
  expect,
  fillClaims,
  mainNav,
  NAV_ITEMS,
  PAUSE,
  PLAY,
  readPage,
  ROUTE_NAMES,
  ROUTES,
  test,
  visit,
  type RouteName,
} from './fixtures';

const NOT_FOUND_PATH = '/no-such-page';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const home = readPage('homePage') as unknown as HomePageContent & { title: string; description: string };
const headingOf = (name: RouteName | 'notFound') => fillClaims(readPage(name).heading);

/** Violations in a form that says what and where when the test fails. */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The page's width fits the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(innerWidth);
}

/** Axe on the page as it is now; on a phone, also no sideways scrolling at 390 and 360 px. */
async function expectAccessible(page: Page, width: number, label?: string) {
  expect(await axeViolations(page), label).toEqual([]);
  if (width < 800) for (const narrow of [390, 360]) await expectNoSidewaysScroll(page, narrow);
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const name of ROUTE_NAMES) {
      const { path } = ROUTES[name];
      const phone = width < 800 ? ' and does not scroll sideways at 390 or 360 px' : '';
      test(`${path} has no WCAG A/AA violations${phone}`, async ({ page }) => {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(name));
        if (name !== 'homePage') {
          await expectAccessible(page, width);
          return;
        }
        // The home carousel running on a wide screen, paused on a phone: each state is read once.
        const carousel = page.locator('[data-banner="carousel"]');
        await expect(carousel.locator('.slick-slider.slick-initialized')).toHaveCount(1);
        await expect(carousel.getByRole('button', { name: PAUSE, exact: true })).toBeVisible();
        if (width < 800) {
          await carousel.getByRole('button', { name: PAUSE, exact: true }).click();
          await expect(carousel.getByRole('button', { name: PLAY, exact: true })).toBeVisible();
          await page.mouse.move(0, 0);
        }
        await expectAccessible(page, width, width < 800 ? 'paused' : 'running');
      });
    }

    test.describe('the 404 page', () => {
      test.use({ allowDocument404: true });
      test('has no WCAG A/AA violations', async ({ page }) => {
        await visit(page, NOT_FOUND_PATH);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('notFound'));
        await expectAccessible(page, width);
      });
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const name of ROUTE_NAMES) {
    const { path } = ROUTES[name];
    test(`${path} shows its heading, the nav and its images`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.ok(), `status of ${path}`).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(name));

      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      for (const item of NAV_ITEMS) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', item.href);
      }

      // Without scripting nothing is lazy: every visible image has loaded, the first one included.
      const images = page.locator('img:visible');
      await expect(images.first()).toBeVisible();
      await expect
        .poll(() => images.first().evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
        .toBeGreaterThan(0);
      await expect
        .poll(() =>
          images.evaluateAll((list) =>
            (list as HTMLImageElement[])
              .filter((image) => !(image.complete && image.naturalWidth > 0))
              .map((image) => image.currentSrc || image.src),
          ),
        )
        .toEqual([]);

      // The business cards' details are in the page, not behind a hover that needs a script.
      if (name === 'homePage')
        for (const card of home.business.cards)
          await expect(page.getByText(fillClaims(card.detail), { exact: true })).toBeVisible();
    });
  }
});
