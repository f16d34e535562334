/**
 * nginx on 127.0.0.1 with the site's production rules (mainConfig.ts around siteConfig.ts), as a
 * child process in a private temp folder: what the deploy tests and the benchmarks serve the
 * built site with.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../shared/freePort';
import { accepts } from './accepts';
import { writeMainConfig } from './mainConfig';
import { findNginx, testConfig } from './nginxBinary';
import type { SiteOptions } from './siteConfig';
import { safePath } from './templates';

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
