/** What a route declares about itself, next to its module (React Router's `handle` export); src/site/root.tsx reads it. */
export interface RouteHandle {
  /**
   * The page has islands: parts that need React in the browser, each rendered through `<Island>`
   * (src/site/islands). Without it the page ships no JavaScript: its pre-rendered HTML is the whole
   * page, and a few hundred bytes of inline script apply `?id=` to the nav
   * (src/site/layout/navQueryScript.ts). The build fails when a page's islands and its handle disagree.
   */
  readonly hydrate?: boolean;
}

/** The handle of a page with islands: `export const handle = HYDRATE;`. */
export const HYDRATE: RouteHandle = { hydrate: true };
