/**
 * Chromium through nginx: every page hydrates under the real Content-Security-Policy without
 * a single violation (a missing script hash would stop hydration or be reported here).
 */
import { expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import { CLIENT_DIR, fixture, launchChromium, openPage, requireBuild, ROUTE_PATHS } from './helpers';

const nginx = fixture(
  async () => {
    requireBuild();
    return startNginx({ root: CLIENT_DIR });
  },
  (server) => server.stop(),
);
const browser = fixture(launchChromium, (chromium) => chromium.close());

test('every route and the 404 page hydrate with no CSP violation', async () => {
  const page = await openPage(browser(), nginx().origin, '/');
  try {
    for (const path of [...ROUTE_PATHS.map((routePath) => `${routePath}?id=2`), '/no-such-page']) {
      expect(await page.visit(path), path).toEqual([]);
    }
  } finally {
    await page.close();
  }
});

test('a policy without the script hashes is caught: the check is not vacuous', async () => {
  const page = await openPage(browser(), nginx().origin, '/');
  try {
    // Same page, but the browser is told to enforce a policy with no hashes on top of nginx's.
    await page.page.route(`${nginx().origin}/contactUs`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'content-security-policy': "script-src 'self'" };
      await route.fulfill({ response, headers });
    });
    const problems = await page.visit('/contactUs', { hydrate: false });
    expect(problems.filter((problem) => problem.startsWith('CSP: script-src')).length).toBeGreaterThan(0);
    expect(await page.page.locator('html[data-hydrated]').count()).toBe(0);
  } finally {
    await page.close();
  }
});
