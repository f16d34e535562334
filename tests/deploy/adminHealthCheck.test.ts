/**
 * The release health check (scripts/deploy/healthCheck.ts) covers the browser editor: a release
 * that ships it passes only when `<base>admin/` answers with this release's editor page, the
 * editor's own CSP and noindex, and its script loads; a production build without the editor is
 * refused before anything is uploaded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { healthCheck } from '../../scripts/deploy/healthCheck';
import { framesIn, manifestOf } from '../../scripts/deploy/manifest';
import { startNginx, type RunningNginx } from '../../scripts/nginx/startNginx';
import { ADMIN_DIR, CLIENT_DIR, fixture, requireAdminBuild, requireBuild } from './helpers';

/**
 * A front that passes everything through to nginx but drops the editor's CSP and noindex, as a
 * server whose rules serve /admin/ like any other folder would.
 */
async function withoutEditorHeaders(origin: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    void fetch(`${origin}${request.url ?? '/'}`, { redirect: 'manual' }).then(async (upstream) => {
      const headers = Object.fromEntries(upstream.headers);
      if (request.url?.includes('/admin/')) {
        delete headers['content-security-policy'];
        delete headers['x-robots-tag'];
      }
      delete headers['content-encoding'];
      delete headers['content-length'];
      response.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { origin: `http://127.0.0.1:${address.port}`, server };
}

const setup = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-admin-check-'));
    const started: RunningNginx[] = [];
    try {
      started.push(await startNginx({ root: CLIENT_DIR }));
      // A release whose admin/ folder did not arrive.
      started.push(await startNginx({ root: CLIENT_DIR, adminRoot: join(dir, 'admin') }));
    } catch (error) {
      await Promise.all(started.map((server) => server.stop()));
      throw error;
    }
    const [site, noEditor] = started as [RunningNginx, RunningNginx];
    const front = await withoutEditorHeaders(site.origin);
    return { dir, site, noEditor, front };
  },
  async ({ dir, site, noEditor, front }) => {
    await new Promise((done) => front.server.close(done));
    await Promise.all([site.stop(), noEditor.stop()]);
    rmSync(dir, { recursive: true, force: true });
  },
);

const manifest = () => manifestOf(CLIENT_DIR, 'check', '/', framesIn(CLIENT_DIR), ADMIN_DIR);

describe('the health check of a release with the editor', () => {
  test('passes when /admin/ is served with its headers and its script', async () => {
    expect(manifest().admin?.script).toMatch(/^assets\/index-[\w-]+\.js$/);
    expect(await healthCheck(setup().site.origin, manifest())).toEqual([]);
  });

  test('fails when the release has no /admin/', async () => {
    expect(await healthCheck(setup().noEditor.origin, manifest())).toEqual([
      "/admin/: 没有编辑器自己的 CSP (not the editor's CSP of deploy/admin-csp.conf)",
      '/admin/: 状态 404，应为 200 (status)',
      '/admin/: 缺少 X-Robots-Tag: noindex (no noindex)',
      `/admin/${manifest().admin?.script}: 编辑器的脚本没有加载 (the editor's script does not load)`,
    ]);
  });

  test('fails when /admin/ lacks its CSP and noindex', async () => {
    expect(await healthCheck(setup().front.origin, manifest())).toEqual([
      "/admin/: 没有编辑器自己的 CSP (not the editor's CSP of deploy/admin-csp.conf)",
      '/admin/: 缺少 X-Robots-Tag: noindex (no noindex)',
    ]);
  });
});

test('a release manifest without the editor build is refused with what to run (deploy makes it before any upload)', () => {
  expect(() => manifestOf(CLIENT_DIR, 'check', '/', framesIn(CLIENT_DIR), join(tmpdir(), 'no-such-admin'))).toThrow(
    '没有浏览器编辑器，请先运行 npm run build:admin',
  );
});
