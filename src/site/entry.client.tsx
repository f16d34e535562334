import { hydrateIslands } from './islands/hydrateIslands';

/**
 * The built site runs React only in its islands: the script islandScripts.ts adds to their pages
 * imports this module after the first paint. `npm run dev` keeps React Router's whole-document
 * hydration for hot reload; the condition is a compile-time constant, so the built site ships no router.
 */
if (import.meta.env.DEV) void import('./islands/wholeDocument');
else void hydrateIslands();
