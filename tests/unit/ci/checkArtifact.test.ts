/**
 * The Preview run's artifact, written by a pull request's own code, reaches the deploy only as data
 * of the expected shape (scripts/ci/checkArtifact.ts); and the pull request it belongs to is the
 * one GitHub names for the run's head, never one the artifact claims (scripts/ci/pullRequestOf.ts).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArtifact } from '../../../scripts/ci/checkArtifact';
import { pullRequestOf } from '../../../scripts/ci/pullRequestOf';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const CHECK = (errors: number, file = 'content/site.md') =>
  JSON.stringify({
    summary: { passed: errors === 0, errors, warnings: 0, line: 'x' },
    problems: errors ? [{ file, line: 3, field: 'x', message: 'm', severity: 'error' }] : [],
  });

/** What preview.yml uploads after a good run. */
function artifact(): string {
  const dir = mkdtempSync(join(tmpdir(), 'artifact-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'build', 'client', 'preview', 'pr-4'), { recursive: true });
  writeFileSync(join(dir, 'build', 'client', 'preview', 'pr-4', 'index.html'), '<!doctype html>');
  mkdirSync(join(dir, 'review'));
  writeFileSync(join(dir, 'review', 'summary.md'), '## 评审');
  writeFileSync(join(dir, 'content-check.json'), CHECK(0));
  return dir;
}

describe('the preview artifact is data', () => {
  it('a good run’s artifact passes, with a site and no content problems', () => {
    expect(checkArtifact(artifact())).toEqual({ problems: [], site: true, contentProblems: false });
  });

  it('a run whose content check failed has only the result, with its problems', () => {
    const dir = artifact();
    rmSync(join(dir, 'build'), { recursive: true });
    rmSync(join(dir, 'review'), { recursive: true });
    writeFileSync(join(dir, 'content-check.json'), CHECK(1));
    expect(checkArtifact(dir)).toEqual({ problems: [], site: false, contentProblems: true });
  });

  it('refuses, by name, every file the server would treat specially: preview.json in any form and precompressed files', () => {
    const dir = artifact();
    const pages = join(dir, 'build', 'client', 'preview', 'pr-4');
    mkdirSync(join(pages, 'admin'));
    for (const folder of [pages, join(pages, 'admin'), join(dir, 'build', 'client')]) {
      writeFileSync(join(folder, 'preview.json'), '{"branch":"main"}');
      writeFileSync(join(folder, 'preview.json.gz'), '');
    }
    writeFileSync(join(pages, 'index.html.br'), '');
    writeFileSync(join(dir, 'review', 'summary.md.gz'), '');
    const refused = (file: string) =>
      `${file}: 服务器会特殊对待的文件，不接受 (refused: a file the server treats specially)`;
    expect(checkArtifact(dir).problems).toEqual(
      [
        'build/client/preview.json',
        'build/client/preview.json.gz',
        'build/client/preview/pr-4/admin/preview.json',
        'build/client/preview/pr-4/admin/preview.json.gz',
        'build/client/preview/pr-4/index.html.br',
        'build/client/preview/pr-4/preview.json',
        'build/client/preview/pr-4/preview.json.gz',
        'review/summary.md.gz',
      ].map(refused),
    );
  });

  it('refuses links, executables, unexpected entries, odd names and what is not a check result', () => {
    const dir = artifact();
    symlinkSync('/etc/passwd', join(dir, 'review', 'passwd'));
    writeFileSync(join(dir, 'review', 'run.sh'), 'echo');
    chmodSync(join(dir, 'review', 'run.sh'), 0o755);
    mkdirSync(join(dir, 'node_modules'));
    mkdirSync(join(dir, 'build', 'admin'));
    writeFileSync(join(dir, 'review', 'a\nb'), '');
    writeFileSync(join(dir, 'content-check.json'), '{"summary":1}');
    expect(checkArtifact(dir).problems).toEqual([
      'node_modules: 不该在这里 (unexpected entry)',
      'build/admin: 不该在这里 (unexpected entry)',
      '"review/a\\nb": 文件名含控制字符 (odd file name)',
      'review/passwd: 是链接 (a symbolic link)',
      'review/run.sh: 是可执行文件 (executable)',
      expect.stringMatching(/^content-check\.json: 不是内容检查的结果 \(not a content-check result\): /),
    ]);
  });

  it('refuses a check result that names a file outside content/, and an artifact over its size', () => {
    const dir = artifact();
    writeFileSync(join(dir, 'content-check.json'), CHECK(1, '../.github/workflows/release.yml'));
    expect(checkArtifact(dir, { bytes: 10, files: 1 }).problems).toEqual([
      expect.stringMatching(/^共 \d+ 字节，超过 10 \(too large\)$/),
      '共 3 个文件，超过 1 (too many files)',
      'content-check.json: 文件名不对 (odd file) "../.github/workflows/release.yml"',
    ]);
  });
});

describe('which pull request a Preview run built', () => {
  const pull = (number: number, sha: string, ref: string, repo: string) => ({
    number,
    head: { sha, ref, repo: { full_name: repo } },
  });
  const head = { repository: 'someone/fork', branch: 'fix', sha: 'abc' };

  it('the open pull request whose head is exactly the run’s, and whether it comes from a fork (its preview waits)', () => {
    const list = [pull(3, 'old', 'fix', 'someone/fork'), pull(4, 'abc', 'fix', 'someone/fork')];
    expect(pullRequestOf(list, head, 'company/site')).toEqual({ number: 4, fork: true });
    expect(
      pullRequestOf([pull(5, 'abc', 'fix', 'company/site')], { ...head, repository: 'company/site' }, 'company/site'),
    ).toEqual({ number: 5, fork: false });
  });

  it('none when another repository’s branch of the same name has that pull request', () => {
    expect(pullRequestOf([pull(4, 'abc', 'fix', 'other/fork')], head, 'company/site')).toBeUndefined();
  });
});
