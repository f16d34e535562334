/** The value after `--name` on the command line, if given (the deploy scripts take only a few options). */
export function option(name: string, argv: readonly string[] = process.argv): string | undefined {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/** With `--help` on the command line: prints the usage and exits. */
export function helpIfAsked(usage: string): void {
  if (!process.argv.includes('--help')) return;
  console.log(usage);
  process.exit(0);
}
