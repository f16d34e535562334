/**
 * Preview pages say where each text comes from and offer an 编辑 link to it;
 * production pages carry none of it. Three builds: production, a preview, and a preview built
 * without source marks (`SITE_SOURCE_MARKS=0`), all with the variables a pull-request job has.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { BODY_FIELD } from '../../src/check/problem';
import { fillPlaceholders } from '../../src/content/fillPlaceholders';
import type { SiteContent } from '../../src/content/schemas/site';
import { removeSourceMarks } from '../../scripts/build/pageMarks';
import { hasMarks } from '../../src/content/marks/sourceMark';
import { NOT_FOUND, ROUTES } from '../../src/content/routes';
import { launchChromium, openPage, pageFile, REPO } from '../deploy/helpers';
import { buildVariant, removeVariant, type VariantBuild } from '../deploy/variantBuild';

/** Vitest runs with NODE_ENV=test, which would give the builds Vite's development flavour. */
const GITHUB = {
  NODE_ENV: 'production',
  GITHUB_SERVER_URL: 'https://github.com',
  GITHUB_REPOSITORY: 'acme/rail-site',
  GITHUB_HEAD_REF: 'copy/contact',
};
const EDIT_BASE = 'https://github.com/acme/rail-site/blob/copy/contact/';
const PATHS = [...Object.values(ROUTES).map((route) => route.path), NOT_FOUND.path];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const parsed = (file: string) => parseFile(readFileSync(join(REPO, file), 'utf8'));
const source = (file: string, path: (string | number)[]) => `${file}:${parsed(file).lineOf(path)} ${path.join('.')}`;
const bodySource = (file: string, line: string) =>
  `${file}:${readFileSync(join(REPO, file), 'utf8').split('\n').indexOf(line) + 1} ${BODY_FIELD}`;
const site = parsed('content/site.md').data as SiteContent;

let production: VariantBuild;
let preview: VariantBuild;
let unmarked: VariantBuild;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let browser: Browser;

beforeAll(async () => {
  // One after the other: the machine builds one site at a time well, three at once badly.
  production = await buildVariant({ label: 'production', env: { ...GITHUB, SITE_PREVIEW: '' } });
  preview = await buildVariant({ label: 'preview', env: { ...GITHUB, SITE_PREVIEW: '1' } });
  unmarked = await buildVariant({ label: 'unmarked', env: { ...GITHUB, SITE_PREVIEW: '1', SITE_SOURCE_MARKS: '0' } });
  nginx = await startNginx({ root: preview.clientDir, basePath: '/', noindex: true });
  browser = await launchChromium();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  for (const build of [production, preview, unmarked]) if (build) removeVariant(build);
});

const files = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.\w+$/.test(name));
const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');

describe('production', () => {
  test('carries no source mark, no edit control and none of its words, in any file', () => {
    const leaks: string[] = [];
    for (const name of files(production.clientDir).filter((file) => /\.(html|js|css|data|json)$/.test(file))) {
      const text = read(production.clientDir, name);
      for (const needle of [
        'data-source',
        'data-claim-source',
        'data-edit-',
        '__open-in-editor',
        site.editControl.editMode,
      ])
        if (text.includes(needle)) leaks.push(`${name}: ${needle}`);
      if (hasMarks(text)) leaks.push(`${name}: invisible source marks`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('preview', () => {
  test('with its marks removed, every page is the page of a preview built without them, byte for byte', () => {
    for (const path of PATHS) {
      const marked = readFileSync(pageFile(preview.clientDir, '/', path), 'utf8');
      expect(marked, path).toContain(' data-source="');
      expect(removeSourceMarks(marked), path).toBe(readFileSync(pageFile(unmarked.clientDir, '/', path), 'utf8'));
    }
  });

  test('its scripts and styles are those of a preview without marks, except the files that hold marks themselves', () => {
    const assets = (build: VariantBuild) =>
      new Set(files(join(build.clientDir, 'assets')).filter((name) => /\.(js|css)$/.test(name)));
    const marked = assets(preview);
    const plain = assets(unmarked);
    const stem = (name: string) => name.replace(/-[\w-]{8}\.(js|css)$/, '');
    const onlyMarked = [...marked].filter((name) => !plain.has(name));
    // The route modules compiled from MDX bodies hold their blocks' lines; no page loads them
    // (the built site has no client router), and the manifest names them.
    for (const name of onlyMarked)
      expect(
        read(join(preview.clientDir, 'assets'), name).includes('data-source') || stem(name) === 'manifest',
        name,
      ).toBe(true);
    const pageAssets = new Set(
      PATHS.flatMap((path) =>
        [
          ...readFileSync(pageFile(preview.clientDir, '/', path), 'utf8').matchAll(/\/assets\/([\w.-]+\.(?:js|css))/g),
        ].map((match) => match[1] ?? ''),
      ),
    );
    expect([...pageAssets].filter((name) => !plain.has(name))).toEqual([]);
    expect(
      [...plain]
        .filter((name) => !marked.has(name))
        .map(stem)
        .sort(),
    ).toEqual(onlyMarked.map(stem).sort());
  });

  test('specific elements name their file, line and field', () => {
    const contact = readFileSync(pageFile(preview.clientDir, '/', '/contactUs'), 'utf8');
    const lead = source('content/pages/contactUs.mdx', ['lead']);
    expect(contact).toMatch(new RegExp(`<p [^>]* data-source="${lead.replace(/[.[\]]/g, '\\$&')}">`));
    expect(contact).toContain(`<h1 data-source="${source('content/pages/contactUs.mdx', ['heading'])}">`);
    const supplier = readFileSync(pageFile(preview.clientDir, '/', '/supplierEn'), 'utf8');
    expect(supplier).toContain(
      `<h2 data-source="${bodySource('content/pages/supplierEn.mdx', '## 入驻条件')}">入驻条件</h2>`,
    );
  });
});

/** Visible texts of the page with no ancestor naming their source (the preview's own notes excepted). */
function unmarkedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.nodeValue?.trim() ?? '';
      if (!text || !parent || parent.closest('script, style, noscript, [data-sample-badge], [data-edit-control]'))
        continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (!parent.closest('[data-source], [data-claim-source]'))
        found.push(`${text} (in ${parent.tagName.toLowerCase()}.${parent.className})`);
    }
    return found;
  });
}

describe('preview in Chromium', () => {
  test('every visible text on every page has an element naming its source', async () => {
    const { page, visit, close } = await openPage(browser, nginx.origin, '/');
    try {
      for (const path of PATHS) {
        expect(await visit(path), path).toEqual([]);
        // Texts only an island shows (the frame's failure notice) are marked by the edit control,
        // which starts after hydration: wait for it, not for a fixed time.
        await expect.poll(() => unmarkedTexts(page), { message: path, timeout: 10_000 }).toEqual([]);
      }
    } finally {
      await close();
    }
  });

  test('text filled in from a claim names the claim', async () => {
    const { page, visit, close } = await openPage(browser, nginx.origin, '/');
    try {
      await visit('/contactUs');
      const banner = page.locator(`[data-source="${source('content/site.md', ['banners', 'contactUs', 'text'])}"]`);
      const claims = await banner.evaluate((element) =>
        [element, ...element.querySelectorAll('[data-claim-source]')].map((node) =>
          node.getAttribute('data-claim-source'),
        ),
      );
      expect(claims.join('; ')).toContain(source('content/claims.md', ['claims', 'serviceHours', 'value']));
    } finally {
      await close();
    }
  });

  test('at 1440 px a pencil appears on hover and after keyboard focus, linking to the file and line', async () => {
    const { page, visit, close } = await openPage(browser, nginx.origin, '/');
    try {
      await visit('/contactUs');
      // The control starts once the page's islands have hydrated.
      await page.getByRole('button', { name: site.editControl.editMode }).waitFor();
      const file = 'content/pages/contactUs.mdx';
      const line = parsed(file).lineOf(['lead']);
      await page.locator(`[data-source="${source(file, ['lead'])}"]`).hover();
      const pencil = page.locator('[data-edit-link]');
      await expect.poll(() => pencil.count()).toBe(1);
      expect(await pencil.getAttribute('href')).toBe(`${EDIT_BASE}${file}#L${line}`);
      expect(await pencil.getAttribute('aria-label')).toBe(
        fillPlaceholders(site.editControl.edit, { field: 'lead', file, line }),
      );
      // Beside it, the same field in the browser editor that this preview serves at /admin/.
      const form = page.locator('[data-form-link]');
      expect(await form.getAttribute('href')).toBe('/admin/?field=lead#/collections/pages/entries/contactUs');
      expect(await form.getAttribute('aria-label')).toBe(
        fillPlaceholders(site.editControl.editInForm, { field: 'lead', file }),
      );
      await pencil.hover();
      expect(await page.locator('[data-edit-link]').count(), 'the pencil stays under the mouse').toBe(1);

      const nav = source('content/site.md', ['nav', 'contactUs']);
      await page.locator(`a[data-source="${nav}"]`).focus();
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      expect(await focused.getAttribute('href')).toBe(
        `${EDIT_BASE}content/site.md#L${parsed('content/site.md').lineOf(['nav', 'contactUs'])}`,
      );
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    } finally {
      await close();
    }
  });

  test(`at 390 px ${site.editControl.editMode} shows every pencil and hides them again`, async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    try {
      await page.goto(`${nginx.origin}/contactUs`);
      const toggle = page.getByRole('button', { name: site.editControl.editMode });
      await toggle.tap();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      const links = page.locator('[data-edit-link]');
      await expect.poll(() => links.count()).toBeGreaterThan(15);
      const hrefs = await links.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('href') ?? ''),
      );
      expect(
        hrefs.filter(
          (href) => !/^https:\/\/github\.com\/acme\/rail-site\/blob\/copy\/contact\/content\/.+#L\d+$/.test(href),
        ),
      ).toEqual([]);
      expect(hrefs).toContain(
        `${EDIT_BASE}content/pages/contactUs.mdx#L${parsed('content/pages/contactUs.mdx').lineOf(['lead'])}`,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      await toggle.tap();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => links.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
