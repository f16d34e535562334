/**
 * `npm run deploy` / `npm run deploy:rollback` against a real OpenSSH server and nginx on this
 * machine: release 1, then release 2 and a rollback while visitors keep loading pages, a deploy
 * that fails its health check, pruning, and a pull-request preview.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { framesIn, deploy, removePreview, rollback } from '../../scripts/deploy/release';
import { targetFromEnv } from '../../scripts/deploy/target';
import { adminPolicy } from '../../scripts/deploy/adminCsp';
import {
  ADMIN_DIR,
  CLIENT_DIR,
  contentFrameOrigin,
  fixture,
  requireAdminBuild,
  requireBuild,
  ROUTE_PATHS,
} from './helpers';
import { referencedAssets, runLoad } from './load';
import { replaceInFiles } from './releaseFiles';
import { startTestServer } from './servers';

const HTTPS_FRAME = 'https://docs.example.com';
const LOAD_VISITS = 400;
/**
 * The releases: 1 is the build with an https frame address (production refuses http:); 2 is
 * release 1 with every asset renamed, as a build with changed code has new fingerprints (and so
 * new inline scripts and hashes); "broken" lacks its 404 page.
 */
function makeReleases(dir: string) {
  const one = join(dir, 'one');
  cpSync(CLIENT_DIR, one, { recursive: true });
  replaceInFiles(one, [[contentFrameOrigin(), HTTPS_FRAME]]);
  const two = join(dir, 'two');
  cpSync(one, two, { recursive: true });
  const renames = readdirSync(join(two, 'assets')).map((name) => {
    const renamed = name.replace(/(\.[a-z0-9]+)$/, '-r2$1');
    renameSync(join(two, 'assets', name), join(two, 'assets', renamed));
    return [`/assets/${name}`, `/assets/${renamed}`] as const;
  });
  replaceInFiles(two, renames);
  const broken = join(dir, 'broken');
  cpSync(one, broken, { recursive: true });
  rmSync(join(broken, '404', 'index.html'));
  const plain = join(dir, 'plain');
  cpSync(CLIENT_DIR, plain, { recursive: true });
  // The editor every release ships: `admin` beside each client folder (scripts/deploy/nginx.ts adminBeside).
  cpSync(ADMIN_DIR, join(dir, 'admin'), { recursive: true });
  return { one, two, broken, plain };
}

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

const setup = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-releases-'));
    const releases = makeReleases(dir);
    const server = await startTestServer();
    return { dir, releases, server };
  },
  async ({ dir, server }) => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);
const server = () => setup().server;
const target = () => targetFromEnv(server().env);
// A fresh connection per request: keep-alive connections to nginx's old workers close at a
// reload, which a browser retries and fetch reports as an error.
const live = (path: string) => fetch(`${server().origin}${path}`, { headers: { Connection: 'close' } });
const releaseIds = () => readdirSync(join(server().deployPath, 'releases')).sort();
const logs: string[] = [];
const log = (line: string) => logs.push(line);

/** Which release a page body came from. */
function identify(body: string): string {
  const { one, two } = setup().releases;
  for (const [name, dir] of [
    ['1', one],
    ['2', two],
  ] as const) {
    for (const routePath of ROUTE_PATHS) {
      if (sha(readFileSync(join(dir, routePath, 'index.html'))) === sha(body)) return name;
    }
  }
  return `unknown ${body.slice(0, 60)}`;
}

describe('deploy over SSH to nginx', () => {
  test('production refuses a build whose frame address is http:, before uploading anything', async () => {
    expect(framesIn(setup().releases.plain)).toEqual([contentFrameOrigin()]);
    await expect(
      deploy(target(), { clientDir: setup().releases.plain, site: { kind: 'production' }, log }),
    ).rejects.toThrow(`生产环境的 CSP 不能含 http: 地址 ${contentFrameOrigin()}`);
    expect(existsSync(join(server().deployPath, 'releases'))).toBe(false);
  });

  test('release 1 goes live: every route and the 404 page', async () => {
    await deploy(target(), { clientDir: setup().releases.one, site: { kind: 'production' }, log });
    for (const routePath of ROUTE_PATHS) {
      const response = await live(routePath);
      expect(response.status, routePath).toBe(200);
      expect(identify(await response.text()), routePath).toBe('1');
    }
    const missing = await live('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(readFileSync(join(setup().releases.one, '404', 'index.html'), 'utf8'));
    expect(readFileSync(join(server().deployPath, 'current', 'client', 'index.html'))).toEqual(
      readFileSync(join(setup().releases.one, 'index.html')),
    );
    // The editor went live with it, from the same release folder.
    const editor = await live('/admin/');
    expect(editor.status).toBe(200);
    expect(editor.headers.get('content-security-policy')).toBe(adminPolicy());
    expect(editor.headers.get('x-robots-tag')).toBe('noindex');
    expect(existsSync(join(server().deployPath, 'current', 'admin', 'index.html'))).toBe(true);
  });

  test('release 2 and a rollback under load: no failed request, no missing asset, no blocked script', async () => {
    // Enough visits to outlast a deploy and a rollback (checked below), on a loaded machine too.
    const load = runLoad(server().origin, ROUTE_PATHS, { visits: LOAD_VISITS, clients: 4, identify });
    await deploy(target(), { clientDir: setup().releases.two, site: { kind: 'production' }, log });
    expect(identify(await (await live('/')).text())).toBe('2');
    await rollback(target(), { kind: 'production' }, log);
    expect(identify(await (await live('/')).text())).toBe('1');
    const result = await load;

    expect(result.failed).toEqual([]);
    expect(result.brokenPages).toEqual([]);
    expect(result.blockedPages).toEqual([]);
    // The load really spanned both switches: release 1, then 2, then 1 again.
    const sequence = result.served.filter((name, index) => name !== result.served[index - 1]).join('');
    expect(sequence, `served ${result.requests} requests`).toMatch(/^1+2[12]*1$/);
  }, 180_000);

  test('a deploy whose health check fails (no 404 page) leaves release 1 serving', async () => {
    const before = releaseIds();
    await expect(
      deploy(target(), { clientDir: setup().releases.broken, site: { kind: 'production' }, log }),
    ).rejects.toThrow(
      '健康检查失败，线上版本未变 (health check failed; the live site is unchanged):\n' +
        '  /404/index.html: 构建里没有 404 页面 (the build has no 404 page)\n' +
        "  /__deploy-check-missing-page: 内容不是这一版的 (not this release's page)",
    );
    expect(releaseIds()).toEqual(before);
    for (const routePath of ROUTE_PATHS) expect(identify(await (await live(routePath)).text())).toBe('1');
    expect((await live('/no-such-page')).status).toBe(404);
  });

  test('old releases beyond DEPLOY_KEEP are pruned, their assets still load from the live one', async () => {
    const oneAssets = referencedAssets(readFileSync(join(setup().releases.one, 'index.html'), 'utf8'));
    await deploy(target(), { clientDir: setup().releases.two, site: { kind: 'production' }, log });
    expect(releaseIds()).toHaveLength(2);
    expect(identify(await (await live('/')).text())).toBe('2');
    for (const asset of oneAssets) expect((await live(asset)).status, asset).toBe(200);
  });

  test('a preview is served under /preview/pr-7/ with its review report, noindex, then removed', async () => {
    const dir = join(setup().dir, 'preview');
    // A preview build's layout: pages under the prefix, assets at the top.
    cpSync(setup().releases.plain, dir, { recursive: true });
    const pages = join(dir, 'preview', 'pr-7');
    cpSync(setup().releases.plain, pages, { recursive: true, filter: (source) => !source.includes('/assets') });
    const review = join(setup().dir, 'review');
    cpSync(join(setup().releases.plain, '404'), review, { recursive: true });
    await deploy(target(), { clientDir: dir, site: { kind: 'preview', number: 7 }, reviewDir: review, log });

    for (const path of [
      '/preview/pr-7/',
      '/preview/pr-7/recruitment',
      '/preview/pr-7/_review/',
      '/preview/pr-7/admin/',
    ]) {
      const response = await live(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    expect((await live('/preview/pr-7/admin/')).headers.get('content-security-policy')).toBe(adminPolicy());
    const missing = await live('/preview/pr-7/nothing');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex');
    expect((await live('/')).headers.get('x-robots-tag')).toBeNull();
    expect(await (await live('/sitemap.xml')).text()).not.toContain('/preview/');

    await removePreview(target(), 7, log);
    expect((await live('/preview/pr-7/')).status).toBe(404);
    expect(existsSync(join(server().deployPath, 'previews', 'pr-7'))).toBe(false);
    expect(identify(await (await live('/')).text())).toBe('2');
  });
});
