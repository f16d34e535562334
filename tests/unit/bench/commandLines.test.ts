/**
 * Every command of the bench stops on a mistyped option before it builds, serves or measures anything:
 * one sentence naming the option, its usage, exit 2. `npm run bench` also refuses a part it does not have,
 * since `--only lighthose` would otherwise run a bench of the build alone.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const run = (script: string, ...args: string[]) =>
  spawnSync('node', [tsx, `scripts/bench/${script}`, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('the bench commands', () => {
  it.each([
    ['bench.ts', 'npm run bench'],
    ['buildBench.ts', 'npm run bench:build'],
    ['hotReload.ts', 'npm run bench:hot-reload'],
    ['editorBench.ts', 'npm run bench:editor'],
    ['routeSizes.ts', 'npx tsx scripts/bench/routeSizes.ts --record'],
  ])('%s refuses --bsae with one sentence and its usage, exit 2', { timeout: 60_000 }, (script, usage) => {
    const result = run(script, '--bsae');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^不认识的选项 --bsae \(unknown option --bsae\)\n\n用法 \(usage\): /);
    expect(result.stderr).toContain(usage);
  });

  it('npm run bench refuses a part it does not have', { timeout: 60_000 }, () => {
    const result = run('bench.ts', '--only', 'lighthose');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^不认识的部分 lighthose \(unknown part lighthose\)\n\n用法 \(usage\): npm run bench/,
    );
  });
});
