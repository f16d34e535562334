/**
 * The built site for the engine tests: `scripts/build/serve.ts` on a free port, behind a small proxy that
 * (1) puts an error recorder at the top of every HTML page, because WebKit's WebDriver has no console
 * log to read, and (2) serves a phone-width harness: MiniBrowser's window
 * cannot be narrower than ~447 px, so a 390 px phone is an iframe of exactly that size.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { freePort } from '../../scripts/shared/freePort';
import { REPO, requireBuild } from '../deploy/helpers';

export const PHONE = { width: 390, height: 844 };
export const PHONE_HARNESS = '/__engines/phone.html';

/**
 * Runs before any page script: errors, unhandled rejections, console.error and resources that
 * fail to load go to `window.__engineErrors`. It removes its own element, so React hydrates the
 * document it pre-rendered.
 */
const RECORDER = `<script>(() => {
  const errors = (window.__engineErrors = []);
  const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  addEventListener('error', (event) => {
    const target = event.target;
    // A preload is a hint: Firefox fails a crossorigin modulepreload of a module already loaded
    // without crossorigin (Vite's lazy-import preloads beside React Router's), and the import still
    // works. A module that really fails to load fails its import, which is recorded.
    if (target && target.tagName === 'LINK' && /preload/.test(target.rel)) return;
    if (target && target !== window && target.tagName) {
      // Once in CI, Firefox failed the carousel's stylesheet while the carousel still came up, which a
      // failed lazy-import preload would not allow: these say, next time, which element it was.
      const url = target.src || target.href || '';
      const same = [...document.querySelectorAll('link')].filter((link) => link.href === url).length;
      const how = target.tagName === 'LINK' ? ' (rel ' + target.rel + ', ' + (target.isConnected ? 'in the page' : 'removed') + ', ' + same + ' with this address)' : '';
      errors.push('failed to load ' + target.tagName.toLowerCase() + ' ' + url + how);
    } else errors.push('uncaught ' + text(event.error || event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection ' + text(event.reason)));
  const original = console.error;
  console.error = function (...args) {
    errors.push('console.error ' + args.map(text).join(' '));
    return original.apply(this, args);
  };
  document.currentScript.remove();
})();</script>`;

function phoneHarness(path: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>phone</title>
<style>html,body{margin:0}iframe{display:block;width:${PHONE.width}px;height:${PHONE.height}px;border:0}</style>
</head><body><iframe src="${path.replace(/[<>"&]/g, '')}" title="phone"></iframe></body></html>`;
}

function withRecorder(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  return head
    ? `${html.slice(0, head.index + head[0].length)}${RECORDER}${html.slice(head.index + head[0].length)}`
    : RECORDER + html;
}

function waitForOutput(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${output}`)));
  });
}

export interface Site {
  readonly origin: string;
  stop(): Promise<void>;
}

export async function startSite(): Promise<Site> {
  requireBuild();
  const servePort = await freePort();
  const serve = spawn(join(REPO, 'node_modules/.bin/tsx'), ['scripts/build/serve.ts', '--port', String(servePort)], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(serve, /serving/, 'scripts/build/serve.ts');

  const proxy: Server = createServer((incoming, answer) => {
    const url = new URL(incoming.url ?? '/', 'http://localhost');
    if (url.pathname === PHONE_HARNESS) {
      answer.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      answer.end(phoneHarness(url.searchParams.get('path') ?? '/'));
      return;
    }
    const forward = request(
      { host: '127.0.0.1', port: servePort, path: incoming.url, method: incoming.method, headers: incoming.headers },
      (response: IncomingMessage) => {
        if (!String(response.headers['content-type']).startsWith('text/html')) {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = withRecorder(Buffer.concat(chunks).toString('utf8'));
          // The body changed: its length and validator no longer hold.
          const headers = { ...response.headers, 'cache-control': 'no-store' };
          delete headers['content-length'];
          delete headers.etag;
          answer.writeHead(response.statusCode ?? 502, headers);
          answer.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      answer.writeHead(502);
      answer.end(String(error));
    });
    incoming.pipe(forward);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      if (serve.exitCode === null) {
        const exited = new Promise((resolve) => serve.once('exit', resolve));
        serve.kill();
        await exited;
      }
    },
  };
}
