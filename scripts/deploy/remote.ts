/**
 * The deploy's connection to the server: OpenSSH and rsync, the tools an operations person
 * already has. One master connection carries every command, upload and the health check's
 * port forward, so a deploy authenticates once.
 *
 * Every wait on the network has a time limit (DEPLOY_TIMEOUT), and every command runs as an
 * asynchronous child, so a deploy told to stop (SIGTERM, SIGINT: stop.ts) is never stuck inside
 * one: the work in flight is ended, and what puts the site back (`cleanup`) still runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../shared/freePort';
import { runLimited, waitFor } from './limits';
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

export interface WaitOptions {
  /** Runs even after the deploy was told to stop: putting the site back, letting the lock go. */
  cleanup?: boolean;
  /** The step's name for a time limit's message, when not the one the deploy is at (`at`). */
  step?: string;
}

/** What reaches the server and how long each wait on it may take; `stop` ends the work in flight. */
export async function connect(target: Target, stop: AbortSignal = new AbortController().signal) {
  const dir = mkdtempSync(join(tmpdir(), 'site-deploy-ssh-'));
  const limit = target.DEPLOY_TIMEOUT * 1000;
  const options = [
    ...['-p', String(target.DEPLOY_PORT), '-i', materialize(target.DEPLOY_SSH_KEY, dir, 'key')],
    ...[
      'IdentitiesOnly=yes',
      'BatchMode=yes',
      'StrictHostKeyChecking=yes',
      `UserKnownHostsFile=${materialize(target.DEPLOY_KNOWN_HOSTS, dir, 'known_hosts')}`,
      `ConnectTimeout=${Math.min(15, target.DEPLOY_TIMEOUT)}`,
      // A server that stops answering ends the connection within a minute instead of never.
      'ServerAliveInterval=15',
      'ServerAliveCountMax=4',
      `ControlPath=${join(dir, 'control')}`,
    ].flatMap((option) => ['-o', option]),
  ];
  const host = `${target.DEPLOY_USER}@${target.DEPLOY_HOST}`;
  let step = '连接服务器 (connecting)';
  /** Runs `ssh …args` within the time limit; `stop` ends it unless it is cleanup. */
  const ssh = (args: string[], wait: WaitOptions = {}) =>
    runLimited('ssh', [...options, ...args], {
      limit,
      step: wait.step ?? step,
      stop: wait.cleanup ? undefined : stop,
    });

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
    spawnSync('ssh', [...options, '-O', 'exit', host], { timeout: 5000 });
    master.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitFor(
      async () =>
        master.exitCode === null ? (await ssh(['-O', 'check', host]).catch(() => undefined))?.status === 0 : 'gone',
      { limit: 20_000, step, stop },
    ).then((up) => {
      if (up !== true) throw new Error(masterError.trim() || 'the connection closed');
    });
  } catch (error) {
    close();
    throw new Error(
      `SSH 连接失败 (cannot connect to ${host} port ${target.DEPLOY_PORT}): ${masterError.trim() || (error as Error).message}`,
    );
  }

  return {
    /** Names the step the deploy is at: a time limit reached says which. */
    at(name: string): void {
      step = name;
    },
    /** The step the deploy is at. */
    get step(): string {
      return step;
    },
    /** Says what the deploy does next (`log`) and names it for a time limit's message (its words before any path). */
    begin(line: string, log: Log): void {
      step = line.replace(/ \S+ → .*$/, '');
      log(line);
    },
    /** Runs a shell command on the server; throws with its stderr when it fails or takes too long. */
    async run(command: string, wait: WaitOptions = {}): Promise<string> {
      const result = await ssh([host, command], wait);
      if (result.status !== 0) {
        throw new Error(`服务器上的命令失败 (remote command failed, ${result.status}): ${command}\n${result.stderr}`);
      }
      return result.stdout;
    },
    /**
     * rsync `source` (local) to `destination` (server path) with extra rsync arguments. rsync's own
     * `--timeout` ends a transfer during which nothing moved for the time limit; the whole upload
     * may take ten times that.
     */
    async upload(source: string, destination: string, args: readonly string[] = [], wait: WaitOptions = {}) {
      const rsync = [
        '-a',
        `--timeout=${target.DEPLOY_TIMEOUT}`,
        ...args,
        '-e',
        ['ssh', ...options].join(' '),
        source,
        `${host}:${destination}`,
      ];
      const result = await runLimited('rsync', rsync, {
        limit: limit * 10,
        step: wait.step ?? step,
        stop: wait.cleanup ? undefined : stop,
      });
      if (result.status !== 0) {
        throw new Error(`上传失败 (rsync failed, ${result.status}): ${source} → ${destination}\n${result.stderr}`);
      }
      return result.stdout;
    },
    /** `rsync --list-only` of a server path, recursively: names, sizes and times, what a restricted key may read. */
    async list(path: string, wait: WaitOptions = {}): Promise<string> {
      const rsync = ['-r', '--list-only', `--timeout=${target.DEPLOY_TIMEOUT}`, '-e', ['ssh', ...options].join(' ')];
      const result = await runLimited('rsync', [...rsync, `${host}:${path}`], {
        limit,
        step: wait.step ?? step,
        stop: wait.cleanup ? undefined : stop,
      });
      if (result.status !== 0)
        throw new Error(`列出文件失败 (rsync --list-only failed, ${result.status}): ${path}\n${result.stderr}`);
      return result.stdout;
    },
    /** Forwards a free local port to `127.0.0.1:<port>` on the server; returns the local origin. */
    async forward(port: number, wait: WaitOptions = {}): Promise<string> {
      const local = await freePort();
      const result = await ssh(['-O', 'forward', '-L', `127.0.0.1:${local}:127.0.0.1:${port}`, host], wait);
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
        // The server lets the lock go once it reads the end; a connection that hangs is cut.
        const timer = setTimeout(() => child.kill('SIGTERM'), limit);
        await exited;
        clearTimeout(timer);
      };
      return { firstLine, exited, end, kill: () => child.kill('SIGTERM') };
    },
    /** The time limit of one wait, in milliseconds (DEPLOY_TIMEOUT). */
    limit,
    /** Set once the deploy was told to stop. */
    stop,
    close,
  };
}

/** Connects, runs `work`, and closes the connection on every way out. */
export async function withRemote<T>(
  target: Target,
  work: (remote: Remote) => Promise<T>,
  stop?: AbortSignal,
): Promise<T> {
  const remote = await connect(target, stop);
  try {
    return await work(remote);
  } finally {
    remote.close();
  }
}
