/**
 * Renders deploy/nginx.conf (the site's serving rules) into a runnable configuration and runs
 * nginx with it. Used by scripts/nginx/nginxConfig.ts, the deploy tests and the serving
 * benchmark, so all three serve the site with the same rules as production.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath as normalizeBase } from '../shared/basePath';
import { freePort } from '../shared/freePort';
import { contentSecurityPolicy, cspInclude, frameOrigin } from './csp';
import { writePreviewServing, type PreviewServing } from './previewServing';

const DEPLOY_DIR = fileURLToPath(new URL('../../deploy/', import.meta.url));

export interface SiteOptions {
  /** The built client folder (`build/client`). */
  root: string;
  /** Folder that receives site.conf and the files it includes. */
  confDir: string;
  /** Where those files will be on the server that includes site.conf; `confDir` by default. */
  includeDir?: string;
  /** `listen` parameters: `127.0.0.1:8080`, `80`, `443 ssl`… */
  listen: string;
  /** URL prefix the site was built for (`BASE_PATH`); `/` by default. */
  basePath?: string;
  serverName?: string;
  /** Adds `X-Robots-Tag: noindex` (pull-request previews must stay out of search engines). */
  noindex?: boolean;
  /** Adds Strict-Transport-Security: only for a server block that listens with TLS. */
  hsts?: boolean;
  /** Folder whose HTML the CSP hashes come from; `root` by default. */
  htmlDir?: string;
  /** The policy's script hashes instead of those of `htmlDir` (a deploy allows two releases'). */
  scriptHashes?: readonly string[];
  /** frame-src origins; the frame address of content/pages/document.mdx by default. */
  frames?: readonly string[];
  /** Production: the CSP generator refuses `http:` sources (scripts/nginx/csp.ts). */
  production?: boolean;
  /** Serve pull-request previews under /preview/ (the production server of a deploy). */
  previews?: PreviewServing;
  /** Folder of the operator's `server-*.conf` additions (TLS lines); `includeDir` by default. */
  serverDir?: string;
  /** The editor's build served at `<base>admin/`; `admin` beside `root` by default (a release's layout). */
  adminRoot?: string;
}

export interface RunOptions {
  /** nginx prefix: error and access logs, temp folders. */
  runtimeDir: string;
  pidFile: string;
  workerProcesses?: number | 'auto';
  accessLog?: boolean;
}

/** Paths go into nginx's syntax unquoted: refuse anything that could end a directive. */
function safePath(path: string): string {
  const absolute = resolve(path);
  if (!/^[\w./@+~-]+$/.test(absolute)) throw new Error(`path not usable in nginx.conf: ${absolute}`);
  return absolute;
}

function render(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/nginx.conf: unknown placeholder ${whole}`);
    return value;
  });
}

function outsideBase(base: string, confDir: string): string {
  if (base === '/') return '';
  return `    # Served under ${base} only: the bare prefix gets its slash, everything else is the 404 page.
    location = ${base.slice(0, -1)} {
        include ${confDir}/headers.conf;
        return 301 ${base}$is_args$args;
    }
    location / {
        return 404;
    }`;
}

/** The headers, CSP, types and locations files a server block or a preview location includes. */
type IncludeOptions = Omit<SiteOptions, 'listen' | 'serverName' | 'previews' | 'serverDir'>;

function policyOf(options: IncludeOptions): string {
  const root = options.htmlDir ?? options.root;
  return contentSecurityPolicy(root, options.frames ?? [frameOrigin()], [], {
    hashes: options.scriptHashes,
    production: options.production,
  });
}

/**
 * The editor's build beside the site's: `build/admin` for `build/client`, and on the server
 * `releases/<id>/admin` for `releases/<id>/client` (scripts/deploy/layout.ts).
 */
export const adminBeside = (root: string) => join(dirname(resolve(root)), 'admin');

/**
 * Writes headers.conf, csp.conf, mime.types, locations.conf and the editor's admin-headers.conf
 * and admin-csp.conf into `confDir`; returns the values used.
 */
function writeIncludes(options: IncludeOptions): {
  outDir: string;
  confDir: string;
  root: string;
  base: string;
  hsts: string;
} {
  const outDir = safePath(options.confDir);
  const confDir = safePath(options.includeDir ?? outDir);
  const root = safePath(options.root);
  const base = normalizeBase({ BASE_PATH: options.basePath ?? '/' });
  if (!/^[\w./~-]+$/.test(base)) throw new Error(`base path not usable in nginx.conf: ${base}`);
  mkdirSync(outDir, { recursive: true });

  writeFileSync(join(outDir, 'csp.conf'), cspInclude(policyOf(options)));
  copyFileSync(join(DEPLOY_DIR, 'mime.types'), join(outDir, 'mime.types'));
  const noindex = 'add_header X-Robots-Tag "noindex" always;';
  const hsts = options.hsts ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' : '';
  const security = readFileSync(join(DEPLOY_DIR, 'security-headers.conf'), 'utf8').trimEnd();
  const headers = (...lines: string[]) => [security, ...lines.filter(Boolean), ''].join('\n');
  writeFileSync(
    join(outDir, 'headers.conf'),
    headers(`include ${confDir}/csp.conf;`, options.noindex ? noindex : '', hsts),
  );
  // The editor's own policy, and noindex everywhere: production's /admin/ is no page for search engines.
  copyFileSync(join(DEPLOY_DIR, 'admin-csp.conf'), join(outDir, 'admin-csp.conf'));
  writeFileSync(join(outDir, 'admin-headers.conf'), headers(`include ${confDir}/admin-csp.conf;`, noindex, hsts));
  const locations = render(readFileSync(join(DEPLOY_DIR, 'locations.conf'), 'utf8'), {
    ROOT: root,
    ADMIN_ROOT: safePath(options.adminRoot ?? adminBeside(options.root)),
    BASE: base,
    CONF_DIR: confDir,
  });
  writeFileSync(
    join(outDir, 'locations.conf'),
    `# Generated from deploy/locations.conf by scripts/nginx/nginx.ts; edit the template.\n${locations}`,
  );
  return { outDir, confDir, root, base, hsts };
}

/** Writes site.conf (the server block) and headers.conf, csp.conf, mime.types, locations.conf into `confDir`. */
export function writeSiteConfig(options: SiteOptions): string {
  if (!/^[\w.:[\] ]+$/.test(options.listen)) throw new Error(`listen not usable in nginx.conf: ${options.listen}`);
  const { outDir, confDir, root, base, hsts } = writeIncludes(options);
  if (options.previews && base !== '/') throw new Error('previews are served by a site at /, not under a prefix');
  const previews = options.previews
    ? writePreviewServing(
        {
          root: safePath(options.previews.root),
          adminRoot: safePath(options.previews.adminRoot),
          notFound: options.previews.notFound,
        },
        outDir,
        confDir,
        hsts,
      )
    : { beforeServer: '', inServer: '' };
  const site = render(readFileSync(join(DEPLOY_DIR, 'nginx.conf'), 'utf8'), {
    ROOT: root,
    BASE: base,
    LISTEN: options.listen,
    SERVER_NAME: options.serverName ?? 'localhost',
    CONF_DIR: confDir,
    OUTSIDE_BASE: outsideBase(base, confDir),
    BEFORE_SERVER: previews.beforeServer,
    PREVIEWS: previews.inServer,
    SERVER_DIR: safePath(options.serverDir ?? confDir),
  });
  const siteFile = join(outDir, 'site.conf');
  writeFileSync(
    siteFile,
    `# Generated from deploy/nginx.conf by scripts/nginx/nginxConfig.ts; edit the template.\n${site}`,
  );
  return siteFile;
}

/** Writes nginx.conf: a complete configuration around site.conf for tests and local use. */
export function writeMainConfig(site: SiteOptions, run: RunOptions): string {
  const siteFile = writeSiteConfig(site);
  const dir = safePath(run.runtimeDir);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${dir}/temp/${name};`)
    .join('\n');
  const main = `# Generated by scripts/nginx/nginxConfig.ts: runs in the foreground with everything under
# ${dir}, so it needs no system folder and stops with its process.
daemon off;
pid ${safePath(run.pidFile)};
error_log ${dir}/error.log warn;
worker_processes ${run.workerProcesses ?? 1};
${
  // Started as root (CI, containers) nginx would run workers as nobody, who may not read a
  // private checkout or temp folder; a loopback test server keeps the invoking user instead.
  process.getuid?.() === 0 ? 'user root;\n' : ''
}
events {
    worker_connections 1024;
}

http {
    access_log ${run.accessLog === false ? 'off' : `${dir}/access.log`};
    sendfile on;
    tcp_nopush on;
${temp}
    include ${siteFile};
}
`;
  mkdirSync(join(dir, 'temp'), { recursive: true });
  const mainFile = join(safePath(site.confDir), 'nginx.conf');
  writeFileSync(mainFile, main);
  return mainFile;
}

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

/** Checks a configuration with `nginx -t`; throws with nginx's message. */
export function testConfig(nginx: string, runtimeDir: string, mainFile: string): void {
  const result = spawnSync(
    nginx,
    ['-t', '-q', '-p', `${runtimeDir}/`, '-c', mainFile, '-e', join(runtimeDir, 'error.log')],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}${result.error?.message ?? ''}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  readonly origin: string;
  readonly pid: number;
  readonly dir: string;
  /** Stops nginx by its pid and removes its folder. */
  stop(): Promise<void>;
}

export interface StartOptions extends Omit<SiteOptions, 'confDir' | 'listen'> {
  workerProcesses?: number | 'auto';
  accessLog?: boolean;
  /** Serve HTTPS with this certificate and key (PEM files); the origin is then `https://`. */
  tls?: { certificate: string; key: string };
}

/** Starts nginx on 127.0.0.1 on a free port in a private temp folder, as a child process. */
export async function startNginx(options: StartOptions): Promise<RunningNginx> {
  const nginx = findNginx();
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(nginx, options);
    } catch (error) {
      // Another process may take the free port between the probe and nginx's bind.
      if (attempt >= 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

// With TLS, HTTP/2 as production serves (deploy/nginx.conf); the `listen` form works on nginx 1.22 and later.
async function startOnce(nginx: string, options: StartOptions): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const port = await freePort();
  const pidFile = join(dir, 'nginx.pid');
  const mainFile = writeMainConfig(
    { ...options, confDir: join(dir, 'conf'), listen: `127.0.0.1:${port}${options.tls ? ' ssl http2' : ''}` },
    { runtimeDir: dir, pidFile, workerProcesses: options.workerProcesses, accessLog: options.accessLog },
  );
  if (options.tls) {
    // The certificate lines go where production keeps them (docs/deploy.md): server-tls.conf.
    writeFileSync(
      join(dir, 'conf', 'server-tls.conf'),
      `ssl_certificate ${safePath(options.tls.certificate)};\nssl_certificate_key ${safePath(options.tls.key)};\n`,
    );
  }
  testConfig(nginx, dir, mainFile);

  const child = spawn(nginx, ['-p', `${dir}/`, '-c', mainFile, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  // If the test runner dies without afterAll, nginx must not outlive it.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);

  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(kill, 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const log = () => {
    let errorLog = '';
    try {
      errorLog = readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      // nginx may fail before opening its log
    }
    return `${stderr}${errorLog}`.trim();
  };
  const deadline = Date.now() + 10_000;
  // nginx binds its port before it writes the pid file: wait for both.
  while (!existsSync(pidFile) || !(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const message = `nginx did not start on port ${port}:\n${log()}`;
      await stop();
      throw new Error(message);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  const pid = child.pid ?? 0;
  if (readFileSync(pidFile, 'utf8').trim() !== String(pid)) {
    await stop();
    throw new Error(`nginx pid file ${pidFile} does not name the started process ${pid}`);
  }
  return { origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`, pid, dir, stop };
}
