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
import { setTimeout as sleep } from 'node:timers/promises';
import { healthCheck } from './healthCheck';
import { probeLive } from './liveProbe';
import { releaseId, serverPaths } from './layout';
import { homePage, sha256, type Manifest } from './manifest';
import { adoptLegacyCommand, liveSetCommand, pruneSetsCommand, renderSet, switchSetCommand } from './nginxSets';
import { shellQuote as q, type Log, type Remote } from './remote';
import type { Target } from './target';

const HEALTH_CHECK_ATTEMPTS = 4;

/** `nginx -t`; throws with nginx's own words. */
function testConfig(remote: Remote, target: Target): void {
  try {
    remote.run(`${target.DEPLOY_NGINX} -t -q`);
  } catch (error) {
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
const reload = (remote: Remote, target: Target) => remote.run(`${target.DEPLOY_NGINX} -s reload`);

/** Waits until nginx serves the new configuration: the check server answers with `next`'s HTML. */
async function waitForReload(origin: string, next: Manifest): Promise<void> {
  const page = homePage(next);
  if (!page) return;
  const deadline = Date.now() + 20_000;
  let last = '';
  // Fresh connections in a row: the old workers have stopped taking new ones.
  for (let inARow = 0; inARow < 3;) {
    if (Date.now() > deadline) {
      throw new Error(
        `检查用 server 没有提供新版本 (the check server does not serve the new release): ${page.path} → ${last}`,
      );
    }
    try {
      const response = await fetch(`${origin}${page.path}`, { headers: { Connection: 'close' } });
      const body = await response.text();
      const same = sha256(body) === page.sha256;
      last = `${response.status}${same ? '' : ' (other content)'}`;
      inARow = same ? inARow + 1 : 0;
    } catch (error) {
      last = (error as Error).message;
      inARow = 0;
    }
    if (inARow === 0) await sleep(100);
  }
}

/**
 * An nginx worker of the old generation can still accept a connection for a moment after the new
 * ones answer. A release is judged on its last of a few checks a second apart: a stale worker
 * passes, a broken release fails every time.
 */
async function checkSettled(origin: string, next: Manifest): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 1; attempt <= HEALTH_CHECK_ATTEMPTS; attempt++) {
    problems = await healthCheck(origin, next, { production: true });
    if (!problems.length) break;
    if (attempt < HEALTH_CHECK_ATTEMPTS) await sleep(1000);
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
  remote.run(adoptLegacyCommand(root));
  const before = remote.run(liveSetCommand(root)).trim();
  const set = releaseId(new Date(), '');
  const local = renderSet(target, set, live ? [live, next] : [next], next, folder);
  try {
    remote.run(`mkdir -p ${q(paths.sets)}`);
    remote.upload(`${local}/`, `${join(paths.sets, set)}/`);
  } finally {
    rmSync(local, { recursive: true, force: true });
  }
  log(`启用 nginx 配置 (nginx files in force): sets/${set}`);
  remote.run(switchSetCommand(root, set));
  let reloaded = false;
  try {
    testConfig(remote, target);
    log('重新加载 nginx (reloading nginx)');
    reloaded = true;
    reload(remote, target);
    const origin = await remote.forward(target.DEPLOY_CHECK_PORT);
    await waitForReload(origin, next);
    log(`健康检查 (health check) ${next.id}: ${next.pages.length} 个页面 (pages) + 404`);
    const problems = await checkSettled(origin, next);
    if (problems.length) {
      throw new Error(
        `健康检查失败，线上版本未变 (health check failed; the live site is unchanged):\n  ${problems.join('\n  ')}`,
      );
    }
  } catch (error) {
    throw new Error(`${(error as Error).message}${await putBack(remote, target, { before, set, live, reloaded })}`);
  }
  const rename = folder === next.id ? '' : `mv -T ${q(`releases/${folder}`)} ${q(`releases/${next.id}`)} && `;
  remote.run(
    `cd ${q(root)} && ${rename}ln -sfn ${q(`releases/${next.id}`)} .current.tmp && mv -T .current.tmp current`,
  );
  log(`已切换 (switched): / → ${next.id}`);
  const answer = await probeLive(remote, target, next);
  if (answer)
    throw new Error(
      `已切换，但正式站没有按新版本回答 (switched, but the live site does not answer with it): ${answer}`,
    );
  remote.run(pruneSetsCommand(root, set));
}

/**
 * After a failure: the set that was in force (`before`, '' on a server's first deploy) goes back,
 * nginx reloads it if it had been asked to load the failed one (after a failed `nginx -t` it never
 * read it), and the live site is asked once more. Returns what to add to the error message.
 */
async function putBack(
  remote: Remote,
  target: Target,
  { before, set, live, reloaded }: { before: string; set: string; live?: Manifest; reloaded: boolean },
): Promise<string> {
  const root = target.DEPLOY_PATH;
  try {
    remote.run(switchSetCommand(root, before));
    remote.run(pruneSetsCommand(root, before));
    if (!before) return '';
    if (reloaded) {
      testConfig(remote, target);
      reload(remote, target);
    }
    if (!live) return '';
    const answer = await probeLive(remote, target, live);
    return answer
      ? `\n恢复后正式站仍没有正常回答，请立即检查服务器 (after restoring, the live site still does not answer): ${answer}`
      : '\n已恢复原来的 nginx 配置，正式站正常回答 (previous configuration restored; the live site answers)';
  } catch (error) {
    return `\n恢复原来的配置时出错，请立即检查服务器 (restoring failed: check the server now): ${(error as Error).message} (set ${set})`;
  }
}
