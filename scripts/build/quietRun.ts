import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Notices an editor running `npm start` or `npm run dev` reads as alarms but that ask nothing of them. */
const NOISE = [
  /^\(!\) Your Vite config uses features that are unsupported by `configLoader: 'native'`/,
  /^ {2}- import ".*" without a file extension/,
  /^Set `VITE_CONFIG_NATIVE_IGNORE_WARNING=true` to suppress this warning\./,
  /^The `envFile` option is deprecated, please use `envDir: false` instead\./,
];
/** A future-flag notice is a headline and indented lines under it. */
const FUTURE_FLAG = /^\s*⚠️\s+Future Flag Warning:/;
const FUTURE_FLAG_DETAIL = /^ {5}\S/;

/** Filters one stream, line by line; keeps state across lines for the future-flag blocks. */
export function devNoiseFilter(): (line: string) => boolean {
  let inFutureFlag = false;
  return (line) => {
    // eslint-disable-next-line no-control-regex
    const text = line.replace(/\u001b\[[0-9;]*m/g, '');
    if (FUTURE_FLAG.test(text)) {
      inFutureFlag = true;
      return false;
    }
    if (inFutureFlag && FUTURE_FLAG_DETAIL.test(text)) return false;
    inFutureFlag = false;
    return !NOISE.some((pattern) => pattern.test(text));
  };
}

/** Runs a tool with its output passed through, minus that noise; resolves to its exit code (null after a signal). */
export function quietRun(command: string, args: readonly string[], env = process.env): Promise<number | null> {
  const child = spawn(command, args, {
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
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
