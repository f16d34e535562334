/**
 * Adds to a pre-rendered page what its islands need in the browser (DESIGN §8): the site data as
 * JSON, and one inline module script that waits until the page has painted, then preloads the client
 * entry's imports and imports the entry (src/site/entry.client.tsx). Nothing of React is requested
 * before the first paint. The CSP hashes the script (scripts/nginx/csp.ts); its text names the built
 * entry, so its hash changes only with the build.
 */
import { scriptJson } from '../lib/seo';

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

/** The built src/site/entry.client.tsx and the modules it imports statically (React DOM among them). */
interface ClientEntry {
  module: string;
  imports: readonly string[];
}

/** The inline module script that starts the islands after the first paint. */
export function islandLoaderScript(entry: ClientEntry): string {
  return [
    WAIT_FOR_PAINT,
    `for (const href of ${JSON.stringify([...new Set(entry.imports)])}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `import(${JSON.stringify(entry.module)});`,
  ].join('\n');
}

const HAS_ISLAND = /<[a-z]+ data-island="/;
const DECLARES_ISLANDS = /^(?:<!DOCTYPE html>)?<html[^>]* data-islands=""/i;

/**
 * The page with its island scripts before `</body>`; a page without islands is returned as it is.
 * Throws when the page's islands and its route's `handle` disagree: the `?id=` script reads
 * `<html data-islands>` to know whether to mark the page ready itself (src/site/layout/navQueryScript.ts).
 */
export function withIslandScripts(html: string, url: string, entry: ClientEntry, siteData: unknown): string {
  const hasIslands = HAS_ISLAND.test(html);
  const declared = DECLARES_ISLANDS.test(html);
  if (hasIslands !== declared)
    throw new Error(
      hasIslands
        ? `${url}: the page renders an <Island> but its route does not declare \`export const handle = HYDRATE\` (src/site/routes/handle.ts)`
        : `${url}: the route declares \`handle = HYDRATE\` but the page renders no <Island>; remove the handle`,
    );
  if (!hasIslands) return html;
  const scripts =
    `<script type="application/json" id="site-data">${scriptJson(siteData)}</script>` +
    `<script type="module">${islandLoaderScript(entry)}</script>`;
  const end = html.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${url}: no </body> in the pre-rendered page`);
  return html.slice(0, end) + scripts + html.slice(end);
}
