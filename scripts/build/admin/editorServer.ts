/**
 * The browser editor's local server (DESIGN §13): decap-server in git mode (the editorial workflow keeps each
 * entry on a `cms/…` branch until published) and the built editor, on 127.0.0.1 only: no one else can edit.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { freePort } from '../../shared/freePort';
import { adminPolicy } from '../../nginx/adminCsp';
import { ADMIN_DIR } from './buildAdmin';

const HOST = '127.0.0.1';

export type EditServer = Awaited<ReturnType<typeof startEditor>>;

/** The deployed editor's CSP with the local API in `connect-src`: a missing source fails here, not on the server. */
export function localPolicy(policy: string, apiOrigin: string): string {
  if (!/(^|;\s*)connect-src /.test(policy)) throw new Error('the editor’s CSP has no connect-src');
  return policy.replace(/(^|;\s*)(connect-src [^;]*)/, `$1$2 ${apiOrigin}`);
}

export async function startEditor({
  repo = process.cwd(),
  port,
  adminDir = ADMIN_DIR,
}: { repo?: string; port?: number; adminDir?: string } = {}) {
  const apiPort = await freePort();
  const server = spawn(process.execPath, [resolve('node_modules/decap-server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      BIND_HOST: HOST,
      MODE: 'git',
      GIT_REPO_DIRECTORY: resolve(repo),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: closing the editor stops the git commands it started too.
    detached: true,
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  await new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => /listening on/.test(chunk.toString()) && done();
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => fail(new Error(`decap-server 退出了 (exited with ${code})`)));
  });
  const branch = spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: repo, encoding: 'utf8' }).stdout;
  const local = JSON.stringify({ backendUrl: `http://${HOST}:${apiPort}/api/v1`, branch: branch.trim() });
  const files = sirv(resolve(adminDir), { dev: true });
  const listenPort = port ?? (await freePort());
  // The deployed editor's policy at this server's origin (its scripts from /admin/assets/ here).
  const policy = localPolicy(adminPolicy(`http://${HOST}:${listenPort}`), `http://${HOST}:${apiPort}`);
  const http = createServer((request, response) => {
    const url = request.url ?? '/';
    response.setHeader('Content-Security-Policy', policy);
    if (url === '/' || url === '/admin') return response.writeHead(302, { Location: '/admin/' }).end();
    if (!url.startsWith('/admin/')) return response.writeHead(404).end();
    if (url.split('?')[0] === '/admin/local.json')
      return response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(local);
    request.url = url.slice('/admin'.length);
    files(request, response, () => void response.writeHead(404).end());
  });
  await new Promise<void>((done) => http.listen(listenPort, HOST, done));
  return {
    /** Address of the editor, e.g. http://127.0.0.1:4321/admin/ */
    url: `http://${HOST}:${listenPort}/admin/`,
    close: async () => {
      // The whole group, waited for: a save's git commands may still be writing into the repository.
      const signal = (name: NodeJS.Signals) => {
        try {
          if (server.pid) process.kill(-server.pid, name);
        } catch {
          // the group has already ended
        }
      };
      signal('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      signal('SIGKILL');
      await new Promise((done) => http.close(done));
    },
  };
}
