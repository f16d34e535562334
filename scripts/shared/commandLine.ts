/**
 * One way for every command to read its command line, and to refuse what it does not understand.
 *
 * Each command declares all of its options. An unknown option (`--bsae`), an option without its value,
 * or an argument the command does not take ends the command before it does anything: one sentence in
 * Chinese with the English in brackets, the usage, and exit code 2. A typo must never fall back to a
 * default silently (`--bsae HEAD~3` comparing against main, `--frmat=github` printing the terminal format).
 * `--help` prints the usage and exits 0, for every command.
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

type OptionSpec = { type: 'string' | 'boolean'; multiple?: boolean; short?: string; default?: string | boolean };
type Options = Record<string, OptionSpec>;

type Value<S extends OptionSpec> = S extends { type: 'boolean' }
  ? S extends { multiple: true }
    ? boolean[]
    : boolean
  : S extends { multiple: true }
    ? string[]
    : string;

/** What a command reads: each option's value (absent when not given and without a default), and the positionals. */
export type CommandLine<O extends Options> = {
  values: { [K in keyof O]: O[K] extends { default: unknown } ? Value<O[K]> : Value<O[K]> | undefined };
  positionals: string[];
};

/** The sentence for a command line Node's parseArgs refused, or undefined for any other error. */
export function refusal(error: unknown): string | undefined {
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const name = /'([^']+)'/.exec(text)?.[1] ?? text;
    return `不认识的选项 ${name} (unknown option ${name})`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = /'(-[^ ']+)/.exec(text)?.[1] ?? text;
    return /does not take an argument/.test(text)
      ? `选项 ${name} 不带值 (option ${name} takes no value)`
      : `选项 ${name} 需要一个值 (option ${name} needs a value)`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']+)'/.exec(text)?.[1] ?? text;
    return `多余的参数 "${argument}" (unexpected argument "${argument}")`;
  }
  return undefined;
}

/**
 * Reads `argv` (by default this process's arguments after the script) against `options`.
 * On a mistake: prints the sentence and `usage` to stderr and exits 2. On `--help`: prints `usage`, exits 0.
 */
export function readCommandLine<const O extends Options>(
  usage: string,
  options: O,
  { positionals = false, argv = process.argv.slice(2) }: { positionals?: boolean; argv?: readonly string[] } = {},
): CommandLine<O> {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: positionals,
    });
  } catch (error) {
    const sentence = refusal(error);
    if (sentence === undefined) throw error;
    console.error(`${sentence}\n\n${usage}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  // A string option followed by another option (`--out --print`) is a value forgotten, not a value.
  for (const [name, value] of Object.entries(parsed.values)) {
    const values = Array.isArray(value) ? value : [value];
    if (options[name]?.type === 'string' && values.some((one) => typeof one === 'string' && one.startsWith('--'))) {
      console.error(`选项 --${name} 需要一个值 (option --${name} needs a value)\n\n${usage}`);
      process.exit(2);
    }
  }
  return parsed as unknown as CommandLine<O>;
}

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script this process was started with. */
export function runDirectly(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return resolve(path);
    }
  };
  return real(script) === real(fileURLToPath(moduleUrl));
}
