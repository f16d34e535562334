/**
 * The scripts a pre-rendered page with islands gets (src/site/islands/islandScripts.ts): the site
 * data and the island modules' files as inert JSON, and one module script, the same text on every
 * page, that imports the modules of the page's islands, and only those, after the first paint. A page
 * whose islands and route `handle` disagree fails the build.
 */
import { describe, expect, it } from 'vitest';
import { ISLAND_LOADER, WAIT_FOR_PAINT, withIslandScripts } from '../../src/site/islands/islandScripts';

const BUILT = {
  copyButton: { module: '/assets/copyButton-1.js', imports: ['/assets/shared-1.js', '/assets/shared-1.js'], css: [] },
  docFrame: { module: '/assets/docFrame-1.js', imports: ['/assets/shared-1.js'], css: ['/assets/docFrame-1.css'] },
};
const COPY = [{ name: 'copyButton' as const, props: {} }];
const ISLAND = '<div data-island="copyButton" data-props="{}"><button>复制</button></div>';
const page = (attributes: string, body: string) =>
  `<!DOCTYPE html><html lang="zh-CN"${attributes}><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>${body}</main></body></html>`;

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;

describe('withIslandScripts', () => {
  const html = withIslandScripts(page(' data-islands=""', ISLAND), '/contactUs', COPY, BUILT, {
    site: { name: '</script><b>' },
  });

  it('adds the site data, the modules and the loader just before </body>, and nothing to the head', () => {
    expect(html).toMatch(
      /<\/main><script type="application\/json" id="site-data">.*<\/script><script type="application\/json" id="island-modules">.*<\/script><script type="module">/,
    );
    expect(html.endsWith('</script></body></html>')).toBe(true);
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/root.css"/></head>');
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it('writes the data so that no text in it can end the script element', () => {
    const json = /id="site-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toContain('</');
    expect(JSON.parse(json)).toEqual({ site: { name: '</script><b>' } });
  });

  it('leaves a page without islands as it is', () => {
    const plain = page('', '<p>页面</p>');
    expect(withIslandScripts(plain, '/supplierEn', [], BUILT, {})).toBe(plain);
  });

  it('names the modules of the page’s islands and no other, in the JSON, not in the script', () => {
    const json = /id="island-modules">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      modules: { copyButton: '/assets/copyButton-1.js' },
      imports: ['/assets/shared-1.js'],
    });
    expect(html).not.toContain('/assets/docFrame-1.js');
    expect(html).toContain(`<script type="module">${ISLAND_LOADER}</script>`);
  });

  it('links an island’s stylesheet the page does not carry yet, after the page’s own', () => {
    const framed = withIslandScripts(
      page(' data-islands=""', '<div data-island="docFrame"><div></div></div>'),
      '/document',
      [{ name: 'docFrame', props: {} }],
      BUILT,
      {},
    );
    expect(framed).toContain(
      '<head><link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/docFrame-1.css"/></head>',
    );
  });

  it('fails the build when an island has no built module', () => {
    expect(() =>
      withIslandScripts(
        page(' data-islands=""', '<div data-island="subNav"><nav></nav></div>'),
        '/businessIntro',
        [{ name: 'subNav', props: {} }],
        BUILT,
        {},
      ),
    ).toThrow('/businessIntro: island "subNav" has no built module (src/site/islands/client/subNav.ts)');
  });

  it('fails the build when a page renders islands its route does not declare', () => {
    expect(() => withIslandScripts(page('', ISLAND), '/contactUs', COPY, BUILT, {})).toThrow(
      '/contactUs: the page renders an <Island> but its route does not declare `export const handle = HYDRATE` (src/site/islands/Island.tsx)',
    );
  });

  it('fails the build when a route declares islands its page does not render', () => {
    expect(() => withIslandScripts(page(' data-islands=""', '<p>页面</p>'), '/recruitment', [], BUILT, {})).toThrow(
      '/recruitment: the route declares `handle = HYDRATE` but the page renders no <Island>; remove the handle',
    );
  });
});

describe('the loader', () => {
  it('waits for load, the first paint and an idle moment before anything is requested', () => {
    expect(ISLAND_LOADER.startsWith(WAIT_FOR_PAINT)).toBe(true);
    expect(ISLAND_LOADER).not.toMatch(/^\s*import\s+(?!\()/m);
    expect(ISLAND_LOADER.indexOf('import(')).toBeGreaterThan(WAIT_FOR_PAINT.length);
  });

  it('preloads what the modules import, imports each island’s module, then marks the page hydrated', () => {
    expect(ISLAND_LOADER).toContain('const { modules, imports } = json("island-modules");');
    expect(ISLAND_LOADER).toContain('for (const href of imports)');
    expect(ISLAND_LOADER).toContain('(await import(modules[island.dataset.island])).start(island, data)');
    expect(ISLAND_LOADER.trimEnd().endsWith('document.documentElement.dataset.hydrated = "";')).toBe(true);
    // Valid JavaScript with top-level await (an async function body parses the same way).
    expect(() => new AsyncFunction(ISLAND_LOADER)).not.toThrow();
  });

  it('is the same text whatever the page’s islands and their files: the fixed CSP allows it by one hash', () => {
    const render = (files: (typeof BUILT)[keyof typeof BUILT]) =>
      withIslandScripts(page(' data-islands=""', ISLAND), '/contactUs', COPY, { copyButton: files }, {});
    const loader = (text: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(text)?.[1];
    expect(loader(render(BUILT.copyButton))).toBe(ISLAND_LOADER);
    expect(loader(render(BUILT.docFrame))).toBe(ISLAND_LOADER);
    expect(ISLAND_LOADER).not.toMatch(/\/assets\//);
  });

  it('lists each module to preload once', () => {
    const both = withIslandScripts(
      page(' data-islands=""', `${ISLAND}<div data-island="docFrame"><div></div></div>`),
      '/document',
      [...COPY, { name: 'docFrame', props: {} }],
      BUILT,
      {},
    );
    expect(JSON.parse(/id="island-modules">(.*?)<\/script>/.exec(both)?.[1] ?? '')).toEqual({
      modules: { copyButton: '/assets/copyButton-1.js', docFrame: '/assets/docFrame-1.js' },
      imports: ['/assets/shared-1.js'],
    });
  });
});
