/**
 * A deploy stopped during its health check says so: "部署在“健康检查 (health check)”这一步被 SIGTERM
 * 中断". A fresh-clone CI run stopped one while the check was still reading answers (the editor's
 * 1.8 MB script is the slowest), and the deploy said only "部署被 SIGTERM 中断": a stop that came
 * while a body was being read, or in the pause before a retry, lost the step's name.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { healthCheck } from '../../scripts/deploy/healthCheck';
import { Stopped } from '../../scripts/deploy/limits';
import type { Manifest } from '../../scripts/deploy/manifest';

const NAMED = '部署在“健康检查 (health check)”这一步被 SIGTERM 中断 (stopped by SIGTERM at: 健康检查 (health check))';

const release: Manifest = {
  id: 'r1',
  base: '/',
  hashes: [],
  frames: [],
  pages: [{ path: '/', sha256: '0' }],
  notFound: '0',
  assets: [],
  admin: { sha256: '0', script: 'assets/index-abc.js' },
};

let server: Server | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await new Promise((done) => server?.close(done));
  server = undefined;
});

/** A check server answering with `handle`; its origin. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  server = createServer(handle);
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The health check's error when SIGTERM arrives `when` the server says. */
async function stoppedWhile(handle: (request: IncomingMessage, response: ServerResponse, stop: () => void) => void) {
  const controller = new AbortController();
  const stop = () => controller.abort(new Stopped('SIGTERM'));
  const origin = await serve((request, response) => handle(request, response, stop));
  return healthCheck(origin, release, { production: true, limit: 10_000, stop: controller.signal }).then(
    (problems) => `no stop, but problems: ${problems.join('; ')}`,
    (error: Error) => error.message,
  );
}

/** Headers and the first bytes, then nothing until the connection is closed. */
const stall = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html' });
  response.write('<!doctype html>');
};

test('a stop while the pages’ answers are being read names the health check', async () => {
  const message = await stoppedWhile((_, response, stop) => {
    stall(response);
    setTimeout(stop, 100);
  });
  expect(message).toBe(NAMED);
});

test('a stop while the editor’s script is being read names the health check, and reports no problem', async () => {
  const message = await stoppedWhile((request, response, stop) => {
    if (request.url !== '/admin/assets/index-abc.js') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.write('// the first of 1.8 MB');
    setTimeout(stop, 100);
  });
  expect(message).toBe(NAMED);
});

test('a stop in the pause before a retry names the health check', async () => {
  let stopping = false;
  const message = await stoppedWhile((_, response, stop) => {
    // The SSH forward on a busy server drops connections; the check waits, then asks again.
    response.socket?.destroy();
    if (!stopping) setTimeout(stop, 100);
    stopping = true;
  });
  expect(message).toBe(NAMED);
});
