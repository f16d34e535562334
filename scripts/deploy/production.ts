/**
 * Deploy and rollback of the production site, with the production key: each holds the deploy lock
 * (lock.ts) from before it changes anything until it has finished, uploads into a folder that
 * becomes a release only once it passed its check, and goes live through activate.ts.
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { activate } from './activate';
import { Stopped, TimeLimitReached } from './limits';
import { blockedScripts, sitePolicy } from '../nginx/csp';
import { newestReleases, releaseId, releasesToPrune, rollbackTarget, serverPaths } from './layout';
import { withLock } from './lock';
import { framesIn, manifestOf, parseManifest, type Manifest } from './manifest';
import { adminBeside } from '../nginx/siteConfig';
import { precompress } from '../nginx/precompress';
import { shellQuote as q, uploadFolder, type Log, type Remote } from './remote';
import { siteOriginOf, type Target } from './target';

/** The releases, the live one and its manifest, in one round trip; leftovers of killed deploys go. */
async function readState(remote: Remote, root: string): Promise<{ current?: string; ids: string[]; live?: Manifest }> {
  remote.at('读取服务器上的版本 (reading the releases on the server)');
  const out = await remote.run(
    `cd ${q(root)} 2>/dev/null || exit 0; rm -rf releases/.incoming-* .next.* .current.tmp; rm -f next; readlink current || echo; echo ---; ` +
      'ls releases 2>/dev/null || true; echo ---; cat current/release.json 2>/dev/null || true',
  );
  const [link = '', list = '', manifest = ''] = out.split('---\n');
  const current = link.trim().split('/').pop() || undefined;
  return {
    current,
    ids: list.split('\n').filter(Boolean),
    live: current ? parseManifest(manifest, join(root, 'current', 'release.json')) : undefined,
  };
}

/**
 * Hard-links the assets of the `kept` releases into `into`: a visitor whose page came from another
 * release still loads its lazy chunks after the switch (fingerprinted names never collide).
 */
async function carryAssets(remote: Remote, releases: string, into: string, kept: readonly string[]): Promise<void> {
  if (!kept.length) return;
  await remote.run(
    [
      `cd ${q(releases)}`,
      `mkdir -p ${q(`${into}/client/assets`)}`,
      `for r in ${kept.map(q).join(' ')}; do`,
      '  [ -f "$r/assets.txt" ] || continue',
      '  while IFS= read -r f; do',
      `    if [ ! -e ${q(`${into}/client/assets/`)}"$f" ] && [ -e "$r/client/assets/$f" ]; then ln "$r/client/assets/$f" ${q(`${into}/client/assets/`)}"$f"; fi`,
      '  done < "$r/assets.txt"',
      'done',
    ].join('\n'),
  );
}

/**
 * `npm run deploy`: upload, health check, switch, prune. Returns the new release id. `adminDir`:
 * the browser editor's build (`npm run build:admin`), shipped as admin/ beside client/; required.
 */
export async function deploy(
  target: Target,
  options: { clientDir: string; adminDir?: string; log?: Log; stop?: AbortSignal },
): Promise<string> {
  const log = options.log ?? console.log;
  siteOriginOf(target);
  const frames = framesIn(options.clientDir);
  // Fail before anything is uploaded: production never gets an http: source.
  const blocked = blockedScripts(options.clientDir, sitePolicy(frames, { production: true }));
  if (blocked.length) throw new Error(blocked.join('\n'));
  // manifestOf refuses a build without the editor, before any upload.
  const adminDir = options.adminDir ?? adminBeside(options.clientDir);
  precompress(options.clientDir);
  const id = releaseId();
  const manifest = manifestOf(options.clientDir, id, '/', frames, adminDir);
  if (existsSync(adminDir)) precompress(adminDir);
  const stage = uploadFolder('site-deploy-release-');
  cpSync(options.clientDir, join(stage, 'client'), { recursive: true });
  cpSync(adminDir, join(stage, 'admin'), { recursive: true });
  writeFileSync(join(stage, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(stage, 'assets.txt'), manifest.assets.map((name) => `${name}\n`).join(''));
  try {
    return await withLock(
      target,
      '部署 (deploy)',
      log,
      async (remote) => {
        const { releases } = serverPaths(target.DEPLOY_PATH);
        const state = await readState(remote, target.DEPLOY_PATH);
        const incoming = `.incoming-${id}`;
        remote.begin(`上传 (uploading) ${options.clientDir} → ${target.DEPLOY_HOST}:${join(releases, id)}`, log);
        try {
          await remote.run(`mkdir -p ${q(releases)}`);
          // Files unchanged since the live release are hard-linked on the server, not sent again.
          // By content (--checksum): two builds' pages of one size written in the same second are
          // otherwise taken for the same file (seen: one release served another's pages).
          const linkDest = state.current ? [`--link-dest=${join(releases, state.current)}`] : [];
          await remote.upload(`${stage}/`, `${join(releases, incoming)}/`, ['--checksum', ...linkDest]);
          remote.begin('链接之前版本的资源 (carrying the assets of kept releases)', log);
          const kept = [
            ...(state.current ? [state.current] : []),
            ...newestReleases(state.ids, target.DEPLOY_KEEP - 1),
          ];
          await carryAssets(remote, releases, incoming, [...new Set(kept)]);
        } catch (error) {
          await remote.run(`rm -rf ${q(join(releases, incoming))}`, { cleanup: true });
          if (error instanceof Stopped || error instanceof TimeLimitReached) {
            throw new Error(
              `${error.message}；没传完的文件已删除，线上版本未变 (the partial upload is removed; the live site is unchanged)`,
            );
          }
          if (/No space left on device/.test((error as Error).message)) {
            throw new Error(
              `服务器磁盘空间不足，上传没有完成，线上版本未变；已删除没传完的文件 (the server's disk is full: the upload did not finish, the live site is unchanged)\n${(error as Error).message}`,
            );
          }
          throw error;
        }
        try {
          await activate(remote, target, manifest, incoming, log);
        } catch (error) {
          // Never the live one: a switch that happened before the failure stays (the error says so).
          await remote.run(
            `cd ${q(target.DEPLOY_PATH)} && rm -rf ${q(`releases/${incoming}`)} && ` +
              `if [ "$(readlink current)" != ${q(`releases/${id}`)} ]; then rm -rf ${q(`releases/${id}`)}; fi`,
            { cleanup: true },
          );
          throw error;
        }
        const doomed = releasesToPrune([...state.ids, id], id, target.DEPLOY_KEEP);
        if (doomed.length) {
          remote.at('删除旧版本 (pruning old releases)');
          await remote.run(doomed.map((old) => `rm -rf ${q(join(releases, old))}`).join('; '));
          log(`已删除旧版本 (pruned): ${doomed.join(', ')}`);
        }
        return id;
      },
      options.stop,
    );
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

/** `npm run deploy:rollback`: back to the release before the live one, health-checked first. */
export async function rollback(target: Target, log: Log = console.log, stop?: AbortSignal): Promise<string> {
  return withLock(
    target,
    '回滚 (rollback)',
    log,
    async (remote) => {
      const { releases } = serverPaths(target.DEPLOY_PATH);
      const state = await readState(remote, target.DEPLOY_PATH);
      const back = state.current ? rollbackTarget(state.ids, state.current) : undefined;
      if (!state.current || !state.live || !back) {
        throw new Error(`没有可以回滚到的上一版 (no earlier release to roll back to) in ${releases}`);
      }
      await carryAssets(remote, releases, back, [state.current]);
      const path = join(releases, back, 'release.json');
      const manifest = parseManifest(await remote.run(`cat ${q(path)} 2>/dev/null || true`), path);
      await activate(remote, target, manifest, back, log);
      return back;
    },
    stop,
  );
}
