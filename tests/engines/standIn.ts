/**
 * A stand-in for the developer documentation on the host and port of `frame.url` (content), as in
 * tests/e2e/pages-document.spec.ts. That port is fixed by content, and the two engines run side by
 * side, so each test holds it only while it runs and waits for it while the other engine has it.
 */
import { createServer, type Server } from 'node:http';
import { documentPage } from './content';

const docsUrl = new URL(documentPage.frame.url);
/** Long enough for the other engine's frame test to finish with it. */
const PORT_WAIT_MS = 45_000;

export type StandInMode = 'answers' | 'silent';

export interface StandIn {
  /** Requests that reached it. */
  readonly requests: number;
}

function listen(server: Server): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error));
    server.once('error', onError);
    server.listen(Number(docsUrl.port || 80), '127.0.0.1', () => {
      server.off('error', onError);
      resolve(true);
    });
  });
}

/**
 * Runs `body` with the stand-in listening: `answers` serves a small page, `silent` accepts the
 * connection and closes it with no answer at all (the port stays held, so the other engine cannot answer in its place).
 */
export async function withStandIn<T>(mode: StandInMode, body: (standIn: StandIn) => Promise<T>): Promise<T> {
  if (docsUrl.hostname !== '127.0.0.1') throw new Error(`frame.url ${docsUrl.href} is not on this machine`);
  const state = { requests: 0 };
  const server = createServer((request, response) => {
    state.requests += 1;
    if (mode === 'silent') {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end('<!doctype html><html lang="en"><head><title>Docs</title></head><body><h1>Docs</h1></body></html>');
  });
  const deadline = Date.now() + PORT_WAIT_MS;
  while (!(await listen(server))) {
    if (Date.now() > deadline) throw new Error(`port ${docsUrl.port} stayed busy: another stand-in holds it`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return await body(state);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
