import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import type { SiteData } from '../content';
import { islandSiteData } from './islands/islandData';
import { withIslandScripts } from './islands/islandScripts';

// Pre-rendering only: nothing is rendered on request, so a slow boundary is a build bug.
export const streamTimeout = 10_000;

/**
 * React Router's default server entry, rendering for static generation: it waits until the
 * whole page is ready (React's advice for static HTML) instead of streaming the shell first.
 * Streamed, the HTML would hold placeholders that inline scripts swap for the real content —
 * the home carousel among them — which visitors without JavaScript would never see, and every
 * swap script would need its own CSP hash. A page with islands then gets the scripts that
 * hydrate them after the first paint (src/site/islands/islandScripts.ts); `npm run dev` keeps React
 * Router's scripts as they are, for hot reload.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React moves large Suspense boundaries to the end of the stream to show the rest sooner;
      // a static page is read whole, so every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => {
          clearTimeout(timeout);
          const html = Buffer.concat(chunks).toString('utf8');
          responseHeaders.set('Content-Type', 'text/html');
          try {
            // The SPA fallback (React Router writes it; nginx never serves it) renders the root alone.
            const page =
              import.meta.env.DEV || routerContext.isSpaMode
                ? html
                : withIslandScripts(
                    html,
                    new URL(request.url).pathname,
                    routerContext.manifest.entry,
                    // Only what the page's islands read: the source is for visitors (src/site/islands/islandData.ts).
                    islandSiteData(html, routerContext.staticHandlerContext.loaderData.root as SiteData),
                  );
            resolve(new Response(page, { headers: responseHeaders, status }));
          } catch (error) {
            reject(error);
          }
        });
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
