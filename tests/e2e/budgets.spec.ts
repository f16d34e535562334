/**
 * Size budgets (docs/architecture.md) as a visitor's browser meets them: every script and stylesheet a
 * page fetches on arrival, the carousel code the home page loads after hydration included,
 * counted in gzip bytes of the built files, within the page's budget (scripts/bench/jsBudget.ts),
 * naming the modules that grew when over it. Pages with nothing interactive fetch no script file at
 * all, not even a small shared one: their two inline scripts (the `?id=` script and the speculation
 * rules) are the same text in every release, which the server's fixed CSP allows by hash
 * (deploy/site-csp.conf). Where islands run, none of it is requested before the page has painted
 * (src/site/islands/islandScripts.ts). Sizes are gzip level 9, as nginx serves them
 * (scripts/nginx/precompress.ts). tests/deploy/budgets.test.ts also counts what a page may load
 * later (the feedback kit on a click) and prints the full table.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { BUDGETS } from '../../scripts/bench/budgets';
import { jsBudget, overBudget } from '../../scripts/bench/jsBudget';
import { expect, ROUTES, test, waitHydrated, type RouteName } from './fixtures';

const KB = 1024;
const CLIENT = 'build/client';
const NOT_FOUND = '/no-such-page';

/** JavaScript budget per page in gzip bytes: 0 where nothing moves (scripts/bench/jsBudget.ts). */
const JS_BYTES: Record<RouteName | 'notFound', number> = {
  homePage: jsBudget('homePage'),
  businessIntro: jsBudget('businessIntro'),
  contactUs: jsBudget('contactUs'),
  document: jsBudget('document'),
  recruitment: 0,
  supplierEn: 0,
  seviceProvide: 0,
  notFound: 0,
};
const CSS_KB = BUDGETS.cssKb;

const pages = [
  ...Object.entries(ROUTES).map(([name, route]) => ({ name: name as RouteName, path: route.path })),
  { name: 'notFound' as const, path: NOT_FOUND },
];

/** Script and stylesheet files the page has fetched so far, with their start times. */
async function fetched(page: Page) {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
  );
}

for (const { name, path } of pages) {
  test.describe(() => {
    test.use({ allowDocument404: name === 'notFound' });

    test(`${path} loads at most its budget of JavaScript (${JS_BYTES[name]} bytes) and CSS on arrival`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitHydrated(page);
      // The home page's carousel code arrives after hydration: arrival ends when it has started.
      if (name === 'homePage') await expect(page.locator('.slick-slider.slick-initialized')).toHaveCount(1);
      if (JS_BYTES[name] === 0) await page.waitForLoadState('networkidle');

      const files = new Map<string, 'js' | 'css'>();
      for (const { url } of await fetched(page)) {
        const { pathname } = new URL(url);
        if (pathname.endsWith('.js')) files.set(pathname, 'js');
        if (pathname.endsWith('.css')) files.set(pathname, 'css');
      }
      const sized = [...files].map(([file, kind]) => ({
        file,
        kind,
        bytes: gzipSync(readFileSync(`${CLIENT}${file}`), { level: 9 }).length,
      }));
      const total = (kind: 'js' | 'css') =>
        sized.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);
      const table = sized
        .sort((a, b) => b.bytes - a.bytes)
        .map((file) => `${(file.bytes / KB).toFixed(1)} KB ${file.file}`)
        .join('\n');

      // The page's own stylesheet is in its HTML (scripts/build/inlineStyles.ts); files are what islands load.
      const inline = await page
        .locator('style[data-inline-styles]')
        .evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
      expect(inline, 'the page’s stylesheet inline in its head').toHaveLength(1);
      const css = total('css') + gzipSync(inline.join(''), { level: 9 }).length;

      if (JS_BYTES[name] === 0) expect(total('js'), `nothing interactive, yet JavaScript fetched:\n${table}`).toBe(0);
      // The islands' modules run once fetched: a ready page fetched some.
      else expect(total('js'), 'JavaScript fetched').toBeGreaterThan(0);
      const scripts = sized.filter((file) => file.kind === 'js');
      expect(overBudget(name, path, scripts), table).toBeNull();
      expect(total('js'), `JavaScript (gzip) over budget:\n${table}`).toBeLessThanOrEqual(JS_BYTES[name]);
      expect(css, 'CSS').toBeGreaterThan(KB);
      expect(css, `CSS (gzip, inline and fetched) over budget:\n${table}`).toBeLessThanOrEqual(CSS_KB * KB);
    });

    test(`${path} fetches no stylesheet before its first paint: its styles are in the page`, async ({ page }) => {
      await page.goto(path);
      await waitHydrated(page);
      const painted = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
      );
      const early = (await fetched(page)).filter(
        (entry) => new URL(entry.url).pathname.endsWith('.css') && entry.start < painted,
      );
      expect(early, `stylesheets requested before the first paint (${painted} ms)`).toEqual([]);
      // Later, code an island loads may add its own (the carousel's): the page as served links none.
      const html = await (await page.request.get(path)).text();
      expect(html.match(/<link rel="stylesheet"(?![^>]* disabled)[^>]*>/g) ?? []).toEqual([]);
    });

    test(`${path} carries no React Router runtime: only its islands hydrate`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('__reactRouter');
      expect(html.match(/<script type="module">/g) ?? [], 'module scripts').toHaveLength(JS_BYTES[name] > 0 ? 1 : 0);
    });

    if (JS_BYTES[name] > 0)
      test(`${path} requests no JavaScript before the page has loaded and painted`, async ({ page }) => {
        const html = await (await page.request.get(path)).text();
        expect(html, 'module preloads compete with the stylesheet and the banner image').not.toContain(
          'rel="modulepreload"',
        );
        expect(html, 'a script file in the HTML would load before the first paint').not.toMatch(/<script[^>]* src=/);

        await page.goto(path);
        await waitHydrated(page);
        // Both: a small page can fire `load` before its first paint.
        const { loaded, painted } = await page.evaluate(() => ({
          loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
        }));
        const scripts = (await fetched(page)).filter((entry) => new URL(entry.url).pathname.endsWith('.js'));
        expect(scripts.length, 'scripts fetched').toBeGreaterThan(0);
        const early = scripts.filter((entry) => entry.start < Math.max(loaded, painted));
        expect(
          early,
          `scripts requested before the load event (${loaded} ms) or the first paint (${painted} ms)`,
        ).toEqual([]);
      });
  });
}
