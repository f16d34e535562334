/** `npm run review` refuses an option it does not know before it does anything: a typo must not compare against main. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'review-options-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

test('a mistyped --base exits 2 naming it, with the usage, and writes no report', () => {
  const out = join(temp, 'review');
  const args = ['--import', 'tsx', 'scripts/review/review.ts', '--out', out, '--bsae', 'HEAD'];
  const run = spawnSync(process.execPath, args, { cwd: REPO, encoding: 'utf8' });
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('不认识的选项 --bsae (unknown option --bsae)');
  expect(run.stderr).toContain('用法 (usage): npm run review');
  expect(run.stdout).not.toContain('构建 (building)');
  expect(existsSync(out)).toBe(false);
}, 60_000);
