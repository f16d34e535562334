/**
 * What each page may load of JavaScript, module by module (gzip level 9 bytes, as nginx serves them),
 * and its budget: 10% above what it shipped when recorded, inside the site's limits (docs/architecture.md:
 * 70,000 on `/` with the carousel, 6,000 where a copy button, a scroll-spy or a frame notice moves). A page
 * over budget is reported with the modules that grew, so a review sees which change cost the bytes.
 * Checked by tests/deploy/budgets.test.ts (everything a page can load) and tests/e2e/budgets.spec.ts
 * (what a browser fetched on arrival).
 */
import type { RouteName } from '../../src/content/routes';

export type PageName = RouteName | 'notFound';

/** The site's JavaScript limits (docs/architecture.md), in bytes (a KB there is 1,000 bytes). */
export const JS_LIMIT_BYTES = { home: 70_000, behaviour: 6_000 } as const;

/** Room a page's budget leaves above what it shipped when recorded. */
export const BUDGET_ROOM = 0.1;

/**
 * Recorded with `npx tsx scripts/bench/routeSizes.ts --record` after a build: each module a page may load
 * (its file name without the content hash) and its gzip bytes. Pages with nothing moving ship none.
 */
export const SHIPPED: Record<PageName, Readonly<Record<string, number>>> = {
  homePage: {
    SlickSlides: 13675,
    runtime: 10273,
    home: 2523,
    shared: 1180,
    'rolldown-runtime': 536,
    carousel: 92,
    businessCards: 92,
  },
  supplierEn: {},
  seviceProvide: {},
  contactUs: { feedback: 1499, shared: 1180, message: 734, copyButton: 519, enhance: 203 },
  businessIntro: { subNav: 667, enhance: 203 },
  recruitment: {},
  document: { feedback: 1499, docFrame: 1476, shared: 1180, notification: 668, enhance: 203, 'DocFrame.module': 158 },
  notFound: {},
};

/** The module a built file holds: its name without Vite's content hash (`message-CfQBwk2x.js` → `message`). */
export const moduleName = (file: string): string =>
  (file.split('/').pop() ?? file).replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, '');

const total = (modules: Readonly<Record<string, number>>) =>
  Object.values(modules).reduce((sum, bytes) => sum + bytes, 0);

/** What a page shipped when recorded, in bytes. */
export const recordedBytes = (page: PageName): number => total(SHIPPED[page]);

/** A page's JavaScript budget in bytes: what it shipped when recorded, plus the room. */
export const jsBudget = (page: PageName): number => Math.floor(recordedBytes(page) * (1 + BUDGET_ROOM));

const bytes = (value: number) => value.toLocaleString('en-US');

/**
 * Null when the page is within its budget; otherwise why it is not, naming each module that grew or is
 * new against the record, largest change first.
 */
export function overBudget(
  page: PageName,
  route: string,
  measured: readonly { file: string; bytes: number }[],
): string | null {
  const now: Record<string, number> = {};
  for (const { file, bytes: size } of measured) now[moduleName(file)] = (now[moduleName(file)] ?? 0) + size;
  const budget = jsBudget(page);
  if (total(now) <= budget) return null;
  const recorded = SHIPPED[page];
  const changes = Object.entries(now)
    .map(([name, size]) => ({ name, size, before: recorded[name] }))
    .filter(({ size, before }) => before === undefined || size > before)
    .sort((a, b) => b.size - (b.before ?? 0) - (a.size - (a.before ?? 0)))
    .map(({ name, size, before }) =>
      before === undefined
        ? `  new module ${name}: ${bytes(size)} bytes`
        : `  ${name} grew ${bytes(before)} → ${bytes(size)} bytes (+${bytes(size - before)})`,
    );
  return [
    `${route}: ${bytes(total(now))} bytes of JavaScript (gzip), over its budget of ${bytes(budget)} (${BUDGET_ROOM * 100}% above the ${bytes(total(recorded))} recorded in scripts/bench/jsBudget.ts):`,
    ...changes,
  ].join('\n');
}
