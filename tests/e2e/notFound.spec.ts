/**
 * Unknown paths: status 404 and the pre-rendered 404 page (no JavaScript), which links home.
 */
import {
  banner,
  expect,
  expectCurrentNav,
  fillClaims,
  mainNav,
  pageTitle,
  readPage,
  test,
  visit,
  waitHydrated,
} from './fixtures';

// The browser logs "Failed to load resource: … 404" for the document itself; that one is expected.
test.use({ allowDocument404: true });

test('an unknown path shows the 404 page, and its link goes home', async ({ page }) => {
  const notFound = readPage('notFound');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitHydrated(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillClaims(notFound.heading));
  await expect(page).toHaveTitle(pageTitle(notFound.title));
  await expect(mainNav(page)).toBeVisible();
  await expect(mainNav(page).locator('a[aria-current]')).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);

  // A valid ?id= still marks its item; the page keeps having no banner.
  await visit(page, '/no-such-page?id=3');
  await expectCurrentNav(page, 3);
  await expect(banner(page)).toHaveCount(0);
  await visit(page, '/no-such-page?id=9');
  await expect(mainNav(page).locator('a[aria-current]')).toHaveCount(0);

  await page
    .getByRole('main')
    .getByRole('link', { name: fillClaims(String(notFound.homeLink)), exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillClaims(readPage('homePage').heading));
});
