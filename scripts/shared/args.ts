/** The value after `--name` on the command line, if given (the deploy scripts take only a few options). */
export function option(name: string, argv: readonly string[] = process.argv): string | undefined {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}
