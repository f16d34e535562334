/**
 * `react-router dev` in a throwaway copy of the repository, for measurements that edit content:
 * the developer's files, dev server and Vite cache are never touched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyWorkingTree } from '../shared/copyWorkingTree';
import { freePort } from '../shared/freePort';

const BENCH_CONFIG = 'vite.bench-hmr.config.ts';

function copyRepository(from: string): string {
  const to = mkdtempSync(join(tmpdir(), 'bench-hmr-'));
  copyWorkingTree(from, to);
  // Each package is a symlink, but node_modules itself is a real folder: Vite writes its
  // dependency cache (.vite), bundled config (.vite-temp) and our QR cache (.cache) into it,
  // and those must not land in (or clash with) the developer's running dev server.
  mkdirSync(join(to, 'node_modules'));
  for (const entry of readdirSync(join(from, 'node_modules'))) {
    if (['.vite', '.vite-temp', '.cache'].includes(entry)) continue;
    symlinkSync(join(from, 'node_modules', entry), join(to, 'node_modules', entry));
  }
  // Vite resolves those symlinks to the developer's node_modules and refuses to serve files outside
  // the project (403 for React Router's entry.client.tsx): a config wrapping the project's allows that folder.
  writeFileSync(
    join(to, BENCH_CONFIG),
    [
      "import { mergeConfig } from 'vite';",
      "import config from './vite.config';",
      `export default mergeConfig(config, { server: { fs: { allow: ['.', ${JSON.stringify(join(from, 'node_modules'))}] } } });`,
      '',
    ].join('\n'),
  );
  return to;
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
};

/**
 * Copies the repository, starts its dev server on a free port and waits until `route` answers. `dir` is the
 * copy (edit content there), `output()` what the server printed so far; `stop()` ends its process group
 * and removes the copy.
 */
export async function startDevServerCopy(route: string) {
  const dir = copyRepository(process.cwd());
  let output = '';
  let server: ChildProcess | undefined;
  const stop = async () => {
    const pid = server?.pid;
    if (pid && server?.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      killGroup(pid, 'SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      killGroup(pid, 'SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    // Its own process group, so stopping it also stops the Vite process npx starts.
    server = spawn('npx', ['react-router', 'dev', '--config', BENCH_CONFIG, '--port', String(port), '--strictPort'], {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        BROWSER: 'none',
        FORCE_COLOR: '0',
        NO_COLOR: '1',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
    });
    for (const stream of [server.stdout, server.stderr])
      stream?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const origin = `http://localhost:${port}`;
    const url = `${origin}${route}`;
    const deadline = Date.now() + 90_000;
    while (!(await answers(url))) {
      if (server.exitCode !== null) throw new Error(`react-router dev exited with ${server.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`react-router dev did not answer ${url} within 90 s:\n${output}`);
      await sleep(250);
    }
    return { origin, dir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
