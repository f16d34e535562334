/**
 * The banner under the nav is the page's own nav item's (DESIGN §2): 0 the carousel, 1–3 that
 * item's static banner from site.banners, 4 and the 404 page none. `?id=` moves only the nav
 * highlight: the banner is pre-rendered HTML (src/site/layout/banner/Banner.tsx).
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

  test(`${path}?id=0…4 keeps the page's own banner`, async ({ page, site }) => {
    for (const index of [0, 1, 2, 3, 4] as NavIndex[]) {
      await test.step(`?id=${index}`, async () => {
        await visit(page, `${path}?id=${index}`);
        await expectBannerFor(page, navIndex, site);
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
