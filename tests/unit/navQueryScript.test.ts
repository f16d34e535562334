/**
 * The inline `?id=` script of every page must pick the same nav item as resolveNavIndex for
 * every query, valid or not, and mark the page ready unless islands follow (`<html data-islands>`),
 * which mark it ready themselves once hydrated.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NAV_QUERY_SCRIPT, resolveNavIndex } from '../../src/site/layout/navIndex';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    html: string,
    options: { url: string; runScripts: 'outside-only' },
  ) => { window: { document: Document; eval: (code: string) => void } };
};

// The supplier page as pre-rendered: its own item (资源合作, index 2) current.
const PAGE = `<nav data-main-nav><ul>${[0, 1, 2, 3, 4]
  .map((index) => `<li><a href="/?id=${index}"${index === 2 ? ' aria-current="page"' : ''}>${index}</a></li>`)
  .join('')}</ul></nav>`;

function run(search: string, islands = false) {
  const html = islands ? `<html data-islands=""><body>${PAGE}</body></html>` : PAGE;
  const dom = new JSDOM(html, { url: `http://site.test/supplierEn${search}`, runScripts: 'outside-only' });
  dom.window.eval(NAV_QUERY_SCRIPT);
  const links = [...dom.window.document.querySelectorAll('a')];
  return {
    current: links.flatMap((link, index) => (link.getAttribute('aria-current') === 'page' ? [index] : [])),
    ready: dom.window.document.documentElement.hasAttribute('data-hydrated'),
  };
}

describe('NAV_QUERY_SCRIPT', () => {
  const queries = ['', '?id=0', '?id=1', '?id=3', '?id=4', '?id=abc', '?id=9', '?id=-1', '?id=1.5', '?id=', '?id=2a'];
  for (const search of queries) {
    it(`marks the item resolveNavIndex picks for "${search || '(no query)'}"`, () => {
      const id = new URLSearchParams(search).get('id');
      const { current, ready } = run(search);
      expect(current).toEqual([resolveNavIndex('supplierEn', id)]);
      expect(ready).toBe(true);
    });
  }

  it('leaves the page not ready where islands follow, and still moves the highlight', () => {
    const { current, ready } = run('?id=0', true);
    expect(current).toEqual([0]);
    expect(ready).toBe(false);
  });
});
