/**
 * Size budgets (DESIGN §8), from the built files each page loads on a first visit: JavaScript
 * (home ≤ 130 KB gzip, every other page ≤ 115 KB), CSS ≤ 20 KB and HTML ≤ 30 KB per page.
 * A failure prints every page's figures and its largest chunks, so the cause is in the message.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeSize, type RouteSize } from '../../scripts/bench/routeSizes';
import { NOT_FOUND, ROUTES } from '../../src/routes/registry';

const CLIENT = join(process.cwd(), 'build', 'client');
const KB = 1024;
const BUDGET = { homeJs: 130 * KB, js: 115 * KB, css: 20 * KB, html: 30 * KB };

const pages = [
  ...Object.values(ROUTES).map((route) => ({ path: route.path, file: join(route.path, 'index.html') })),
  { path: NOT_FOUND.path, file: join(NOT_FOUND.path, 'index.html') },
];

function sizes(): RouteSize[] {
  if (!existsSync(join(CLIENT, 'index.html'))) throw new Error('build/client is missing: run `npm run build` first');
  return pages.map(({ path, file }) => routeSize(CLIENT, file, path));
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
      // React and React Router alone are about 105 KB; a page without them was measured wrongly.
      expect(row.js, `${row.route} JavaScript`).toBeGreaterThan(90 * KB);
      expect(row.css, `${row.route} CSS`).toBeGreaterThan(0);
    }
  });

  it('every page stays within its JavaScript, CSS and HTML budget', () => {
    const over = rows.flatMap((row) => {
      const jsBudget = row.route === ROUTES.homePage.path ? BUDGET.homeJs : BUDGET.js;
      return [
        row.js > jsBudget ? `${row.route}: JavaScript ${kb(row.js)} KB > ${kb(jsBudget)} KB` : [],
        row.css > BUDGET.css ? `${row.route}: CSS ${kb(row.css)} KB > ${kb(BUDGET.css)} KB` : [],
        row.html > BUDGET.html ? `${row.route}: HTML ${kb(row.html)} KB > ${kb(BUDGET.html)} KB` : [],
      ].flat();
    });
    expect(over, `over budget:\n${table(rows)}`).toEqual([]);
  });
});
