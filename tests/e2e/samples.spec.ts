/**
 * Sample values (issue: release check) are marked only in `npm run dev` and preview builds
 * (tests/deploy/subpath.test.ts checks the marks); the production build a visitor gets has none.
 */
import { expect, ROUTE_NAMES, ROUTES, test, visit } from './fixtures';

for (const name of ROUTE_NAMES) {
  test(`${ROUTES[name].path} (production build) marks no sample values`, async ({ page }) => {
    await visit(page, ROUTES[name].path);
    await expect(page.locator('[data-sample-badge]')).toHaveCount(0);
    await expect(page.locator('[data-sample]')).toHaveCount(0);
  });
}
