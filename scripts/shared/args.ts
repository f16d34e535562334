/**
 * Every tool reads its command line through Node's parseArgs (node:util), as `npm run bench` does, so
 * `--name value` and `--name=value` mean the same everywhere. Each helper declares only what it asks
 * for (`strict: false`): a tool's other options are its own to read.
 */
import { parseArgs } from 'node:util';

const read = (strings: readonly string[], argv: readonly string[]) =>
  parseArgs({
    args: argv.slice(2),
    options: Object.fromEntries(strings.map((name) => [name.replace(/^--/, ''), { type: 'string' as const }])),
    strict: false,
    allowPositionals: true,
  });

/** The value of `--name` (`--name value` or `--name=value`), if given; given without one, an error. */
export function option(name: string, argv: readonly string[] = process.argv): string | undefined {
  const value = read([name], argv).values[name.replace(/^--/, '')];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.startsWith('--'))
    throw new Error(`${name} 需要一个值 (${name} needs a value)`);
  return value;
}

/** Whether `--name` is on the command line, as a switch. */
export const flag = (name: string, argv: readonly string[] = process.argv): boolean =>
  read([], argv).values[name.replace(/^--/, '')] === true;

/** Whether `--name` is on the command line at all, with a value or without. */
export const given = (name: string, argv: readonly string[] = process.argv): boolean =>
  read([], argv).values[name.replace(/^--/, '')] !== undefined;

/** The arguments that are no option, and no value of one of the `options` named (which take values). */
export const positionals = (options: readonly string[] = [], argv: readonly string[] = process.argv): string[] =>
  read(options, argv).positionals;

/** With `--help` on the command line: prints the usage and exits. */
export function helpIfAsked(usage: string): void {
  if (!flag('--help')) return;
  console.log(usage);
  process.exit(0);
}
