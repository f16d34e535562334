/** nginx's executable on this machine, and `nginx -t` with it. */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** nginx's executable: `NGINX_PATH`, else `nginx` on PATH or in the usual sbin folders. */
export function findNginx(): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/nginx/sbin'];
  const candidates = process.env.NGINX_PATH
    ? [process.env.NGINX_PATH]
    : dirs.filter(Boolean).map((dir) => join(dir, 'nginx'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not there
    }
  }
  throw new Error(
    `nginx is not installed (未安装 nginx; looked for ${process.env.NGINX_PATH ?? 'nginx on PATH and in /usr/sbin'}): ` +
      'run `sudo apt-get install nginx` or set NGINX_PATH; `bash .ci/run` installs it.',
  );
}

/** Debian's njs module (libnginx-mod-http-js): the editor's sign-in runs in it (deploy/sign-in.js). */
const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

/** `load_module` for a configuration of our own; Debian's nginx.conf loads it through modules-enabled. */
export function loadNjs(): string {
  try {
    accessSync(NJS_MODULE, constants.R_OK);
  } catch {
    throw new Error(
      `nginx's njs module is not installed (未安装 nginx 的 njs 模块; no ${NJS_MODULE}): ` +
        'run `sudo apt-get install libnginx-mod-http-js`; `bash .ci/run` installs it.',
    );
  }
  return `load_module ${NJS_MODULE};`;
}

/** Checks a configuration with `nginx -t`; throws with nginx's message. */
export function testConfig(nginx: string, runtimeDir: string, mainFile: string): void {
  const args = ['-t', '-q', '-p', `${runtimeDir}/`, '-c', mainFile, '-e', join(runtimeDir, 'error.log')];
  const result = spawnSync(nginx, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}${result.error?.message ?? ''}`);
}
