/**
 * Back/forward cache in other engines (Chromium: tests/e2e/bfcache.spec.ts), where the
 * driver lets it be seen (WebKit; not Firefox under puppeteer, see firefox.test.ts): going
 * back to a page restores it from the cache. WebKitWebDriver cannot install a script before a
 * page's own, so the page is marked after it loaded: a
 * `pageshow` listener added then is still there only if the very same document comes back, and it
 * then hears `persisted === true`. A page loaded afresh has no listener and no mark.
 * Going back is `history.back()` from the page: a restored page fires no `load` for a driver to wait on.
 * Until the browser shows the page again, nothing is sent to a page script: in WebKit a script that
 * reaches the page being put into the cache waits there forever (seen in CI on /recruitment).
 */
import { expect, test } from 'vitest';
import { PAGES } from './content';
import { waitInPage, type EnginePage } from './engine';

declare global {
  interface Window {
    /** `persisted` of each `pageshow` since the test marked the document. */
    __bfcacheShows?: boolean[];
  }
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Waits until the browser itself says it shows `path`; only the browser is asked, never a page script. */
async function arrivedAt(page: EnginePage, path: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while ((last = await page.path()) !== path) {
    if (Date.now() > deadline) throw new Error(`${page.name}: going back did not reach ${path} (still at ${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function shows(page: EnginePage, path: string, heading: string): Promise<void> {
  await waitInPage(
    page,
    `${path} shows “${heading}”`,
    (expectedPath: string, expected: string) => {
      const h1 = (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return (location.pathname === expectedPath && document.readyState === 'complete' && h1 === expected) || { h1 };
    },
    [path, normalize(heading)],
  );
}

export function defineBfcacheTests(engine: () => EnginePage): void {
  test('going back restores every page from the back/forward cache', async () => {
    const page = engine();
    const restored: Record<string, unknown> = {};
    for (const { path, heading } of PAGES) {
      const away = path === '/contactUs' ? '/recruitment' : '/contactUs';
      await page.open(path);
      await shows(page, path, heading);
      await page.evaluate(() => {
        window.__bfcacheShows = [];
        addEventListener('pageshow', (event) => window.__bfcacheShows?.push(event.persisted));
      });
      await page.open(away);
      await page.evaluate(() => setTimeout(() => history.back(), 0));
      await arrivedAt(page, path);
      await shows(page, path, heading);
      restored[path] = await page.evaluate(() => window.__bfcacheShows ?? 'loaded afresh');
    }
    expect(restored).toEqual(Object.fromEntries(PAGES.map(({ path }) => [path, [true]])));
  });
}
