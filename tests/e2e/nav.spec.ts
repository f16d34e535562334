/**
 * Header nav (DESIGN §2): five real links carrying `?id=<index>`; the active item follows a
 * valid `?id=`, otherwise the route's own item. An inline script moves the highlight on every
 * page (src/site/layout/navQueryScript.ts): the nav is never hydrated, so links are full page loads.
 */
import {
  banner,
  expect,
  expectCurrentNav,
  mainNav,
  NAV_ITEMS,
  NAV_ROUTES,
  readPage,
  fillClaims,
  test,
  visit,
  type NavIndex,
} from './fixtures';

test('the nav has the five items with their hrefs, in order', async ({ page }) => {
  await visit(page, '/');
  const links = mainNav(page).getByRole('link');
  await expect(links).toHaveText(NAV_ITEMS.map((item) => item.label));
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(hrefs).toEqual(NAV_ITEMS.map((item) => item.href));
});

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

const directVisits: { path: string; current: NavIndex }[] = [
  { path: '/', current: 0 },
  { path: '/businessIntro', current: 1 },
  { path: '/recruitment', current: 2 },
  { path: '/supplierEn', current: 2 },
  { path: '/seviceProvide', current: 2 },
  { path: '/contactUs', current: 3 },
  { path: '/document', current: 4 },
];

for (const { path, current } of directVisits) {
  test(`a direct visit to ${path} marks ${NAV_ITEMS[current].label} current`, async ({ page }) => {
    await visit(page, path);
    await expectCurrentNav(page, current);
  });
}

// The banner stays the page's own (src/site/layout/banner/Banner.tsx): another item's banner, the
// carousel above all, would need React on every page.
test('/contactUs?id=0 marks 首页 current and keeps its own banner', async ({ page, site }) => {
  await visit(page, '/contactUs?id=0');
  await expectCurrentNav(page, 0);
  await expect(banner(page)).toHaveAttribute('data-banner', 'static');
  await expect(banner(page)).toContainText(fillClaims(site.banners.contactUs.title));
});

// Pages without islands (src/site/routes/handle.ts) fetch no JavaScript at all.
for (const path of ['/recruitment', '/supplierEn']) {
  test(`${path}?id=0 marks 首页 current without React and keeps its own banner`, async ({ page }) => {
    await visit(page, `${path}?id=0`);
    await expectCurrentNav(page, 0);
    await expect(banner(page)).toHaveAttribute('data-banner', 'static');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.endsWith('.js')),
    );
    expect(scripts, 'JavaScript fetched').toEqual([]);
  });
}

for (const id of ['abc', '9', '-1', '1.5', '', '2a']) {
  test(`an invalid ?id=${id} is ignored`, async ({ page }) => {
    await visit(page, `/businessIntro?id=${encodeURIComponent(id)}`);
    await expectCurrentNav(page, 1);
    await expect(banner(page)).toHaveAttribute('data-banner', 'static');

    await visit(page, `/supplierEn?id=${encodeURIComponent(id)}`);
    await expectCurrentNav(page, 2);
  });
}

test('/contactUs?id=1 hydrates without a mismatch and marks 业务介绍 current', async ({ page, consoleLog, site }) => {
  await visit(page, '/contactUs?id=1');
  await expectCurrentNav(page, 1);
  await expect(banner(page)).toHaveAttribute('data-banner', 'static');
  await expect(banner(page)).toContainText(fillClaims(site.banners.contactUs.title));
  await page.waitForLoadState('networkidle');
  // The fixture fails the test on any console error; this names the specific risk.
  expect(consoleLog.filter((entry) => /hydrat/i.test(entry.text))).toEqual([]);
});
