/**
 * Size budgets (DESIGN §8), from the built files each page loads on a first visit: no
 * JavaScript at all on the pages where nothing moves, and where islands run, the client entry
 * its deferred start imports with everything that imports statically (React and React DOM
 * among them; home ≤ 85 KB gzip, the others ≤ 70 KB); CSS ≤ 20 KB and HTML ≤ 30 KB per page.
 * The islands' own chunks load by dynamic import: tests/e2e/budgets.spec.ts counts what a
 * browser fetched, those included. A failure prints every page's figures and its largest chunks.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../scripts/bench/budgets';
import { routeSize, type RouteSize } from '../../scripts/bench/routeSizes';
import { NOT_FOUND, ROUTES, type RouteName } from '../../src/content/routes';

const CLIENT = join(process.cwd(), 'build', 'client');
const KB = 1024;
/** JavaScript named in each page's HTML, gzip KB; 0 where the route has no `handle.hydrate`. */
const JS_KB: Record<RouteName | 'notFound', number> = {
  homePage: BUDGETS.homeJsKb,
  businessIntro: BUDGETS.otherJsKb,
  contactUs: BUDGETS.otherJsKb,
  document: BUDGETS.otherJsKb,
  recruitment: 0,
  supplierEn: 0,
  seviceProvide: 0,
  notFound: 0,
};
const BUDGET = { css: BUDGETS.cssKb * KB, html: BUDGETS.htmlKb * KB };

const pages = [
  ...Object.entries(ROUTES).map(([name, route]) => ({
    name: name as RouteName,
    path: route.path,
    file: join(route.path, 'index.html'),
  })),
  { name: 'notFound' as const, path: NOT_FOUND.path, file: join(NOT_FOUND.path, 'index.html') },
];

function sizes(): (RouteSize & { name: RouteName | 'notFound' })[] {
  if (!existsSync(join(CLIENT, 'index.html'))) throw new Error('build/client is missing: run `npm run build` first');
  return pages.map(({ name, path, file }) => ({ ...routeSize(CLIENT, file, path), name }));
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const table = (rows: RouteSize[]) =>
  [
    'page | HTML KB | CSS KB | JS KB | largest JS',
    ...rows.map(
      (row) =>
        `${row.route} | ${kb(row.html)} | ${kb(row.css)} | ${kb(row.js)} | ${row.largest
          .map((file) => `${file.file} ${kb(file.bytes)}`)
          .join(', ')}`,
    ),
  ].join('\n');

describe('first-load size budgets (gzip)', () => {
  const rows = sizes();

  it('finds the JavaScript, CSS and HTML of every page', () => {
    expect(rows.map((row) => row.route)).toEqual(pages.map((page) => page.path));
    for (const row of rows) {
      // React DOM alone is over 60 KB; a hydrating page with less was measured wrongly.
      if (JS_KB[row.name] > 0) expect(row.js, `${row.route} JavaScript`).toBeGreaterThan(60 * KB);
      expect(row.css, `${row.route} CSS`).toBeGreaterThan(0);
    }
  });

  it('pages where nothing moves name no JavaScript at all', () => {
    const withJs = rows.filter((row) => JS_KB[row.name] === 0 && row.js > 0);
    expect(withJs, table(rows)).toEqual([]);
  });

  it('every page stays within its JavaScript, CSS and HTML budget', () => {
    const over = rows.flatMap((row) => {
      const jsBudget = JS_KB[row.name] * KB;
      return [
        row.js > jsBudget ? `${row.route}: JavaScript ${kb(row.js)} KB > ${kb(jsBudget)} KB` : [],
        row.css > BUDGET.css ? `${row.route}: CSS ${kb(row.css)} KB > ${kb(BUDGET.css)} KB` : [],
        row.html > BUDGET.html ? `${row.route}: HTML ${kb(row.html)} KB > ${kb(BUDGET.html)} KB` : [],
      ].flat();
    });
    expect(over, `over budget:\n${table(rows)}`).toEqual([]);
  });
});
