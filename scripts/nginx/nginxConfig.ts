/** `npx tsx scripts/nginx/nginxConfig.ts`: the site's nginx files with an nginx.conf around them, to run it as the tests do. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readCommandLine } from '../shared/commandLine';
import { writeMainConfig } from './startNginx';
import { findNginx, testConfig } from './nginxBinary';

const HELP = `用法 (usage): npx tsx scripts/nginx/nginxConfig.ts [options]
  --root <dir>         构建好的网站 (built client folder)            default build/client
  --admin <dir>        浏览器编辑器 /admin/ (npm run build:admin)     default admin beside --root
  --out <dir>          输出目录 (output folder)                       default build/nginx
  --port <n>           监听端口 (port)                                default 8080
  --host <addr>        监听地址 (address); 'any' = all addresses      default 127.0.0.1
  --listen <params>    完整的 listen 参数 (replaces --host/--port), e.g. "443 ssl"
  --base-path <p>      子路径 (URL prefix, as BASE_PATH of the build) default /
  --pid <file>         pid 文件 (pid file)                            default <out>/run/nginx.pid
  --runtime-dir <dir>  日志和临时目录 (nginx prefix: logs, temp)      default <out>/run
  --server-name <n>    server_name                                    default localhost
  --html <dir>         计算 CSP 的构建目录 (build whose HTML the CSP hashes) default --root
  --conf-dir <dir>     服务器上这些文件的位置 (where the files will live on the server) default --out
  --noindex            加 X-Robots-Tag: noindex (previews)
  --hsts               加 Strict-Transport-Security (TLS server blocks only)
  --production         正式站：CSP 不许有 http: 地址 (production: refuse http: sources in the CSP)

Writes <out>/site.conf (the server block: include it from production nginx), headers.conf,
csp.conf, mime.types, locations.conf, admin-headers.conf, admin-csp.conf, and <out>/nginx.conf, a complete configuration that runs in the foreground
(when --conf-dir is not given):
  nginx -p <runtime-dir>/ -c <out>/nginx.conf -e <runtime-dir>/error.log
Production: npm run deploy:server renders and installs these files once (docs/deploy.md).`;

const text = { type: 'string' } as const;
const on = { type: 'boolean' } as const;
const { values } = readCommandLine(HELP, {
  root: { type: 'string', default: 'build/client' },
  admin: text,
  out: { type: 'string', default: 'build/nginx' },
  port: { type: 'string', default: '8080' },
  host: { type: 'string', default: '127.0.0.1' },
  listen: text,
  'base-path': { type: 'string', default: '/' },
  pid: text,
  'runtime-dir': text,
  'server-name': { type: 'string', default: 'localhost' },
  html: text,
  'conf-dir': text,
  noindex: on,
  hsts: on,
  production: on,
});

try {
  const out = resolve(values.out);
  const runtimeDir = resolve(values['runtime-dir'] ?? join(out, 'run'));
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port must be 1–65535');
  const host = values.host;
  const mainFile = writeMainConfig(
    {
      root: values.root,
      adminRoot: values.admin,
      confDir: out,
      listen: values.listen ?? (host === 'any' ? String(port) : `${host}:${port}`),
      htmlDir: values.html,
      includeDir: values['conf-dir'],
      basePath: values['base-path'],
      serverName: values['server-name'],
      noindex: values.noindex === true,
      hsts: values.hsts === true,
      production: values.production === true,
    },
    { runtimeDir, pidFile: resolve(values.pid ?? join(runtimeDir, 'nginx.pid')) },
  );
  // Files rendered for another machine name paths that do not exist here yet; TLS needs the
  // certificate lines of server-tls.conf before nginx -t can pass.
  const tlsWithoutCertificate = values.listen?.includes('ssl') && !existsSync(join(out, 'server-tls.conf'));
  let check = '';
  if (!values['conf-dir'] && !values.html && !tlsWithoutCertificate) {
    try {
      testConfig(findNginx(), runtimeDir, mainFile);
      check = ' (nginx -t: ok)';
    } catch (error) {
      // No nginx on this machine is fine; a broken configuration still fails.
      if (!String(error).includes('not installed')) throw error;
    }
  }
  const conf = values['conf-dir'];
  console.log(`nginx 配置已写入 (written)${check}: ${out}/site.conf, ${mainFile}`);
  console.log(
    conf
      ? `复制到服务器 (copy to the server): ${out}/{site,headers,csp,locations,admin-headers,admin-csp}.conf, ${out}/mime.types → ${conf}/`
      : `运行 (run): nginx -p ${runtimeDir}/ -c ${mainFile} -e ${runtimeDir}/error.log`,
  );
} catch (error) {
  console.error(`nginx 配置生成失败 (failed): ${(error as Error).message}`);
  process.exit(1);
}
