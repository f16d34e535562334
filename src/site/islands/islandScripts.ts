/**
 * Adds to a pre-rendered page what its islands need in the browser (DESIGN §8): the site data as
 * JSON, and one inline module script that waits until the page has painted, then imports the modules
 * of this page's islands and nothing else. No script is requested before the first paint. The CSP
 * hashes the script (scripts/nginx/csp.ts); its text names the built modules, so its hash changes only
 * with the build.
 */
import { scriptJson } from '../lib/seo';
import { pageIslands } from './islandData';
import type { IslandFiles } from './islandFiles';
import { isIslandName, type IslandName } from './registry';

/**
 * Runs first, since Lighthouse counts every request started before the first paint: after `load`, after
 * the first contentful paint (a hidden tab or a browser without paint timing goes on after 3 s or the
 * next frame), then when idle. A page prerendered on hover waits until shown, or the carousel turns unseen.
 */
export const WAIT_FOR_PAINT = [
  'if (document.prerendering) await new Promise((go) => document.addEventListener("prerenderingchange", go, { once: true }));',
  'if (document.readyState !== "complete") await new Promise((go) => addEventListener("load", go, { once: true }));',
  'await new Promise((go) => {',
  '  setTimeout(go, 3000);',
  '  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;',
  '  if (painted()) return go();',
  '  try {',
  '    new PerformanceObserver((list, observer) => { if (painted()) { observer.disconnect(); go(); } }).observe({ type: "paint", buffered: true });',
  '  } catch { requestAnimationFrame(() => setTimeout(go, 0)); }',
  '});',
  'await new Promise((go) => (window.requestIdleCallback ? requestIdleCallback(go, { timeout: 500 }) : setTimeout(go, 50)));',
].join('\n');

/**
 * The inline module script that starts the page's islands after the first paint: it preloads what their
 * modules import, imports each island's module (islandModules.ts names them) and starts it on its element
 * with the page's site data, then sets `<html data-hydrated>`: end-to-end tests wait for it (DESIGN §9).
 */
export function islandLoaderScript(islands: Partial<Record<IslandName, IslandFiles>>): string {
  const modules = Object.fromEntries(Object.entries(islands).map(([name, files]) => [name, files.module]));
  const imports = [...new Set(Object.values(islands).flatMap((files) => files.imports))];
  return [
    WAIT_FOR_PAINT,
    `for (const href of ${JSON.stringify(imports)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const modules = ${JSON.stringify(modules)};`,
    'const data = JSON.parse(document.getElementById("site-data").textContent);',
    'await Promise.all([...document.querySelectorAll("[data-island]")].map(async (island) => (await import(modules[island.dataset.island])).start(island, data)));',
    'document.documentElement.dataset.hydrated = "";',
  ].join('\n');
}

const HAS_ISLAND = /<[a-z]+ data-island="/;
const DECLARES_ISLANDS = /^(?:<!DOCTYPE html>)?<html[^>]* data-islands=""/i;

/**
 * The page with its island scripts before `</body>`; a page without islands is returned as it is.
 * Throws when the page's islands and its route's `handle` disagree: the `?id=` script reads
 * `<html data-islands>` to know whether to mark the page ready itself (src/site/layout/navQueryScript.ts).
 */
export function withIslandScripts(
  html: string,
  url: string,
  built: Partial<Record<IslandName, IslandFiles>>,
  siteData: unknown,
): string {
  const hasIslands = HAS_ISLAND.test(html);
  const declared = DECLARES_ISLANDS.test(html);
  if (hasIslands !== declared)
    throw new Error(
      hasIslands
        ? `${url}: the page renders an <Island> but its route does not declare \`export const handle = HYDRATE\` (src/site/routes/handle.ts)`
        : `${url}: the route declares \`handle = HYDRATE\` but the page renders no <Island>; remove the handle`,
    );
  if (!hasIslands) return html;
  const islands: Partial<Record<IslandName, IslandFiles>> = {};
  for (const { name } of pageIslands(html)) {
    const files = isIslandName(name) ? built[name] : undefined;
    if (!files || !isIslandName(name))
      throw new Error(`${url}: island "${name}" has no built module (src/site/islands/client/${name}.ts)`);
    islands[name] = files;
  }
  // Imported without Vite's loader, an island's module brings no stylesheet: the page carries its rules
  // (inlined with the others by scripts/build/inlineStyles.ts), so what it draws is styled from the start.
  const missing = [...new Set(Object.values(islands).flatMap((files) => files.css))].filter(
    (href) => !html.includes(`href="${href}`),
  );
  const lastLink = html.lastIndexOf('<link rel="stylesheet"');
  const linksEnd = lastLink < 0 ? -1 : html.indexOf('>', lastLink) + 1;
  if (missing.length && linksEnd <= 0)
    throw new Error(`${url}: no stylesheet link to put the islands' stylesheets after`);
  const styled = missing.length
    ? html.slice(0, linksEnd) +
      missing.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('') +
      html.slice(linksEnd)
    : html;
  const scripts =
    `<script type="application/json" id="site-data">${scriptJson(siteData)}</script>` +
    `<script type="module">${islandLoaderScript(islands)}</script>`;
  const end = styled.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${url}: no </body> in the pre-rendered page`);
  return styled.slice(0, end) + scripts + styled.slice(end);
}
