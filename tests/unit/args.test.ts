/**
 * Every tool's command line is read one way (scripts/shared/args.ts, Node's parseArgs): before, four tools
 * read it four ways, and `npm run content:check -- --root=x` meant something only to the one that looked for `=`.
 */
import { describe, expect, it } from 'vitest';
import { flag, given, option, positionals } from '../../scripts/shared/args';

const argv = (...args: string[]) => ['node', 'tool.ts', ...args];

describe('the command line of every tool', () => {
  it('reads an option given with a space or with =', () => {
    expect(option('--root', argv('--root', 'fixture'))).toBe('fixture');
    expect(option('--root', argv('--root=fixture'))).toBe('fixture');
    expect(option('--root', argv('--format', 'json'))).toBeUndefined();
  });

  it('refuses an option given without its value, in Chinese first', () => {
    expect(() => option('--out', argv('--out'))).toThrow('--out 需要一个值 (--out needs a value)');
    expect(() => option('--out', argv('--out', '--print'))).toThrow('--out 需要一个值');
  });

  it('tells switches and positionals from the values of options', () => {
    expect(flag('--no-build', argv('--port', '4321', '--no-build'))).toBe(true);
    expect(flag('--print', argv('--root', 'x'))).toBe(false);
    expect(given('--branch', argv('--preview', '6', '--branch=feature-x'))).toBe(true);
    expect(given('--branch', argv('--preview', '6'))).toBe(false);
    expect(positionals(['--root'], argv('--root', 'x', 'a.yml', '--print', 'b.yml'))).toEqual(['a.yml', 'b.yml']);
  });
});
