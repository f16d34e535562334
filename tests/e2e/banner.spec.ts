/**
 * The banner under the nav follows the active nav index (DESIGN §2):
 * 0 the carousel, 1–3 that item's static banner from site.banners, 4 and the 404 page none.
 */
import { banner, expect, fillClaims, NAV_ROUTES, ROUTE_NAMES, ROUTES, test, visit, type NavIndex } from './fixtures';
import type { Page } from '@playwright/test';
import type { SiteContent } from '../../src/content/schemas/site';

async function expectBannerFor(page: Page, index: NavIndex, site: SiteContent) {
  if (index === 4) {
    await expect(banner(page)).toHaveCount(0);
    return;
  }
  await expect(banner(page)).toHaveCount(1);
  if (index === 0) {
    await expect(banner(page)).toHaveAttribute('data-banner', 'carousel');
    return;
  }
  const content = site.banners[NAV_ROUTES[index] as keyof SiteContent['banners']];
  await expect(banner(page)).toHaveAttribute('data-banner', 'static');
  await expect(banner(page)).toContainText(fillClaims(content.title));
  await expect(banner(page)).toContainText(fillClaims(content.text));
  await expect(banner(page).getByRole('img', { name: content.alt, exact: true })).toBeVisible();
}

for (const name of ROUTE_NAMES) {
  const { path, navIndex } = ROUTES[name];
  test(`${path} shows the banner of its own nav item`, async ({ page, site }) => {
    await visit(page, path);
    await expectBannerFor(page, navIndex, site);
  });

  // Where React runs, the banner follows the id; a page without React (src/routes/handle.ts)
  // keeps its own banner, and its inline script moves only the nav highlight (nav.spec.ts).
  test(`${path}?id=0…4 shows the banner of the item the id names, where React runs`, async ({ page, site }) => {
    for (const index of [0, 1, 2, 3, 4] as NavIndex[]) {
      await test.step(`?id=${index}`, async () => {
        await visit(page, `${path}?id=${index}`);
        const withReact = await page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith('.js')),
        );
        await expectBannerFor(page, withReact ? index : navIndex, site);
      });
    }
  });
}

test.describe('the 404 page', () => {
  test.use({ allowDocument404: true });
  test('has no banner', async ({ page }) => {
    await visit(page, '/no-such-page');
    await expect(banner(page)).toHaveCount(0);
  });
});
