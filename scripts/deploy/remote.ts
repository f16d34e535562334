/**
 * The deploy's connection to the server: OpenSSH and rsync, the tools an operations person
 * already has. One master connection carries every command, upload and the health check's
 * port forward, so a deploy authenticates once.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../shared/freePort';
import type { Target } from './target';

/** Quotes a value for the server's POSIX shell. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** A key or known_hosts value given as text (a CI secret) or as a file path. */
function materialize(value: string, dir: string, name: string): string {
  if (!value.includes('\n') && existsSync(value)) return value;
  const file = join(dir, name);
  writeFileSync(file, value.endsWith('\n') ? value : `${value}\n`, { mode: 0o600 });
  return file;
}

export interface Remote {
  /** Runs a shell command on the server; throws with its stderr when it fails. */
  run(command: string): string;
  /** rsync `source` (local) to `destination` (server path) with extra rsync arguments. */
  upload(source: string, destination: string, args?: readonly string[]): void;
  /** Forwards a free local port to `127.0.0.1:<port>` on the server; returns the local origin. */
  forward(port: number): Promise<string>;
  /**
   * Starts a long-running command whose stdin stays open until `end()`: the server side sees
   * end of input when the deploy finishes, fails or is killed (scripts/deploy/lock.ts).
   */
  hold(command: string): Held;
  close(): void;
}

export interface Held {
  /** The command's first line of output (or '' when it ended without one). */
  readonly firstLine: Promise<string>;
  /** Everything it printed, once it has exited, with its exit code. */
  readonly exited: Promise<{ code: number | null; output: string }>;
  /** Closes its input and waits for it to exit. */
  end(): Promise<void>;
}

export async function connect(target: Target): Promise<Remote> {
  const dir = mkdtempSync(join(tmpdir(), 'site-deploy-ssh-'));
  const key = materialize(target.DEPLOY_SSH_KEY, dir, 'key');
  const knownHosts = materialize(target.DEPLOY_KNOWN_HOSTS, dir, 'known_hosts');
  const control = join(dir, 'control');
  const options = [
    '-p',
    String(target.DEPLOY_PORT),
    '-i',
    key,
    '-o',
    'IdentitiesOnly=yes',
    '-o',
    'BatchMode=yes',
    '-o',
    'StrictHostKeyChecking=yes',
    '-o',
    `UserKnownHostsFile=${knownHosts}`,
    '-o',
    'ConnectTimeout=15',
    '-o',
    `ControlPath=${control}`,
  ];
  const host = `${target.DEPLOY_USER}@${target.DEPLOY_HOST}`;

  // The master runs in the foreground as our child (a backgrounded ControlPersist master would
  // keep this process's pipes open); everything else goes through its socket.
  const master: ChildProcess = spawn('ssh', [...options, '-M', '-N', '-o', 'ControlPersist=no', host], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let masterError = '';
  master.stderr?.on('data', (chunk: Buffer) => (masterError += chunk.toString()));
  const stopMaster = () => master.kill('SIGTERM');
  process.once('exit', stopMaster);
  const close = () => {
    process.off('exit', stopMaster);
    spawnSync('ssh', [...options, '-O', 'exit', host], { stdio: 'ignore' });
    master.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  while (spawnSync('ssh', [...options, '-O', 'check', host], { stdio: 'ignore' }).status !== 0) {
    if (master.exitCode !== null || Date.now() > deadline) {
      close();
      throw new Error(
        `SSH 连接失败 (cannot connect to ${host} port ${target.DEPLOY_PORT}): ${masterError.trim() || 'timeout'}`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }

  const rsh = ['ssh', ...options].join(' ');
  return {
    run(command) {
      const result = spawnSync('ssh', [...options, host, command], { encoding: 'utf8' });
      if (result.status !== 0) {
        throw new Error(`服务器上的命令失败 (remote command failed, ${result.status}): ${command}\n${result.stderr}`);
      }
      return result.stdout;
    },
    upload(source, destination, args = []) {
      const result = spawnSync('rsync', ['-a', ...args, '-e', rsh, source, `${host}:${destination}`], {
        encoding: 'utf8',
      });
      if (result.status !== 0) {
        throw new Error(`上传失败 (rsync failed, ${result.status}): ${source} → ${destination}\n${result.stderr}`);
      }
    },
    async forward(port) {
      const local = await freePort();
      const result = spawnSync(
        'ssh',
        [...options, '-O', 'forward', '-L', `127.0.0.1:${local}:127.0.0.1:${port}`, host],
        {
          encoding: 'utf8',
        },
      );
      if (result.status !== 0) throw new Error(`SSH 端口转发失败 (port forward failed): ${result.stderr}`);
      return `http://127.0.0.1:${local}`;
    },
    hold(command) {
      const child = spawn('ssh', [...options, host, command], { stdio: ['pipe', 'pipe', 'pipe'] });
      let output = '';
      let resolveLine: (line: string) => void = () => {};
      const firstLine = new Promise<string>((done) => (resolveLine = done));
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('\n')) resolveLine(output.slice(0, output.indexOf('\n')));
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<{ code: number | null; output: string }>((done) =>
        child.once('close', (code) => {
          resolveLine(output.split('\n')[0] ?? '');
          done({ code, output });
        }),
      );
      return {
        firstLine,
        exited,
        async end() {
          child.stdin.end();
          await exited;
        },
      };
    },
    close,
  };
}

/** Reads a small text file written by a previous deploy; empty when it is not there. */
export function readRemote(remote: Remote, path: string): string {
  return remote.run(`cat ${shellQuote(path)} 2>/dev/null || true`);
}
