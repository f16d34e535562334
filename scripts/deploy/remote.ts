/**
 * The deploy's connection to the server: OpenSSH and rsync, the tools an operations person
 * already has. One master connection carries every command, upload and the health check's
 * port forward, so a deploy authenticates once.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../shared/freePort';
import type { Target } from './target';

export type Log = (line: string) => void;
export type Remote = Awaited<ReturnType<typeof connect>>;

/** Quotes a value for the server's POSIX shell. */
export const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** A new local folder to upload: rsync gives the server's folder its mode, which nginx's workers must enter. */
export function uploadFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A key or known_hosts value given as text (a CI secret) or as a file path. */
function materialize(value: string, dir: string, name: string): string {
  if (!value.includes('\n') && existsSync(value)) return value;
  const file = join(dir, name);
  writeFileSync(file, value.endsWith('\n') ? value : `${value}\n`, { mode: 0o600 });
  return file;
}

export async function connect(target: Target) {
  const dir = mkdtempSync(join(tmpdir(), 'site-deploy-ssh-'));
  const options = [
    ...['-p', String(target.DEPLOY_PORT), '-i', materialize(target.DEPLOY_SSH_KEY, dir, 'key')],
    ...[
      'IdentitiesOnly=yes',
      'BatchMode=yes',
      'StrictHostKeyChecking=yes',
      `UserKnownHostsFile=${materialize(target.DEPLOY_KNOWN_HOSTS, dir, 'known_hosts')}`,
      'ConnectTimeout=15',
      `ControlPath=${join(dir, 'control')}`,
    ].flatMap((option) => ['-o', option]),
  ];
  const host = `${target.DEPLOY_USER}@${target.DEPLOY_HOST}`;
  const ssh = (...args: string[]) => spawnSync('ssh', [...options, ...args], { encoding: 'utf8' });

  // The master runs in the foreground as our child (a backgrounded ControlPersist master would
  // keep this process's pipes open); everything else goes through its socket.
  const master = spawn('ssh', [...options, '-M', '-N', '-o', 'ControlPersist=no', host], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let masterError = '';
  master.stderr.on('data', (chunk: Buffer) => (masterError += chunk.toString()));
  const stopMaster = () => master.kill('SIGTERM');
  process.once('exit', stopMaster);
  const close = () => {
    process.off('exit', stopMaster);
    ssh('-O', 'exit', host);
    master.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  while (ssh('-O', 'check', host).status !== 0) {
    if (master.exitCode !== null || Date.now() > deadline) {
      close();
      throw new Error(
        `SSH 连接失败 (cannot connect to ${host} port ${target.DEPLOY_PORT}): ${masterError.trim() || 'timeout'}`,
      );
    }
    await sleep(100);
  }

  return {
    /** Runs a shell command on the server; throws with its stderr when it fails. */
    run(command: string): string {
      const result = ssh(host, command);
      if (result.status !== 0) {
        throw new Error(`服务器上的命令失败 (remote command failed, ${result.status}): ${command}\n${result.stderr}`);
      }
      return result.stdout;
    },
    /** rsync `source` (local) to `destination` (server path) with extra rsync arguments. */
    upload(source: string, destination: string, args: readonly string[] = []): void {
      const rsync = ['-a', ...args, '-e', ['ssh', ...options].join(' '), source, `${host}:${destination}`];
      const result = spawnSync('rsync', rsync, { encoding: 'utf8' });
      if (result.status !== 0) {
        throw new Error(`上传失败 (rsync failed, ${result.status}): ${source} → ${destination}\n${result.stderr}`);
      }
    },
    /** Forwards a free local port to `127.0.0.1:<port>` on the server; returns the local origin. */
    async forward(port: number): Promise<string> {
      const local = await freePort();
      const result = ssh('-O', 'forward', '-L', `127.0.0.1:${local}:127.0.0.1:${port}`, host);
      if (result.status !== 0) throw new Error(`SSH 端口转发失败 (port forward failed): ${result.stderr}`);
      return `http://127.0.0.1:${local}`;
    },
    /**
     * Starts a long-running command whose stdin stays open until `end()`: the server side sees
     * end of input when the deploy finishes, fails or is killed (lock.ts). `firstLine` is its first
     * line of output ('' when it ended without one), `exited` everything it printed and its exit code.
     */
    hold(command: string) {
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
      const end = async () => {
        child.stdin.end();
        await exited;
      };
      return { firstLine, exited, end };
    },
    close,
  };
}

/** Connects, runs `work`, and closes the connection on every way out. */
export async function withRemote<T>(target: Target, work: (remote: Remote) => Promise<T>): Promise<T> {
  const remote = await connect(target);
  try {
    return await work(remote);
  } finally {
    remote.close();
  }
}
