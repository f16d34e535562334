import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface RouteSize {
  route: string;
  html: number;
  css: number;
  js: number;
  /** The largest JavaScript files, for a failure message or a report. */
  largest: { file: string; bytes: number }[];
}

const gzipped = (path: string) => gzipSync(readFileSync(path)).length;

/**
 * Gzip sizes of what a first visit to a pre-rendered page loads: its HTML, the stylesheets
 * it links and the JavaScript it names (script files, module preloads, and the modules its
 * inline module script imports after the first paint: src/lib/deferHydration.ts). Chunks
 * loaded later on demand (the carousel) are not named in the HTML; tests/e2e/budgets.spec.ts
 * counts them from what the browser fetched.
 */
export function routeSize(clientDir: string, htmlFile: string, route: string, basePath = '/'): RouteSize {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const local = (href: string) => join(clientDir, href.slice(basePath.length).split('#')[0] ?? '');
  const unique = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))];
  const moduleScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const imported = moduleScripts.flatMap((text) => [...text.matchAll(/"([^"\s]+\.js)"/g)].map((m) => m[1] ?? ''));
  const scripts = unique(/(?:src|href)="([^"]+\.js)"/g).concat(imported);
  const styles = unique(/rel="stylesheet" href="([^"]+\.css)#?"/g);
  const js = [...new Set(scripts)].map((href) => ({ file: href, bytes: gzipped(local(href)) }));
  return {
    route,
    html: gzipSync(html).length,
    css: styles.reduce((sum, href) => sum + gzipped(local(href)), 0),
    js: js.reduce((sum, file) => sum + file.bytes, 0),
    largest: js.sort((a, b) => b.bytes - a.bytes).slice(0, 3),
  };
}
