/**
 * React Router's scripts, rewritten so that nothing of React loads before the first paint:
 * no module preloads in the HTML, and the module script imports the same modules only after
 * `load` and an idle moment.
 */
import { describe, expect, it } from 'vitest';
import { deferHydration, WAIT_FOR_PAINT } from '../../src/lib/deferHydration';

// The shape React Router 7.18 pre-renders (abridged): preloads in the head, the module script at the end.
const ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/HomePage-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"homePage":route1};

import("/assets/entry.client-1.js");`;
const PAGE = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/site-1.js"/><link rel="stylesheet" href="/assets/site.css"/></head><body><main>页面</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${ROUTER_SCRIPT}</script></body></html>`;

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;

describe('deferHydration', () => {
  const html = deferHydration(PAGE);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('removes the module preloads and keeps everything else', () => {
    expect(html).not.toContain('modulepreload"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain('<main>页面</main><script>window.__reactRouterContext = {};</script>');
  });

  it('waits for load and an idle moment before anything is imported', () => {
    expect(script.startsWith(WAIT_FOR_PAINT)).toBe(true);
    expect(script).not.toMatch(/^\s*import\s+(?!\()/m);
    expect(script.indexOf('import(')).toBeGreaterThan(WAIT_FOR_PAINT.length);
  });

  it('imports the same modules, sets the route modules and then starts the client entry', () => {
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/HomePage-1.js"), import("/assets/manifest-1.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"homePage":route1};');
    expect(script.trimEnd().endsWith('import("/assets/entry.client-1.js");')).toBe(true);
    expect(script).toContain('["/assets/manifest-1.js","/assets/site-1.js"]');
    // Valid JavaScript with top-level await (an async function body parses the same way).
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it('leaves a page without React as it is', () => {
    const plain = '<html><body><main>页面</main><script>(function(){})()</script></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });

  it('fails the build on a module script it does not understand', () => {
    const changed = PAGE.replace('import * as route0 from', 'import route0 from');
    expect(() => deferHydration(changed)).toThrow(/shape this rewrite does not know/);
  });
});
