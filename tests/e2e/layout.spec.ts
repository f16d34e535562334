/**
 * Layout across the site (issue: pages): no horizontal scrolling on phones, no WCAG 2.0/2.1 A/AA
 * violations on wide and narrow screens, and every page still readable without JavaScript.
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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const name of ROUTE_NAMES) {
      const { path } = ROUTES[name];
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(name));
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `page width at ${viewport.width} px`).toBeLessThanOrEqual(innerWidth);
      });
    }
  });
}

for (const width of [1440, 390]) {
  test.describe(`accessibility at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const name of ROUTE_NAMES) {
      const { path } = ROUTES[name];
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(name));
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('the home carousel has no WCAG A/AA violations while running and when paused', async ({ page }) => {
      await visit(page, ROUTES.homePage.path);
      const carousel = page.locator('[data-banner="carousel"]');
      await expect(carousel.locator('.slick-slider.slick-initialized')).toHaveCount(1);
      await expect(carousel.getByRole('button', { name: PAUSE, exact: true })).toBeVisible();
      expect(await axeViolations(page), 'running').toEqual([]);
      await carousel.getByRole('button', { name: PAUSE, exact: true }).click();
      await expect(carousel.getByRole('button', { name: PLAY, exact: true })).toBeVisible();
      await page.mouse.move(0, 0);
      expect(await axeViolations(page), 'paused').toEqual([]);
    });

    test.describe('the 404 page', () => {
      test.use({ allowDocument404: true });
      test('has no WCAG A/AA violations', async ({ page }) => {
        await visit(page, NOT_FOUND_PATH);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('notFound'));
        expect(await axeViolations(page)).toEqual([]);
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
    });
  }

  test('the home page shows every business card’s detail', async ({ page }) => {
    const home = readPage('homePage') as unknown as HomePageContent & { title: string; description: string };
    await page.goto(ROUTES.homePage.path);
    for (const card of home.business.cards) {
      await expect(page.getByText(fillClaims(card.detail), { exact: true })).toBeVisible();
    }
  });
});
