/**
 * The `handle` of a page with islands (`export const handle = HYDRATE;`), read by src/site/root.tsx:
 * parts that need React in the browser, each rendered through `<Island>` (src/site/islands). Without
 * it the page ships no JavaScript: its pre-rendered HTML is the whole page, and a few hundred bytes of
 * inline script apply `?id=` to the nav (src/site/layout/navQueryScript.ts). The build fails when a
 * page's islands and its handle disagree.
 */
export const HYDRATE = { hydrate: true } as const;
