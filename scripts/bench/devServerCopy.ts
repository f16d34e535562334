/**
 * `react-router dev` in a throwaway copy of the repository, for measurements that edit content:
 * the developer's files, dev server and Vite cache are never touched.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyWorkingTree } from '../shared/copyWorkingTree';
import { freePort } from '../shared/freePort';

/** Written into the copy only (see copyRepository). */
const BENCH_CONFIG = 'vite.bench-hmr.config.ts';

export interface DevServer {
  /** `http://localhost:<port>` */
  readonly origin: string;
  /** The copy: edit content here. */
  readonly dir: string;
  /** Everything the dev server printed so far. */
  output(): string;
  /** Stops the dev server (its whole process group) and removes the copy. */
  stop(): Promise<void>;
}

/** Copies the files git knows (tracked and untracked-not-ignored) into a temp folder. */
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
  // Vite resolves those symlinks to the developer's node_modules and refuses to serve files
  // outside the project (403 for React Router's entry.client.tsx): allow that one folder too,
  // through a config that only wraps the project's own.
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

async function waitForServer(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`react-router dev exited with ${server.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`react-router dev did not answer ${url} within 90 s:\n${output()}`);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Copies `repository`, starts its dev server on a free port and waits until `route` answers. */
export async function startDevServerCopy(repository: string, route: string): Promise<DevServer> {
  const dir = copyRepository(repository);
  let output = '';
  let server: ChildProcess | undefined;
  const stop = async () => {
    const pid = server?.pid;
    if (pid && server?.exitCode === null && server.signalCode === null) {
      const exited = new Promise((done) => server?.once('exit', done));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-pid, name);
        } catch {
          // the group is already gone
        }
      };
      signal('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      signal('SIGKILL');
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
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const origin = `http://localhost:${port}`;
    await waitForServer(`${origin}${route}`, server, () => output);
    return { origin, dir, output: () => output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
