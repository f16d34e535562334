/**
 * Previews that cannot hurt the company, on the real sshd + nginx after a production deploy.
 * Pull-request pages live on an origin of their own (DEPLOY_PREVIEW_URL; here 127.0.0.2, another host
 * as preview.<domain> is), which holds no /admin/, no sign-in and no cookie of the site; the site's
 * origin sends /preview/ there. A preview's 编辑 links open the site's own /admin/ with the pull
 * request's number, and the editor asks GitHub (a stand-in) for its branch. Nothing uploaded decides it.
 */
import { request } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { PREVIEW_POLICY } from '../../scripts/nginx/previewServer';
import { signInTexts } from '../../scripts/nginx/signIn';
import { deployPreview, removePreview } from '../../scripts/deploy/preview';
import { deploy } from '../../scripts/deploy/production';
import { targetFromEnv } from '../../scripts/deploy/target';
import { fillPlaceholders } from '../../src/content/fillPlaceholders';
import { runCommand } from './commands';
import { fixture, requireAdminBuild, requireBuild } from './helpers';
import { makeReleases, previewLayout } from './releases';
import { startTestServer } from './servers';
import {
  launchWithStandIn,
  REPO_NAME,
  refusedAt,
  signInAt,
  startGitHubStandIn,
  writeSecretFile,
} from './githubStandIn';

const TEXTS = signInTexts();
const log = () => {};

const setup = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-previews-'));
    const releases = makeReleases(dir);
    const server = await startTestServer();
    const secretFile = join(dir, 'site-sign-in.secret');
    chmodSync(dir, 0o711);
    writeSecretFile(secretFile);
    const github = await startGitHubStandIn();
    const browser = await launchWithStandIn(github);
    const env = { ...server.env, DEPLOY_SIGN_IN_SECRET: secretFile, DEPLOY_SIGN_IN_GITHUB: github.web };
    await server.setUp(releases.one, env);
    await deploy(targetFromEnv(env), { clientDir: releases.one, log });
    return { dir, releases, server, github, browser };
  },
  async ({ dir, server, github, browser }) => {
    await browser.close();
    await github.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);
const server = () => setup().server;
const previewTarget = (env: Record<string, string> = {}) => targetFromEnv({ ...server().previewEnv, ...env });
const get = (origin: string, path: string) =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers: { Connection: 'close' } });

/** A preview build of pull request `number` in a folder of its own, with a review report beside it. */
function previewBuild(number: number): { dir: string; review: string } {
  const dir = join(setup().dir, `preview-${number}`);
  previewLayout(setup().releases.plain, dir, number);
  const review = join(setup().dir, `review-${number}`);
  mkdirSync(review, { recursive: true });
  writeFileSync(join(review, 'index.html'), '<!doctype html><title>review</title><p>评审报告</p>\n');
  return { dir, review };
}

/** A body as a browser gets it: asking for gzip, and unpacking what nginx sent compressed. */
function bodyWithGzip(origin: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const asked = request(url, { headers: { 'Accept-Encoding': 'gzip', Connection: 'close' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const gzipped = response.headers['content-encoding'] === 'gzip';
        resolve({ status: response.statusCode ?? 0, body: (gzipped ? gunzipSync(raw) : raw).toString('utf8') });
      });
    });
    asked.on('error', reject);
    asked.end();
  });
}

describe('pull-request previews on their own origin', () => {
  test('a preview is served on the preview origin only, sandboxed, with its report; the site’s origin sends its addresses there', async () => {
    const { dir, review } = previewBuild(7);
    await deployPreview(previewTarget(), { number: 7, clientDir: dir, reviewDir: review, log });
    const { origin, previewOrigin } = server();
    for (const path of ['/preview/pr-7/', '/preview/pr-7/recruitment', '/preview/pr-7/_review/']) {
      const response = await get(previewOrigin, path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(response.headers.get('content-security-policy'), path).toBe(PREVIEW_POLICY);
      // A preview serves pages: its sandbox lets nothing download, and nothing it opens leaves the sandbox.
      expect(PREVIEW_POLICY.split(';')[0]).toBe('sandbox allow-scripts allow-popups');
      // The site's origin serves no pull-request page: old links are sent to the preview origin.
      const there = await get(origin, path);
      expect(there.status, path).toBe(301);
      expect(there.headers.get('location'), path).toBe(`${previewOrigin}${path}`);
      expect(await there.text(), path).not.toContain('<script');
    }
    // The preview origin holds no editor, no sign-in and no cookie of the site.
    for (const path of ['/admin/', '/admin/auth', '/admin/callback?code=x&state=y', '/']) {
      const response = await get(previewOrigin, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
    const missing = await get(previewOrigin, '/preview/pr-7/nothing');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(readFileSync(join(dir, 'preview', 'pr-7', '404', 'index.html'), 'utf8'));

    await removePreview(previewTarget(), 7, log);
    const gone = await get(previewOrigin, '/preview/pr-7/');
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe(
      readFileSync(join(server().deployPath, 'current', 'client', '404', 'index.html'), 'utf8'),
    );
  });

  test('a preview’s 编辑 link opens the site’s own editor on the pull request’s branch, which the editor asks GitHub for', async () => {
    const { dir } = previewBuild(12);
    await deployPreview(previewTarget(), { number: 12, clientDir: dir, log });
    const link = await get(server().previewOrigin, '/preview/pr-12/admin/?field=lead&pr=5');
    expect(link.status).toBe(302);
    // Only the number in the path and the field go on: the `pr` the link added is not passed.
    expect(link.headers.get('location')).toBe(`${server().origin}/admin/?pr=12&field=lead`);
    const { github, browser } = setup();
    github.pulls.set(12, { state: 'open', ref: 'editor/新-copy', from: REPO_NAME });
    const read = github.branchesRead.length;
    const notice = await signInAt(browser, server().origin, '/admin/?pr=12');
    expect(notice).toBe(fillPlaceholders(TEXTS.pullRequest, { number: 12, branch: 'editor/新-copy' }));
    expect(new Set(github.branchesRead.slice(read))).toEqual(new Set(['editor/新-copy']));
    await removePreview(previewTarget(), 12, log);
  });
});

describe('the artifact decides nothing', () => {
  const PLANTED = '{"branch":"main"}\n';
  /** preview.json and its .gz where a build could put them: the preview's root, its admin/, the top of the build. */
  function plant(dir: string, number: number): void {
    const pages = join(dir, 'preview', `pr-${number}`);
    mkdirSync(join(pages, 'admin'), { recursive: true });
    for (const folder of [pages, join(pages, 'admin'), dir]) {
      writeFileSync(join(folder, 'preview.json'), PLANTED);
      writeFileSync(join(folder, 'preview.json.gz'), gzipSync(PLANTED));
    }
    // A precompressed page that would be served in place of the real one to every browser.
    writeFileSync(join(pages, 'index.html.gz'), gzipSync('<!doctype html><title>planted</title>'));
  }
  const planted = (origin: string, path: string) => bodyWithGzip(origin, path).then(({ body }) => body);

  test('a same-repository build planting preview.json and .gz files deploys without any of them; no request returns one', async () => {
    const { dir } = previewBuild(9);
    plant(dir, 9);
    // The branch is no deploy's to give any more: an old command line's --branch is refused before anything changes.
    const args = ['--preview', '9', '--branch', 'feature-x', '--client', dir];
    const given = await runCommand('deploy', args, server().previewEnv).done;
    expect(given.code).toBe(2);
    expect(given.output).toContain('不认识的选项 --branch (unknown option --branch)');
    expect((await get(server().previewOrigin, '/preview/pr-9/')).status).toBe(404);
    const lines: string[] = [];
    await deployPreview(previewTarget(), { number: 9, clientDir: dir, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('已去掉服务器会特殊对待的文件 (dropped files the server treats specially): ');
    const onServer = readdirSync(join(server().deployPath, 'preview', 'pr-9'), { recursive: true, encoding: 'utf8' });
    expect(onServer.filter((file) => /preview\.json/.test(file))).toEqual([]);
    // Every compressible file has its own .gz, small ones too (robots.txt is under nginx's 256 bytes).
    const robots = join(server().deployPath, 'preview', 'pr-9', 'robots.txt');
    expect(gunzipSync(readFileSync(`${robots}.gz`)).equals(readFileSync(robots))).toBe(true);
    for (const origin of [server().origin, server().previewOrigin]) {
      for (const path of ['/preview/pr-9/preview.json', '/preview/pr-9/admin/preview.json', '/preview.json']) {
        expect(await planted(origin, path), `${origin}${path}`).not.toContain('"branch"');
        expect(await (await fetch(`${origin}${path}`)).text(), `${origin}${path}`).not.toContain('"branch"');
      }
    }
    expect(await planted(server().previewOrigin, '/preview/pr-9/')).toBe(
      readFileSync(join(dir, 'preview', 'pr-9', 'index.html'), 'utf8'),
    );
    // The editor its 编辑 link opens saves to the branch GitHub names, not the planted one.
    const { github, browser } = setup();
    github.pulls.set(9, { state: 'open', ref: 'feature-x', from: REPO_NAME });
    const read = github.branchesRead.length;
    await signInAt(browser, server().origin, '/admin/?pr=9');
    expect(new Set(github.branchesRead.slice(read))).toEqual(new Set(['feature-x']));
    await removePreview(previewTarget(), 9, log);
  });

  test('a fork’s preview with the same files deploys, and its 编辑 link’s editor refuses the fork in one sentence', async () => {
    const { dir } = previewBuild(8);
    plant(dir, 8);
    await deployPreview(previewTarget(), { number: 8, clientDir: dir, log });
    expect((await get(server().previewOrigin, '/preview/pr-8/')).status).toBe(200);
    const onServer = readdirSync(join(server().deployPath, 'preview', 'pr-8'), { recursive: true, encoding: 'utf8' });
    expect(onServer.filter((file) => /preview\.json/.test(file))).toEqual([]);
    for (const path of ['/preview/pr-8/preview.json', '/preview/pr-8/admin/preview.json']) {
      expect(await planted(server().previewOrigin, path), path).not.toContain('"branch"');
    }
    const { github, browser } = setup();
    github.pulls.set(8, { state: 'open', ref: 'main', from: 'someone/rail-ticket-site' });
    github.pulls.set(10, { state: 'closed', ref: 'old-copy', from: REPO_NAME });
    const read = github.branchesRead.length;
    expect(await refusedAt(browser, server().origin, '/admin/?pr=8')).toBe(
      fillPlaceholders(TEXTS.pullRequestFork, { number: 8 }),
    );
    expect(await refusedAt(browser, server().origin, '/admin/?pr=10')).toBe(
      fillPlaceholders(TEXTS.pullRequestClosed, { number: 10 }),
    );
    expect(github.branchesRead.slice(read)).toEqual([]);
    await removePreview(previewTarget(), 8, log);
  });
});
