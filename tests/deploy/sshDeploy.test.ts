/**
 * `npm run deploy` / `npm run deploy:rollback` against a real OpenSSH server and nginx on this
 * machine: release 1, then release 2 and a rollback while visitors keep loading pages, a deploy
 * that fails its health check, pruning. Previews: previewOrigin.test.ts.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { adminPolicy } from '../../scripts/nginx/adminCsp';
import { deploy, framesIn, rollback } from '../../scripts/deploy/production';
import { targetFromEnv } from '../../scripts/deploy/target';
import { contentFrameOrigin, fixture, requireAdminBuild, requireBuild, ROUTE_PATHS } from './helpers';
import { referencedAssets, runLoad } from './load';
import { identifyRelease, makeReleases } from './releases';
import { startTestServer } from './servers';
import { launchWithStandIn, signInAt, startGitHubStandIn, writeSecretFile } from './githubStandIn';
import { rollbackTarget } from '../../scripts/deploy/layout';

const LOAD_VISITS = 40;

const setup = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-releases-'));
    const releases = makeReleases(dir);
    const server = await startTestServer();
    // The editor's sign-in: the secret where docs/deploy.md's command puts it (here in the test's
    // folder), and a stand-in for GitHub that a browser signs in against.
    const secretFile = join(dir, 'site-sign-in.secret');
    // The workers (nobody, like www-data) reach the file through this folder, as /etc/nginx on a server.
    chmodSync(dir, 0o711);
    writeSecretFile(secretFile);
    const github = await startGitHubStandIn();
    const browser = await launchWithStandIn(github);
    return { dir, releases, server, secretFile, github, browser };
  },
  async ({ dir, server, github, browser }) => {
    await browser.close();
    await github.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);
const server = () => setup().server;
const target = () =>
  targetFromEnv({
    ...server().env,
    DEPLOY_SIGN_IN_SECRET: setup().secretFile,
    DEPLOY_SIGN_IN_GITHUB: setup().github.web,
  });
// A fresh connection per request: keep-alive connections to nginx's old workers close at a
// reload, which a browser retries and fetch reports as an error.
const live = (path: string) => fetch(`${server().origin}${path}`, { headers: { Connection: 'close' } });
const releaseIds = () => readdirSync(join(server().deployPath, 'releases')).sort();
const identify = (body: string) => identifyRelease(setup().releases, body);
const log = () => {};

describe('deploy over SSH to nginx', () => {
  test('production refuses a build whose frame address is http:, before uploading anything', async () => {
    expect(framesIn(setup().releases.plain)).toEqual([contentFrameOrigin()]);
    await expect(deploy(target(), { clientDir: setup().releases.plain, log })).rejects.toThrow(
      `生产环境的 CSP 不能含 http: 地址 ${contentFrameOrigin()}`,
    );
    expect(existsSync(join(server().deployPath, 'releases'))).toBe(false);
  });

  test('release 1 goes live: every route and the 404 page', async () => {
    await deploy(target(), { clientDir: setup().releases.one, log });
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
    expect(editor.headers.get('content-security-policy')).toBe(adminPolicy(server().origin));
    expect(editor.headers.get('x-robots-tag')).toBe('noindex');
    expect(existsSync(join(server().deployPath, 'current', 'admin', 'index.html'))).toBe(true);
    // The nginx files in force are one set, reached through one link.
    expect(readdirSync(join(server().deployPath, 'nginx', 'sets'))).toHaveLength(1);
    // After this one deploy, an editor signs in through the site's own origin and reaches the form.
    await expect(signInAt(setup().browser, server().origin, '/admin/')).resolves.toBe('signed in');
  }, 120_000);

  test('release 2 and a rollback under load: no failed request, no missing asset, no blocked script', async () => {
    // Visits until the deploy and the rollback are over (checked below), at least LOAD_VISITS: the
    // deploy's commands no longer hold up this process, so a fixed number can end before the switch.
    let over = false;
    const load = runLoad(server().origin, ROUTE_PATHS, {
      visits: LOAD_VISITS,
      clients: 4,
      identify,
      until: () => over,
    });
    try {
      await deploy(target(), { clientDir: setup().releases.two, log });
      expect(identify(await (await live('/')).text())).toBe('2');
      await rollback(target(), log);
      expect(identify(await (await live('/')).text())).toBe('1');
    } finally {
      over = true;
    }
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
    await expect(deploy(target(), { clientDir: setup().releases.broken, log })).rejects.toThrow(
      '健康检查失败，线上版本未变 (health check failed; the live site is unchanged):\n' +
        '  /404/index.html: 构建里没有 404 页面 (the build has no 404 page)\n' +
        "  /__deploy-check-missing-page: 内容不是这一版的 (not this release's page)\n" +
        '已恢复原来的 nginx 配置，正式站正常回答 (previous configuration restored; the live site answers)',
    );
    expect(releaseIds()).toEqual(before);
    for (const routePath of ROUTE_PATHS) expect(identify(await (await live(routePath)).text())).toBe('1');
    expect((await live('/no-such-page')).status).toBe(404);
  });

  test('old releases beyond DEPLOY_KEEP are pruned, their assets still load from the live one', async () => {
    const oneAssets = referencedAssets(readFileSync(join(setup().releases.one, 'index.html'), 'utf8'));
    await deploy(target(), { clientDir: setup().releases.two, log });
    expect(releaseIds()).toHaveLength(2);
    expect(identify(await (await live('/')).text())).toBe('2');
    for (const asset of oneAssets) expect((await live(asset)).status, asset).toBe(200);
  });
});

test('a rollback to a release from before the editor keeps /admin/ and its sign-in', async () => {
  const root = server().deployPath;
  const live = readlinkSync(join(root, 'current')).split('/').pop() ?? '';
  const back = rollbackTarget(releaseIds(), live);
  if (!back) throw new Error('no release to roll back to');
  // Make the release rolled back to one from before the editor shipped: no admin/, none in its manifest.
  rmSync(join(root, 'releases', back, 'admin'), { recursive: true, force: true });
  const manifestFile = join(root, 'releases', back, 'release.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  delete manifest.admin;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  await rollback(target(), log);
  expect(readlinkSync(join(root, 'current'))).toContain(back);
  const editor = await fetch(`${server().origin}/admin/`, { headers: { Connection: 'close' } });
  expect(editor.status).toBe(200);
  expect(await editor.text()).toBe(readFileSync(join(root, 'releases', live, 'admin', 'index.html'), 'utf8'));
  const health = await fetch(`${server().origin}/admin/auth/health`, { headers: { Connection: 'close' } });
  expect(await health.json()).toEqual({ signIn: 'ready' });
  await expect(signInAt(setup().browser, server().origin, '/admin/')).resolves.toBe('signed in');
}, 120_000);
