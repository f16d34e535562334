/**
 * Link and asset check over the build output: every internal link reaches a pre-rendered page,
 * every `#hash` an element, every src/srcset/href a file; new-tab links are safe. Each failure
 * names the page and the link.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CLIENT = join(process.cwd(), 'build', 'client');
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** Pre-rendered pages by URL path: `/` → index.html, `/contactUs` → contactUs/index.html. */
function pages(): Map<string, Document> {
  if (!existsSync(join(CLIENT, 'index.html'))) throw new Error('build/client is missing: run `npm run build` first');
  const found = new Map<string, Document>();
  const visit = (dir: string, path: string) => {
    for (const entry of readdirSync(join(CLIENT, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') visit(join(dir, entry.name), `${path}${entry.name}/`);
      else if (entry.name === 'index.html')
        found.set(
          path === '/' ? '/' : path.replace(/\/$/, ''),
          new JSDOM(readFileSync(join(CLIENT, dir, entry.name), 'utf8')).window.document,
        );
    }
  };
  visit('', '/');
  return found;
}

const site = pages();
const urlsOf = (document: Document) =>
  [
    ...[...document.querySelectorAll('a[href], link[href]')].map((element) => element.getAttribute('href') ?? ''),
    ...[...document.querySelectorAll('img[src], script[src], iframe[src]')].map(
      (element) => element.getAttribute('src') ?? '',
    ),
    ...[...document.querySelectorAll('[srcset]')].flatMap((element) =>
      (element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
    ),
    ...[...document.querySelectorAll('script:not([src])')].flatMap((script) =>
      [...(script.textContent ?? '').matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1] ?? ''),
    ),
  ].filter((url) => url && !/^(https?:|tel:|mailto:|data:)/.test(url));

/** What is wrong with one internal URL on `page`, or null. */
function problem(page: string, url: string): string | null {
  const [pathAndQuery = '', hash] = url.split('#');
  const path = pathAndQuery.split('?')[0] || page;
  const target = site.get(path.replace(/\/$/, '') || '/');
  if (target) {
    if (hash && !target.getElementById(decodeURIComponent(hash))) return `no element #${hash} on ${path}`;
    return null;
  }
  return existsSync(join(CLIENT, decodeURIComponent(path))) ? null : `nothing at ${path}`;
}

describe('links and assets in the build output', () => {
  it('finds the seven pages and the 404 page', () => {
    expect([...site.keys()].sort()).toEqual(
      [
        '/',
        '/404',
        '/businessIntro',
        '/contactUs',
        '/document',
        '/recruitment',
        '/seviceProvide',
        '/supplierEn',
      ].sort(),
    );
  });

  for (const [page, document] of site) {
    it(`${page}: every internal link, hash and asset resolves`, () => {
      const urls = urlsOf(document);
      // Header, footer and the scripts alone give every page more than ten.
      expect(urls.length).toBeGreaterThan(10);
      const failures = urls.flatMap((url) => {
        const found = problem(page, url);
        return found ? [`${page} → ${url}: ${found}`] : [];
      });
      expect(failures).toEqual([]);
    });

    it(`${page}: every link that opens a new tab has rel="noopener noreferrer"`, () => {
      const unsafe = [...document.querySelectorAll('a[target="_blank"]')]
        .filter(
          (link) =>
            !/\bnoopener\b/.test(link.getAttribute('rel') ?? '') ||
            !/\bnoreferrer\b/.test(link.getAttribute('rel') ?? ''),
        )
        .map((link) => `${page} → ${link.getAttribute('href') ?? ''}`);
      expect(unsafe).toEqual([]);
    });
  }

  it('reports a broken link by page and link (the checker itself can fail)', () => {
    expect(problem('/', '/no-such-page')).toBe('nothing at /no-such-page');
    expect(problem('/', '/businessIntro#no-such-section')).toBe('no element #no-such-section on /businessIntro');
    expect(problem('/', '/businessIntro#ota')).toBeNull();
  });
});
