/**
 * Where React runs, nothing of it competes with the first paint (DESIGN §8). React Router's
 * `<Scripts />` puts `<link rel="modulepreload">` for every chunk into the head, ahead of the
 * stylesheets, and an inline module script whose static imports fetch ~115 KB while the
 * banner image loads. This rewrites a pre-rendered page so that:
 * - the modulepreload links are gone from the HTML;
 * - the module script waits for `load`, the first paint and an idle moment, then adds those preloads and
 *   imports the same modules dynamically, setting `window.__reactRouterRouteModules` and
 *   importing the client entry exactly as React Router's script does, only later.
 * The rewritten script is still an inline module script, so the CSP generator hashes it like
 * any other (scripts/deploy/csp.ts). React does not compare a script's text or attributes when
 * it hydrates, and the preloads it renders then find the ones added here.
 */

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^\s*import ("[^"\n]+");[ \t]*$/gm;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"\n]+");[ \t]*$/gm;

/**
 * Runs first in the rewritten script: after `load` (which can come before the first paint of a
 * small page), after the first contentful paint has been presented (the paint timing entry; a
 * hidden tab, which paints nothing, and a browser without paint timing go on after a few
 * seconds or the next frame), then when the browser is idle. A module requested before the
 * first paint would count against it: Lighthouse puts every request started before the paint
 * into its estimate.
 */
export const WAIT_FOR_PAINT = [
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

/** React Router's module script, its static imports made dynamic and run after the first paint. */
export function deferModuleScript(source: string, preloads: readonly string[]): string {
  const sideEffects: string[] = [];
  const namespaces: { name: string; specifier: string }[] = [];
  const rest = source
    .replace(SIDE_EFFECT_IMPORT, (_line, specifier: string) => {
      sideEffects.push(specifier);
      return '';
    })
    .replace(NAMESPACE_IMPORT, (_line, name: string, specifier: string) => {
      namespaces.push({ name, specifier });
      return '';
    })
    .trim();
  // Anything else that imports statically would still load before the first paint.
  const unexpected = /^\s*(?:import|export)\b(?!\s*\()/m.exec(rest);
  if (unexpected || namespaces.length === 0)
    throw new Error(
      `deferHydration: React Router's module script has a shape this rewrite does not know (check src/lib/deferHydration.ts after upgrading react-router):\n${source}`,
    );
  const imports = [...namespaces.map((entry) => entry.specifier), ...sideEffects].map((spec) => `import(${spec})`);
  return [
    WAIT_FOR_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${namespaces.map((entry) => entry.name).join(', ')}] = await Promise.all([${imports.join(', ')}]);`,
    rest,
  ].join('\n');
}

/** The page with its React start moved after the first paint; a page without React is returned as it is. */
export function deferHydration(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length === 0) return html;
  if (scripts.length > 1) throw new Error('deferHydration: more than one inline module script in a page');
  const preloads = [...new Set([...html.matchAll(PRELOAD_LINK)].map((match) => match[1] ?? ''))];
  return html
    .replace(PRELOAD_LINK, '')
    .replace(
      MODULE_SCRIPT,
      (_whole, source: string) => `<script type="module" async="">${deferModuleScript(source, preloads)}</script>`,
    );
}
