import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { devNoiseFilter } from './dev/devNoise';

/**
 * Runs a tool with its output passed through line by line, minus the notices that are for
 * developers of the tools and not for someone running `npm start` or `npm run dev` (devNoise.ts).
 * Resolves to the exit code, or null when a signal ended the tool.
 */
export function quietRun(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    const keep = devNoiseFilter();
    createInterface({ input: from }).on('line', (line) => {
      if (keep(line)) to.write(`${line}\n`);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}
