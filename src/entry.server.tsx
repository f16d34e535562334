import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

// Pre-rendering only: nothing is rendered on request, so a slow boundary is a build bug.
export const streamTimeout = 10_000;

/**
 * React Router's default server entry, rendering for static generation: it waits until the
 * whole page is ready (React's advice for static HTML) instead of streaming the shell first.
 * Streamed, the HTML would hold placeholders that inline scripts swap for the real content —
 * the home carousel among them — which visitors without JavaScript would never see, and every
 * swap script would need its own CSP hash.
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
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
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
