/**
 * The browser editor served by nginx with deploy/locations.conf: at /admin/ and under
 * a site's prefix, with its own CSP (each relaxation of deploy/admin-csp.conf listed here, so a
 * new one is a visible change), noindex and the site's other security headers; it starts in
 * Chromium under that policy and shows Decap's sign-in screen; visitor pages are served exactly
 * as without it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { startNginx, type RunningNginx } from '../../scripts/nginx/startNginx';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import type { SiteContent } from '../../src/content/schemas/site';
import {
  ADMIN_DIR,
  CLIENT_DIR,
  fixture,
  launchChromium,
  openPage,
  REPO,
  requireAdminBuild,
  requireBuild,
  ROUTE_PATHS,
} from './helpers';

/**
 * The editor's policy, directive by directive: 'self' plus what Decap needs (deploy/admin-csp.conf says why),
 * scripts only from the editor's own folder at the site's origin (`editor`).
 */
const editorPolicy = (editor: string) => ({
  'default-src': ["'self'"],
  'script-src': [editor, "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'blob:'],
  'connect-src': ["'self'", 'blob:', 'https://api.github.com', 'https://www.githubstatus.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});
/** A site served under a prefix, as a staging copy could be. */
const PREVIEW = '/site/';

const servers = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const empty = mkdtempSync(join(tmpdir(), 'site-no-admin-'));
    // A release without admin/: the folder is not there at all.
    const missing = join(empty, 'admin');
    const started: RunningNginx[] = [];
    const browser: { current?: Browser } = {};
    try {
      // The editor is found beside build/client (build/admin), as on the server beside releases/<id>/client.
      started.push(await startNginx({ root: CLIENT_DIR }));
      started.push(await startNginx({ root: CLIENT_DIR, basePath: PREVIEW, noindex: true }));
      started.push(await startNginx({ root: CLIENT_DIR, adminRoot: missing }));
      browser.current = await launchChromium();
    } catch (error) {
      await Promise.all(started.map((server) => server.stop()));
      throw error;
    }
    const [site, preview, withoutEditor] = started as [RunningNginx, RunningNginx, RunningNginx];
    return { site, preview, withoutEditor, empty, browser: browser.current };
  },
  async ({ site, preview, withoutEditor, empty, browser }) => {
    await browser.close();
    await Promise.all([site, preview, withoutEditor].map((server) => server.stop()));
    rmSync(empty, { recursive: true, force: true });
  },
);

const get = (server: RunningNginx, path: string) => fetch(`${server.origin}${path}`, { redirect: 'manual' });
const policyOf = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
const editorScript = () => {
  const name = readdirSync(join(ADMIN_DIR, 'assets')).find((file) => /^index-[\w-]+\.js$/.test(file));
  if (!name) throw new Error('build/admin/assets has no index-*.js');
  return `admin/assets/${name}`;
};

function expectEditorHeaders(response: Response, label: string, editor: string): void {
  expect(policyOf(response), label).toEqual(editorPolicy(editor));
  expect(response.headers.get('x-robots-tag'), label).toBe('noindex');
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('x-frame-options'), label).toBe('SAMEORIGIN');
  expect(response.headers.get('permissions-policy'), label).toContain('camera=()');
}

describe('the editor at /admin/', () => {
  for (const [name, base] of [
    ['production', '/'],
    ['under a prefix', PREVIEW],
  ] as const) {
    test(`${name}: ${base}admin/ is the editor page with its own CSP and noindex; its script is immutable`, async () => {
      const server = base === '/' ? servers().site : servers().preview;
      const page = await get(server, `${base}admin/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(readFileSync(join(ADMIN_DIR, 'index.html'), 'utf8'));
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const editor = `${server.origin}${base}admin/assets/`;
      expectEditorHeaders(page, `${base}admin/`, editor);

      const bare = await get(server, `${base}admin`);
      expect(bare.status).toBe(301);
      expect(bare.headers.get('location')).toBe(`${base}admin/`);

      const script = await get(server, `${base}${editorScript()}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectEditorHeaders(script, editorScript(), editor);
    });
  }

  test('starts in Chromium under its CSP with no violation and shows the GitHub sign-in', async () => {
    const { site, browser } = servers();
    const page = await openPage(browser, site.origin, '/admin/');
    try {
      const problems = await page.visit('/admin/', { hydrate: false });
      // Decap starts after `load` (configuration check, styles): collect once its sign-in screen,
      // or its configuration error (what a blocked eval gives), is up.
      const signIn = page.page.getByRole('button', { name: '使用 GitHub 登录' });
      await signIn.or(page.page.getByText('Error loading the CMS configuration')).waitFor({ timeout: 30_000 });
      problems.push(...(await page.collect()));
      // src/editor/main.ts asks for local.json, which only `npm run edit` serves: a 404 here is expected.
      expect(problems.filter((problem) => problem !== '404: /admin/local.json')).toEqual([]);
      expect(await signIn.isVisible()).toBe(true);
      // This server has no sign-in secret (deploy/sign-in.js answers `no-secret`): the editor says so
      // above the button, before anyone tries.
      const site = parseFile(readFileSync(join(REPO, 'content', 'site.md'), 'utf8')).data as SiteContent;
      const notice = page.page.getByRole('status').filter({ hasText: '登录还没有开通' });
      await expect(notice.textContent()).resolves.toBe(site.editControl.signIn.notReady);
      expect(await notice.isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });
});

test('visitor pages are served byte for byte and header for header as without the editor', async () => {
  const { site, withoutEditor } = servers();
  const headersOf = (response: Response) =>
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
  const asset = readdirSync(join(CLIENT_DIR, 'assets')).find((file) => file.endsWith('.js'));
  for (const path of [...ROUTE_PATHS, '/no-such-page', '/sitemap.xml', `/assets/${asset}`]) {
    const [withIt, without] = await Promise.all([get(site, path), get(withoutEditor, path)]);
    expect(withIt.status, path).toBe(without.status);
    expect(headersOf(withIt), path).toEqual(headersOf(without));
    expect(Buffer.from(await withIt.arrayBuffer()).equals(Buffer.from(await without.arrayBuffer())), path).toBe(true);
    expect(withIt.headers.get('content-security-policy'), path).not.toContain('unsafe-eval');
  }
  // Without the editor's files, /admin/ is the site's 404 page.
  expect((await get(withoutEditor, '/admin/')).status).toBe(404);
});
