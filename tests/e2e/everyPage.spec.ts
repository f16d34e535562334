/**
 * Every route as a visitor opens it, plainly and with each nav index `?id=0…4`: the nav marks the
 * right item, the banner stays the page's own, nothing logs an error (the fixture fails the test on
 * any console error, page error or hydration warning), and only the home page loads the carousel's
 * code. That the production pages carry no sample marks is read from the built files
 * (tests/deploy/pageSource.test.ts).
 *
 * The banner under the nav is the page's own nav item's: 0 the carousel, 1–3 that item's static
 * banner from site.banners, 4 and the 404 page none. `?id=` moves only the nav highlight: the banner
 * is pre-rendered HTML, and another item's banner (the carousel above all) would need React on every
 * page. The nav is never hydrated: an inline script moves its highlight, so pages without islands
 * fetch no JavaScript for it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SiteContent } from '../../src/content/schemas/site';
import {
  banner,
  expect,
  expectCurrentNav,
  fillClaims,
  NAV_ROUTES,
  ROUTE_NAMES,
  ROUTES,
  test,
  visit,
  type NavIndex,
} from './fixtures';

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

/** Script and stylesheet files the page has fetched so far. */
const filesFetched = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => /\.(js|css)$/.test(file)),
  );

/** Of those, the ones that carry react-slick (found by its class names, not by file names). */
const slickFiles = (files: string[]) =>
  files.filter((file) => readFileSync(`build/client${file}`, 'utf8').includes('slick-track'));

for (const name of ROUTE_NAMES) {
  const { path, navIndex } = ROUTES[name];
  test(`${path}, plainly and with each ?id=, marks its nav item, keeps its own banner and logs no error`, async ({
    page,
    site,
  }) => {
    await test.step('plainly', async () => {
      await visit(page, path);
      // Scrolled to the end and settled: whatever loads late has loaded, and has logged what it logs.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await expectCurrentNav(page, navIndex);
      await expectBannerFor(page, navIndex, site);
    });
    const plainFiles = await filesFetched(page);
    if (name === 'homePage') expect(slickFiles(plainFiles), 'react-slick on the home page').not.toEqual([]);
    else expect(slickFiles(plainFiles), 'react-slick or its styles fetched').toEqual([]);

    for (const index of [0, 1, 2, 3, 4] as NavIndex[]) {
      await test.step(`?id=${index}`, async () => {
        await visit(page, `${path}?id=${index}`);
        await expectCurrentNav(page, index);
        await expectBannerFor(page, navIndex, site);
        const scripts = (await filesFetched(page)).filter((file) => file.endsWith('.js'));
        if (plainFiles.every((file) => !file.endsWith('.js'))) expect(scripts, 'JavaScript fetched').toEqual([]);
      });
    }
  });
}

// Which values are invalid is tested on the rule itself (tests/unit/navIndex.test.ts, and
// tests/unit/navQueryScript.test.ts for the inline script): here, that the pages fall back to it.
test('an invalid ?id is ignored: the page marks its own item', async ({ page }) => {
  for (const id of ['abc', '9', '']) {
    await test.step(`?id=${JSON.stringify(id)}`, async () => {
      // One page with islands and one without: their highlight comes from different code.
      await visit(page, `/businessIntro?id=${encodeURIComponent(id)}`);
      await expectCurrentNav(page, 1);
      await expect(banner(page)).toHaveAttribute('data-banner', 'static');
      await visit(page, `/supplierEn?id=${encodeURIComponent(id)}`);
      await expectCurrentNav(page, 2);
    });
  }
});
