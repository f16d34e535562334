import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts each pre-rendered page's stylesheets into the page itself (DESIGN §8): five to seven small
 * render-blocking files inline, mobile first paint measured 0.70 s instead of 0.90 s (docs/performance.md).
 * The links become one `<style>` in their order, at the place of the first, so the cascade is unchanged.
 * Each link stays as a marker no browser downloads (`type="text/plain"`; `disabled` alone was fetched
 * before the first paint by Chromium 150): when an island's code asks for its stylesheet, Vite's loader
 * finds it present (it matches `rel` and `href` only) instead of adding it after the page's own rules.
 */
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g;

export function inlinePageStyles(html: string, readCss: (href: string) => string): string {
  const hrefs = [...html.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  if (hrefs.length === 0) return html;
  // `</style` cannot occur in CSS Vite emits; a stray one would end the element early.
  const css = hrefs.map(readCss).join('\n');
  if (/<\/style/i.test(css)) throw new Error('inlineStyles: a stylesheet contains "</style"');
  let first = true;
  return html.replace(STYLESHEET, (_link, href: string) => {
    const marker = `<link rel="stylesheet" href="${href}" type="text/plain" disabled=""/>`;
    if (!first) return marker;
    first = false;
    return `<style data-inline-styles="">${css}</style>${marker}`;
  });
}

/** Inlines the stylesheets of every page React Router pre-rendered in `clientDir` (not its SPA fallback), served under `basePath`. */
export function inlineStyles(clientDir: string, basePath: string): void {
  // Pages share most of their stylesheets: each file is read once.
  const read = new Map<string, string>();
  const readCss = (href: string) => {
    if (!href.startsWith(basePath)) throw new Error(`inlineStyles: ${href} is outside ${basePath}`);
    // Some builds give React Router's links a trailing `#` (a fragment never names another file).
    const file = href.slice(basePath.length).split('#')[0] ?? '';
    const css = read.get(file) ?? readFileSync(join(clientDir, file), 'utf8').trim();
    read.set(file, css);
    return css;
  };
  for (const page of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!page.endsWith('index.html')) continue;
    const html = readFileSync(join(clientDir, page), 'utf8');
    const inlined = inlinePageStyles(html, readCss);
    if (inlined === html) throw new Error(`inlineStyles: ${page} links no stylesheet`);
    writeFileSync(join(clientDir, page), inlined);
  }
}
