/**
 * `npm run deploy -- --preview N` and `-- --remove-preview N` (docs/deploy.md): a pull request's
 * preview is files in `<DEPLOY_PATH>/preview/pr-<N>/`, written with rsync alone, because the key
 * that writes previews may do nothing else on the server (OpenSSH `restrict` + rrsync, DESIGN §11).
 * Paths are relative to the previews folder, rrsync's restricted folder: every rrsync reads a
 * relative path the same way, an absolute one not (Debian 12's puts the restricted folder in front).
 * Production already serves every preview folder (deploy/preview-locations.conf): no nginx change.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminPolicy } from '../nginx/adminCsp';
import { healthCheck } from './healthCheck';
import { fetchLimited, pause } from './limits';
import { previewBase, previewName, serverPaths } from './layout';
import { manifestOf } from './manifest';
import { requirePlainTree } from '../shared/plainTree';
import { precompress } from '../nginx/precompress';
import { framesIn } from './production';
import { uploadFolder, withRemote, type Log, type Remote } from './remote';
import type { Target } from './target';
import { BRANCH_NAME } from '../../src/editor/config/branchName';

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
      await pause(1000, remote.stop);
    }
  }
}

export interface PreviewOptions {
  number: number;
  /** A build made with BASE_PATH=/preview/pr-<N>/: pages under that prefix, assets at the top. */
  clientDir: string;
  /** The review report, published at `<prefix>_review/`. */
  reviewDir?: string;
  /** The branch the preview's editor saves to; none (a fork's pull request): the preview has no editor. */
  branch?: string;
  /** Where visitors reach the server (`https://www.example.com`): the preview is checked there. */
  publicUrl: string;
  log?: Log;
  stop?: AbortSignal;
}

/**
 * The preview as its URL names it, in `dir` (a new temp folder by default): pages, assets, sitemap
 * and robots.txt, the review, preview.json. What the server's `preview/pr-<N>/` then holds.
 */
export function stagePreview(
  options: Pick<PreviewOptions, 'number' | 'clientDir' | 'reviewDir' | 'branch'>,
  dir?: string,
): string {
  const base = previewBase(options.number);
  if (options.branch !== undefined && !BRANCH_NAME.test(options.branch))
    throw new Error(`--branch 不是有效的分支名 (not a branch name): ${options.branch}`);
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
  if (options.branch !== undefined)
    writeFileSync(join(out, 'preview.json'), `${JSON.stringify({ branch: options.branch })}\n`);
  precompress(out);
  return out;
}

/** Uploads the preview and checks it where visitors see it. */
export async function deployPreview(target: Target, options: PreviewOptions): Promise<void> {
  const log = options.log ?? console.log;
  const base = previewBase(options.number);
  const local = stagePreview(options);
  const manifest = manifestOf(options.clientDir, previewName(options.number), base, framesIn(options.clientDir));
  try {
    await withRemote(
      target,
      async (remote) => {
        const shown = `${join(serverPaths(target.DEPLOY_PATH).previews, previewName(options.number))}/`;
        remote.begin(`上传预览 (uploading the preview) → ${target.DEPLOY_HOST}:${shown}`, log);
        // Files land all at once at the end (--delay-updates), old ones go after (--delete-after);
        // nothing uploaded can be executable.
        const args = ['--delete-after', '--delay-updates', '--chmod=Du=rwx,Dgo=rx,Fu=rw,Fgo=r'];
        await uploadWaiting(target, log, remote, () =>
          remote.upload(`${local}/`, `${previewName(options.number)}/`, args),
        );
      },
      options.stop,
    );
  } finally {
    rmSync(local, { recursive: true, force: true });
  }
  const origin = options.publicUrl.replace(/\/+$/, '');
  log(`检查预览 (checking the preview) ${origin}${base}: ${manifest.pages.length} 个页面 (pages) + 404`);
  const limits = { limit: target.DEPLOY_TIMEOUT * 1000, stop: options.stop };
  const problems = await healthCheck(origin, manifest, limits);
  if (options.branch !== undefined) {
    const wait = { ...limits, step: '检查预览 (checking the preview)' };
    const editor = await fetchLimited(`${origin}${base}admin/`, { headers: { Connection: 'close' } }, wait);
    if (editor.status !== 200 || editor.headers.get('content-security-policy') !== adminPolicy()) {
      problems.push(`${base}admin/: 编辑器没有打开 (the editor does not open): ${editor.status}`);
    }
  }
  if (problems.length) {
    throw new Error(`预览检查失败 (the preview does not answer as built):\n  ${problems.join('\n  ')}`);
  }
}

/** Deletes the preview's folder: nginx then answers its addresses with the live site's 404 page. */
export async function removePreview(
  target: Target,
  number: number,
  log: Log = console.log,
  stop?: AbortSignal,
): Promise<void> {
  const empty = uploadFolder('site-deploy-empty-');
  try {
    await withRemote(
      target,
      async (remote) => {
        const name = previewName(number);
        // rsync from an empty folder, deleting only this preview's folder below the previews folder.
        const only = ['--delete', `--include=/${name}`, `--include=/${name}/***`, '--exclude=*'];
        remote.at(`删除预览 (removing the preview) ${previewBase(number)}`);
        await uploadWaiting(target, log, remote, () => remote.upload(`${empty}/`, './', only));
        log(`已删除预览 (preview removed): ${previewBase(number)}`);
      },
      stop,
    );
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
}
