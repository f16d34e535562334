/** What a first visit to a pre-rendered page loads, in gzip bytes: for the bench's table and the size tests. */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export type RouteSize = ReturnType<typeof routeSize>;

/** Gzip level 9, as nginx serves the files (scripts/nginx/precompress.ts). */
const gzip = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
export const gzipped = (path: string) => gzip(readFileSync(path));

/** A module with everything it imports statically (`import … from "./x.js"`, `import "./x.js"`), recursively. */
function withStaticImports(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g))
      visit(join(dirname(file), match[1] ?? ''));
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * The page's HTML (its inline stylesheet included: CSS counts that part on its own), the stylesheets
 * it still links, and the JavaScript it names (script files, module preloads, and the client entry
 * its inline module script imports after the first paint: src/site/islands/islandScripts.ts) with
 * everything those import statically. The islands' own chunks load from the entry by dynamic
 * import; tests/e2e/budgets.spec.ts counts them from what the browser fetched.
 */
export function routeSize(clientDir: string, htmlFile: string, route: string, basePath = '/') {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const local = (href: string) => join(clientDir, href.slice(basePath.length).split('#')[0] ?? '');
  const unique = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))];
  const moduleScripts = [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const imported = moduleScripts.flatMap((text) => [...text.matchAll(/"([^"\s]+\.js)"/g)].map((m) => m[1] ?? ''));
  const named = unique(/(?:src|href)="([^"]+\.js)"/g).concat(imported);
  // The page's stylesheet is inline (scripts/build/inlineStyles.ts); links still in use are counted too.
  const styles = unique(/<link rel="stylesheet" href="([^"]+\.css)#?"\/>/g);
  const inline = [...html.matchAll(/<style data-inline-styles="">([\s\S]*?)<\/style>/g)]
    .map((m) => m[1] ?? '')
    .join('');
  const js = withStaticImports([...new Set(named)].map(local)).map((path) => ({
    file: relative(clientDir, path),
    bytes: gzipped(path),
  }));
  return {
    route,
    html: gzip(html),
    css: styles.reduce((sum, href) => sum + gzipped(local(href)), gzip(inline)),
    js: js.reduce((sum, file) => sum + file.bytes, 0),
    largest: js.sort((a, b) => b.bytes - a.bytes).slice(0, 3),
  };
}
