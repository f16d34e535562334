/**
 * Adds to a pre-rendered page what its islands need in the browser (docs/architecture.md): the site data
 * and its islands' built files as inert JSON, and one inline module script that waits until the page has
 * painted, then imports those modules and nothing else. The script's text is the same on every page of
 * every release, so the server's fixed CSP allows it by one hash (deploy/site-csp.conf): what a release
 * names (hashed file names) lives in the JSON, which the browser does not run.
 */
import { scriptJson } from '../lib/seo';
import type { IslandFiles, IslandName } from './registry';
import type { RenderedIsland } from './Island';

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
 * The inline module script that starts the page's islands after the first paint: it reads their files
 * from the `island-modules` JSON (islandModules.ts names them), preloads what their modules import,
 * imports each island's module and starts it on its element with the page's site data, then sets
 * `<html data-hydrated>`, which end-to-end tests wait for.
 */
export const ISLAND_LOADER = [
  WAIT_FOR_PAINT,
  'const json = (id) => JSON.parse(document.getElementById(id).textContent);',
  'const { modules, imports } = json("island-modules");',
  'for (const href of imports) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
  'const data = json("site-data");',
  'await Promise.all([...document.querySelectorAll("[data-island]")].map(async (island) => (await import(modules[island.dataset.island])).start(island, data)));',
  'document.documentElement.dataset.hydrated = "";',
].join('\n');

const DECLARES_ISLANDS = /^(?:<!DOCTYPE html>)?<html[^>]* data-islands=""/i;

/**
 * The page with its island scripts before `</body>`; a page without islands is returned as it is.
 * Throws when the page's islands and its route's `handle` disagree: the `?id=` script reads
 * `<html data-islands>` to know whether to mark the page ready itself (src/site/layout/navIndex.ts).
 */
export function withIslandScripts(
  html: string,
  url: string,
  rendered: readonly RenderedIsland[],
  built: Partial<Record<IslandName, IslandFiles>>,
  siteData: unknown,
): string {
  const hasIslands = rendered.length > 0;
  const declared = DECLARES_ISLANDS.test(html);
  if (hasIslands !== declared)
    throw new Error(
      hasIslands
        ? `${url}: the page renders an <Island> but its route does not declare \`export const handle = HYDRATE\` (src/site/islands/Island.tsx)`
        : `${url}: the route declares \`handle = HYDRATE\` but the page renders no <Island>; remove the handle`,
    );
  if (!hasIslands) return html;
  const islands: Partial<Record<IslandName, IslandFiles>> = {};
  for (const { name } of rendered) {
    const files = built[name];
    if (!files) throw new Error(`${url}: island "${name}" has no built module (src/site/islands/client/${name}.ts)`);
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
  // What the loader reads: each island's module, and what those import (each once) to preload.
  const modules = Object.fromEntries(Object.entries(islands).map(([name, files]) => [name, files.module]));
  const imports = [...new Set(Object.values(islands).flatMap((files) => files.imports))];
  const scripts =
    `<script type="application/json" id="site-data">${scriptJson(siteData)}</script>` +
    `<script type="application/json" id="island-modules">${scriptJson({ modules, imports })}</script>` +
    `<script type="module">${ISLAND_LOADER}</script>`;
  const end = styled.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${url}: no </body> in the pre-rendered page`);
  return styled.slice(0, end) + scripts + styled.slice(end);
}
