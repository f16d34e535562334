/**
 * `npm run deploy`: uploads the build to the server named by the DEPLOY_* environment variables
 * (docs/deploy.md), health-checks it through nginx and switches to it atomically.
 */
import { resolve } from 'node:path';
import { option } from './args';
import { deploy, removePreview } from './release';
import { targetFromEnv } from './target';

const HELP = `用法 (usage): npm run deploy [-- options]
  (no option)              部署 build/client 和 build/admin 为正式站 (production)
  --preview <N>            部署为拉取请求 N 的预览 /preview/pr-N/ (build with BASE_PATH=/preview/pr-N/)
  --review <dir>           同时发布评审报告到 /preview/pr-N/_review/ (review report, with --preview)
  --remove-preview <N>     删除预览 N (remove the preview of pull request N)
  --client <dir>           构建目录 (built client folder)   default build/client
  --admin <dir>            浏览器编辑器 /admin/ (npm run build:admin; production needs it) default admin beside --client
环境变量 (environment, see docs/deploy.md): DEPLOY_HOST DEPLOY_PORT DEPLOY_USER DEPLOY_PATH DEPLOY_SSH_KEY
  DEPLOY_KNOWN_HOSTS DEPLOY_KEEP DEPLOY_CHECK_PORT DEPLOY_NGINX DEPLOY_LISTEN DEPLOY_SERVER_NAME`;

/** A pull-request number given on the command line. */
function prNumber(name: string): number | undefined {
  const value = option(name);
  if (value === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`${name} 需要拉取请求编号 (needs a pull-request number): ${value}`);
  return Number(value);
}

if (process.argv.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}

try {
  const target = targetFromEnv();
  const remove = prNumber('--remove-preview');
  if (remove !== undefined) {
    await removePreview(target, remove);
  } else {
    const preview = prNumber('--preview');
    const admin = option('--admin');
    const id = await deploy(target, {
      clientDir: resolve(option('--client') ?? 'build/client'),
      adminDir: admin === undefined ? undefined : resolve(admin),
      site: preview === undefined ? { kind: 'production' } : { kind: 'preview', number: preview },
      reviewDir: option('--review'),
    });
    console.log(`部署完成 (deployed): ${id}`);
  }
} catch (error) {
  console.error(`部署失败 (deploy failed): ${(error as Error).message}`);
  process.exit(1);
}
