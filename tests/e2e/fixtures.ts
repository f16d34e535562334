/**
 * Shared end-to-end fixtures:
 * - `waitHydrated(page)`: resolves once the page is ready (`<html data-hydrated>`);
 * - every page's console errors and uncaught page errors are collected and fail the test at
 *   the end (the 404 test opts in to the one expected "Failed to load resource … 404" for the
 *   document itself with `test.use({ allowDocument404: true })`);
 * - content readers: the expected texts come from content/, not from copies in the tests.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { contentToday, fillClaims as fillClaimsOf, targetIds } from '../../src/content/claims';
import { CONTENT_FILES } from '../../src/content/collections';
import { targetUses } from '../../src/content/show';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import type { SiteContent } from '../../src/content/schemas/site';
import { NAV_ROUTES, ROUTE_NAMES, ROUTES, type NavIndex, type RouteName } from '../../src/content/routes';

export { expect };
export { NAV_ROUTES, ROUTE_NAMES, ROUTES, type NavIndex, type RouteName };

// ---------------------------------------------------------------------------------------------
// Labels fixed in the code, not editable content: the nav's name and items, the carousel's buttons.

export const NAV_LABEL = '主导航';
export const NAV_ITEMS = [
  { label: '首页', href: '/?id=0' },
  { label: '业务介绍', href: '/businessIntro?id=1' },
  { label: '资源合作', href: '/recruitment?id=2' },
  { label: '联系我们', href: '/contactUs?id=3' },
  { label: '开发者平台', href: '/document?id=4' },
] as const;
export const PAUSE = '暂停';
export const PLAY = '播放';
export const ICP_URL = 'https://beian.miit.gov.cn/';

// ---------------------------------------------------------------------------------------------
// Content readers.

const CONTENT_DIR = fileURLToPath(new URL('../../content/', import.meta.url));

/** Frontmatter of a content file, parsed the way the content check parses it. */
function readFrontmatter<T>(relativePath: string): T {
  const file = parseFile(readFileSync(`${CONTENT_DIR}${relativePath}`, 'utf8'));
  if (file.data === undefined) {
    throw new Error(`content/${relativePath}: broken frontmatter: ${JSON.stringify(file.yamlErrors)}`);
  }
  return file.data as T;
}

export function readSite(): SiteContent {
  return readFrontmatter<SiteContent>('site.md');
}

export function readClaims(): ClaimsContent['claims'] {
  return readFrontmatter<ClaimsContent>('claims.md').claims;
}

/** The fields every page file has (see src/content/schemas/fields.ts `pageMeta`). */
export interface PageFrontmatter {
  title: string;
  description: string;
  heading: string;
  [field: string]: unknown;
}

/** Frontmatter of `content/pages/<name>.mdx` (or `.md`, as for `notFound`), as the built pages show it. */
export function readPage<T extends PageFrontmatter = PageFrontmatter>(name: RouteName | 'notFound'): T {
  for (const extension of ['mdx', 'md']) {
    try {
      const file = `pages/${name}.${extension}`;
      // As the pages show it: without the items built on an expired target (a claim past its deadline).
      const schema = CONTENT_FILES[file];
      const data = readFrontmatter<T>(file);
      if (!schema) return data;
      const { expired } = targetIds(readClaims(), contentToday());
      return without(
        data,
        new Set(targetUses(schema, data, expired).flatMap(({ unit }) => (unit ? [String(unit)] : []))),
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`no content file for page "${name}" in content/pages/`);
}

/** `data` without the list items at `units` (paths joined by commas), every other value as it was. */
function without<T>(data: T, units: ReadonlySet<string>, path: (string | number)[] = []): T {
  if (Array.isArray(data))
    return data.flatMap((item, index) =>
      units.has(String([...path, index])) ? [] : [without(item, units, [...path, index])],
    ) as T;
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, without(value, units, [...path, key])]),
  ) as T;
}

/** Content text as the site shows it: `{{claimId}}` becomes the claim's value and unit, `{{id.deadline}}` its date. */
export function fillClaims(text: string, claims: ClaimsContent['claims'] = readClaims()): string {
  return fillClaimsOf(claims, text);
}

/** A page's `<title>`: its own title in the site's title template, with the company name. */
export function pageTitle(title: string, site: SiteContent = readSite()): string {
  return fillPlaceholders(site.titleTemplate, { page: fillClaims(title), company: site.company.name });
}

/** `{n}`-style placeholders in content labels, e.g. `第 {n} 张，共 {total} 张`. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

// jsdom (a devDependency, used by the unit tests) ships no types; only this much of it is used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** Pre-rendered HTML as a DOM, without running any of its scripts (jsdom runs none by default). */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Text as a person reads it: whitespace runs collapsed, trimmed. */
export function normalizeText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------------------------------------
// Page helpers.

/**
 * Waits until the pre-rendered page is ready (`<html data-hydrated>`): React has hydrated it, or
 * on a page without React (src/site/islands/Island.tsx) its inline `?id=` script has run.
 */
export async function waitHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Visits `path` and waits until it is ready (see `waitHydrated`). */
export async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, `no response for ${path}`).not.toBeNull();
  await waitHydrated(page);
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: NAV_LABEL, exact: true });

/** The single banner element under the nav, if any (`[data-banner]`). */
export const banner = (page: Page) => page.locator('[data-banner]');

// ---------------------------------------------------------------------------------------------
// Console guard.

export interface ConsoleEntry {
  kind: 'console' | 'pageerror';
  type: string;
  text: string;
  url: string;
}

interface Fixtures {
  /** Set to true where the document itself is expected to answer 404. */
  allowDocument404: boolean;
  /** Everything the page logged (all console types) and every uncaught error, in order. */
  consoleLog: ConsoleEntry[];
  site: SiteContent;
  claims: ClaimsContent['claims'];
}

const DOCUMENT_404 = /^Failed to load resource: the server responded with a status of 404\b/;

/**
 * The developer-platform frame's address is another site, and nothing answers there unless a test
 * starts a stand-in (pages-document.spec.ts, which also checks the page's notice when nothing does).
 * The page asks that address whether it answers (src/site/components/document/frameAccess.ts); Chromium logs the refused
 * request. That is the other site's state, not an error of ours, so it is not collected.
 */
const FRAME_ORIGIN = new URL((readPage('document') as PageFrontmatter & { frame: { url: string } }).frame.url).origin;
const isUnansweredFrameAddress = (message: ConsoleMessage) =>
  /^Failed to load resource: net::ERR_/.test(message.text()) && message.location().url.startsWith(FRAME_ORIGIN);

export const test = base.extend<Fixtures>({
  allowDocument404: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies.
  consoleLog: async ({}, provide) => {
    await provide([]);
  },
  page: async ({ page, consoleLog, allowDocument404 }, provide, testInfo) => {
    const documentUrls = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documentUrls.add(frame.url());
    });
    page.on('console', (message: ConsoleMessage) => {
      if (isUnansweredFrameAddress(message)) return;
      consoleLog.push({ kind: 'console', type: message.type(), text: message.text(), url: message.location().url });
    });
    page.on('pageerror', (error) => {
      consoleLog.push({ kind: 'pageerror', type: 'error', text: `${error.name}: ${error.message}`, url: page.url() });
    });

    await provide(page);

    const isExpected404 = (entry: ConsoleEntry) =>
      allowDocument404 && DOCUMENT_404.test(entry.text) && documentUrls.has(entry.url);
    const problems = consoleLog.filter(
      (entry) =>
        // Errors, and React's hydration warnings whatever level they are logged at.
        (entry.type === 'error' || /hydrat/i.test(entry.text)) && !isExpected404(entry),
    );
    if (problems.length) {
      await testInfo.attach('console-errors.json', {
        body: JSON.stringify(problems, null, 2),
        contentType: 'application/json',
      });
    }
    expect(
      problems.map((entry) => `[${entry.kind}:${entry.type}] ${entry.text}${entry.url ? ` (${entry.url})` : ''}`),
      'console errors and page errors',
    ).toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  site: async ({}, provide) => {
    await provide(readSite());
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  claims: async ({}, provide) => {
    await provide(readClaims());
  },
});

/** Exactly one nav item is current (`aria-current="page"`), the one at `index`. */
export async function expectCurrentNav(page: Page, index: NavIndex): Promise<void> {
  const current = mainNav(page).locator('a[aria-current]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(NAV_ITEMS[index].label);
  await expect(current).toHaveAttribute('aria-current', 'page');
}
