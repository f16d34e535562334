/**
 * Puts a release on the server live without touching a file nginx reads: nginx's files were written
 * once by npm run deploy:server (server.ts) and serve whatever two links name.
 * 1. `next` is pointed at the release, and the loopback check server serves it;
 * 2. the release is health-checked there, through the same nginx;
 * 3. `current` is switched with one rename: pages, assets and the editor change together.
 * A rollback is the same, to an older release. Anything failing before 3 leaves `current` as it was.
 */
import { HEALTH_CHECK_STEP, healthCheck } from './healthCheck';
import { probeLive } from './liveProbe';
import type { Manifest } from './manifest';
import { shellQuote as q, type Log, type Remote } from './remote';
import { siteOriginOf, type Target } from './target';

/**
 * The one command that switches: it claims `next` by renaming it (so a put-back that claimed it first
 * makes this one change nothing, however late it lands), gives a new release its id, and renames a
 * fresh link over `current`.
 */
function switchCommand(folder: string, id: string): string {
  const rename = folder === id ? '' : `mv -T ${q(`releases/${folder}`)} ${q(`releases/${id}`)} && `;
  return (
    `mv -T next .next.claimed && ${rename}ln -sfn ${q(`releases/${id}`)} .current.tmp && ` +
    'mv -T .current.tmp current && rm -f .next.claimed'
  );
}

/**
 * After a failure or a stop: takes `next` away unless the switch claimed it first, in which case it
 * waits the milliseconds the switch takes. Prints `switched` when `current` names the release.
 */
function putBackCommand(id: string): string {
  const live = `[ "$(readlink current)" = ${q(`releases/${id}`)} ]`;
  return [
    'if mv -T next .next.abandoned 2>/dev/null; then rm -f .next.abandoned; else',
    `  i=0; while ! ${live} && [ $i -lt 50 ] && [ -e .next.claimed ]; do sleep 0.1; i=$((i + 1)); done`,
    'fi',
    `if ${live}; then echo switched; fi`,
  ].join('\n');
}

/** Steps 1–3 for a release complete on the server in `releases/<folder>`. */
export async function activate(
  remote: Remote,
  target: Target,
  next: Manifest,
  folder: string,
  log: Log,
): Promise<void> {
  const root = target.DEPLOY_PATH;
  const cd = `cd ${q(root)} && `;
  try {
    remote.at('准备检查新版本 (pointing the check server at the release)');
    await remote.run(`${cd}ln -sfn ${q(`releases/${folder}`)} .next.tmp && mv -T .next.tmp next`);
    const origin = await remote.forward(target.DEPLOY_CHECK_PORT);
    remote.begin(`${HEALTH_CHECK_STEP} ${next.id}: ${next.pages.length} 个页面 (pages) + 404`, log);
    const problems = await healthCheck(origin, next, {
      production: true,
      limit: remote.limit,
      stop: remote.stop,
      siteOrigin: siteOriginOf(target),
    });
    if (problems.length) {
      throw new Error(
        `健康检查失败，线上版本未变 (health check failed; the live site is unchanged):\n  ${problems.join('\n  ')}`,
      );
    }
    remote.at(`切换到新版本 (switching to ${next.id})`);
    await remote.run(cd + switchCommand(folder, next.id));
  } catch (error) {
    // Whether the switch happened is decided on the server, by which command renamed `next` first.
    const said = await remote
      .run(cd + putBackCommand(next.id), { cleanup: true, step: '恢复 (putting the site back)' })
      .catch(
        (failed: Error) =>
          `\n恢复时出错，请立即检查服务器 (putting back failed: check the server now): ${failed.message}`,
      );
    if (said.trim() !== 'switched')
      throw new Error(`${(error as Error).message}${said.trim() ? said : ''}`, { cause: error });
    log(`已切换 (switched): / → ${next.id}`);
    throw new Error(`${(error as Error).message}\n已切换到新版本 ${next.id} (switched to the new release)`, {
      cause: error,
    });
  }
  log(`已切换 (switched): / → ${next.id}`);
  // Switched: what follows only checks, so it runs to its end even when told to stop.
  const answer = await probeLive(remote, target, next, {
    cleanup: true,
    step: '确认正式站已切换 (checking the live site)',
  });
  if (answer)
    throw new Error(
      `已切换，但正式站没有按新版本回答 (switched, but the live site does not answer with it): ${answer}`,
    );
}
