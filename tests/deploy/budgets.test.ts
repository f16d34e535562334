/**
 * Size budgets (docs/architecture.md), from the built files: no JavaScript at all on the pages where nothing
 * moves; where islands run, every module the page names and everything those import at once or
 * later (the feedback kit on a click, react-slick once the carousel starts), within the page's
 * budget (scripts/bench/jsBudget.ts: 10% above what it shipped when recorded, inside 70,000 bytes
 * on `/` and 6,000 where a copy button, a scroll-spy or a frame notice moves). Over budget, the
 * failure names the modules that grew. CSS ≤ 20 KB and HTML ≤ 30 KB per page.
 * tests/e2e/budgets.spec.ts counts what a browser fetched on arrival.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../scripts/bench/budgets';
import {
  JS_LIMIT_BYTES,
  jsBudget,
  overBudget,
  recordedBytes,
  SHIPPED,
  type PageName,
} from '../../scripts/bench/jsBudget';
import { routeSize, type RouteSize } from '../../scripts/bench/routeSizes';
import { NOT_FOUND, ROUTES, type RouteName } from '../../src/content/routes';

const CLIENT = join(process.cwd(), 'build', 'client');
const KB = 1024;
/** The limit per page, in bytes (docs/architecture.md): what moves on it decides. */
const JS_LIMIT: Record<PageName, number> = {
  homePage: JS_LIMIT_BYTES.home,
  businessIntro: JS_LIMIT_BYTES.behaviour,
  contactUs: JS_LIMIT_BYTES.behaviour,
  document: JS_LIMIT_BYTES.behaviour,
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
      // A page whose modules were not all found would measure far less than it shipped when recorded.
      if (JS_LIMIT[row.name] > 0)
        expect(row.js, `${row.route} JavaScript`).toBeGreaterThan(recordedBytes(row.name) / 2);
      expect(row.css, `${row.route} CSS`).toBeGreaterThan(0);
    }
  });

  it('pages where nothing moves name no JavaScript at all', () => {
    const withJs = rows.filter((row) => JS_LIMIT[row.name] === 0 && row.js > 0);
    expect(withJs, table(rows)).toEqual([]);
  });

  it('each page’s recorded budget fits the limits: 70,000 bytes on /, 6,000 where a copy button, a scroll-spy or a frame notice moves', () => {
    for (const { name } of pages) expect(jsBudget(name), name).toBeLessThanOrEqual(JS_LIMIT[name]);
    expect(Object.keys(SHIPPED).sort()).toEqual(pages.map((page) => page.name).sort());
  });

  it('every page stays within its JavaScript budget, naming the modules that grew', () => {
    const over = rows.flatMap((row) => overBudget(row.name, row.route, row.modules) ?? []);
    expect(over.join('\n\n'), table(rows)).toBe('');
  });

  it('every page stays within its CSS and HTML budget', () => {
    const over = rows.flatMap((row) =>
      [
        row.css > BUDGET.css ? `${row.route}: CSS ${kb(row.css)} KB > ${kb(BUDGET.css)} KB` : [],
        row.html > BUDGET.html ? `${row.route}: HTML ${kb(row.html)} KB > ${kb(BUDGET.html)} KB` : [],
      ].flat(),
    );
    expect(over, `over budget:\n${table(rows)}`).toEqual([]);
  });
});
