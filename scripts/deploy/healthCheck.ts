/**
 * The check a release passes through nginx before it goes live: its pages and 404 page, each with
 * a policy that lets its inline scripts run, and the browser editor with its own policy and sign-in.
 */
import { adminPolicy } from '../nginx/adminCsp';
import { checkStop, fetchLimited, pause, Stopped, TimeLimitReached } from './limits';
import { hashSource, inlineScripts, insecureSources, needsHash } from '../nginx/csp';
import { sha256, type Manifest } from './manifest';

/** Hash sources of a page's inline scripts that its policy does not allow (empty: all run). */
export function blockedScripts(html: string, policy: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  const allowed = new Set(directive?.slice(1));
  // Without a hash or nonce, 'unsafe-inline' allows every inline script (a sandboxed preview's policy).
  const listed = [...allowed].some((source) => /^'(sha256|sha384|sha512|nonce)-/.test(source));
  if (allowed.has("'unsafe-inline'") && !listed) return [];
  return inlineScripts(html)
    .filter(needsHash)
    .map((script) => hashSource(script.text))
    .filter((hash) => !allowed.has(hash));
}

export interface CheckOptions {
  /** Refuses `http:` sources in the policy. */
  production?: boolean;
  /** Milliseconds each request may take (DEPLOY_TIMEOUT). */
  limit?: number;
  /** The deploy was told to stop: no more requests. */
  stop?: AbortSignal;
  /** The site's public origin, whose /admin/assets/ the editor's policy names; `origin` by default. */
  siteOrigin?: string;
}

/** The step a stop during the check names, whichever request or pause of the check it comes in. */
export const HEALTH_CHECK_STEP = '健康检查 (health check)';

/**
 * The answer, or the last of three errors: the SSH port forward's channels can fail to open on a
 * busy server. A time limit reached is not tried again: a server that took the whole limit to say
 * nothing will not answer the next try either, and an operator would wait three limits per page.
 * A fresh connection each time: a kept-alive one from before the reload may still reach an old
 * nginx worker, which serves the previous configuration.
 */
async function fetchRetrying(url: string, { limit = 60_000, stop }: CheckOptions): Promise<Response | Error> {
  for (let attempt = 1; ; attempt++) {
    try {
      const wait = { limit, step: HEALTH_CHECK_STEP, stop };
      return await fetchLimited(url, { redirect: 'manual', headers: { Connection: 'close' } }, wait);
    } catch (error) {
      if (error instanceof Stopped) throw error;
      if (attempt >= 3 || error instanceof TimeLimitReached) return error as Error;
      await pause(200 * attempt, stop, HEALTH_CHECK_STEP);
    }
  }
}

/** A path no release has: the check expects the 404 page for it. */
const MISSING_PATH = '__deploy-check-missing-page';

/** Requests at once: the check runs on a live server, keep it gentle. */
const CONCURRENCY = 4;

/**
 * Problems of the release served at `origin` (`http://host:port`, no trailing slash); `production`
 * refuses `http:` sources in the policy.
 */
export async function healthCheck(origin: string, manifest: Manifest, options: CheckOptions = {}): Promise<string[]> {
  const problems: string[] = [];
  /** The answer at `path` once its status and content are judged; undefined when none came. */
  const answer = async (path: string, status: number, hash: string, other: string) => {
    const response = await fetchRetrying(`${origin}${path}`, options);
    if (response instanceof Error) {
      problems.push(`${path}: 无法连接 (no answer): ${response.message}`);
      return undefined;
    }
    const body = await response.text().catch((error: Error) => error);
    if (body instanceof Error) {
      checkStop(options.stop, HEALTH_CHECK_STEP);
      problems.push(`${path}: 没有读完 (incomplete answer): ${body.message}`);
      return undefined;
    }
    if (response.status !== status) problems.push(`${path}: 状态 ${response.status}，应为 ${status} (status)`);
    else if (sha256(body) !== hash) problems.push(`${path}: ${other}`);
    return { body, headers: response.headers };
  };

  const check = async (path: string, status: number, hash: string) => {
    const page = await answer(path, status, hash, "内容不是这一版的 (not this release's page)");
    if (!page) return;
    const policy = page.headers.get('content-security-policy');
    if (!policy) {
      problems.push(`${path}: 缺少 Content-Security-Policy (no CSP header)`);
      return;
    }
    const blocked = blockedScripts(page.body, policy);
    if (blocked.length)
      problems.push(`${path}: CSP 不允许页面的内联脚本 (CSP blocks inline scripts) ${blocked.join(' ')}`);
    if (options.production && insecureSources(policy).length) {
      problems.push(`${path}: 生产环境的 CSP 含 http: 地址 (http: source in production CSP)`);
    }
  };

  const checkAdmin = async (admin: NonNullable<Manifest['admin']>) => {
    const path = `${manifest.base}admin/`;
    const page = await answer(path, 200, admin.sha256, "不是这一版的编辑器 (not this release's editor)");
    if (!page) return;
    if (page.headers.get('content-security-policy') !== adminPolicy(options.siteOrigin ?? origin, manifest.base)) {
      problems.push(`${path}: 没有编辑器自己的 CSP (not the editor's CSP of deploy/admin-csp.conf)`);
    }
    if (!/\bnoindex\b/.test(page.headers.get('x-robots-tag') ?? '')) {
      problems.push(`${path}: 缺少 X-Robots-Tag: noindex (no noindex)`);
    }
    const script = await fetchRetrying(`${origin}${path}${admin.script}`, options);
    const loaded =
      !(script instanceof Error) &&
      script.status === 200 &&
      /javascript/.test(script.headers.get('content-type') ?? '') &&
      (await script.arrayBuffer().catch(() => new ArrayBuffer(0))).byteLength > 0;
    if (!loaded) problems.push(`${path}${admin.script}: 编辑器的脚本没有加载 (the editor's script does not load)`);
  };

  // The editor's sign-in (deploy/sign-in.js) comes with the nginx files, whatever the release: it
  // answers whether its secret is in place without asking GitHub. No answer: njs is not loaded.
  const checkSignIn = async () => {
    const path = `${manifest.base}admin/auth/health`;
    const response = await fetchRetrying(`${origin}${path}`, options);
    const reply =
      response instanceof Error || response.status !== 200
        ? undefined
        : ((await response.json().catch(() => undefined)) as { signIn?: unknown } | undefined);
    if (reply?.signIn !== 'ready' && reply?.signIn !== 'no-secret') {
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
    // A preview has no editor: its 编辑 links open the live site's /admin/, whose sign-in production's deploy checked.
    ...(options.production ? [checkSignIn] : []),
  ];
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  });
  // A stop cuts answers short; what that made look wrong is the stop's doing, not the release's.
  await Promise.all(workers).catch((error: unknown) => {
    checkStop(options.stop, HEALTH_CHECK_STEP);
    throw error;
  });
  checkStop(options.stop, HEALTH_CHECK_STEP);
  return problems.sort();
}
