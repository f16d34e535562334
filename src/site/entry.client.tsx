/**
 * `npm run dev` hydrates the whole document with React Router, for hot reload. The built site loads no
 * client entry: each page imports its islands' own modules after the first paint (islands/islandScripts.ts),
 * and the build prunes this file. The condition is a compile-time constant, so nothing of the router is built.
 */
if (import.meta.env.DEV) void import('./islands/wholeDocument');
