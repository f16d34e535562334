/**
 * Puts a release on the server live, in an order that never lets the live site serve a page with
 * a policy that blocks its scripts, and never leaves nginx's files half written:
 * 1. a new set of nginx files is written aside (nginxSets.ts): the live server's CSP widened to
 *    the live and the next release, a loopback check server showing the next release;
 * 2. the set is put in force by renaming one link, `nginx -t` (on failure the link is renamed
 *    back before nginx ever reads it), reload;
 * 3. the next release is health-checked through the check server;
 * 4. `current` is switched with one rename: HTML and assets change together, and the policy
 *    already allows both releases.
 * Anything failing before 4 puts the previous set back, reloads, and checks that the live site
 * still answers before the error is reported.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { HEALTH_CHECK_STEP, healthCheck } from './healthCheck';
import { fetchLimited, pause, Stopped, TimeLimitReached, waitFor } from './limits';
import { listenPort, probeLive } from './liveProbe';
import { releaseId, serverPaths } from './layout';
import { homePage, sha256, type Manifest } from './manifest';
import {
  adoptLegacyCommand,
  liveSetCommand,
  pruneSetsCommand,
  renderSet,
  restoreSetCommand,
  siteOriginOf,
  switchSetCommand,
  underSetLock,
} from './nginxSets';
import { shellQuote as q, type Log, type Remote, type WaitOptions } from './remote';
import type { Target } from './target';

const HEALTH_CHECK_ATTEMPTS = 4;

/** `nginx -t`; throws with nginx's own words. */
async function testConfig(remote: Remote, target: Target, wait: WaitOptions = {}): Promise<void> {
  try {
    await remote.run(`${target.DEPLOY_NGINX} -t -q`, { step: '检查 nginx 配置 (nginx -t)', ...wait });
  } catch (error) {
    if (error instanceof TimeLimitReached || error instanceof Stopped) throw error;
    const message = (error as Error).message;
    // A server set up before the editor's sign-in (deploy/sign-in.js) lacks nginx's njs module.
    const njs = /unknown directive "js_/.test(message)
      ? "\n服务器上没有 nginx 的 njs 模块：请以 root 运行 apt-get install libnginx-mod-http-js（docs/deploy.md）(install nginx's njs module)"
      : '';
    throw new Error(
      `nginx 配置检查没有通过，线上配置未变 (nginx -t failed; the live configuration is unchanged):\n${message}${njs}`,
    );
  }
}
const reload = (remote: Remote, target: Target, wait: WaitOptions = {}) =>
  remote.run(`${target.DEPLOY_NGINX} -s reload`, wait);

/**
 * One try through the forward: nginx answers a loopback request in milliseconds when it answers at all.
 * The first tries are short (1 s, then 2 s, then 3 s): on a first deploy the first one meets the hang below.
 */
const ATTEMPT_MS = 3000;

/**
 * Waits until nginx serves the new configuration: the check server answers with `next`'s HTML.
 * `nginx -s reload` returns before nginx has read the new files; on a server's first deploy the
 * check server's port is not taken up yet, and the SSH forward closes each connection unanswered
 * until it is. Each try has its own time limit (limits.ts fetchLimited says why), the whole wait too.
 * `ports` are the ones nginx is to listen on: `nginx -t` does not bind them, so a port another
 * program holds shows only here, as a reload nginx did not take up.
 */
export async function waitForReload(
  origin: string,
  next: Manifest,
  { limit, stop, ports }: { limit: number; stop?: AbortSignal; ports: readonly number[] },
): Promise<void> {
  const page = homePage(next);
  if (!page) return;
  const step = '等待 nginx 加载新配置 (waiting for nginx to load the new configuration)';
  let last = '';
  let inARow = 0;
  let tries = 0;
  try {
    // Fresh connections in a row: the old workers have stopped taking new ones.
    await waitFor(
      async () => {
        try {
          const attempt = { limit: Math.min(1000 * ++tries, ATTEMPT_MS, limit), step, stop };
          const response = await fetchLimited(`${origin}${page.path}`, { headers: { Connection: 'close' } }, attempt);
          const same = sha256(await response.text()) === page.sha256;
          last = `${response.status}${same ? '' : ' (other content)'}`;
          inARow = same ? inARow + 1 : 0;
        } catch (error) {
          if (error instanceof Stopped) throw error;
          last = (error as Error).message;
          inARow = 0;
        }
        return inARow >= 3 || false;
      },
      { limit, step, stop, every: 100 },
    );
  } catch (error) {
    if (!(error instanceof TimeLimitReached)) throw error;
    throw new Error(
      `检查用 server 没有提供新版本 (the check server does not serve the new release): ${page.path} → ${last}\n${error.message}\n` +
        `nginx 没有启用新配置：常见原因是它要监听的端口（${ports.join(' 或 ')}）已被服务器上的其他程序占用，` +
        '请查看 nginx 的 error.log 里 bind() 失败的记录 ' +
        '(nginx kept its previous configuration: a port it is to listen on may be in use; see bind() in its error.log)',
    );
  }
}

/**
 * An nginx worker of the old generation can still accept a connection for a moment after the new
 * ones answer. A release is judged on its last of a few checks a second apart: a stale worker
 * passes, a broken release fails every time.
 */
async function checkSettled(origin: string, next: Manifest, remote: Remote, target: Target): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 1; attempt <= HEALTH_CHECK_ATTEMPTS; attempt++) {
    problems = await healthCheck(origin, next, {
      production: true,
      limit: remote.limit,
      stop: remote.stop,
      siteOrigin: siteOriginOf(target),
    });
    if (!problems.length) break;
    if (attempt < HEALTH_CHECK_ATTEMPTS) await pause(1000, remote.stop, HEALTH_CHECK_STEP);
  }
  return problems;
}

/**
 * Steps 1–4 for a release complete on the server in `releases/<folder>`; `live` is the release in
 * force, if any. A new release's folder is renamed to its id only once it has passed the check, so
 * a deploy killed before that leaves nothing a rollback could take for a release.
 */
export async function activate(
  remote: Remote,
  target: Target,
  next: Manifest,
  folder: string,
  live: Manifest | undefined,
  log: Log,
): Promise<void> {
  const root = target.DEPLOY_PATH;
  const paths = serverPaths(root);
  remote.at('写 nginx 配置 (writing the nginx files)');
  await remote.run(adoptLegacyCommand(root));
  const before = (await remote.run(liveSetCommand(root))).trim();
  const set = releaseId(new Date(), '');
  const local = renderSet(target, set, live ? [live, next] : [next], next, folder);
  try {
    await remote.run(`mkdir -p ${q(paths.sets)}`);
    await remote.upload(`${local}/`, `${join(paths.sets, set)}/`);
  } finally {
    rmSync(local, { recursive: true, force: true });
  }
  let switched = false;
  let reloaded = false;
  try {
    remote.begin(`启用 nginx 配置 (nginx files in force): sets/${set}`, log);
    switched = true;
    await remote.run(switchSetCommand(root, set));
    await testConfig(remote, target);
    remote.begin('重新加载 nginx (reloading nginx)', log);
    reloaded = true;
    await reload(remote, target);
    const origin = await remote.forward(target.DEPLOY_CHECK_PORT);
    const listens = [target.DEPLOY_LISTEN, target.DEPLOY_PREVIEW_LISTEN ?? target.DEPLOY_LISTEN].map(listenPort);
    const ports = [...new Set([...listens, target.DEPLOY_CHECK_PORT])];
    await waitForReload(origin, next, { limit: remote.limit, stop: remote.stop, ports });
    remote.begin(`${HEALTH_CHECK_STEP} ${next.id}: ${next.pages.length} 个页面 (pages) + 404`, log);
    const problems = await checkSettled(origin, next, remote, target);
    if (problems.length) {
      throw new Error(
        `健康检查失败，线上版本未变 (health check failed; the live site is unchanged):\n  ${problems.join('\n  ')}`,
      );
    }
  } catch (error) {
    // Without `unless`, putBack always says what it did.
    const restored = switched ? await putBack(remote, target, { before, set, live, reloaded }) : '';
    throw withCause(error, `${(error as Error).message}${restored ?? ''}`);
  }
  await switchCurrent(remote, root, folder, next, { before, set, live, log, target });
  // Switched: what follows only checks and tidies, so it runs to its end even when told to stop.
  const after = { cleanup: true, step: '确认正式站已切换 (checking the live site)' };
  const answer = await probeLive(remote, target, next, after);
  if (answer)
    throw new Error(
      `已切换，但正式站没有按新版本回答 (switched, but the live site does not answer with it): ${answer}`,
    );
  await remote.run(pruneSetsCommand(root, set), after);
}

/** The error with more words, keeping what it was. */
const withCause = (error: unknown, message: string) => new Error(message, { cause: error });

/**
 * Step 4, one rename on the server. A stop or a time limit during it leaves either state: the link
 * is read back, and a site not switched gets its nginx files back, so it is as it was or fully switched.
 */
async function switchCurrent(
  remote: Remote,
  root: string,
  folder: string,
  next: Manifest,
  { before, set, live, log, target }: { before: string; set: string; live?: Manifest; log: Log; target: Target },
): Promise<void> {
  const rename = folder === next.id ? '' : `mv -T ${q(`releases/${folder}`)} ${q(`releases/${next.id}`)} && `;
  remote.at(`切换到新版本 (switching to ${next.id})`);
  try {
    // Only while `set` is in force: a switch that lands after a restore finds another set, and changes nothing.
    await remote.run(
      underSetLock(
        root,
        `[ "$(readlink nginx/live)" = ${q(`sets/${set}`)} ] && ${rename}` +
          `ln -sfn ${q(`releases/${next.id}`)} .current.tmp && mv -T .current.tmp current`,
      ),
    );
  } catch (error) {
    // Whether the switch happened is decided on the server, under the lock, with the restore.
    const restored = await putBack(remote, target, { before, set, live, reloaded: true, unless: next.id });
    if (restored === undefined) {
      log(`已切换 (switched): / → ${next.id}`);
      throw withCause(error, `${(error as Error).message}\n已切换到新版本 ${next.id} (switched to the new release)`);
    }
    throw withCause(error, `${(error as Error).message}${restored}`);
  }
  log(`已切换 (switched): / → ${next.id}`);
}

/**
 * After a failure: the set that was in force (`before`, '' on a server's first deploy) goes back,
 * nginx reloads it if it had been asked to load the failed one (after a failed `nginx -t` it never
 * read it), and the live site is asked once more. Returns what to add to the error message; with
 * `unless`, undefined when `current` already named that release: the switch happened, nothing was put back.
 */
async function putBack(
  remote: Remote,
  target: Target,
  {
    before,
    set,
    live,
    reloaded,
    unless,
  }: { before: string; set: string; live?: Manifest; reloaded: boolean; unless?: string },
): Promise<string | undefined> {
  const root = target.DEPLOY_PATH;
  const cleanup = { cleanup: true, step: '恢复原来的 nginx 配置 (restoring the previous nginx files)' };
  try {
    const said = await remote.run(restoreSetCommand(root, before, unless && `releases/${unless}`), cleanup);
    if (said.trim() === 'switched') return undefined;
    if (!before) return '';
    if (reloaded) {
      await testConfig(remote, target, cleanup);
      await reload(remote, target, cleanup);
    }
    if (!live) return '';
    const answer = await probeLive(remote, target, live, cleanup);
    return answer
      ? `\n恢复后正式站仍没有正常回答，请立即检查服务器 (after restoring, the live site still does not answer): ${answer}`
      : '\n已恢复原来的 nginx 配置，正式站正常回答 (previous configuration restored; the live site answers)';
  } catch (error) {
    return `\n恢复原来的配置时出错，请立即检查服务器 (restoring failed: check the server now): ${(error as Error).message} (set ${set})`;
  }
}
