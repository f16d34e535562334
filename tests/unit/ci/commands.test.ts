/**
 * The workflows' commands refuse an option they do not know before doing anything: a misspelt option in a
 * workflow must fail its step, not run with a default (a comment without its problems, a check of no folder).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');

describe.each([
  ['scripts/ci/checkArtifact.ts', ['--dri', 'x']],
  ['scripts/ci/previewComment.ts', ['--pr', '1', '--wating', 'x']],
  ['scripts/ci/previewStatus.ts', ['--pr', '1', '--ulr', 'x']],
  ['scripts/ci/openPullRequests.ts', ['--pr', '1', '--head-shaa', 'x']],
  ['scripts/ci/pullRequestOf.ts', ['--number', '1']],
  ['scripts/ci/lintWorkflows.ts', ['--fix']],
  ['scripts/ci/pullRequestScreenshots.ts', ['--ot', 'x']],
])('%s', (script, args) => {
  const option = args.find((arg) => arg.startsWith('--') && arg !== '--pr');
  // A command's imports load first (Chromium's driver, the check): seconds on a busy machine.
  it(`names ${option}, prints its usage and exits 2`, { timeout: 30_000 }, () => {
    const result = spawnSync('node', [tsx, script, ...args], {
      encoding: 'utf8',
      env: { ...process.env, GITHUB_TOKEN: '' },
    });
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(`不认识的选项 ${option} (unknown option ${option})`);
    expect(result.stderr).toContain('用法 (usage):');
    expect(result.stdout).toBe('');
  });
});
