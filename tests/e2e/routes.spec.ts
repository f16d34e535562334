/**
 * Every route is pre-rendered: the HTML alone (no JavaScript) carries the page's heading and the nav.
 */
import {
  expect,
  fillClaims,
  NAV_ITEMS,
  NAV_LABEL,
  normalizeText,
  parseHtml,
  readPage,
  ROUTE_NAMES,
  ROUTES,
  test,
} from './fixtures';

for (const name of ROUTE_NAMES) {
  const route = ROUTES[name];
  test(`${route.path} answers 200 with its heading and the nav in the pre-rendered HTML`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');

    const document = parseHtml(await response.text());
    const headings = [...document.querySelectorAll('h1')].map((h1) => normalizeText(h1.textContent));
    expect(headings).toEqual([fillClaims(readPage(name).heading)]);

    const nav = document.querySelector(`nav[aria-label="${NAV_LABEL}"]`);
    expect(nav, `nav[aria-label="${NAV_LABEL}"]`).not.toBeNull();
    const links = [...(nav?.querySelectorAll('a[href]') ?? [])].map((link) => ({
      label: normalizeText(link.textContent),
      href: link.getAttribute('href'),
    }));
    expect(links).toEqual(NAV_ITEMS.map((item) => ({ ...item })));
  });
}

test('an unknown path answers 404 with the 404 page and a link home', async ({ request, baseURL }) => {
  const notFound = readPage('notFound');
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');

  const document = parseHtml(await response.text());
  const headings = [...document.querySelectorAll('h1')].map((h1) => normalizeText(h1.textContent));
  expect(headings).toEqual([fillClaims(notFound.heading)]);

  const homeLinks = [...document.querySelectorAll('main a[href]')].filter(
    (link) => normalizeText(link.textContent) === fillClaims(String(notFound.homeLink)),
  );
  expect(homeLinks, `a link "${String(notFound.homeLink)}" in <main>`).toHaveLength(1);
  expect(new URL(homeLinks[0]?.getAttribute('href') ?? '', baseURL).pathname).toBe('/');
  expect(document.querySelector(`nav[aria-label="${NAV_LABEL}"]`)).not.toBeNull();
});
