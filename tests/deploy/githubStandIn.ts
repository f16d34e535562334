/**
 * A stand-in for GitHub on loopback, for the editor's sign-in tests: the OAuth web
 * endpoints nginx and the pop-up use (authorize, access token; plain HTTP, its origin given to
 * the sign-in as DEPLOY_SIGN_IN_GITHUB would be), and, over HTTPS with a throwaway certificate,
 * the REST calls Decap's github backend makes on signing in, answered as api.github.com (the
 * browser maps that host here). Each test sets how it behaves.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { selfSignedCertificate } from '../../scripts/nginx/selfSignedCertificate';
import { previewStatus } from '../../scripts/ci/previewStatus';

export const CLIENT_ID = 'Ov23liStandInClient';
export const CLIENT_SECRET = 'standin0secret0never0in0the0repository';
export const REPO_NAME = 'example-org/rail-ticket-site';
const CODE = 'standin-code';
const TOKEN = 'gho_standinToken';

export interface Behaviour {
  /** How the token endpoint answers: a token, GitHub's refusal of the code, or a dropped connection. */
  token: 'grant' | 'refuse' | 'drop';
  /** The state the authorize step sends back: as given, or changed (a forged callback). */
  state: 'keep' | 'tamper';
  /** Instead of redirecting, the authorize page (another origin) posts a forged token to the editor. */
  forge: boolean;
  /** The account's push permission on the repository. */
  push: boolean;
  /**
   * supplierEn was saved in the editor: its pull request (SAVED) is open for review, and the
   * preview workflow has set its status (scripts/ci/previewStatus.ts) on the branch's commit.
   */
  saved: boolean;
}

/** The saved entry's pull request, as Decap's editorial workflow makes it, and its preview. */
export const SAVED = {
  pr: 7,
  branch: 'cms/pages/supplierEn',
  sha: 'c0ffee'.padEnd(40, '0'),
  file: 'content/pages/supplierEn.mdx',
  previewOrigin: 'https://www.example.com',
} as const;

/** A pull request as GitHub's REST API answers it, as much as the editor reads (src/editor/pullRequest.ts). */
export interface StandInPull {
  state: 'open' | 'closed';
  ref: string;
  /** The head's repository: REPO_NAME for a branch of this repository, another for a fork's. */
  from: string;
}

export interface GitHubStandIn {
  /**
   * Origin of the OAuth web endpoints: http://127.0.0.2:<port>, another host than the site's
   * 127.0.0.1 (so its redirect back is cross-site, as github.com's is).
   */
  web: string;
  /** Port of the HTTPS API answering as api.github.com. */
  apiPort: number;
  behaviour: Behaviour;
  /** Token requests seen: the client secret each carried. */
  secretsSeen: string[];
  /** How many times a browser reached the authorize page: each could mint a token. */
  authorizations: number;
  /** API requests the stand-in had no answer for. */
  apiMisses: string[];
  /** Pull requests by number, for the editor opened from a preview's 编辑 link (`/admin/?pr=N`). */
  pulls: Map<number, StandInPull>;
  /** The branch of every tree the editor read, in order. */
  branchesRead: string[];
  stop(): Promise<void>;
}

const FORGED_PAGE = `<!doctype html><meta charset="utf-8"><title>not GitHub</title><script>
window.opener.postMessage('authorizing:github', '*');
window.opener.postMessage('authorization:github:success:' + JSON.stringify({ token: 'forged', provider: 'github' }), '*');
</script><p>forged</p>`;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
  response.end(JSON.stringify(value));
}

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/** A folder of this checkout as GitHub's tree answer; each file's bytes kept by its blob sha. */
function folderTree(blobs: Map<string, Buffer>) {
  return (folder: string) =>
    readdirSync(join(REPOSITORY, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const bytes = readFileSync(join(REPOSITORY, folder, entry.name));
        const sha = createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
        blobs.set(sha, bytes);
        return { path: entry.name, mode: '100644', type: 'blob', sha, size: bytes.length };
      });
}

/** The open pull request of the saved entry, labelled as Decap's editorial workflow labels it. */
const savedPull = () => ({
  number: SAVED.pr,
  state: 'open',
  updated_at: '2026-11-26T08:00:00Z',
  user: { login: 'editor' },
  labels: [{ name: 'decap-cms/pending_review' }],
  head: { ref: SAVED.branch, sha: SAVED.sha, repo: { fork: false, full_name: REPO_NAME } },
  base: { ref: 'main' },
});

export async function startGitHubStandIn(): Promise<GitHubStandIn> {
  const blobs = new Map<string, Buffer>();
  const treeOf = folderTree(blobs);
  const behaviour: Behaviour = { token: 'grant', state: 'keep', forge: false, push: true, saved: false };
  const secretsSeen: string[] = [];
  const apiMisses: string[] = [];
  const pulls = new Map<number, StandInPull>();
  const branchesRead: string[] = [];
  const standIn = { authorizations: 0 };

  const web = createHttpServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/login/oauth/authorize') {
      standIn.authorizations++;
      if (url.searchParams.get('client_id') !== CLIENT_ID) return json(response, 404, { message: 'unknown client' });
      if (behaviour.forge) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end(FORGED_PAGE);
      }
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      back.searchParams.set('code', CODE);
      back.searchParams.set('state', behaviour.state === 'tamper' ? `${state.slice(1)}0` : state);
      response.writeHead(302, { Location: back.href });
      return response.end();
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(request));
      secretsSeen.push(form.get('client_secret') ?? '');
      if (behaviour.token === 'drop') return request.socket.destroy();
      // As GitHub answers: 200 with `error`, the app's credentials checked first.
      if (form.get('client_secret') !== CLIENT_SECRET) {
        return json(response, 200, {
          error: 'incorrect_client_credentials',
          error_description: 'The client_id and/or client_secret passed are incorrect.',
        });
      }
      return json(
        response,
        200,
        behaviour.token === 'grant' && form.get('code') === CODE
          ? { access_token: TOKEN, token_type: 'bearer', scope: 'repo' }
          : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' },
      );
    }
    json(response, 404, { message: 'Not Found' });
  });

  const certDir = mkdtempSync(join(tmpdir(), 'github-stand-in-'));
  const { certificate, key } = selfSignedCertificate(certDir);
  const api = createHttpsServer({ cert: readFileSync(certificate), key: readFileSync(key) }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://api.github.com');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
      });
      return response.end();
    }
    if (url.pathname === '/api/v2/components.json') return json(response, 200, { components: [] });
    if (request.headers.authorization !== `token ${TOKEN}`) return json(response, 401, { message: 'Bad credentials' });
    if (url.pathname === '/user') return json(response, 200, { login: 'editor', id: 1, name: '编辑' });
    if (url.pathname === `/repos/${REPO_NAME}`) {
      const [owner, name] = REPO_NAME.split('/');
      return json(response, 200, {
        name,
        full_name: REPO_NAME,
        owner: { login: owner },
        default_branch: 'main',
        permissions: { admin: false, push: behaviour.push, pull: true },
      });
    }
    // Reading entries: this repository's content/ as every branch's files.
    const repo = `/repos/${REPO_NAME}`;
    // Any branch: a preview's editor reads its pull request's branch (preview.json).
    const tree = new RegExp(`^${repo}/git/trees/([^:]+):(content(?:/[\\w-]+)*)$`).exec(
      decodeURIComponent(url.pathname),
    );
    if (tree?.[2]) {
      branchesRead.push(tree[1] ?? '');
      return json(response, 200, { sha: 'tree', truncated: false, tree: treeOf(tree[2]) });
    }
    const pull = new RegExp(`^${repo}/pulls/(\\d+)$`).exec(url.pathname);
    if (pull) {
      const found = pulls.get(Number(pull[1]));
      if (!found) return json(response, 404, { message: 'Not Found' });
      const head = {
        ref: found.ref,
        sha: 'c0ffee'.padEnd(40, '1'),
        repo: { full_name: found.from, fork: found.from !== REPO_NAME },
      };
      return json(response, 200, { number: Number(pull[1]), state: found.state, head, base: { ref: 'main' } });
    }
    const blob = new RegExp(`^${repo}/git/blobs/([0-9a-f]{40})$`).exec(url.pathname);
    const bytes = blob?.[1] ? blobs.get(blob[1]) : undefined;
    if (bytes) return json(response, 200, { sha: blob?.[1], encoding: 'base64', content: bytes.toString('base64') });
    if (url.pathname === `${repo}/pulls`) {
      const [owner] = REPO_NAME.split('/');
      const head = url.searchParams.get('head');
      const asked = !head || head === `${owner}:${SAVED.branch}`;
      return json(response, 200, behaviour.saved && asked ? [savedPull()] : []);
    }
    if (behaviour.saved && url.pathname === `${repo}/compare/main...${SAVED.sha}`) {
      const sha = treeOf('content/pages').find((file) => `content/pages/${file.path}` === SAVED.file)?.sha;
      return json(response, 200, { files: [{ filename: SAVED.file, status: 'modified', sha, patch: '@@ -1 +1 @@' }] });
    }
    if (behaviour.saved && url.pathname === `${repo}/commits/${SAVED.sha}/status`) {
      const build = { state: 'success', context: 'Preview / build (pull_request)', target_url: 'https://github.com/' };
      return json(response, 200, { statuses: [build, previewStatus(SAVED.previewOrigin, SAVED.pr)] });
    }
    if (url.pathname === '/users/editor') return json(response, 200, { login: 'editor', name: '编辑' });
    // No history: the file's last change is not asked of anyone here.
    if (url.pathname === `${repo}/commits`) return json(response, 200, []);
    apiMisses.push(`${request.method} ${url.pathname}${url.search}`);
    json(response, 404, { message: 'Not Found' });
  });

  const listen = (server: typeof web | typeof api, host: string) =>
    new Promise<number>((done) => server.listen(0, host, () => done((server.address() as AddressInfo).port)));
  const [webPort, apiPort] = await Promise.all([listen(web, '127.0.0.2'), listen(api, '127.0.0.1')]);
  const close = (server: typeof web | typeof api) =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return Object.assign(standIn, {
    web: `http://127.0.0.2:${webPort}`,
    apiPort,
    behaviour,
    secretsSeen,
    apiMisses,
    pulls,
    branchesRead,
    stop: async () => {
      await Promise.all([close(web), close(api)]);
      rmSync(certDir, { recursive: true, force: true });
    },
  });
}

/** Chromium whose api.github.com and GitHub status page are the stand-in's HTTPS port. */
export function launchWithStandIn(github: GitHubStandIn): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--host-resolver-rules=MAP api.github.com:443 127.0.0.1:${github.apiPort}, MAP www.githubstatus.com:443 127.0.0.1:${github.apiPort}`,
      // The stand-in's throwaway certificate.
      '--ignore-certificate-errors',
    ],
  });
}

/** The secret file as docs/deploy.md's command writes it, readable by the test nginx's workers (nobody when root). */
export function writeSecretFile(file: string): void {
  writeFileSync(file, `client_id=${CLIENT_ID}\nclient_secret=${CLIENT_SECRET}\n`, { mode: 0o640 });
  if (process.getuid?.() === 0)
    chownSync(file, 0, Number(spawnSync('getent', ['group', 'nogroup'], { encoding: 'utf8' }).stdout.split(':')[2]));
}

/** An entry's form, opened after signing in: its title field shows the file as the stand-in served it. */
export const ENTRY = { hash: '#/collections/pages/entries/supplierEn', field: '页面主标题', value: '供应商入驻' };

/**
 * Opens the editor at `origin + path`, signs in through the pop-up and opens an entry's form. Returns
 * 'signed in', or the sentence above the form when the editor says something (the pull request it edits).
 */
export async function signInAt(browser: Browser, origin: string, path: string): Promise<string> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    const button = page.getByRole('button', { name: '使用 GitHub 登录' });
    await button.waitFor({ timeout: 30_000 });
    await Promise.all([page.waitForEvent('popup'), button.click()]);
    await page.getByRole('heading', { name: '页面', exact: true }).waitFor({ timeout: 30_000 });
    const said = page.locator('[data-sign-in-notice]');
    const notice = (await said.count()) ? await said.textContent() : null;
    await page.goto(`${origin}${path}${ENTRY.hash}`);
    // The form shows before the file is read: wait for the field to hold the file's value.
    const field = page.getByRole('textbox', { name: ENTRY.field, exact: true });
    await field.waitFor({ timeout: 30_000 });
    for (const deadline = Date.now() + 30_000; (await field.inputValue()) !== ENTRY.value;) {
      if (Date.now() > deadline) throw new Error(`${ENTRY.field}: ${await field.inputValue()}`);
      await page.waitForTimeout(200);
    }
    return notice ?? 'signed in';
  } finally {
    await context.close();
  }
}

/** Opens the editor at `origin + path` and signs in; returns the alert that refuses it, the sign-in button still there. */
export async function refusedAt(browser: Browser, origin: string, path: string): Promise<string> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    const button = page.getByRole('button', { name: '使用 GitHub 登录' });
    await button.waitFor({ timeout: 30_000 });
    await Promise.all([page.waitForEvent('popup'), button.click()]);
    const alert = page.locator('[data-sign-in-notice][role="alert"]');
    await alert.waitFor({ timeout: 30_000 });
    if (await page.getByRole('heading', { name: '页面', exact: true }).count()) throw new Error('signed in anyway');
    return (await alert.textContent()) ?? '';
  } finally {
    await context.close();
  }
}
