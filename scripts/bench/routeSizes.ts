/** What a first visit to a pre-rendered page loads, in gzip bytes: for the bench's table and the size tests. */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { NOT_FOUND, ROUTES } from '../../src/content/routes';
import { helpIfAsked, positionals } from '../shared/args';
import { moduleName } from './jsBudget';

export type RouteSize = ReturnType<typeof routeSize>;

/** Gzip level 9, as nginx serves the files (scripts/nginx/precompress.ts). */
const gzip = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
export const gzipped = (path: string) => gzip(readFileSync(path));

/**
 * A module with everything it imports (`import … from "./x.js"`, `import "./x.js"`) and may import later
 * (`import("./x.js")`: the feedback kit on a click, the carousel's react-slick), recursively. A page names
 * only its own islands' modules (src/site/islands/islandScripts.ts), so this is all it can ever load.
 */
function withImports(files: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`](\.\/[^"'`]+\.js)["'`]/g))
      visit(join(dirname(file), match[1] ?? ''));
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * The page's HTML (its inline stylesheet included: CSS counts that part on its own), the stylesheets
 * it still links, and the JavaScript it names (script files, and the island modules its inline module
 * script imports after the first paint: src/site/islands/islandScripts.ts) with everything those
 * import, at once or later. tests/e2e/budgets.spec.ts counts what a browser fetched on arrival.
 */
export function routeSize(clientDir: string, htmlFile: string, route: string, basePath = '/') {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const local = (href: string) => join(clientDir, href.slice(basePath.length).split('#')[0] ?? '');
  const unique = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))];
  // The island modules the loader imports are named in its JSON (src/site/islands/islandScripts.ts).
  const islandModules = [...html.matchAll(/<script type="application\/json" id="island-modules">(.*?)<\/script>/g)];
  const imported = islandModules
    .map((m) => m[1] ?? '')
    .flatMap((text) => [...text.matchAll(/"([^"\s]+\.js)"/g)].map((m) => m[1] ?? ''));
  const named = unique(/(?:src|href)="([^"]+\.js)"/g).concat(imported);
  // The page's stylesheet is inline (scripts/build/inlineStyles.ts); links still in use are counted too.
  const styles = unique(/<link rel="stylesheet" href="([^"]+\.css)#?"\/>/g);
  const inline = [...html.matchAll(/<style data-inline-styles="">([\s\S]*?)<\/style>/g)]
    .map((m) => m[1] ?? '')
    .join('');
  const js = withImports([...new Set(named)].map(local)).map((path) => ({
    file: relative(clientDir, path),
    bytes: gzipped(path),
  }));
  return {
    route,
    html: gzip(html),
    css: styles.reduce((sum, href) => sum + gzipped(local(href)), gzip(inline)),
    js: js.reduce((sum, file) => sum + file.bytes, 0),
    modules: [...js].sort((a, b) => b.bytes - a.bytes),
    largest: [...js].sort((a, b) => b.bytes - a.bytes).slice(0, 3),
  };
}

/** Every page of the built site, by the name scripts/bench/jsBudget.ts records it under. */
export const PAGE_FILES = [
  ...Object.entries(ROUTES).map(([name, route]) => ({ name, path: route.path, file: join(route.path, 'index.html') })),
  { name: 'notFound', path: NOT_FOUND.path, file: join(NOT_FOUND.path, 'index.html') },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  helpIfAsked(
    "用法 (usage): npx tsx scripts/bench/routeSizes.ts --record [build/client]   打印每页可加载的 JavaScript 模块和大小，供 scripts/bench/jsBudget.ts 记录 (print each page's JavaScript modules for the budget record)",
  );
  const client = positionals()[0] ?? 'build/client';
  const record = PAGE_FILES.map(({ name, path, file }) => {
    const modules = routeSize(client, file, path).modules.map(
      ({ file: built, bytes }) => `${JSON.stringify(moduleName(built))}: ${bytes}`,
    );
    return `  ${name}: {${modules.length ? ` ${modules.join(', ')} ` : ''}},`;
  });
  console.log(`export const SHIPPED: Record<PageName, Readonly<Record<string, number>>> = {\n${record.join('\n')}\n};`);
}
