/**
 * Functions Playwright runs inside the page (`page.evaluate`), typed and linted like any code. tsx
 * wraps every function bound to a name in a `__name(…)` helper the page does not have, so inside
 * them nothing is a named function: helpers are written out where they are used.
 */
import type { Facts, SectionBox } from '../types';

/** `Facts` of the whole document. */
export function pageFacts(): Facts {
  const head: Record<string, string> = { title: document.title };
  for (const meta of document.querySelectorAll('meta[name], meta[property]'))
    head[`meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`] = meta.getAttribute('content') ?? '';
  for (const link of document.querySelectorAll('head link:is([rel="canonical"], [rel="alternate"], [rel="icon"])'))
    head[`link ${link.getAttribute('rel')}`] = link.getAttribute('href') ?? '';
  document.querySelectorAll('script[type="application/ld+json"]').forEach((script, index) => {
    head[`JSON-LD ${index + 1}`] = (script.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
  const text = document.body.innerText
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const names: string[] = [];
  for (const el of document.body.querySelectorAll('[aria-label], img[alt], [title], [aria-roledescription]')) {
    const tag = el.tagName.toLowerCase();
    for (const attr of ['aria-label', 'alt', 'title', 'aria-roledescription']) {
      const value = (el.getAttribute(attr) ?? '').replace(/\s+/g, ' ').trim();
      if (el.hasAttribute(attr) && !(attr === 'alt' && tag !== 'img')) names.push(`${tag} ${attr}="${value}"`);
    }
  }
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => {
    const shown = (a.innerText || a.textContent || '').replace(/\s+/g, ' ').trim();
    const words = shown || (a.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
    const target = a.getAttribute('target') ? ` target=${a.getAttribute('target')}` : '';
    return `${words || '(无文字)'} → ${a.getAttribute('href')}${target}`;
  });
  const images = [...document.querySelectorAll('img, picture source')].map((el) =>
    el.tagName === 'IMG'
      ? `img ${el.getAttribute('src')} alt="${(el.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim()}"`
      : `source ${(el.getAttribute('srcset') ?? '').replace(/\s+/g, ' ').trim()}`,
  );
  return { head, text, names, links, images };
}

/**
 * The bands (header, banner, each section of `main`, footer; a wrapper holding several sections
 * counts as those sections) in full-page coordinates, with their identity. Each band is first
 * moved down by less than a pixel onto a whole pixel: below a photo scaled to a fractional height,
 * text would differ in every edge, so a taller photo would mark the unchanged footer as changed.
 */
export async function sectionBands(): Promise<Omit<SectionBox, 'file'>[]> {
  const bands: { el: Element; key: string; label: string }[] = [];
  const header = document.querySelector('body > header, header');
  if (header) bands.push({ el: header, key: 'header', label: '页眉 (header)' });
  const banner = document.querySelector('[data-banner]');
  if (banner) bands.push({ el: banner, key: 'banner', label: '横幅 (banner)' });
  const parts = [...(document.querySelector('main')?.children ?? [])].flatMap((child) => {
    const inner = child.id ? [] : [...child.children].filter((el) => el.tagName === 'SECTION' && el.id);
    return inner.length > 1 ? inner : [child];
  });
  parts.forEach((el, index) => {
    const title = (el.querySelector('h1, h2, h3')?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const tag = el.tagName.toLowerCase();
    const key = el.id ? `#${el.id}` : title ? `h:${title}` : `${tag}:${index}`;
    bands.push({ el, key, label: title || (el.id ? `#${el.id}` : `${tag} ${index + 1}`) });
  });
  const footer = document.querySelector('body > footer, footer');
  if (footer) bands.push({ el: footer, key: 'footer', label: '页脚 (footer)' });
  for (const { el } of bands) {
    const top = el.getBoundingClientRect().top + window.scrollY;
    const shift = Math.ceil(top - 0.001) - top;
    const style = (el as HTMLElement).style;
    if (shift <= 0.001) continue;
    if (getComputedStyle(el).position === 'static') Object.assign(style, { position: 'relative', top: `${shift}px` });
    else style.translate = `0 ${shift}px`;
  }
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const seen = new Map<string, number>();
  return bands.flatMap(({ el, key, label }) => {
    const rect = el.getBoundingClientRect();
    if (rect.height < 1) return [];
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    const top = Math.round(rect.top + window.scrollY);
    return [{ key: count > 1 ? `${key}~${count}` : key, label, top, height: Math.round(rect.height) }];
  });
}

/** What an element shows, for a hidden state: its text lines, its images and its labels. */
export function elementText(el: Element): string[] {
  const lines = (el as HTMLElement).innerText
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (const img of el.querySelectorAll('img'))
    lines.push(`img ${img.getAttribute('src')} alt="${(img.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim()}"`);
  for (const x of el.querySelectorAll('[aria-label]'))
    lines.push(
      `${x.tagName.toLowerCase()} aria-label="${(x.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim()}"`,
    );
  return lines;
}

/** Which of the carousel's slides it shows: the one covering most of the banner. */
export function shownSlide(banner: Element): number {
  const box = banner.getBoundingClientRect();
  const overlaps = [...banner.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => {
    const rect = slide.getBoundingClientRect();
    const width = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
    return Math.max(0, width) * Math.max(0, Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top));
  });
  return overlaps.indexOf(Math.max(...overlaps));
}

/** Where a followed sub-nav entry leads, what is highlighted and what has the focus. */
export function subNavState(): string[] {
  const active = document.querySelector('main nav a[aria-current="true"]')?.textContent ?? '';
  const focused = document.activeElement?.textContent ?? '';
  return [
    `地址 (address) ${window.location.hash}`,
    `高亮 (highlighted) ${active.replace(/\s+/g, ' ').trim()}`,
    `焦点 (focus) ${focused.replace(/\s+/g, ' ').trim()}`,
  ];
}
