/**
 * `npm run deploy`, `npm run deploy:rollback` and `npm run deploy:server` as an operator runs them: a process of their own
 * (its own process group, so a kill takes its ssh and rsync children too, as a runner's last SIGKILL
 * does), whose output and exit code the test reads. `via: 'npm'` starts it through npm, as a workflow
 * step does, to send npm alone a signal (what a cancelled CI job or Ctrl-C sends first).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './helpers';

export interface Command {
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once its output contains `text`; rejects if it exits first. */
  printed(text: string): Promise<void>;
  /** Kills the whole process group at once. */
  kill(): void;
  /** Sends `signal` to the process started (npm with `via: 'npm'`) and to nothing else. */
  signal(signal: NodeJS.Signals): void;
  readonly pid: number;
  readonly done: Promise<{ code: number | null; output: string; at: number }>;
}

const TSX = join(REPO, 'node_modules', '.bin', 'tsx');

export function runCommand(
  script: 'deploy' | 'rollback' | 'server',
  args: readonly string[],
  env: Record<string, string>,
  { via = 'tsx' }: { via?: 'tsx' | 'npm' } = {},
): Command {
  const [command, commandArgs] =
    via === 'npm'
      ? ['npm', ['run', '--silent', script === 'deploy' ? 'deploy' : `deploy:${script}`, '--', ...args]]
      : [TSX, [join(REPO, 'scripts', 'deploy', `${script}.ts`), ...args]];
  const child = spawn(command, commandArgs, {
    cwd: REPO,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let closed = false;
  const waiters: { text: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of [...waiters]) {
      if (!output.includes(waiter.text)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const done = new Promise<{ code: number | null; output: string; at: number }>((resolve) =>
    child.once('close', (code) => {
      closed = true;
      for (const waiter of waiters)
        waiter.reject(new Error(`exited (${code}) before printing "${waiter.text}":\n${output}`));
      resolve({ code, output, at: performance.now() });
    }),
  );
  return {
    output: () => output,
    printed: (text) => {
      if (output.includes(text)) return Promise.resolve();
      if (closed) return Promise.reject(new Error(`exited before printing "${text}":\n${output}`));
      return new Promise((resolve, reject) => waiters.push({ text, resolve, reject }));
    },
    kill: () => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    },
    signal: (signal) => {
      if (child.pid) process.kill(child.pid, signal);
    },
    pid: child.pid ?? 0,
    done,
  };
}
