/**
 * Pull-request previews: the site built with BASE_PATH=/preview/pr-1/ and SITE_PREVIEW=1, put where
 * the preview deploy puts it (`<deploy path>/preview/pr-1/`) and served by the previews' own server
 * (deploy/preview-server.conf) on an origin of its own beside the live site. Every page, link and
 * asset must stay inside the prefix, SEO URLs must carry it, the nav must work after hydration,
 * sample values are marked on the page, and the preview's code runs sandboxed, a second wall after
 * the origin: it cannot even use its own origin's storage.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PREVIEW_POLICY } from '../../scripts/nginx/previewServer';
import { startNginx } from '../../scripts/nginx/startNginx';
import { stagePreview } from '../../scripts/deploy/preview';
import { checkContent } from '../../src/check/checkContent';
import { sampleValues } from '../../src/check/samples/sampleValues';
import { contentToday } from '../../src/content/claims';
import {
  ADMIN_DIR,
  CLIENT_DIR,
  fixture,
  launchChromium,
  openPage,
  pageFile,
  REPO,
  ROUTE_PATHS,
  routeVariants,
  siteUrl,
} from './helpers';
import { buildVariant, removeVariant } from './variantBuild';

const BASE = '/preview/pr-1/';

/** A link an editor writes in a body to a page of the site: under a prefix it must stay inside it too. */
const BODY_LINK = '\n请看[联系我们](/contactUs?id=3)。\n';

const build = fixture(
  () =>
    buildVariant({
      label: 'subpath',
      env: { BASE_PATH: BASE, SITE_PREVIEW: '1' },
      editContent: (contentDir) => appendFileSync(join(contentDir, 'pages', 'supplierEn.mdx'), BODY_LINK),
    }),
  async (variant) => removeVariant(variant),
);
const clientDir = () => build().clientDir;
/** The deploy path: the preview in preview/pr-1/, as the preview key writes it. */
const server = fixture(
  async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-previews-'));
    stagePreview({ number: 1, clientDir: clientDir() }, join(root, 'preview', 'pr-1'));
    const nginx = await startNginx({
      root: CLIENT_DIR,
      adminRoot: ADMIN_DIR,
      previewServer: { root, liveRoot: CLIENT_DIR },
    });
    return { root, nginx };
  },
  async ({ root, nginx }) => {
    await nginx.stop();
    rmSync(root, { recursive: true, force: true });
  },
);
const nginx = () => server().nginx;
const browser = fixture(launchChromium, (chromium) => chromium.close());
/** The previews' origin; the site's is `nginx().origin`. */
const origin = () => nginx().previewOrigin ?? '';
const get = (path: string) => fetch(`${origin()}${path}`, { redirect: 'manual' });
const html = (routePath: string) => readFileSync(pageFile(clientDir(), BASE, routePath), 'utf8');
const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");

/** Every URL a page names: attributes, srcset entries, imports in its module script, JSON-LD. */
function urlsIn(page: string): string[] {
  const urls: string[] = [];
  for (const match of page.matchAll(/\s(?:href|src|content)="([^"]*)"/gi)) urls.push(decode(match[1] ?? ''));
  for (const match of page.matchAll(/\ssrcset="([^"]*)"/gi)) {
    urls.push(
      ...decode(match[1] ?? '')
        .split(',')
        .map((entry) => entry.trim().split(/\s+/)[0] ?? ''),
    );
  }
  for (const match of page.matchAll(/import\(?\s*"([^"]+)"/g)) urls.push(match[1] ?? '');
  for (const match of page.matchAll(/"(?:url|logo)":"([^"]+)"/g)) urls.push(match[1] ?? '');
  // `content` also holds plain text (descriptions): only path- or URL-like values are links.
  return urls.filter((url) => /^(\/|https?:|\.)/.test(url));
}

describe(`site built for ${BASE}`, () => {
  test('every route answers 200 under the prefix, with and without trailing slash and with ?id=2', async () => {
    for (const routePath of ROUTE_PATHS) {
      for (const path of routeVariants(BASE, routePath)) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toBe(html(routePath));
      }
    }
  });

  test('unknown paths inside the prefix answer 404 with the preview’s 404 page; another preview’s, the live one', async () => {
    for (const path of [`${BASE}no-such-page`, `${BASE}404`, `${BASE}404/`, `${BASE}assets/none.js`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(html('/404'));
    }
    for (const path of ['/preview/pr-2/', '/preview/x/', '/preview/']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe(readFileSync(join(CLIENT_DIR, '404', 'index.html'), 'utf8'));
    }
  });

  test('the bare prefix redirects to the prefix with its slash', async () => {
    const response = await get(`${BASE.slice(0, -1)}?id=0`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${BASE}?id=0`);
  });

  test('the sandboxed policy, the security headers and noindex on pages, assets and the 404 page', async () => {
    const asset = html('/').match(/\/preview\/pr-1\/assets\/[^"]+\.js/)?.[0] ?? 'no asset';
    for (const path of [BASE, asset, `${BASE}no-such-page`, `${BASE}sitemap.xml`]) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy'), path).toBe(PREVIEW_POLICY);
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    // A sandboxed page's module scripts are fetched in CORS mode from its opaque origin.
    expect((await get(asset)).headers.get('access-control-allow-origin')).toBe('*');
    const site = await fetch(`${nginx().origin}/`);
    expect(site.headers.get('content-security-policy')).not.toContain('sandbox');
  });

  test('the site’s own origin serves none of it: its /preview/ addresses go to the preview origin', async () => {
    for (const path of [BASE, `${BASE}recruitment?id=2`, `${BASE}admin/`]) {
      const response = await fetch(`${nginx().origin}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(`${origin()}${path}`);
    }
  });

  test('every internal link and asset of every page resolves inside the prefix', async () => {
    const site = new URL(siteUrl()).origin;
    const checked = new Map<string, number>();
    for (const routePath of [...ROUTE_PATHS, '/404']) {
      const pageUrl = `${origin()}${BASE.slice(0, -1)}${routePath}`;
      for (const raw of urlsIn(html(routePath))) {
        const url = new URL(raw, pageUrl);
        if (url.origin !== origin() && url.origin !== site) continue;
        // React Router writes the home link as the bare prefix (`/preview/pr-1?id=0`): nginx redirects it.
        const inside = url.pathname.startsWith(BASE) || url.pathname === BASE.slice(0, -1);
        expect(inside, `${routePath}: ${raw} escapes ${BASE}`).toBe(true);
        if (url.origin !== origin()) continue;
        const path = `${url.pathname}${url.search}`;
        if (!checked.has(path)) {
          const response = await fetch(`${origin()}${path}`);
          checked.set(path, response.status);
        }
        expect(checked.get(path), `${routePath}: ${raw}`).toBe(200);
      }
    }
    expect(checked.size).toBeGreaterThan(20);
  });

  test('sitemap, robots.txt and canonical URLs carry the prefix', async () => {
    const prefixed = (routePath: string) => new URL(`${BASE.slice(0, -1)}${routePath}`, siteUrl()).href;
    const sitemap = await (await get(`${BASE}sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(ROUTE_PATHS.map(prefixed));
    const robots = await (await get(`${BASE}robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${prefixed('/sitemap.xml')}`);
    for (const routePath of ROUTE_PATHS) {
      const canonical = html(routePath).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical, routePath).toBe(prefixed(routePath));
    }
  });

  test('in Chromium: the preview runs in an opaque origin and cannot read what the site keeps', async () => {
    const page = await openPage(browser(), origin(), '/');
    try {
      await page.page.goto(`${nginx().origin}/`);
      await page.page.evaluate(() => localStorage.setItem('decap-cms-user', '{"token":"editor-secret"}'));
      await page.visit(BASE);
      const seen = await page.page.evaluate(() => {
        let stored: string;
        try {
          stored = String(localStorage.getItem('decap-cms-user'));
        } catch (error) {
          stored = (error as Error).name;
        }
        return { origin: self.origin, stored };
      });
      expect(seen).toEqual({ origin: 'null', stored: 'SecurityError' });
    } finally {
      await page.close();
    }
  });

  test('in Chromium: every page hydrates without CSP violations, and the nav works', async () => {
    const page = await openPage(browser(), origin(), BASE);
    try {
      for (const routePath of [...ROUTE_PATHS, '/no-such-page']) {
        const path = `${BASE.slice(0, -1)}${routePath === '/' ? '/' : routePath}`;
        expect(await page.visit(path), path).toEqual([]);
      }
      expect(await page.visit(BASE)).toEqual([]);
      await page.page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资源合作' }).click();
      await page.page.waitForURL(`${origin()}${BASE}recruitment?id=2`);
      const heading = html('/recruitment').match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
      expect(heading).toBeTruthy();
      await page.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    } finally {
      await page.close();
    }
  });

  test('in Chromium: sample values are outlined and counted, each naming its field, file and line', async () => {
    const samples = sampleValues(checkContent({ root: REPO, today: contentToday() }));
    const expected = (field: string) => {
      const sample = samples.find((entry) => entry.field === field);
      if (!sample) throw new Error(`content/site.md no longer lists ${field} under samples: pick another field here`);
      return `${sample.field} · ${sample.file}:${sample.line}`;
    };
    const page = await openPage(browser(), origin(), BASE);
    try {
      expect(await page.visit(BASE)).toEqual([]);
      const marked = page.page.locator('[data-sample]');
      await expect.poll(() => marked.count()).toBeGreaterThan(3);
      const fields = await marked.evaluateAll((elements) =>
        elements.flatMap((element) => (element.getAttribute('data-sample') ?? '').split('; ')),
      );
      for (const field of ['company.name', 'hotline.number', 'officialAccount.qr', 'police.number'])
        expect(fields, field).toContain(expected(field));
      const badge = page.page.locator('[data-sample-badge]');
      expect(await badge.isVisible()).toBe(true);
      expect(await badge.textContent()).toContain(String(await marked.count()));
    } finally {
      await page.close();
    }
  });
});
