/**
 * Deploy, rollback and preview removal on the server (docs/deploy.md). Every switch follows the
 * same order, so the live site never serves a page with a policy that blocks its scripts:
 *
 * 1. the live server's CSP is widened to allow the scripts of the live and the next release, and
 *    a loopback check server is pointed at the next release; nginx -t, reload;
 * 2. the next release is health-checked through that check server;
 * 3. `current` is switched with one rename (`mv -T` of a temporary link): HTML and assets change
 *    together, and the policy already allows both releases.
 * Anything failing before step 3 restores the previous configuration: the live site is untouched.
 */
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy } from './csp';
import { healthCheck } from './healthCheck';
import { checkConfDir, releaseId, releasesToPrune, rollbackTarget, sitePaths, type Site } from './layout';
import { manifestOf, parseManifest, type Manifest } from './manifest';
import { adminBeside } from './nginx';
import { precompress } from './precompress';
import { connect, readRemote, shellQuote as q, type Remote } from './remote';
import { backupCommand, configItems, dropCommand, renderConfig, restoreCommand } from './siteConfig';
import type { Target } from './target';

export type Log = (line: string) => void;

/** frame-src origins of a build: the origins of the iframes its pages embed. */
export function framesIn(clientDir: string): string[] {
  const frames = new Set<string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    for (const match of readFileSync(join(clientDir, file), 'utf8').matchAll(/<iframe\b[^>]*\ssrc="([^"]+)"/gi)) {
      frames.add(new URL(match[1]?.replace(/&amp;/g, '&') ?? '').origin);
    }
  }
  return frames.size ? [...frames].sort() : ["'none'"];
}

interface State {
  current?: string;
  ids: string[];
  /** The live release's manifest. */
  live?: Manifest;
}

/** The site's releases, the live one and its manifest, in one round trip. */
function readState(remote: Remote, dir: string): State {
  const out = remote.run(
    `cd ${q(dir)} 2>/dev/null || exit 0; readlink current || echo; echo ---; ls releases 2>/dev/null || true; ` +
      'echo ---; cat current/release.json 2>/dev/null || true',
  );
  const [link = '', list = '', manifest = ''] = out.split('---\n');
  const current = link.trim().split('/').pop() || undefined;
  const where = join(dir, 'current', 'release.json');
  return {
    current,
    ids: list.split('\n').filter(Boolean),
    live: current ? parseManifest(manifest, where) : undefined,
  };
}

function readManifest(remote: Remote, dir: string, id: string): Manifest {
  const path = join(dir, 'releases', id, 'release.json');
  return parseManifest(readRemote(remote, path), path);
}

/** Runs nginx on the server: `-t`, then `-s reload`. */
function reload(remote: Remote, target: Target): void {
  remote.run(`${target.DEPLOY_NGINX} -t -q && ${target.DEPLOY_NGINX} -s reload`);
}

/** Waits until nginx serves the new configuration: the check server answers with `next`'s HTML. */
async function waitForReload(origin: string, next: Manifest): Promise<void> {
  const page = next.pages.find((entry) => entry.path === next.base) ?? next.pages[0];
  if (!page) return;
  const deadline = Date.now() + 20_000;
  // Fresh connections in a row: the old workers have stopped taking new ones.
  let last = '';
  for (let inARow = 0; inARow < 3;) {
    if (Date.now() > deadline) {
      throw new Error(
        `检查用 server 没有提供新版本 (the check server does not serve the new release): ${page.path} → ${last}`,
      );
    }
    try {
      const response = await fetch(`${origin}${page.path}`, { headers: { Connection: 'close' } });
      const body = await response.text();
      const same = createHash('sha256').update(body).digest('hex') === page.sha256;
      last = `${response.status}${same ? '' : ' (other content)'}`;
      inARow = same ? inARow + 1 : 0;
    } catch (error) {
      last = (error as Error).message;
      inARow = 0;
    }
    if (inARow === 0) await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * An nginx worker of the old generation can still accept a connection for a moment after the new
 * ones answer (seen as every page "not this release's", or 404 for a new preview, about one run in
 * two on a busy machine). A release is judged on its last of a few checks a second apart: a stale
 * worker passes, a broken release fails every time.
 */
async function checkSettled(origin: string, next: Manifest, site: Site): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 1; attempt <= HEALTH_CHECK_ATTEMPTS; attempt++) {
    problems = await healthCheck(origin, next, { production: site.kind === 'production' });
    if (!problems.length) break;
    if (attempt < HEALTH_CHECK_ATTEMPTS) await new Promise((done) => setTimeout(done, 1000));
  }
  return problems;
}

const HEALTH_CHECK_ATTEMPTS = 4;

/** Steps 1–3 of the module comment, for a release already on the server. */
async function activate(
  remote: Remote,
  target: Target,
  site: Site,
  next: Manifest,
  live: Manifest | undefined,
  log: Log,
) {
  const root = target.DEPLOY_PATH;
  const paths = sitePaths(root, site);
  const items = configItems(target, site);
  const local = renderConfig(target, site, live ? [live, next] : [next], next);
  try {
    remote.run([...backupCommand(items), `rm -rf ${q(checkConfDir(root))}`].join('; '));
    remote.upload(`${local}/`, `${root}/`);
    reload(remote, target);
    const origin = await remote.forward(target.DEPLOY_CHECK_PORT);
    await waitForReload(origin, next);
    log(`健康检查 (health check) ${next.id}: ${next.pages.length} 个页面 (pages) + 404`);
    const problems = await checkSettled(origin, next, site);
    if (problems.length) {
      throw new Error(
        `健康检查失败，线上版本未变 (health check failed; the live site is unchanged):\n  ${problems.join('\n  ')}`,
      );
    }
  } catch (error) {
    remote.run([...restoreCommand(items), `rm -rf ${q(checkConfDir(root))}`].join('; '));
    reload(remote, target);
    throw error;
  } finally {
    rmSync(local, { recursive: true, force: true });
  }
  remote.run(
    [
      `cd ${q(paths.dir)}`,
      `ln -sfn ${q(`releases/${next.id}`)} .current.tmp`,
      'mv -T .current.tmp current',
      ...dropCommand(items),
    ].join(' && '),
  );
  log(`已切换 (switched): ${paths.base} → ${next.id}`);
}

/** Deletes the releases beyond the kept count, given the state after the switch to `current`. */
function prune(remote: Remote, dir: string, ids: readonly string[], current: string, keep: number, log: Log): void {
  const doomed = releasesToPrune(ids, current, keep);
  if (!doomed.length) return;
  remote.run(doomed.map((id) => `rm -rf ${q(join(dir, 'releases', id))}`).join('; '));
  log(`已删除旧版本 (pruned): ${doomed.join(', ')}`);
}

export interface DeployOptions {
  clientDir: string;
  /**
   * The browser editor's build (`npm run build:admin`), shipped as admin/ beside client/ so it
   * switches and rolls back with the site; `admin` beside `clientDir` by default. Production
   * refuses to deploy without it; a preview ships it when it is there.
   */
  adminDir?: string;
  site: Site;
  /** A review report folder, published at `<prefix>_review/` (previews). */
  reviewDir?: string;
  log?: Log;
}

/** `npm run deploy`: upload, health check, switch, prune. Returns the new release id. */
export async function deploy(target: Target, options: DeployOptions): Promise<string> {
  const log = options.log ?? console.log;
  const paths = sitePaths(target.DEPLOY_PATH, options.site);
  const production = options.site.kind === 'production';
  const frames = framesIn(options.clientDir);
  // Fail before anything is uploaded: production never gets an http: source.
  contentSecurityPolicy(options.clientDir, frames, [], { production });
  // Production always carries the editor (manifestOf refuses a missing one, before any upload); a preview may lack it.
  const adminDir = options.adminDir ?? adminBeside(options.clientDir);
  const admin = production || existsSync(adminDir) ? adminDir : undefined;
  if (options.reviewDir) {
    cpSync(options.reviewDir, join(options.clientDir, paths.base, '_review'), { recursive: true });
  }
  precompress(options.clientDir);
  const id = releaseId();
  const manifest = manifestOf(options.clientDir, id, paths.base, frames, admin);
  if (admin) precompress(admin);

  const remote = await connect(target);
  try {
    const state = readState(remote, paths.dir);
    const releaseDir = join(paths.dir, 'releases', id);
    log(`上传 (uploading) ${options.clientDir} → ${target.DEPLOY_HOST}:${releaseDir}`);
    const stage = mkdtempSync(join(tmpdir(), 'site-deploy-release-'));
    // rsync gives the release folder this folder's mode: nginx's workers must be able to enter it.
    chmodSync(stage, 0o755);
    try {
      // One upload: the build beside its manifest; files unchanged since the live release are
      // hard-linked on the server instead of sent again.
      cpSync(options.clientDir, join(stage, 'client'), { recursive: true });
      if (admin) cpSync(admin, join(stage, 'admin'), { recursive: true });
      writeFileSync(join(stage, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      writeFileSync(join(stage, 'assets.txt'), manifest.assets.map((name) => `${name}\n`).join(''));
      remote.run(`mkdir -p ${q(join(paths.dir, 'releases'))}`);
      const linkDest = state.current ? [`--link-dest=${join(paths.dir, 'releases', state.current)}`] : [];
      remote.upload(`${stage}/`, `${releaseDir}/`, linkDest);
      const newest = [...state.ids]
        .sort()
        .reverse()
        .slice(0, target.DEPLOY_KEEP - 1);
      carryAssets(remote, paths.dir, id, [...new Set([...(state.current ? [state.current] : []), ...newest])]);
      await activate(remote, target, options.site, manifest, state.live, log);
    } catch (error) {
      remote.run(`rm -rf ${q(releaseDir)}`);
      throw error;
    } finally {
      rmSync(stage, { recursive: true, force: true });
    }
    const keep = options.site.kind === 'production' ? target.DEPLOY_KEEP : 2;
    prune(remote, paths.dir, [...state.ids, id], id, keep, log);
    return id;
  } finally {
    remote.close();
  }
}

/**
 * Hard-links the assets of the `kept` releases into release `id`: a visitor whose page came from
 * another release still loads its lazy chunks after the switch (assets are fingerprinted, so
 * names never collide).
 */
function carryAssets(remote: Remote, dir: string, id: string, kept: readonly string[]): void {
  if (!kept.length) return;
  remote.run(
    [
      `cd ${q(join(dir, 'releases'))}`,
      `mkdir -p ${q(`${id}/client/assets`)}`,
      `for r in ${kept.map(q).join(' ')}; do`,
      '  [ -f "$r/assets.txt" ] || continue',
      '  while IFS= read -r f; do',
      `    if [ ! -e ${q(`${id}/client/assets/`)}"$f" ] && [ -e "$r/client/assets/$f" ]; then ln "$r/client/assets/$f" ${q(`${id}/client/assets/`)}"$f"; fi`,
      '  done < "$r/assets.txt"',
      'done',
    ].join('\n'),
  );
}

/** `npm run deploy:rollback`: back to the release before the live one, health-checked first. */
export async function rollback(target: Target, site: Site, log: Log = console.log): Promise<string> {
  const paths = sitePaths(target.DEPLOY_PATH, site);
  const remote = await connect(target);
  try {
    const state = readState(remote, paths.dir);
    const back = state.current ? rollbackTarget(state.ids, state.current) : undefined;
    if (!state.current || !state.live || !back) {
      throw new Error(`没有可以回滚到的上一版 (no earlier release to roll back to) in ${paths.dir}/releases`);
    }
    carryAssets(remote, paths.dir, back, [state.current]);
    await activate(remote, target, site, readManifest(remote, paths.dir, back), state.live, log);
    return back;
  } finally {
    remote.close();
  }
}

/** `npm run deploy -- --remove-preview N`: the preview's locations, then its files. */
export async function removePreview(target: Target, number: number, log: Log = console.log): Promise<void> {
  const paths = sitePaths(target.DEPLOY_PATH, { kind: 'preview', number });
  const remote = await connect(target);
  try {
    remote.run(`rm -rf ${q(paths.locationFile ?? '')} ${q(paths.conf)}`);
    reload(remote, target);
    remote.run(`rm -rf ${q(paths.dir)}`);
    log(`已删除预览 (preview removed): ${paths.base}`);
  } finally {
    remote.close();
  }
}
