/**
 * Every command of scripts/cli, scripts/build and scripts/docs refuses an option it does not know before it does
 * anything: one sentence in Chinese with the English that names the option, its usage, exit code 2, and nothing
 * on standard output (no build started, no file written, no server up). A typo must never fall back to a default.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, vi } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');
const TSX = resolve(REPO, 'node_modules/.bin/tsx');
// Each case starts tsx and the command's imports (a browser driver, the content check): seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

function run(script: string, args: readonly string[]): Promise<{ status: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(TSX, [script, ...args], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (status) => done({ status, out, err }));
  });
}

/** Each command (as `npm run` names it, or its file), a mistyped option, and the sentence that must name it. */
const CASES: readonly [string, readonly string[], string][] = [
  ['scripts/cli/contentCheck.ts', ['--frmat=github'], '不认识的选项 --frmat (unknown option --frmat)'],
  ['scripts/cli/checkRelease.ts', ['--strikt'], '不认识的选项 --strikt (unknown option --strikt)'],
  ['scripts/cli/contentFix.ts', ['--rot', 'content'], '不认识的选项 --rot (unknown option --rot)'],
  ['scripts/cli/edit.ts', ['--nobuild'], '不认识的选项 --nobuild (unknown option --nobuild)'],
  ['scripts/cli/typecheck.ts', ['--watch'], '不认识的选项 --watch (unknown option --watch)'],
  ['scripts/cli/makeSamplePhoto.ts', ['--out'], '不认识的选项 --out (unknown option --out)'],
  ['scripts/build/build.ts', ['--base=/x/'], '不认识的选项 --base (unknown option --base)'],
  ['scripts/build/admin/buildAdmin.ts', ['--out', 'x'], '不认识的选项 --out (unknown option --out)'],
  ['scripts/build/serve.ts', ['--prot', '4173'], '不认识的选项 --prot (unknown option --prot)'],
  ['scripts/build/dev/dev.ts', ['--prot', '5174'], '不认识的选项 --prot (unknown option --prot)'],
  ['scripts/build/pruneBuild.ts', ['--dry-run'], '不认识的选项 --dry-run (unknown option --dry-run)'],
  ['scripts/docs/docsFields.ts', ['--out'], '不认识的选项 --out (unknown option --out)'],
  ['scripts/docs/editPencilScreenshots.ts', ['--ot', 'x'], '不认识的选项 --ot (unknown option --ot)'],
  ['scripts/docs/textFits.ts', ['--width', '390'], '不认识的选项 --width (unknown option --width)'],
  ['scripts/docs/guideScreenshots.ts', ['--out', 'x'], '不认识的选项 --out (unknown option --out)'],
  ['scripts/docs/signInScreenshots.ts', ['--out', 'x'], '不认识的选项 --out (unknown option --out)'],
];

test.concurrent.each(CASES)('%s %j stops at once, naming the option', async (script, args, sentence) => {
  const { status, out, err } = await run(script, args);
  expect(err.split('\n')[0]).toBe(sentence);
  expect(err).toContain('用法 (usage):');
  expect(out).toBe('');
  expect(status).toBe(2);
});

test('an option given without its value is refused too, naming it', async () => {
  const { status, out, err } = await run('scripts/cli/contentCheck.ts', ['--root']);
  expect(err.split('\n')[0]).toBe('选项 --root 需要一个值 (option --root needs a value)');
  expect(out).toBe('');
  expect(status).toBe(2);
});

test('the content check still refuses a format it does not have, by name', async () => {
  const { status, err } = await run('scripts/cli/contentCheck.ts', ['--format=xml']);
  expect(err).toBe('不认识的输出格式 "xml"，可用：text、github、json (unknown --format)\n');
  expect(status).toBe(2);
});
