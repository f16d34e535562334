/**
 * The check a release passes through nginx before it goes live: every page answers 200 with the
 * HTML of this release, an unknown path answers 404 with the release's 404 page, and every page
 * arrives with a Content-Security-Policy that allows each of its inline scripts. When the release
 * ships the browser editor, `<base>admin/` answers with its page, its own policy and noindex, and
 * its script loads; the editor's sign-in answers its health question.
 */
import { createHash } from 'node:crypto';
import { adminPolicy } from '../nginx/adminCsp';
import { hashSource, inlineScripts, insecureSources, needsHash } from '../nginx/csp';
import type { Manifest } from './manifest';

/** The script-src sources of a policy header. */
export function scriptSources(policy: string): Set<string> {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return new Set(directive?.slice(1) ?? []);
}

/** Hash sources of a page's inline scripts that its policy does not allow (empty: all run). */
export function blockedScripts(html: string, policy: string): string[] {
  const allowed = scriptSources(policy);
  // Without a hash or nonce, 'unsafe-inline' allows every inline script (a sandboxed preview's policy).
  const listed = [...allowed].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  if (allowed.has("'unsafe-inline'") && !listed) return [];
  return inlineScripts(html)
    .filter(needsHash)
    .map((script) => hashSource(script.text))
    .filter((hash) => !allowed.has(hash));
}

/**
 * The check reaches nginx through an SSH port forward, whose channels can fail to open on a busy
 * server: a connection error is tried again a few times, any HTTP answer counts at once.
 */
async function fetchRetrying(url: string, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      // A fresh connection each time: a kept-alive one from before the reload may still reach an
      // old nginx worker, which serves the previous configuration (seen as every page "not this release's").
      return await fetch(url, { redirect: 'manual', headers: { Connection: 'close' } });
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((done) => setTimeout(done, 200 * attempt));
    }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A path no release has: the check expects the 404 page for it. */
export const MISSING_PATH = '__deploy-check-missing-page';

export interface CheckOptions {
  /** Production refuses `http:` sources in the policy. */
  production?: boolean;
  /** Requests at once (the check runs on a live server: keep it gentle). */
  concurrency?: number;
}

/** Problems of the release served at `origin` (`http://host:port`, no trailing slash). */
export async function healthCheck(origin: string, manifest: Manifest, options: CheckOptions = {}): Promise<string[]> {
  const problems: string[] = [];
  const check = async (path: string, status: number, expected: string) => {
    const response = await fetchRetrying(`${origin}${path}`).catch((error: Error) => error);
    if (response instanceof Error) {
      problems.push(`${path}: 无法连接 (no answer): ${response.message}`);
      return;
    }
    const body = await response.text();
    if (response.status !== status) problems.push(`${path}: 状态 ${response.status}，应为 ${status} (status)`);
    else if (sha256(body) !== expected) problems.push(`${path}: 内容不是这一版的 (not this release's page)`);
    const policy = response.headers.get('content-security-policy');
    if (!policy) {
      problems.push(`${path}: 缺少 Content-Security-Policy (no CSP header)`);
      return;
    }
    const blocked = blockedScripts(body, policy);
    if (blocked.length)
      problems.push(`${path}: CSP 不允许页面的内联脚本 (CSP blocks inline scripts) ${blocked.join(' ')}`);
    if (options.production && insecureSources(policy).length) {
      problems.push(`${path}: 生产环境的 CSP 含 http: 地址 (http: source in production CSP)`);
    }
  };

  const checkAdmin = async (admin: NonNullable<Manifest['admin']>) => {
    const path = `${manifest.base}admin/`;
    const response = await fetchRetrying(`${origin}${path}`).catch((error: Error) => error);
    if (response instanceof Error) {
      problems.push(`${path}: 无法连接 (no answer): ${response.message}`);
      return;
    }
    const body = await response.text();
    if (response.status !== 200) problems.push(`${path}: 状态 ${response.status}，应为 200 (status)`);
    else if (sha256(body) !== admin.sha256) problems.push(`${path}: 不是这一版的编辑器 (not this release's editor)`);
    if (response.headers.get('content-security-policy') !== adminPolicy()) {
      problems.push(`${path}: 没有编辑器自己的 CSP (not the editor's CSP of deploy/admin-csp.conf)`);
    }
    if (!/\bnoindex\b/.test(response.headers.get('x-robots-tag') ?? '')) {
      problems.push(`${path}: 缺少 X-Robots-Tag: noindex (no noindex)`);
    }
    const script = await fetchRetrying(`${origin}${path}${admin.script}`).catch((error: Error) => error);
    const loaded =
      !(script instanceof Error) &&
      script.status === 200 &&
      /javascript/.test(script.headers.get('content-type') ?? '') &&
      (await script.arrayBuffer()).byteLength > 0;
    if (!loaded) problems.push(`${path}${admin.script}: 编辑器的脚本没有加载 (the editor's script does not load)`);
  };

  // The editor's sign-in (deploy/sign-in.js) comes with the nginx files, whatever the release: it
  // answers whether its secret is in place without asking GitHub. No answer: njs is not loaded.
  const checkSignIn = async () => {
    const path = `${manifest.base}admin/auth/health`;
    const response = await fetchRetrying(`${origin}${path}`).catch((error: Error) => error);
    const answer =
      response instanceof Error || response.status !== 200
        ? undefined
        : ((await response.json().catch(() => undefined)) as { signIn?: unknown } | undefined);
    if (answer?.signIn !== 'ready' && answer?.signIn !== 'no-secret') {
      const status = response instanceof Error ? response.message : `状态 ${response.status}`;
      problems.push(`${path}: 编辑器的登录没有回答 (the editor's sign-in does not answer: ${status})`);
    }
  };

  const admin = manifest.admin;
  if (!manifest.notFound)
    problems.push(`${manifest.base}404/index.html: 构建里没有 404 页面 (the build has no 404 page)`);
  const jobs = [
    ...manifest.pages.map((page) => () => check(page.path, 200, page.sha256)),
    () => check(`${manifest.base}${MISSING_PATH}`, 404, manifest.notFound),
    ...(admin ? [() => checkAdmin(admin)] : []),
    // A preview's editor signs in at the live site's /admin/auth, which its production deploy checked.
    ...(options.production ? [checkSignIn] : []),
  ];
  const workers = Array.from({ length: options.concurrency ?? 4 }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  await Promise.all(workers);
  return problems.sort();
}
