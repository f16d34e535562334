import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Puts each pre-rendered page's stylesheets into the page itself (DESIGN §8: nothing competes
 * with the first paint). A page's CSS is 3–4 KB gzip in five to seven small files, each a
 * render-blocking request: inline, mobile-simulated first paint measured 0.70 s instead of 0.90 s
 * (docs/performance.md). Every link becomes one `<style>` in the links' order, at the place of the
 * first, so the cascade is unchanged. Each link stays as a marker that no browser downloads
 * (`type="text/plain"` is not a style sheet language; `disabled` alone was fetched before the
 * first paint by Debian's Chromium 150): the code an island loads asks for its stylesheet again,
 * and Vite's loader then finds it present (it matches `rel` and `href` only) instead of adding it
 * a second time at the end of the head, where it would come after the page's own rules.
 */

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/** Every page React Router pre-rendered; its SPA fallback is never served (deploy/locations.conf). */
function pages(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => join(clientDir, file));
}

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

/** Inlines the stylesheets of every built page in `clientDir`, served under `basePath`. */
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
  for (const file of pages(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const inlined = inlinePageStyles(html, readCss);
    if (inlined === html) throw new Error(`inlineStyles: ${relative(clientDir, file)} links no stylesheet`);
    writeFileSync(file, inlined);
  }
}
