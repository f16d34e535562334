/** The Astro reference's page: our home page cut around its islands, our runtime left out. */
import { describe, expect, test } from 'vitest';
import { checkBuiltPage } from '../../../scripts/bench/astroReference/build';
import { splitHomePage } from '../../../scripts/bench/astroReference/splitPage';

const PAGE =
  '<!DOCTYPE html><html lang="zh-CN" data-islands=""><head><meta charSet="utf-8"/><style>a{}</style></head><body>' +
  '<header>h</header>' +
  '<div data-island="carousel"><section><div><div>slide</div></div></section></div>' +
  '<p>between</p>' +
  '<div data-island="businessCards" data-props="{&quot;business&quot;:{&quot;title&quot;:&quot;四大业务 &amp; more&quot;}}"><ul><li><div>card</div></li></ul></div>' +
  '<footer>f</footer>' +
  '<script type="application/json" id="site-data">{"site":{"name":"x\\u003c/script>"}}</script>' +
  '<script type="module">await new Promise((go) => setTimeout(go, 0));\nimport("/assets/entry.client-B82ZhyRk.js");</script>' +
  '</body></html>';

describe('splitHomePage', () => {
  test('keeps the static HTML around the two islands and drops our wrappers, site data and loader', () => {
    const page = splitHomePage(PAGE);
    expect(page.htmlAttributes).toEqual({ lang: 'zh-CN', 'data-islands': '' });
    expect(page.head).toBe('<meta charSet="utf-8"/><style>a{}</style>');
    expect(page.beforeCarousel).toBe('<header>h</header>');
    expect(page.between).toBe('<p>between</p>');
    expect(page.after).toBe('<footer>f</footer>');
    expect(page.siteData).toEqual({ site: { name: 'x</script>' } });
    expect(page.businessCardsProps).toEqual({ business: { title: '四大业务 & more' } });
  });

  test('refuses a page whose islands changed', () => {
    expect(() => splitHomePage(PAGE.replace('data-island="carousel"', 'data-island="hero"'))).toThrow(
      'no <div data-island="carousel">',
    );
  });
});

describe('checkBuiltPage', () => {
  const island = '<astro-island uid="a" component-url="/_astro/C.js" client="idle" ssr>x</astro-island>';
  test('wants two idle islands and none of our runtime', () => {
    expect(() => checkBuiltPage(`<body>${island}${island}</body>`)).not.toThrow();
    expect(() => checkBuiltPage(`<body>${island}</body>`)).toThrow('found 1');
    expect(() => checkBuiltPage(`<body>${island}${island}<script id="site-data"></script></body>`)).toThrow(
      'site-data',
    );
  });
});
