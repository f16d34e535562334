/** `npm run deploy`: production (production.ts) or a pull request's preview, which needs only the preview key (preview.ts). */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readCommandLine } from '../shared/commandLine';
import { deployPreview, prunePreviews, removePreview } from './preview';
import { PreviewsFull } from './previewRoom';
import { deploy } from './production';
import { stopOnSignals } from './stop';
import { targetFromEnv } from './target';

const HELP = `用法 (usage): npm run deploy [-- options]
  (no option)              部署 build/client 和 build/admin 为正式站 (production, with the production key)
  --preview <N>            部署为拉取请求 N 的预览，在预览域名的 /preview/pr-N/ (build with BASE_PATH=/preview/pr-N/; the preview key is enough)
  --review <dir>           同时发布评审报告到 /preview/pr-N/_review/ (review report, with --preview)
  --open <N,N,…>           还开着的拉取请求：其余的（已关闭的）预览每次都删掉 (open pull requests; every other preview is removed)
  --full-note <file>       预览站已满时把说明写进这个文件，退出码 3 (when the previews are full: the sentence, exit code 3)
  --remove-preview <N>     删除预览 N (remove the preview of pull request N)
  --prune-previews         删除拉取请求已经关闭的所有预览，和 --open 一起用 (remove every preview not in --open)
  --client <dir>           构建目录 (built client folder)   default build/client
  --admin <dir>            浏览器编辑器 /admin/ (npm run build:admin; production needs it) default admin beside --client
环境变量 (environment, see docs/deploy.md): DEPLOY_HOST DEPLOY_PORT DEPLOY_USER DEPLOY_PATH DEPLOY_SSH_KEY
  DEPLOY_KNOWN_HOSTS DEPLOY_PUBLIC_URL DEPLOY_PREVIEW_URL DEPLOY_KEEP DEPLOY_CHECK_PORT DEPLOY_NGINX DEPLOY_LISTEN
  DEPLOY_PREVIEW_LISTEN DEPLOY_SERVER_NAME DEPLOY_LOCK_WAIT DEPLOY_LOCK_STALE DEPLOY_TIMEOUT DEPLOY_PREVIEW_MAX
  DEPLOY_PREVIEW_MAX_MB
SIGTERM 或 Ctrl-C：停下正在做的一步，恢复线上版本（或已经完整切换），释放部署锁后退出
  (SIGTERM or Ctrl-C: the step in flight stops, the site is put back or fully switched, the lock goes)`;

const { values } = readCommandLine(HELP, {
  preview: { type: 'string' },
  review: { type: 'string' },
  open: { type: 'string' },
  'full-note': { type: 'string' },
  'remove-preview': { type: 'string' },
  'prune-previews': { type: 'boolean' },
  client: { type: 'string', default: 'build/client' },
  admin: { type: 'string' },
});

/** A pull-request number given on the command line. */
function prNumber(name: 'preview' | 'remove-preview'): number | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value))
    throw new Error(`--${name} 需要拉取请求编号 (needs a pull-request number): ${value}`);
  return Number(value);
}

/** The pull requests `--open` names. */
function openList(): number[] | undefined {
  const value = values.open;
  if (value === undefined) return undefined;
  if (!/^(\d+(,\d+)*)?$/.test(value))
    throw new Error(`--open 需要逗号分隔的拉取请求编号 (needs numbers separated by commas): ${value}`);
  return value ? value.split(',').map(Number) : [];
}

const stop = stopOnSignals();
try {
  const target = targetFromEnv();
  const clientDir = resolve(values.client);
  const remove = prNumber('remove-preview');
  const preview = prNumber('preview');
  const open = openList();
  if (values['prune-previews']) {
    // Without the list of open pull requests every preview would look closed.
    if (!open) throw new Error('--prune-previews 需要 --open 列出还开着的拉取请求 (needs --open)');
    await prunePreviews(target, open, console.log, stop.signal);
  } else if (remove !== undefined) {
    await removePreview(target, remove, console.log, stop.signal);
  } else if (preview !== undefined) {
    const note = values['full-note'];
    try {
      await deployPreview(target, {
        number: preview,
        clientDir,
        reviewDir: values.review,
        open,
        stop: stop.signal,
      });
    } catch (error) {
      if (!(error instanceof PreviewsFull)) throw error;
      if (note) writeFileSync(note, `${error.sentence}\n`);
      console.error(`部署失败 (deploy failed): ${error.sentence}`);
      process.exit(stop.exitCode(3));
    }
    console.log(
      `预览部署完成 (preview deployed): ${new URL(target.DEPLOY_PREVIEW_URL ?? '').origin}/preview/pr-${preview}/`,
    );
  } else {
    const adminDir = values.admin === undefined ? undefined : resolve(values.admin);
    const id = await deploy(target, { clientDir, adminDir, stop: stop.signal });
    console.log(`部署完成 (deployed): ${id}`);
  }
  // Told to stop once the new release was live: it stays live, and the exit code says a signal came.
  process.exit(stop.exitCode(0));
} catch (error) {
  console.error(`部署失败 (deploy failed): ${(error as Error).message}`);
  process.exit(stop.exitCode(1));
}
