/** `npm run deploy`: production (production.ts) or a pull request's preview, which needs only the preview key (preview.ts). */
import { resolve } from 'node:path';
import { helpIfAsked, option } from '../shared/args';
import { deployPreview, removePreview } from './preview';
import { deploy } from './production';
import { stopOnSignals } from './stop';
import { targetFromEnv } from './target';

const HELP = `用法 (usage): npm run deploy [-- options]
  (no option)              部署 build/client 和 build/admin 为正式站 (production, with the production key)
  --preview <N>            部署为拉取请求 N 的预览 /preview/pr-N/ (build with BASE_PATH=/preview/pr-N/; the preview key is enough)
  --review <dir>           同时发布评审报告到 /preview/pr-N/_review/ (review report, with --preview)
  --branch <name>          预览的编辑器保存到这个分支 (the preview's editor saves to this branch; without it the preview has no editor)
  --remove-preview <N>     删除预览 N (remove the preview of pull request N)
  --client <dir>           构建目录 (built client folder)   default build/client
  --admin <dir>            浏览器编辑器 /admin/ (npm run build:admin; production needs it) default admin beside --client
环境变量 (environment, see docs/deploy.md): DEPLOY_HOST DEPLOY_PORT DEPLOY_USER DEPLOY_PATH DEPLOY_SSH_KEY
  DEPLOY_KNOWN_HOSTS DEPLOY_PUBLIC_URL (previews) DEPLOY_KEEP DEPLOY_CHECK_PORT DEPLOY_NGINX DEPLOY_LISTEN
  DEPLOY_SERVER_NAME DEPLOY_LOCK_WAIT DEPLOY_LOCK_STALE DEPLOY_TIMEOUT
SIGTERM 或 Ctrl-C：停下正在做的一步，恢复线上版本（或已经完整切换），释放部署锁后退出
  (SIGTERM or Ctrl-C: the step in flight stops, the site is put back or fully switched, the lock goes)`;

/** A pull-request number given on the command line. */
function prNumber(name: string): number | undefined {
  const value = option(name);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(value))
    throw new Error(`${name} 需要拉取请求编号 (needs a pull-request number): ${value}`);
  return Number(value);
}

helpIfAsked(HELP);

const stop = stopOnSignals();
try {
  const target = targetFromEnv();
  const clientDir = resolve(option('--client') ?? 'build/client');
  const remove = prNumber('--remove-preview');
  const preview = prNumber('--preview');
  if (remove !== undefined) {
    await removePreview(target, remove, console.log, stop.signal);
  } else if (preview !== undefined) {
    if (!target.DEPLOY_PUBLIC_URL)
      throw new Error('预览需要 DEPLOY_PUBLIC_URL (a preview is checked at DEPLOY_PUBLIC_URL)');
    await deployPreview(target, {
      number: preview,
      clientDir,
      reviewDir: option('--review'),
      branch: option('--branch'),
      publicUrl: target.DEPLOY_PUBLIC_URL,
      stop: stop.signal,
    });
    console.log(
      `预览部署完成 (preview deployed): ${target.DEPLOY_PUBLIC_URL.replace(/\/+$/, '')}/preview/pr-${preview}/`,
    );
  } else {
    const admin = option('--admin');
    const adminDir = admin === undefined ? undefined : resolve(admin);
    const id = await deploy(target, { clientDir, adminDir, stop: stop.signal });
    console.log(`部署完成 (deployed): ${id}`);
  }
  // Told to stop once the new release was live: it stays live, and the exit code says a signal came.
  process.exit(stop.exitCode(0));
} catch (error) {
  console.error(`部署失败 (deploy failed): ${(error as Error).message}`);
  process.exit(stop.exitCode(1));
}
