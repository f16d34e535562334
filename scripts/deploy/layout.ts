/**
 * Where things live on the server under DEPLOY_PATH (docs/deploy.md draws the same tree):
 *
 *   releases/<id>/client/          a production build, never changed after upload
 *   releases/<id>/release.json     its manifest (scripts/deploy/manifest.ts), assets.txt
 *   current -> releases/<id>       the live release: nginx's root goes through this link
 *   previews/pr-<N>/releases/…     the same for a pull-request preview, and its own `current`
 *   nginx/live/                    the production server block (site.conf) and its includes
 *   nginx/check/                   a loopback server block showing the release being checked
 *   nginx/previews/pr-<N>.conf     a preview's locations, included by the production server
 *
 * The server's nginx includes `<DEPLOY_PATH>/nginx/*\/site.conf` once (first-time set-up).
 */
import { join } from 'node:path';

export type Site = { kind: 'production' } | { kind: 'preview'; number: number };

export interface SitePaths {
  /** Folder holding `releases/` and `current`. */
  dir: string;
  /** Folder of the nginx includes of this site. */
  conf: string;
  /** A preview's location block, included by the production server. */
  locationFile?: string;
  /** URL prefix of the site. */
  base: string;
}

export function sitePaths(root: string, site: Site): SitePaths {
  if (site.kind === 'production') return { dir: root, conf: join(root, 'nginx', 'live'), base: '/' };
  const name = `pr-${site.number}`;
  return {
    dir: join(root, 'previews', name),
    conf: join(root, 'nginx', 'previews', name),
    locationFile: join(root, 'nginx', 'previews', `${name}.conf`),
    base: `/preview/${name}/`,
  };
}

export const checkConfDir = (root: string) => join(root, 'nginx', 'check');
export const previewsConfDir = (root: string) => join(root, 'nginx', 'previews');

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
