/**
 * Header nav: five real links carrying `?id=<index>`, each a full page load (the nav is never
 * hydrated; an inline script moves its highlight). Their labels, order and addresses are checked in
 * the pre-rendered HTML (routes.spec.ts), the highlight for every `?id=` in everyPage.spec.ts.
 */
import {
  expect,
  expectCurrentNav,
  fillClaims,
  mainNav,
  NAV_ITEMS,
  NAV_ROUTES,
  readPage,
  test,
  visit,
  type NavIndex,
} from './fixtures';

test('clicking each nav item loads that page and marks only that item current', async ({ page, baseURL }) => {
  await visit(page, '/');
  for (const index of [1, 2, 3, 4, 0] as NavIndex[]) {
    const item = NAV_ITEMS[index];
    await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
    const expected = new URL(item.href, baseURL);
    await expect(page).toHaveURL(expected.href);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillClaims(readPage(NAV_ROUTES[index]).heading));
    await expectCurrentNav(page, index);
    // The built site has no client-side router: every page arrives whole, as pre-rendered.
    expect(
      await page.evaluate(() => performance.getEntriesByType('navigation').length),
      `${item.href} was not a page load`,
    ).toBe(1);
    expect(await page.evaluate(() => '__reactRouterContext' in window), 'React Router runs in the page').toBe(false);
  }
});
