import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import islandModules from 'virtual:island-modules';
import type { SiteData } from '../content';
import { islandSiteData } from './islands/islandData';
import { withIslandScripts } from './islands/islandScripts';
import { RenderedIslands, type RenderedIsland } from './islands/Island';

// Pre-rendering only: nothing is rendered on request, so a slow boundary is a build bug.
export const streamTimeout = 10_000;

/**
 * Renders for static generation with React's `prerender`, which waits until the whole page is ready.
 * Streamed, the HTML would hold placeholders that inline scripts swap for the real content (the home
 * carousel among them): visitors without JavaScript would never see it, and every swap script would
 * need its own CSP hash. A page with islands then gets the scripts that hydrate them
 * (islands/islandScripts.ts); `npm run dev` keeps React Router's, for hot reload.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  // The islands this page draws, recorded by <Island> as React renders them (islands/Island.tsx).
  const islands: RenderedIsland[] = [];
  const page = (
    <RenderedIslands value={islands}>
      <ServerRouter context={routerContext} url={request.url} />
    </RenderedIslands>
  );
  const { prelude } = await prerender(page, {
    // React moves large Suspense boundaries out of place to show the rest sooner; a static page is read whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  const html = await new Response(prelude).text();
  responseHeaders.set('Content-Type', 'text/html');
  // The SPA fallback (React Router writes it; nginx never serves it) renders the root alone.
  const withScripts =
    import.meta.env.DEV || routerContext.isSpaMode
      ? html
      : withIslandScripts(
          html,
          new URL(request.url).pathname,
          islands,
          islandModules,
          // Only what the page's islands read: the source is for visitors (islands/islandData.ts).
          islandSiteData(islands, routerContext.staticHandlerContext.loaderData.root as SiteData),
        );
  return new Response(withScripts, { headers: responseHeaders, status });
}
