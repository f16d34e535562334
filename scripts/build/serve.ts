/** `npm run serve`: the built site as a static host serves it, 404 page included (`vite preview` cannot: it answers `/businessIntro` with the home page and unknown paths with 200). */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { basePath } from '../shared/basePath';
import { readCommandLine } from '../shared/commandLine';
import { BUILD_DIR } from './buildDirs';

const { values } = readCommandLine(
  '用法 (usage): npm run serve [-- --port 4173]   先运行 npm run build (run npm run build first)',
  { port: { type: 'string' } },
);

const port = Number(values.port ?? process.env.PORT ?? 4173);
const root = join(BUILD_DIR, 'client');
const base = basePath();
// `dev` makes sirv look files up on each request, so a rebuild is served without a restart.
const files = sirv(root, { dev: true, etag: true });

createServer((request, response) => {
  const url = request.url ?? '/';
  const fail = () => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(readFileSync(join(root, '404', 'index.html')));
  };
  if (!url.startsWith(base)) return fail();
  request.url = `/${url.slice(base.length)}`;
  files(request, response, fail);
}).listen(port, '127.0.0.1', () => {
  console.log(`网站已启动 (serving) http://127.0.0.1:${port}${base}`);
});
