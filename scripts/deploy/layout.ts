/**
 * Where things live on the server under DEPLOY_PATH: docs/deploy.md draws the tree (releases/<id>/,
 * current and next, preview/pr-<N>/, nginx/site/ with the operator's nginx/server-*.conf, the deploy's lock).
 */
import { join } from 'node:path';

export function serverPaths(root: string) {
  return {
    releases: join(root, 'releases'),
    current: join(root, 'current'),
    /** Folder of the previews (the preview key's restricted folder). */
    previews: join(root, 'preview'),
    /** The release a deploy or rollback checks before it switches `current` to it (server.ts's check server). */
    next: join(root, 'next'),
    /** nginx's files, written by npm run deploy:server; the operator's server-*.conf and preview-*.conf beside them. */
    nginx: join(root, 'nginx'),
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

export const newestReleases = (ids: readonly string[], count: number) => [...ids].sort().reverse().slice(0, count);

/** The releases to delete: all but the newest `keep`, never the live one. */
export function releasesToPrune(ids: readonly string[], current: string, keep: number): string[] {
  const newest = newestReleases(ids, keep);
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
