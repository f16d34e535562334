/**
 * What keeps every page eligible for the back/forward cache (moving back and forward between pages is instant; the restore itself is
 * tested in a browser by tests/e2e/bfcache.spec.ts): no `unload` or `beforeunload` handler in our
 * code or in anything the build ships, and no `Cache-Control: no-store` on a page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { inlineScripts } from '../../scripts/nginx/csp';
import { startNginx } from '../../scripts/nginx/startNginx';
import { CLIENT_DIR, fixture, REPO, requireBuild, ROUTE_PATHS } from './helpers';

/** `unload` or `beforeunload` as an event name or handler property, in any quoting. */
const UNLOAD = /\b(?:on)?(?:before)?unload\b/i;

const filesUnder = (root: string, pattern: RegExp) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => join(root, file));

test('the pattern finds every way of listening for unload', () => {
  for (const code of [
    "addEventListener('unload', f)",
    'window.addEventListener("beforeunload", f)',
    'window.onunload = f',
    'onbeforeunload=f',
    '<body onunload="f()">',
  ])
    expect(code, code).toMatch(UNLOAD);
  // pagehide is what a page should listen for instead; a word that merely contains "unload" is no handler.
  expect("addEventListener('pagehide', f); isUnloaded").not.toMatch(UNLOAD);
});

test('no source file listens for unload or beforeunload', () => {
  const offenders = filesUnder(join(REPO, 'src'), /\.(ts|tsx|js|cjs|mjs)$/).filter((file) =>
    UNLOAD.test(readFileSync(file, 'utf8')),
  );
  expect(offenders).toEqual([]);
});

test('nothing the build ships listens for unload or beforeunload', () => {
  requireBuild();
  const scripts = filesUnder(CLIENT_DIR, /\.js$/).filter((file) => UNLOAD.test(readFileSync(file, 'utf8')));
  const pages = filesUnder(CLIENT_DIR, /\.html$/).filter((file) => {
    const html = readFileSync(file, 'utf8');
    return inlineScripts(html).some((script) => UNLOAD.test(script.text)) || /<[^>]+\sonunload=/i.test(html);
  });
  expect([...scripts, ...pages]).toEqual([]);
});

test('no nginx rule sends Cache-Control: no-store', () => {
  const rules = filesUnder(join(REPO, 'deploy'), /\.conf$/).filter((file) =>
    /no-store/i.test(readFileSync(file, 'utf8')),
  );
  expect(rules).toEqual([]);
});

const nginx = fixture(
  async () => {
    requireBuild();
    return startNginx({ root: CLIENT_DIR });
  },
  (server) => server.stop(),
);

test('nginx serves every page and the 404 page without no-store', async () => {
  for (const path of [...ROUTE_PATHS, '/no-such-page']) {
    const response = await fetch(`${nginx().origin}${path}`);
    await response.arrayBuffer();
    expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/no-store/i);
  }
});
