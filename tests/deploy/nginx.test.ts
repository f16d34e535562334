/**
 * The built site (build/client) served by nginx with deploy/nginx.conf: routes, the 404 page,
 * caching, compression, and the security headers on every kind of response.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import {
  builtScriptHashes,
  CLIENT_DIR,
  contentFrameOrigin,
  expectSecurityHeaders,
  fixture,
  pageFile,
  requireBuild,
  ROUTE_PATHS,
  routeVariants,
} from './helpers';

const nginx = fixture(
  async () => {
    requireBuild();
    return startNginx({ root: CLIENT_DIR });
  },
  (server) => server.stop(),
);
let hashes: Set<string> | undefined;
const scriptHashes = () => (hashes ??= builtScriptHashes(CLIENT_DIR));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx().origin}${path}`, { headers, redirect: 'manual' });
const notFoundPage = () => readFileSync(join(CLIENT_DIR, '404', 'index.html'), 'utf8');
const assets = () => readdirSync(join(CLIENT_DIR, 'assets'));
/** The largest built file of a kind: a module of a few bytes is below nginx's gzip_min_length (256) on purpose. */
const asset = (extension: string) => {
  const name = assets()
    .filter((file) => file.endsWith(extension))
    .sort((a, b) => statSync(join(CLIENT_DIR, 'assets', b)).size - statSync(join(CLIENT_DIR, 'assets', a)).size)[0];
  if (!name) throw new Error(`no ${extension} file in build/client/assets`);
  return `/assets/${name}`;
};

describe('routes', () => {
  for (const routePath of ROUTE_PATHS) {
    test(`${routePath}: 200 with its page, with and without trailing slash and with ?id=2`, async () => {
      const expected = readFileSync(pageFile(CLIENT_DIR, '/', routePath), 'utf8');
      for (const path of routeVariants('/', routePath)) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
        expect(await response.text(), path).toBe(expected);
      }
    });
  }

  test('unknown paths, /404 itself and the unused SPA fallback answer 404 with the 404 page', async () => {
    for (const path of ['/no-such-page', '/no/such/page/', '/recruitment/x', '/404', '/404/', '/__spa-fallback.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(notFoundPage());
    }
  });

  test('HTML is revalidated: a repeated request with its ETag answers 304', async () => {
    const first = await get('/contactUs');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/contactUs', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
  });
});

describe('assets', () => {
  test('fingerprinted assets are cached for a year as immutable, with the right type', async () => {
    const types: Record<string, string> = {
      '.js': 'application/javascript',
      '.css': 'text/css',
      '.svg': 'image/svg+xml',
      '.jpeg': 'image/jpeg',
      '.avif': 'image/avif',
      '.webp': 'image/webp',
    };
    for (const [extension, type] of Object.entries(types)) {
      const path = asset(extension);
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')?.split(';')[0], path).toBe(type);
    }
  });

  test('a missing asset is the 404 page, not cached as immutable', async () => {
    const response = await get('/assets/missing-0000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(notFoundPage());
  });

  test('no directory listing for /assets/', async () => {
    for (const path of ['/assets/', '/assets']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain('Index of');
      expect(body, path).not.toContain(assets()[0]);
    }
  });

  test('text is gzipped for clients that accept it', async () => {
    for (const path of ['/', '/recruitment?id=2', asset('.js'), asset('.css'), asset('.svg'), '/sitemap.xml']) {
      const response = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(response.headers.get('content-encoding'), path).toBe('gzip');
      expect(response.headers.get('vary'), path).toBe('Accept-Encoding');
    }
  });
});

describe('security headers', () => {
  test('on HTML, assets, the 404 page, sitemap and robots.txt, with no nginx version', async () => {
    const paths = ['/', '/document?id=4', asset('.js'), asset('.svg'), '/no-such-page', '/assets/', '/sitemap.xml'];
    for (const path of [...paths, '/robots.txt', '/404']) {
      expectSecurityHeaders(await get(path), path, scriptHashes());
    }
  });

  test('frame-src allows exactly the developer documentation the page embeds', async () => {
    const html = readFileSync(pageFile(CLIENT_DIR, '/', '/document'), 'utf8');
    const frames = [...html.matchAll(/<iframe[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1] ?? '').origin);
    expect(frames).toEqual([contentFrameOrigin()]);
  });

  test('no page has inline event handlers or javascript: URLs, which hashes cannot allow', () => {
    for (const routePath of [...ROUTE_PATHS, '/404']) {
      // Script and style text may contain `<` and `on…=`: only tags count.
      const html = readFileSync(pageFile(CLIENT_DIR, '/', routePath), 'utf8').replace(
        /<(script|style)\b[\s\S]*?<\/\1>/gi,
        '',
      );
      expect(html, routePath).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, routePath).not.toMatch(/javascript:/i);
    }
  });
});
