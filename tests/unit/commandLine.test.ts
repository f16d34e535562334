/**
 * Every command reads its command line through readCommandLine: a mistyped option must stop the command
 * with one sentence and exit 2, never fall back to a default. Each case runs a tiny command in a child
 * process, as a user runs one, and reads what it printed and its exit code.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const reader = new URL('../../scripts/shared/commandLine.ts', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'command-line-'));
const script = join(dir, 'tool.ts');
writeFileSync(
  script,
  `import { readCommandLine, runDirectly } from ${JSON.stringify(reader)};
const { values, positionals } = readCommandLine('用法 (usage): tool [--base <ref>] [--print]', {
  base: { type: 'string' },
  print: { type: 'boolean' },
}, { positionals: process.env.POSITIONALS === '1' });
console.log(JSON.stringify({ values, positionals, direct: runDirectly(import.meta.url) }));
`,
);
const tsx = execFileSync('node', ['-e', "console.log(require.resolve('tsx/cli'))"]).toString().trim();
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync('node', [tsx, script, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('a command line the command does not understand', () => {
  it.each([
    [['--bsae', 'HEAD'], '不认识的选项 --bsae (unknown option --bsae)'],
    [['--base'], '选项 --base 需要一个值 (option --base needs a value)'],
    [['--base', '--print'], '选项 --base 需要一个值 (option --base needs a value)'],
    [['--print=yes'], '选项 --print 不带值 (option --print takes no value)'],
    [['extra'], '多余的参数 "extra" (unexpected argument "extra")'],
  ])('%j: one sentence, the usage, exit 2', (args, sentence) => {
    const result = run(args);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${sentence}\n\n用法 (usage): tool [--base <ref>] [--print]\n`);
  });
});

describe('a command line the command understands', () => {
  it('reads --name value and --name=value alike, and knows it was run directly', () => {
    const result = run(['--base=HEAD~3', '--print']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      values: { base: 'HEAD~3', print: true },
      positionals: [],
      direct: true,
    });
    expect(JSON.parse(run(['--base', 'main']).stdout).values).toEqual({ base: 'main' });
  });

  it('takes positionals only where the command asks for them', () => {
    expect(JSON.parse(run(['a.yml', 'b.yml'], { POSITIONALS: '1' }).stdout).positionals).toEqual(['a.yml', 'b.yml']);
  });

  it('prints the usage for --help and exits 0', () => {
    const result = run(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('用法 (usage): tool [--base <ref>] [--print]\n');
  });
});
