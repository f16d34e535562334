/**
 * No console errors, page errors or hydration warnings on any route, with or without `?id=`.
 * The fixture in ./fixtures.ts collects them and fails the test; this file makes sure every
 * route is visited, once plainly and once with each nav index.
 */
import { expect, ROUTE_NAMES, ROUTES, test, visit } from './fixtures';

for (const name of ROUTE_NAMES) {
  const { path } = ROUTES[name];
  test(`${path} logs no errors`, async ({ page, consoleLog }) => {
    for (const query of ['', '?id=0', '?id=1', '?id=2', '?id=3', '?id=4']) {
      await visit(page, `${path}${query}`);
      await page.waitForLoadState('networkidle');
    }
    expect(consoleLog.filter((entry) => entry.type === 'error' || /hydrat/i.test(entry.text))).toEqual([]);
  });
}
