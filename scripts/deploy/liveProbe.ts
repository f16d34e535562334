/**
 * Asks the live server block itself, through SSH, whether it serves a release, after a switch or a
 * put-back: a deploy that reports anything has checked that the live site answers. The request goes
 * to DEPLOY_LISTEN's port on the server's loopback with the site's host name, over TLS with `ssl`;
 * the certificate is not judged, SSH has already authenticated the server.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pause } from './limits';
import { homePage, sha256, type Manifest } from './manifest';
import type { Remote, WaitOptions } from './remote';
import type { Target } from './target';

/** The port of an nginx `listen` value: `443 ssl`, `127.0.0.1:8080`, `[::1]:8443 ssl http2`. */
export function listenPort(listen: string): number {
  const address = listen.trim().split(/\s+/)[0] ?? '';
  const port = /(?:^|:)(\d+)$/.exec(address)?.[1];
  if (!port) throw new Error(`DEPLOY_LISTEN has no port: ${listen}`);
  return Number(port);
}

function get(url: URL, tls: boolean, host: string, limit: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const options = { headers: { Host: host, Connection: 'close' }, timeout: limit };
    const done = (response: IncomingMessage) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    };
    const request = tls
      ? httpsRequest(url, { ...options, servername: host, rejectUnauthorized: false }, done)
      : httpRequest(url, options, done);
    request.on('timeout', () => request.destroy(new Error(`${limit / 1000} 秒没有回答 (no answer)`)));
    request.on('error', reject);
    request.end();
  });
}

/** '' when the live site answers its home page with `release`'s HTML, else what it did. */
export async function probeLive(
  remote: Remote,
  target: Target,
  release: Manifest,
  wait: WaitOptions = {},
): Promise<string> {
  const page = homePage(release);
  if (!page) return '';
  const tls = /\bssl\b/.test(target.DEPLOY_LISTEN);
  let last = '';
  const origin = await remote.forward(listenPort(target.DEPLOY_LISTEN), wait).catch((error: Error) => error);
  if (origin instanceof Error) return origin.message;
  // A few tries: an old nginx worker may still take a connection just after a reload.
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const url = new URL(page.path, origin.replace(/^http:/, tls ? 'https:' : 'http:'));
      const { status, body } = await get(url, tls, target.DEPLOY_SERVER_NAME, Math.min(10_000, remote.limit));
      const same = sha256(body) === page.sha256;
      if (status === 200 && same) return '';
      last = `${page.path} → ${status}${same ? '' : ' (other content)'}`;
    } catch (error) {
      last = `${page.path} → ${(error as Error).message}`;
    }
    await pause(500 * attempt, wait.cleanup ? undefined : remote.stop);
  }
  return last;
}
