/**
 * The nginx files a production deploy or rollback puts in force, as one set: the live server
 * block (its CSP widened to the live and the next release), the previews' own server block on
 * their own host name (when DEPLOY_PREVIEW_URL is set), and the loopback check server showing
 * the next release. Each set is rendered locally, uploaded aside
 * to `nginx/sets/<id>/`, and put in force by renaming one link, `nginx/live`: the live site's
 * nginx files are never removed or rewritten in place, and going back is the same rename.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPaths } from './layout';
import type { Manifest } from './manifest';
import { writePreviewServer } from '../nginx/previewServer';
import { writeSiteConfig } from '../nginx/siteConfig';
import { shellQuote as q, uploadFolder } from './remote';
import { originOf, type Target } from './target';

/**
 * Renders set `id` into a local folder laid out as `nginx/sets/<id>/` will be: `site.conf`
 * (what nginx's include finds through `nginx/live`), `live/` and `check/`; the check server shows
 * the release in `releases/<folder>` (a new one is there under its upload name until it passed).
 */
export function renderSet(target: Target, id: string, live: readonly Manifest[], next: Manifest, folder: string) {
  const root = target.DEPLOY_PATH;
  const paths = serverPaths(root);
  const there = join(paths.sets, id);
  const local = uploadFolder('site-deploy-conf-');
  // A release from before the editor shipped has no admin/: /admin/ keeps the newest editor kept on
  // the server (a rollback to such a release must not take the editor and its sign-in away).
  const editor = next.admin ? undefined : live.find((release) => release.admin && release.id !== next.id);
  const liveAdmin = editor ? join(paths.releases, editor.id, 'admin') : join(paths.current, 'admin');
  const checkAdmin = editor ? liveAdmin : join(paths.releases, folder, 'admin');
  const signIn = { secretFile: target.DEPLOY_SIGN_IN_SECRET, github: target.DEPLOY_SIGN_IN_GITHUB.replace(/\/$/, '') };
  const origin = siteOriginOf(target);
  const previews = target.DEPLOY_PREVIEW_URL ? new URL(target.DEPLOY_PREVIEW_URL) : undefined;
  const hsts = /\bssl\b/.test(target.DEPLOY_LISTEN);
  writeSiteConfig({
    root: join(paths.current, 'client'),
    adminRoot: liveAdmin,
    confDir: join(local, 'live'),
    includeDir: join(there, 'live'),
    serverDir: paths.nginx,
    listen: target.DEPLOY_LISTEN,
    serverName: target.DEPLOY_SERVER_NAME,
    hsts,
    production: true,
    scriptHashes: [...new Set(live.flatMap((release) => release.hashes))],
    frames: [...new Set(live.flatMap((release) => release.frames))],
    previews: { origin: previews?.origin },
    signIn,
    origin,
  });
  if (previews) {
    writePreviewServer({
      root,
      liveRoot: join(paths.current, 'client'),
      confDir: join(local, 'preview'),
      includeDir: join(there, 'preview'),
      serverDir: paths.nginx,
      listen: target.DEPLOY_PREVIEW_LISTEN ?? target.DEPLOY_LISTEN,
      serverName: previews.hostname,
      hsts: previews.protocol === 'https:',
      siteOrigin: origin,
    });
  }
  writeSiteConfig({
    root: join(paths.releases, folder, 'client'),
    adminRoot: checkAdmin,
    confDir: join(local, 'check'),
    includeDir: join(there, 'check'),
    listen: `127.0.0.1:${target.DEPLOY_CHECK_PORT}`,
    basePath: next.base,
    scriptHashes: next.hashes,
    frames: next.frames,
    production: true,
    signIn,
    origin,
    limitZone: 'sign_in_check',
  });
  writeFileSync(
    join(local, 'site.conf'),
    [
      `# Set ${id}, written by npm run deploy (scripts/deploy/nginxSets.ts): the live site, the previews' server, the check server.`,
      `include ${join(there, 'live', 'site.conf')};`,
      ...(previews ? [`include ${join(there, 'preview', 'site.conf')};`] : []),
      `include ${join(there, 'check', 'site.conf')};`,
      '',
    ].join('\n'),
  );
  return local;
}

/** The site's public origin (DEPLOY_PUBLIC_URL), which production needs: its sign-in and editor name it. */
export const siteOriginOf = (target: Target) =>
  originOf(
    target,
    'DEPLOY_PUBLIC_URL',
    '正式站的登录回调地址和编辑器的脚本来源由它决定 (the sign-in callback and the editor’s scripts are at this origin)',
  );

/**
 * Every change to which set is in force, and to `current`, holds this lock on the server (flock, as the
 * deploy's own lock). A deploy told to stop ends its side of a command, but the command may still run
 * on the server afterwards (the SSH channel closes; a command that writes nothing is not told): each
 * change checks, under the lock, that it still applies, so one landing after a restore changes nothing.
 */
export const underSetLock = (root: string, command: string) =>
  `cd ${q(root)} && { ${SET_LOCK_WAIT} && ${command}; } 8>${q(join(serverPaths(root).nginx, '.sets.lock'))}`;

/**
 * The lock is held for one switch, milliseconds; a wait of a minute means a holder that hangs. The wait
 * ends on the server too, so a command the deploy gave up waiting for cannot run minutes later.
 */
const SET_LOCK_WAIT =
  'flock -w 60 8 || { echo "nginx/.sets.lock 被占用超过 60 秒，请查看服务器上还在运行的部署命令 (the sets lock is held)" >&2; exit 1; }';

/** Puts set `id` in force with one rename, if it is still there (a restore removes an abandoned set). */
export function switchSetCommand(root: string, id: string): string {
  const { nginx } = serverPaths(root);
  return underSetLock(
    root,
    `cd ${q(nginx)} && [ -d ${q(`sets/${id}`)} ] && ln -sfn ${q(`sets/${id}`)} .live.tmp && mv -T .live.tmp live`,
  );
}

/**
 * After a failure, in one step under the lock: set `before` back in force (none: the link goes, a server's
 * first deploy failed) and every other set removed, so a switch to the abandoned set that lands later finds
 * nothing to switch to. `unlessCurrent`: unless `current` already names that release (the switch happened),
 * when nothing is changed and `switched` is printed.
 */
export function restoreSetCommand(root: string, before: string, unlessCurrent?: string): string {
  const { nginx, sets } = serverPaths(root);
  const back = before ? `ln -sfn ${q(`sets/${before}`)} .live.tmp && mv -T .live.tmp live` : 'rm -f live';
  const restore = `(cd ${q(nginx)} && ${back}) && (${pruneSets(sets, before)})`;
  if (!unlessCurrent) return underSetLock(root, restore);
  return underSetLock(
    root,
    `if [ "$(readlink current)" = ${q(unlessCurrent)} ]; then echo switched; else ${restore}; fi`,
  );
}

/** The set in force, read from the link (empty before the first deploy). */
export const liveSetCommand = (root: string) =>
  `readlink ${q(serverPaths(root).liveConf)} 2>/dev/null | sed 's|^sets/||' || true`;

/**
 * A server set up before sets existed has `nginx/live/` as a folder (and `nginx/check/`,
 * `nginx/previews/`): it becomes the set `legacy`, the operator's `server-*.conf` files are
 * copied to where every set includes them from, and the old check and preview includes go.
 */
export function adoptLegacyCommand(root: string): string {
  const { nginx } = serverPaths(root);
  return [
    `cd ${q(nginx)} || exit 0`,
    'if [ -d live ] && [ ! -L live ]; then',
    '  for f in live/server-*.conf; do if [ -e "$f" ]; then cp -p "$f" .; fi; done',
    '  mkdir -p sets && rm -rf sets/legacy && mv live sets/legacy && ln -s sets/legacy live',
    '  rm -rf check previews',
    'fi',
  ].join('\n');
}

/** Removes every set but the one in force. */
export const pruneSetsCommand = (root: string, keep: string) => pruneSets(serverPaths(root).sets, keep);

const pruneSets = (sets: string, keep: string) =>
  `cd ${q(sets)} 2>/dev/null || exit 0; for s in *; do if [ "$s" != ${q(keep)} ] && [ -d "$s" ]; then rm -rf -- "$s"; fi; done`;
