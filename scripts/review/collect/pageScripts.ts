/** Code run inside the page, as JavaScript text: a compiled function could carry helpers the page lacks. */

/** `Facts` of the whole document. */
export const FACTS_SCRIPT = `(() => {
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const head = { title: document.title };
  for (const meta of document.querySelectorAll('meta[name], meta[property]')) {
    head['meta ' + (meta.getAttribute('name') || meta.getAttribute('property'))] = meta.getAttribute('content') || '';
  }
  for (const link of document.querySelectorAll('head link[rel="canonical"], head link[rel="alternate"], head link[rel="icon"]')) {
    head['link ' + link.getAttribute('rel')] = link.getAttribute('href') || '';
  }
  document.querySelectorAll('script[type="application/ld+json"]').forEach((script, index) => {
    head['JSON-LD ' + (index + 1)] = clean(script.textContent);
  });
  const text = (document.body.innerText || '').split('\\n').map(clean).filter(Boolean);
  const names = [];
  for (const el of document.body.querySelectorAll('[aria-label], img[alt], [title], [aria-roledescription]')) {
    const tag = el.tagName.toLowerCase();
    for (const attr of ['aria-label', 'alt', 'title', 'aria-roledescription']) {
      if (el.hasAttribute(attr) && !(attr === 'alt' && tag !== 'img')) names.push(tag + ' ' + attr + '="' + clean(el.getAttribute(attr)) + '"');
    }
  }
  const links = [...document.querySelectorAll('a[href]')].map((a) =>
    (clean(a.innerText || a.textContent) || clean(a.getAttribute('aria-label')) || '(无文字)') + ' → ' + a.getAttribute('href') +
    (a.getAttribute('target') ? ' target=' + a.getAttribute('target') : ''));
  const images = [];
  for (const el of document.querySelectorAll('img, picture source')) {
    if (el.tagName === 'IMG') images.push('img ' + el.getAttribute('src') + ' alt="' + clean(el.getAttribute('alt')) + '"');
    else images.push('source ' + clean(el.getAttribute('srcset')));
  }
  return { head, text, names, links, images };
})()`;

/** Page code listing the bands: header, banner, each section of `main` (a wrapper holding several sections counts as those sections), footer. */
const BANDS = `
  const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const bands = [];
  const header = document.querySelector('body > header, header');
  if (header) bands.push({ el: header, key: 'header', label: '页眉 (header)' });
  const banner = document.querySelector('[data-banner]');
  if (banner) bands.push({ el: banner, key: 'banner', label: '横幅 (banner)' });
  const main = document.querySelector('main');
  if (main) {
    const parts = [];
    for (const child of main.children) {
      const inner = child.id ? [] : [...child.children].filter((el) => el.tagName === 'SECTION' && el.id);
      if (inner.length > 1) parts.push(...inner); else parts.push(child);
    }
    parts.forEach((el, index) => {
      const heading = el.querySelector('h1, h2, h3');
      const title = clean(heading && heading.textContent);
      const key = el.id ? '#' + el.id : title ? 'h:' + title : el.tagName.toLowerCase() + ':' + index;
      bands.push({ el, key, label: title || (el.id ? '#' + el.id : el.tagName.toLowerCase() + ' ' + (index + 1)) });
    });
  }
  const footer = document.querySelector('body > footer, footer');
  if (footer) bands.push({ el: footer, key: 'footer', label: '页脚 (footer)' });
`;

/**
 * Moves each band down by less than a pixel onto a whole pixel: below a photo scaled to a
 * fractional height, text differs in every edge, so a taller photo would mark the unchanged
 * footer as changed (seen at 390 px).
 */
export const ALIGN_SCRIPT = `(() => {${BANDS}
  for (const { el } of bands) {
    const top = el.getBoundingClientRect().top + window.scrollY;
    const shift = Math.ceil(top - 0.001) - top;
    if (shift <= 0.001) continue;
    if (getComputedStyle(el).position === 'static') {
      el.style.position = 'relative';
      el.style.top = shift + 'px';
    } else el.style.translate = '0 ' + shift + 'px';
  }
  return new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
})()`;

/** The bands in full-page coordinates, with their identity (see `SectionBox`). */
export const SECTIONS_SCRIPT = `(() => {${BANDS}
  const seen = new Map();
  const out = [];
  for (const { el, key, label } of bands) {
    const rect = el.getBoundingClientRect();
    if (rect.height < 1) continue;
    const count = (seen.get(key) || 0) + 1;
    seen.set(key, count);
    out.push({ key: count > 1 ? key + '~' + count : key, label, top: Math.round(rect.top + window.scrollY), height: Math.round(rect.height) });
  }
  return out;
})()`;

/** What an element shows, for a hidden state: a function (from text), as Playwright passes the element only to one. */
export const elementText = new Function(
  'el',
  `const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
  const lines = (el.innerText || '').split('\\n').map(clean).filter(Boolean);
  for (const img of el.querySelectorAll('img')) lines.push('img ' + img.getAttribute('src') + ' alt="' + clean(img.getAttribute('alt')) + '"');
  for (const x of el.querySelectorAll('[aria-label]')) lines.push(x.tagName.toLowerCase() + ' aria-label="' + clean(x.getAttribute('aria-label')) + '"');
  return lines;`,
) as (el: Element) => string[];

/** The slide the carousel shows: the one covering most of the banner. */
export const shownSlide = new Function(
  'banner',
  `const box = banner.getBoundingClientRect();
  let best = null;
  let most = 0;
  for (const slide of banner.querySelectorAll('[aria-roledescription="slide"]')) {
    const rect = slide.getBoundingClientRect();
    const overlap = Math.max(0, Math.min(rect.right, box.right) - Math.max(rect.left, box.left)) * Math.max(0, Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top));
    if (overlap > most) { most = overlap; best = slide; }
  }
  return best;`,
) as (banner: Element) => Element | null;
