/**
 * `npm run deploy -- --preview N` and `-- --remove-preview N` (docs/deploy.md): a pull request's
 * preview is files in `<DEPLOY_PATH>/preview/pr-<N>/`, written with rsync alone, because the key
 * that writes previews may do nothing else on the server (OpenSSH `restrict` + rrsync, its own Unix
 * user, so a leaked preview key can touch nothing of the live site). Paths are relative to the previews folder, rrsync's restricted folder: every
 * rrsync reads a relative path the same way, an absolute one not (Debian 12's puts the restricted
 * folder in front). The server's set-up already serves every preview folder on the preview
 * origin (deploy/preview-server.conf): no nginx change.
 *
 * What the pull request built decides nothing: files the server would treat specially are dropped
 * and every compressible file gets a `.gz` written here (scripts/shared/servedSpecially.ts).
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { healthCheck } from './healthCheck';
import { pause } from './limits';
import { previewBase, previewName, serverPaths } from './layout';
import { framesIn, manifestOf } from './manifest';
import { closedPreviews, makeRoom, parseListing } from './previewRoom';
import { requirePlainTree, inspectTree } from '../shared/plainTree';
import { specialFiles } from '../shared/servedSpecially';
import { precompress } from '../nginx/precompress';
import { uploadFolder, withRemote, type Log, type Remote } from './remote';
import { originOf, type Target } from './target';

/** What rrsync answers while another upload or removal of a preview runs (its own single-run lock). */
const RRSYNC_BUSY = /Another instance of rrsync is already accessing this directory/;

/** Runs `upload`, waiting for another preview's upload or removal as production's lock waits for a deploy. */
async function uploadWaiting(target: Target, log: Log, remote: Remote, upload: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + target.DEPLOY_LOCK_WAIT * 1000;
  for (let told = false; ; told = true) {
    try {
      await upload();
      return;
    } catch (error) {
      if (!RRSYNC_BUSY.test((error as Error).message)) throw error;
      if (Date.now() > deadline) {
        throw new Error(
          '另一个预览正在上传或删除，这次什么也没有改，请稍后再运行 (another preview upload or removal is running; nothing was changed)',
        );
      }
      if (!told)
        log(`另一个预览正在上传或删除，等它结束，最多 ${target.DEPLOY_LOCK_WAIT} 秒 (waiting for another preview)`);
      await pause(1000, remote.stop, remote.step);
    }
  }
}

export interface PreviewOptions {
  number: number;
  /** A build made with BASE_PATH=/preview/pr-<N>/: pages under that prefix, assets at the top. */
  clientDir: string;
  /** The review report, published at `<prefix>_review/`. */
  reviewDir?: string;
  /**
   * The pull requests GitHub says are open (the workflow asks): over a limit, previews of any other
   * are removed first, the oldest first. Unknown: none is taken for closed.
   */
  open?: readonly number[];
  log?: Log;
  stop?: AbortSignal;
}

/**
 * The preview as its URL names it, in `dir` (a new temp folder by default): pages, assets, sitemap
 * and robots.txt, the review; without any file the server treats specially, every compressible
 * file with its own `.gz`. What the server's `preview/pr-<N>/` then holds.
 */
export function stagePreview(
  options: Pick<PreviewOptions, 'number' | 'clientDir' | 'reviewDir' | 'log'>,
  dir?: string,
): string {
  const base = previewBase(options.number);
  requirePlainTree(options.clientDir, { zh: '预览的构建', en: 'a preview build' });
  if (options.reviewDir) requirePlainTree(options.reviewDir, { zh: '评审报告', en: 'a review report' });
  const pages = join(options.clientDir, base);
  if (!existsSync(join(pages, 'index.html'))) {
    throw new Error(
      `${options.clientDir} 不是为 ${base} 构建的，请用 BASE_PATH=${base} SITE_PREVIEW=1 npm run build 构建 (not a build for ${base})`,
    );
  }
  const out = dir ?? uploadFolder('site-deploy-preview-');
  mkdirSync(out, { recursive: true });
  chmodSync(out, 0o755);
  cpSync(pages, out, { recursive: true });
  // A prefix build writes its assets, sitemap.xml and robots.txt at the top, not under the prefix.
  for (const entry of readdirSync(options.clientDir, { withFileTypes: true })) {
    if (entry.name === 'assets' || (entry.isFile() && !entry.name.endsWith('.html'))) {
      cpSync(join(options.clientDir, entry.name), join(out, entry.name), { recursive: true });
    }
  }
  if (options.reviewDir) cpSync(options.reviewDir, join(out, '_review'), { recursive: true });
  const dropped = specialFiles(out);
  for (const file of dropped) rmSync(join(out, file));
  if (dropped.length) {
    (options.log ?? console.log)(
      `已去掉服务器会特殊对待的文件 (dropped files the server treats specially): ${dropped.join(', ')}`,
    );
  }
  precompress(out, { minBytes: 0 });
  return out;
}

/** The previews already on the server, from a listing of the previews folder (what rrsync allows). */
async function previewsOnServer(remote: Remote) {
  return parseListing(await remote.list('./'));
}

/** Removes `names` (`pr-3`…) below the previews folder: rsync from an empty folder, deleting only them. */
async function removeFolders(remote: Remote, target: Target, log: Log, names: readonly string[]): Promise<void> {
  if (!names.length) return;
  const empty = uploadFolder('site-deploy-empty-');
  try {
    const only = names.flatMap((name) => [`--include=/${name}`, `--include=/${name}/***`]);
    await uploadWaiting(target, log, remote, () =>
      remote.upload(`${empty}/`, './', ['--delete', ...only, '--exclude=*']),
    );
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}

/** Makes room, uploads the preview and checks it where visitors see it, on the preview origin. */
export async function deployPreview(target: Target, options: PreviewOptions): Promise<void> {
  const log = options.log ?? console.log;
  const origin = originOf(
    target,
    'DEPLOY_PREVIEW_URL',
    '预览在它自己的域名上提供和检查 (previews are served and checked there)',
  );
  const base = previewBase(options.number);
  const name = previewName(options.number);
  const local = stagePreview({ ...options, log });
  const manifest = manifestOf(options.clientDir, name, base, framesIn(options.clientDir));
  try {
    await withRemote(
      target,
      async (remote) => {
        remote.at('清点服务器上的预览 (listing the previews on the server)');
        const limits = { max: target.DEPLOY_PREVIEW_MAX, maxBytes: target.DEPLOY_PREVIEW_MAX_MB * 1_000_000 };
        const open = options.open ? new Set(options.open) : undefined;
        const closed = makeRoom(
          await previewsOnServer(remote),
          { name, bytes: inspectTree(local).bytes },
          limits,
          open,
        );
        if (closed.length) {
          remote.at('删除已关闭的拉取请求的预览 (removing previews of closed pull requests)');
          await removeFolders(remote, target, log, closed);
          log(`已删除已关闭的拉取请求的预览 (removed previews of closed pull requests): ${closed.join(', ')}`);
        }
        const shown = `${join(serverPaths(target.DEPLOY_PATH).previews, name)}/`;
        remote.begin(`上传预览 (uploading the preview) → ${target.DEPLOY_HOST}:${shown}`, log);
        // Files land all at once at the end (--delay-updates), old ones go after (--delete-after);
        // nothing uploaded can be executable.
        const args = ['--delete-after', '--delay-updates', '--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r'];
        await uploadWaiting(target, log, remote, () => remote.upload(`${local}/`, `${name}/`, args));
      },
      options.stop,
    );
  } finally {
    rmSync(local, { recursive: true, force: true });
  }
  log(`检查预览 (checking the preview) ${origin}${base}: ${manifest.pages.length} 个页面 (pages) + 404`);
  const problems = await healthCheck(origin, manifest, { limit: target.DEPLOY_TIMEOUT * 1000, stop: options.stop });
  if (problems.length) {
    throw new Error(`预览检查失败 (the preview does not answer as built):\n  ${problems.join('\n  ')}`);
  }
}

/** Deletes the preview's folder: the preview origin then answers its addresses with the live site's 404 page. */
export async function removePreview(
  target: Target,
  number: number,
  log: Log = console.log,
  stop?: AbortSignal,
): Promise<void> {
  await withRemote(
    target,
    async (remote) => {
      remote.at(`删除预览 (removing the preview) ${previewBase(number)}`);
      await removeFolders(remote, target, log, [previewName(number)]);
      log(`已删除预览 (preview removed): ${previewBase(number)}`);
    },
    stop,
  );
}

/** Deletes every preview whose pull request is not in `open`: what a missed removal left behind. */
export async function prunePreviews(
  target: Target,
  open: readonly number[],
  log: Log = console.log,
  stop?: AbortSignal,
): Promise<string[]> {
  return withRemote(
    target,
    async (remote) => {
      remote.at('清点服务器上的预览 (listing the previews on the server)');
      const closed = closedPreviews(await previewsOnServer(remote), new Set(open)).map((preview) => preview.name);
      remote.at('删除已关闭的拉取请求的预览 (removing previews of closed pull requests)');
      await removeFolders(remote, target, log, closed);
      log(
        closed.length
          ? `已删除已关闭的拉取请求的预览 (removed previews of closed pull requests): ${closed.join(', ')}`
          : '每个预览的拉取请求都还开着，没有要删除的 (every preview belongs to an open pull request)',
      );
      return closed;
    },
    stop,
  );
}
