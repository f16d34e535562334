/**
 * Our built home page cut into what the Astro reference emits as it is (the static HTML around the
 * two islands) and what it renders itself (the islands, from their props and the site data). Our
 * island runtime leaves with the cut: the site-data JSON and the loader script are removed, and the
 * `<div data-island>` wrappers are replaced by Astro's `<astro-island>` (both have no box).
 */

export interface SplitPage {
  /** Attributes of `<html>` and `<body>`, as Astro spreads them back. */
  htmlAttributes: Record<string, string>;
  bodyAttributes: Record<string, string>;
  /** Inner HTML of `<head>`, unchanged. */
  head: string;
  /** Body HTML before the carousel's wrapper, between the two wrappers, after the cards' wrapper. */
  beforeCarousel: string;
  between: string;
  after: string;
  /** What our loader gave every island: the page's `site-data` JSON. */
  siteData: unknown;
  /** The cards' own props (`data-props`). */
  businessCardsProps: Record<string, unknown>;
}

const CHARACTER_REFERENCES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
};

/** An attribute value as the browser reads it (React writes `&amp; &quot; &#x27; &lt; &gt;`). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return CHARACTER_REFERENCES[name.toLowerCase()] ?? whole;
  });
}

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1];
    if (name) attributes[name] = decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Start and end (after its `</div>`) of the `<div>` that opens at `start`, nested divs counted. */
export function elementEnd(html: string, start: number): number {
  const tag = /<div\b[^>]*>|<\/div\s*>/gi;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  throw new Error(`unclosed <div> at ${start}`);
}

function island(body: string, name: string) {
  const open = new RegExp(`<div data-island="${name}"([^>]*)>`).exec(body);
  if (!open) throw new Error(`no <div data-island="${name}"> in the home page: did the islands change?`);
  const attributes = parseAttributes(open[1] ?? '');
  const props = attributes['data-props'] ? (JSON.parse(attributes['data-props']) as Record<string, unknown>) : {};
  return { start: open.index, end: elementEnd(body, open.index), props };
}

const SITE_DATA = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/;
/** Our loader: the inline module script that imports the client entry (src/islands/islandScripts.ts). */
const LOADER = /<script type="module">(?:(?!<\/script>)[\s\S])*?import\("[^"]+"\);?<\/script>/;

export function splitHomePage(html: string): SplitPage {
  const htmlTag = /<html([^>]*)>/i.exec(html);
  const headOpen = /<head>/i.exec(html);
  const headClose = html.indexOf('</head>');
  const bodyTag = /<body([^>]*)>/i.exec(html);
  const bodyClose = html.lastIndexOf('</body>');
  if (!htmlTag || !headOpen || headClose < 0 || !bodyTag || bodyClose < 0)
    throw new Error('the home page is not a whole HTML document (<html>, <head>, <body>)');
  const siteData = SITE_DATA.exec(html);
  if (!siteData?.[1]) throw new Error('no site-data JSON in the home page (src/islands/islandScripts.ts)');
  if (!LOADER.test(html)) throw new Error('no island loader script in the home page (src/islands/islandScripts.ts)');

  const body = html
    .slice(bodyTag.index + bodyTag[0].length, bodyClose)
    .replace(SITE_DATA, '')
    .replace(LOADER, '');
  const carousel = island(body, 'carousel');
  const cards = island(body, 'businessCards');
  if (cards.start < carousel.end) throw new Error('expected the carousel before the business cards');
  return {
    htmlAttributes: parseAttributes(htmlTag[1] ?? ''),
    bodyAttributes: parseAttributes(bodyTag[1] ?? ''),
    head: html.slice(headOpen.index + headOpen[0].length, headClose),
    beforeCarousel: body.slice(0, carousel.start),
    between: body.slice(carousel.end, cards.start),
    after: body.slice(cards.end),
    siteData: JSON.parse(siteData[1]) as unknown,
    businessCardsProps: cards.props,
  };
}
