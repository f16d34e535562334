/**
 * `npm run deploy` / `npm run deploy:rollback` against a real OpenSSH server and nginx on this
 * machine, set up once (npm run deploy:server): release 1, then release 2 and a rollback while
 * visitors keep loading pages, with no file nginx reads changed and only `current` moved; a deploy
 * that fails its health check; pruning. Previews: previewOrigin.test.ts.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { adminPolicy } from '../../scripts/nginx/adminCsp';
import { framesIn } from '../../scripts/deploy/manifest';
import { deploy, rollback } from '../../scripts/deploy/production';
import { targetFromEnv } from '../../scripts/deploy/target';
import { contentFrameOrigin, fixture, requireAdminBuild, requireBuild, ROUTE_PATHS } from './helpers';
import { referencedAssets, runLoad } from './load';
import { identifyRelease, makeReleases } from './releases';
import { startTestServer } from './servers';
import { launchWithStandIn, signInAt, startGitHubStandIn, writeSecretFile } from './githubStandIn';

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
    await server.setUp(releases.one, { DEPLOY_SIGN_IN_SECRET: secretFile, DEPLOY_SIGN_IN_GITHUB: github.web });
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

/**
 * What nginx reads on the server outside the releases: every file below nginx/ by its content, and
 * every link of the deploy path by where it points. The releases themselves are the site's files.
 */
function serverFiles(): Map<string, string> {
  const root = server().deployPath;
  const files = new Map<string, string>();
  for (const name of readdirSync(root)) {
    if (lstatSync(join(root, name)).isSymbolicLink()) files.set(name, `-> ${readlinkSync(join(root, name))}`);
  }
  for (const name of readdirSync(join(root, 'nginx'), { recursive: true, encoding: 'utf8' })) {
    const path = join(root, 'nginx', name);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) files.set(`nginx/${name}`, `-> ${readlinkSync(path)}`);
    else if (stat.isFile()) files.set(`nginx/${name}`, createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return files;
}

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
    // The release it checked is no longer named by `next`.
    expect(existsSync(join(server().deployPath, 'next'))).toBe(false);
    // After this one deploy, an editor signs in through the site's own origin and reaches the form.
    await expect(signInAt(setup().browser, server().origin, '/admin/')).resolves.toBe('signed in');
  }, 120_000);

  test('release 2 and a rollback under load: no failed request, no missing asset, no blocked script; no file nginx reads changes, only `current` moves', async () => {
    const before = serverFiles();
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
      // Release 2 has every asset under another name, as a code change gives it, and so other pages.
      const after = serverFiles();
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
        (path) => before.get(path) !== after.get(path),
      );
      expect(changed).toEqual(['current']);
      expect(after.get('current')).toMatch(/^-> releases\/\d{8}T\d+Z$/);
      await rollback(target(), log);
      expect(serverFiles()).toEqual(before);
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
        "  /__deploy-check-missing-page: 内容不是这一版的 (not this release's page)",
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
