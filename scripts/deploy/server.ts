/**
 * `npm run deploy:server`: writes the server's nginx files, once at set-up and again only when the
 * server itself changes (its address, certificate, the previews' host, a new version of these rules).
 * A deploy never writes them: every release is served by the same files, through two links, `current`
 * (the live site) and `next` (the release a deploy checks, on a loopback port). Three server blocks,
 * rendered here and uploaded to `<DEPLOY_PATH>/nginx/site/`, found by the set-up's
 * `include <DEPLOY_PATH>/nginx/*\/site.conf;`: the site, the previews' own host, the check server.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writePreviewServer } from '../nginx/previewServer';
import { writeSiteConfig } from '../nginx/siteConfig';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { Stopped, TimeLimitReached, waitFor } from './limits';
import { serverPaths } from './layout';
import { withLock } from './lock';
import { framesIn } from './manifest';
import { shellQuote as q, uploadFolder, type Log, type Remote, type WaitOptions } from './remote';
import { stopOnSignals } from './stop';
import { siteOriginOf, targetFromEnv, type Target } from './target';

/** Renders the server's nginx files into a local folder laid out as `nginx/site/` will be. */
export function renderServer(target: Target, clientDir: string): string {
  const paths = serverPaths(target.DEPLOY_PATH);
  const there = join(paths.nginx, 'site');
  const local = uploadFolder('site-deploy-conf-');
  const signIn = { secretFile: target.DEPLOY_SIGN_IN_SECRET, github: target.DEPLOY_SIGN_IN_GITHUB.replace(/\/$/, '') };
  const origin = siteOriginOf(target);
  const previews = target.DEPLOY_PREVIEW_URL ? new URL(target.DEPLOY_PREVIEW_URL) : undefined;
  const frames = framesIn(clientDir);
  const site = { htmlDir: clientDir, frames, production: true, signIn, origin, serverName: target.DEPLOY_SERVER_NAME };
  writeSiteConfig({
    ...site,
    root: join(paths.current, 'client'),
    adminRoot: join(paths.current, 'admin'),
    confDir: join(local, 'live'),
    includeDir: join(there, 'live'),
    serverDir: paths.nginx,
    listen: target.DEPLOY_LISTEN,
    hsts: /\bssl\b/.test(target.DEPLOY_LISTEN),
    previews: { origin: previews?.origin },
  });
  if (previews) {
    writePreviewServer({
      root: target.DEPLOY_PATH,
      liveRoot: join(paths.current, 'client'),
      confDir: join(local, 'preview'),
      includeDir: join(there, 'preview'),
      serverDir: paths.nginx,
      listen: target.DEPLOY_PREVIEW_LISTEN ?? target.DEPLOY_LISTEN,
      serverName: previews.hostname,
      hsts: previews.protocol === 'https:',
      siteOrigin: origin,
    });
  }
  // The release a deploy or rollback is about to switch to, on the server's loopback only.
  writeSiteConfig({
    ...site,
    root: join(paths.next, 'client'),
    adminRoot: join(paths.next, 'admin'),
    confDir: join(local, 'check'),
    includeDir: join(there, 'check'),
    listen: `127.0.0.1:${target.DEPLOY_CHECK_PORT}`,
    limitZone: 'sign_in_check',
  });
  const includes = ['live', ...(previews ? ['preview'] : []), 'check'];
  writeFileSync(
    join(local, 'site.conf'),
    `# Written by npm run deploy:server (scripts/deploy/server.ts): the site, the previews' host, the check server.\n${includes
      .map((name) => `include ${join(there, name, 'site.conf')};\n`)
      .join('')}`,
  );
  return local;
}

/** `nginx -t`; throws with nginx's own words. */
async function testConfig(remote: Remote, target: Target, wait: WaitOptions = {}): Promise<void> {
  try {
    await remote.run(`${target.DEPLOY_NGINX} -t -q`, { step: '检查 nginx 配置 (nginx -t)', ...wait });
  } catch (error) {
    if (error instanceof TimeLimitReached || error instanceof Stopped) throw error;
    const message = (error as Error).message;
    const njs = /unknown directive "js_/.test(message)
      ? "\n服务器上没有 nginx 的 njs 模块：请以 root 运行 apt-get install libnginx-mod-http-js（docs/deploy.md）(install nginx's njs module)"
      : '';
    throw new Error(
      `nginx 配置检查没有通过，线上配置未变 (nginx -t failed; the live configuration is unchanged):\n${message}${njs}`,
    );
  }
}

/**
 * Puts the rendered files in force under the deploy lock: uploaded beside the files in force, swapped
 * in by renames, `nginx -t` (failing, the old files are renamed back before nginx ever read the new
 * ones), reload, and a wait until nginx has taken up the check server's port. A server set up before
 * these files existed has `nginx/live` and `nginx/sets/`: they go the same way.
 */
export async function setUpServer(
  target: Target,
  options: { clientDir: string; log?: Log; stop?: AbortSignal },
): Promise<void> {
  const log = options.log ?? console.log;
  const local = renderServer(target, options.clientDir);
  const nginx = serverPaths(target.DEPLOY_PATH).nginx;
  try {
    await withLock(
      target,
      '设置服务器 (server set-up)',
      log,
      async (remote) => {
        remote.begin(`上传 nginx 配置 (uploading the nginx files) → ${target.DEPLOY_HOST}:${nginx}/site/`, log);
        await remote.run(`mkdir -p ${q(nginx)} && rm -rf ${q(`${nginx}/.incoming`)} ${q(`${nginx}/.old`)}`);
        await remote.upload(`${local}/`, `${nginx}/.incoming/`);
        const swap =
          `cd ${q(nginx)} && mkdir .old && { [ ! -e site ] || mv -T site .old/site; } && ` +
          '{ [ ! -L live ] && [ ! -d live ] || mv -T live .old/live; } && mv -T .incoming site';
        const back = `cd ${q(nginx)} && rm -rf site && for f in site live; do [ ! -e .old/$f ] || mv -T .old/$f $f; done`;
        remote.at('启用 nginx 配置 (nginx files in force)');
        await remote.run(swap);
        try {
          await testConfig(remote, target);
        } catch (error) {
          await remote.run(back, { cleanup: true });
          throw error;
        }
        remote.begin('重新加载 nginx (reloading nginx)', log);
        await remote.run(`${target.DEPLOY_NGINX} -s reload`);
        await remote.run(`cd ${q(nginx)} && rm -rf .old sets .sets.lock check previews`, { cleanup: true });
        const step = '等待 nginx 加载新配置 (waiting for nginx to load the new configuration)';
        remote.at(step);
        const origin = await remote.forward(target.DEPLOY_CHECK_PORT);
        // Any answer will do: before the first deploy the check server has no release and answers 404.
        const answers = () =>
          fetch(origin, { headers: { Connection: 'close' }, signal: AbortSignal.timeout(1000) }).then(
            () => true as const,
            () => false as const,
          );
        await waitFor(answers, { limit: remote.limit, step, stop: remote.stop, every: 200 }).catch((error: Error) => {
          throw new Error(
            `${error.message}\nnginx 没有启用新配置：常见原因是它要监听的端口已被服务器上的其他程序占用，请查看 nginx 的 error.log 里 bind() 失败的记录 ` +
              '(nginx kept its previous configuration: a port it is to listen on may be in use; see bind() in its error.log)',
          );
        });
      },
      options.stop,
    );
  } finally {
    rmSync(local, { recursive: true, force: true });
  }
}

const USAGE = `用法 (usage): npm run deploy:server [-- --client build/client]
  写服务器的 nginx 配置：第一次设置服务器时、服务器本身改变时运行（部署从不改动它们）
  (writes the server's nginx files: at set-up and when the server changes; a deploy never does)
  --client <dir>   构建目录，CSP 的 frame-src 取自它的页面 (built client folder)   default build/client
环境变量 (environment): the DEPLOY_* variables of npm run deploy, with the production key (docs/deploy.md)`;

if (runDirectly(import.meta.url)) {
  const { values } = readCommandLine(USAGE, { client: { type: 'string', default: 'build/client' } });
  const stop = stopOnSignals();
  try {
    await setUpServer(targetFromEnv(), { clientDir: values.client, stop: stop.signal });
    console.log('服务器的 nginx 配置已启用 (the server’s nginx files are in force)');
    process.exit(stop.exitCode(0));
  } catch (error) {
    console.error(`设置服务器失败 (server set-up failed): ${(error as Error).message}`);
    process.exit(stop.exitCode(1));
  }
}
