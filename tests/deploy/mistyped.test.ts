/**
 * Every deploy and nginx command refuses an option it does not know before it does anything: one
 * sentence naming it, its usage, exit 2. No server is given: a command that went on would fail later,
 * on the missing DEPLOY_* settings, with another exit code.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { REPO } from './helpers';

const COMMANDS: [script: string, option: string, ...rest: string[]][] = [
  ['scripts/deploy/deploy.ts', '--clinet', 'build/client'],
  ['scripts/deploy/rollback.ts', '--fast'],
  ['scripts/deploy/server.ts', '--clinet', 'build/client'],
  ['scripts/nginx/nginxConfig.ts', '--prot', '8080'],
  ['scripts/nginx/precompress.ts', '--rot', 'build/client'],
];

test.each(COMMANDS)(
  '%s %s: exit 2 with one sentence naming the option, before doing anything',
  (script: string, option: string, ...rest: string[]) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('DEPLOY_')));
    const result = spawnSync(join(REPO, 'node_modules', '.bin', 'tsx'), [script, option, ...rest], {
      cwd: REPO,
      env,
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(`不认识的选项 ${option} (unknown option ${option})`);
    expect(result.stderr).toContain('用法 (usage)');
  },
);
