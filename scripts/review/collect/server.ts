/**
 * Serves a built `client` folder like `scripts/build/serve.ts` does (each route's pre-rendered file,
 * the 404 page with status 404 for anything else), in process and on a free port.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

export function serveStatic(root: string): Promise<StaticServer> {
  const files = sirv(root, { dev: true });
  const server = createServer((request, response) => {
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(readFileSync(join(root, '404', 'index.html')));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
