/**
 * Where things live on the server under DEPLOY_PATH (docs/deploy.md draws the same tree):
 *
 *   releases/<id>/client/          a production build, never changed after upload
 *   releases/<id>/admin/           its browser editor
 *   releases/<id>/release.json     its manifest (scripts/deploy/manifest.ts), assets.txt
 *   releases/.incoming-<id>/       an upload in progress, renamed to <id> once complete
 *   current -> releases/<id>       the live release: nginx's root goes through this link
 *   preview/pr-<N>/                a pull-request preview, as its URL /preview/pr-<N>/ names it:
 *                                  the only folder the preview key can write (rrsync)
 *   nginx/live -> sets/<id>        the nginx files in force (live server block, check server,
 *                                  preview locations), switched with one rename
 *   nginx/sets/<id>/               each set of nginx files, written aside before it is switched to
 *   nginx/server-*.conf            the operator's additions (TLS lines), never written by a deploy
 *   .deploy.lock, .deploy.lock.info  one deploy or rollback at a time (scripts/deploy/lock.ts)
 *
 * The server's nginx includes `<DEPLOY_PATH>/nginx/*\/site.conf` once (first-time set-up).
 */
import { join } from 'node:path';

export interface ServerPaths {
  releases: string;
  current: string;
  /** Folder of the previews (the preview key's restricted folder). */
  previews: string;
  nginx: string;
  /** The link nginx's include goes through. */
  liveConf: string;
  sets: string;
  lock: string;
}

export function serverPaths(root: string): ServerPaths {
  return {
    releases: join(root, 'releases'),
    current: join(root, 'current'),
    previews: join(root, 'preview'),
    nginx: join(root, 'nginx'),
    liveConf: join(root, 'nginx', 'live'),
    sets: join(root, 'nginx', 'sets'),
    lock: join(root, '.deploy.lock'),
  };
}

/** A pull request's preview: its folder's name and its URL prefix. */
export const previewName = (number: number) => `pr-${number}`;
export const previewBase = (number: number) => `/preview/${previewName(number)}/`;

/** Release ids sort by time: `20261123T031500123Z`, plus the commit when known. */
export function releaseId(now = new Date(), commit = process.env.GITHUB_SHA ?? ''): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return commit ? `${stamp}-${commit.slice(0, 7)}` : stamp;
}

/** The releases to delete: all but the newest `keep`, never the live one. */
export function releasesToPrune(ids: readonly string[], current: string, keep: number): string[] {
  const newest = [...ids].sort().reverse().slice(0, keep);
  return ids.filter((id) => id !== current && !newest.includes(id));
}

/** The release a rollback returns to: the newest one older than the live one. */
export function rollbackTarget(ids: readonly string[], current: string): string | undefined {
  return [...ids]
    .filter((id) => id < current)
    .sort()
    .pop();
}

/**
 * The `authorized_keys` options of the preview key (docs/deploy.md): no shell, no forwarding, and
 * rsync only into the previews folder; uploaded symbolic links are made harmless (`-munge`). The
 * deploy names paths relative to that folder (scripts/deploy/preview.ts), which every rrsync reads
 * the same way: Debian 12's has no `-absolute` and refuses a key line that asks for it.
 */
export const previewKeyOptions = (previews: string) => `restrict,command="/usr/bin/rrsync -munge ${previews}"`;
