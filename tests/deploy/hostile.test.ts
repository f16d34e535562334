/**
 * The outside audit's hostile requests against the rendered configuration: nginx's own error
 * responses (answered before any location) carry the security headers too, multi-range requests
 * are refused, and React Router's `.data` files, which no page of the built site requests, are
 * not there to be served (scripts/build/pruneBuild.ts).
 */
import { connect } from 'node:net';
import { expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import { CLIENT_DIR, fixture, requireBuild, ROUTE_PATHS } from './helpers';

const nginx = fixture(
  async () => {
    requireBuild();
    return startNginx({ root: CLIENT_DIR });
  },
  (server) => server.stop(),
);

interface RawResponse {
  status: number;
  headers: Map<string, string>;
}

/** Sends bytes as they are (fetch would refuse or fix a malformed request) and reads the head. */
function raw(request: string): Promise<RawResponse> {
  const { port } = new URL(nginx().origin);
  return new Promise((done, fail) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.once('error', fail);
    socket.once('close', () => {
      const [head = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      done({ status: Number(statusLine.split(' ')[1]), headers });
    });
  });
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
];

test.each([
  ['a malformed request line', 400, 'GARBAGE\r\n\r\n'],
  ['an oversized header', 400, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(10_000)}\r\n\r\n`],
  ['TRACE', 405, 'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ['a URL longer than the header buffers', 414, `GET /${'a'.repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
])('nginx’s own answer to %s (%i) carries the security headers', async (_, status, request) => {
  const response = await raw(request);
  expect(response.status).toBe(status);
  for (const name of SECURITY_HEADERS) expect(response.headers.get(name), name).toBeTruthy();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
});

test('a multi-range request gets the whole page, a single range its part', async () => {
  const get = (range: string) =>
    fetch(`${nginx().origin}/contactUs`, { headers: { Range: range, 'Accept-Encoding': 'identity' } });
  const multi = await get('bytes=0-1,5-6');
  expect(multi.status).toBe(200);
  expect(multi.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const single = await get('bytes=0-9');
  expect(single.status).toBe(206);
  expect((await single.text()).length).toBe(10);
});

test('.data files of client-side navigation are not shipped: each answers the 404 page', async () => {
  const dataFile = (routePath: string) => (routePath === '/' ? '/_root.data' : `${routePath}.data`);
  for (const routePath of ROUTE_PATHS) {
    const response = await fetch(`${nginx().origin}${dataFile(routePath)}`);
    expect(response.status, routePath).toBe(404);
    expect(await response.text(), routePath).toContain('<html');
  }
});
