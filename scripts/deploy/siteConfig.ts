/**
 * The nginx configuration a switch installs: the live site's (its CSP widened to the live and
 * the next release) and the loopback check server's (the next release alone), rendered locally
 * into a folder laid out like DEPLOY_PATH, plus the shell commands that back it up and restore it.
 */
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkConfDir, previewsConfDir, sitePaths, type Site } from './layout';
import type { Manifest } from './manifest';
import { previewLocations, writeSiteConfig } from './nginx';
import { shellQuote as q } from './remote';
import type { Target } from './target';

/**
 * Renders the live (widened) and the check configuration of `site` into a local folder laid out
 * like DEPLOY_PATH, so one rsync uploads it.
 */
export function renderConfig(target: Target, site: Site, live: Manifest[], next: Manifest): string {
  const root = target.DEPLOY_PATH;
  const paths = sitePaths(root, site);
  const production = site.kind === 'production';
  const local = mkdtempSync(join(tmpdir(), 'site-deploy-conf-'));
  // rsync gives the server's folder this folder's mode: nginx's workers must be able to enter it.
  chmodSync(local, 0o755);
  const there = (path: string) => join(local, relative(root, path));
  const hashes = [...new Set(live.flatMap((release) => release.hashes))];
  const frames = [...new Set(live.flatMap((release) => release.frames))];
  const liveRoot = join(paths.dir, 'current', 'client');
  const common = { root: liveRoot, confDir: there(paths.conf), includeDir: paths.conf, scriptHashes: hashes, frames };
  if (paths.locationFile) {
    mkdirSync(there(previewsConfDir(root)), { recursive: true });
    writeFileSync(there(paths.locationFile), previewLocations({ ...common, basePath: paths.base }));
  } else {
    writeSiteConfig({
      ...common,
      listen: target.DEPLOY_LISTEN,
      serverName: target.DEPLOY_SERVER_NAME,
      hsts: /\bssl\b/.test(target.DEPLOY_LISTEN),
      production,
      previewsDir: previewsConfDir(root),
    });
  }
  writeSiteConfig({
    root: join(paths.dir, 'releases', next.id, 'client'),
    confDir: there(checkConfDir(root)),
    includeDir: checkConfDir(root),
    listen: `127.0.0.1:${target.DEPLOY_CHECK_PORT}`,
    basePath: next.base,
    noindex: !production,
    scriptHashes: next.hashes,
    frames: next.frames,
    production,
  });
  return local;
}

/** The live configuration files of `site`, backed up before a switch and restored if it fails. */
export function configItems(target: Target, site: Site): string[] {
  const paths = sitePaths(target.DEPLOY_PATH, site);
  return [paths.conf, ...(paths.locationFile ? [paths.locationFile] : [])];
}

export const backupCommand = (items: readonly string[]) =>
  items.map(
    (item) => `rm -rf ${q(`${item}.bak`)}; if [ -e ${q(item)} ]; then cp -a ${q(item)} ${q(`${item}.bak`)}; fi`,
  );
export const restoreCommand = (items: readonly string[]) =>
  items.map((item) => `rm -rf ${q(item)}; if [ -e ${q(`${item}.bak`)} ]; then mv ${q(`${item}.bak`)} ${q(item)}; fi`);
export const dropCommand = (items: readonly string[]) => items.map((item) => `rm -rf ${q(`${item}.bak`)}`);
