import { hydrateIslands } from './islands/hydrateIslands';

/**
 * The built site runs React only in its islands (src/site/islands): the module is imported after the
 * first paint by the script src/site/islands/islandScripts.ts adds to each page that has islands.
 * `npm run dev` keeps React Router's whole-document hydration, which hot reload needs; the
 * condition is a compile-time constant, so the built site ships none of the router.
 */
if (import.meta.env.DEV) void import('./islands/wholeDocument');
else void hydrateIslands();
