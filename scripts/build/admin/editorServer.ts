/**
 * The browser editor's local server: decap-server in git mode (the editorial workflow keeps each
 * entry on a `cms/…` branch until published) and the built editor, on 127.0.0.1 only: no one else can edit.
 * The editor reaches decap-server through this server's `/admin/api/v1` (workingTreeGuard.ts), so a save
 * never sweeps in what the editor did not save in the form, and the page runs under the deployed CSP as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';
import { freePort } from '../../shared/freePort';
import { adminPolicy } from '../../nginx/adminCsp';
import { ADMIN_DIR } from './buildAdmin';
import { guardedApi } from './workingTreeGuard';

const HOST = '127.0.0.1';
/** Where the editor finds the local API (its `local_backend` url, local.json). */
const API_PATH = '/admin/api/v1';

export type EditServer = Awaited<ReturnType<typeof startEditor>>;

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
    // The cause behind the editor's "原因写在启动编辑器的命令行窗口里" (its request, which holds the whole file, cut short).
    server.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (/\berror\b/i.test(line))
          console.error(line.length > 400 ? `${line.slice(0, 150)} … ${line.slice(-250)}` : line);
    });
    server.once('exit', (code) => fail(new Error(`decap-server 退出了 (exited with ${code})`)));
  });
  const branch = spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: repo, encoding: 'utf8' }).stdout;
  const listenPort = port ?? (await freePort());
  const origin = `http://${HOST}:${listenPort}`;
  const local = JSON.stringify({ backendUrl: `${origin}${API_PATH}`, branch: branch.trim() });
  const files = sirv(resolve(adminDir), { dev: true });
  // The deployed editor's policy at this server's origin (its scripts from /admin/assets/ here); the API is this origin's too.
  const policy = adminPolicy(origin);
  const api = guardedApi(resolve(repo), apiPort);
  const http = createServer((request, response) => {
    const url = request.url ?? '/';
    response.setHeader('Content-Security-Policy', policy);
    if (url === '/' || url === '/admin') return response.writeHead(302, { Location: '/admin/' }).end();
    if (!url.startsWith('/admin/')) return response.writeHead(404).end();
    if (url.split('?')[0] === '/admin/local.json')
      return response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(local);
    // Only the editor's own page may save: a request from another site's page carries its origin.
    if (url === API_PATH)
      return request.method === 'POST' && request.headers.origin === origin
        ? api(request, response)
        : response.writeHead(403).end();
    request.url = url.slice('/admin'.length);
    files(request, response, () => void response.writeHead(404).end());
  });
  await new Promise<void>((done) => http.listen(listenPort, HOST, done));
  return {
    /** Address of the editor, e.g. http://127.0.0.1:4321/admin/ */
    url: `${origin}/admin/`,
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
