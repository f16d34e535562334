/**
 * `npm run dev` hydrates the whole document with React Router, for hot reload. The built site loads no
 * client entry: each page imports its islands' own modules after the first paint (islands/islandScripts.ts),
 * and the build prunes this file. The condition is a compile-time constant and every import below is
 * dynamic, so nothing of React or the router is built into it.
 */
if (import.meta.env.DEV) {
  void Promise.all([import('react'), import('react-dom/client'), import('react-router/dom')]).then(
    ([{ createElement, startTransition, StrictMode }, { hydrateRoot }, { HydratedRouter }]) =>
      startTransition(() => {
        hydrateRoot(document, createElement(StrictMode, null, createElement(HydratedRouter)));
      }),
  );
}
