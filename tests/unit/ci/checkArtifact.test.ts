/**
 * The Preview run's artifact, written by a pull request's own code, reaches the deploy only as data
 * of the expected shape (scripts/ci/checkArtifact.ts); the pull request it belongs to is the one GitHub
 * names for the run's head, never one the artifact claims (scripts/ci/pullRequestOf.ts); and right
 * before the deploy the pull request must still be that commit (scripts/ci/openPullRequests.ts).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkArtifact, servedTypes } from '../../../scripts/ci/checkArtifact';
import { changedSentence, stateOf } from '../../../scripts/ci/openPullRequests';
import { otherBaseSentence, pullRequestOf } from '../../../scripts/ci/pullRequestOf';
import type { Problem } from '../../../src/check/problem';
import { fromJson, toJson } from '../../../src/check/report/json';

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
  writeFileSync(join(dir, 'review', 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'review', 'report.json'), '{}');
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
    writeFileSync(join(dir, 'review', 'report.json.gz'), '');
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
        'review/report.json.gz',
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
      '共 4 个文件，超过 1 (too many files)',
      'content-check.json: 文件名不对 (odd file) "../.github/workflows/release.yml"',
    ]);
  });
});

describe('the preview serves pages, not downloads', () => {
  it('refuses, by name, every file the server has no type for: a browser would download it from the preview domain', () => {
    const dir = artifact();
    const pages = join(dir, 'build', 'client', 'preview', 'pr-4');
    writeFileSync(join(pages, '登录助手.apk'), 'PK');
    writeFileSync(join(pages, 'setup.EXE'), 'MZ');
    writeFileSync(join(dir, 'review', 'summary.md'), '## 评审');
    writeFileSync(join(dir, 'review', 'LICENSE'), '');
    const refused = (file: string) =>
      `${file}: 服务器没有这种文件的类型，浏览器会把它当作下载，不接受 (refused: no served type, a browser would download it)`;
    expect(checkArtifact(dir).problems).toEqual(
      [
        'build/client/preview/pr-4/setup.EXE',
        'build/client/preview/pr-4/登录助手.apk',
        'review/LICENSE',
        'review/summary.md',
      ].map(refused),
    );
  });

  it('reads the types from deploy/mime.types, the file the server serves by', () => {
    expect([...servedTypes()]).toEqual(expect.arrayContaining(['html', 'css', 'js', 'png', 'avif', 'json', 'svg']));
    expect(servedTypes().has('apk')).toBe(false);
  });
});

describe('the texts of the check’s result are single lines', () => {
  /** A field that, with its line breaks, would end the comment's paragraph and write a link, a picture and a mention of its own. */
  const ATTACK =
    'x\n\n[预览已就绪，扫码登录](https://evil.example)\n\n<img src=https://evil.example/qr.png>\n\n@someone';

  it.each(['field', 'message', 'frame', 'file', 'spot'])('refuses a line break in %s', (key) => {
    const dir = artifact();
    const problem = {
      file: 'content/site.md',
      line: 3,
      field: 'x',
      message: 'm',
      severity: 'error',
      frame: ['  3 | a'],
    };
    const planted = { ...problem, [key]: key === 'frame' ? ['  3 | a', ATTACK] : ATTACK };
    writeFileSync(
      join(dir, 'content-check.json'),
      JSON.stringify({ summary: { passed: false, errors: 1, warnings: 0, line: 'x' }, problems: [planted] }),
    );
    expect(checkArtifact(dir).problems).toEqual([
      expect.stringMatching(/^content-check\.json: 不是内容检查的结果 \(not a content-check result\): /),
    ]);
  });

  it('the check writes each text on one line, so an honest result always passes', () => {
    const problem: Problem = {
      file: 'content/site.md',
      line: 3,
      field: 'a\nb',
      message: '第一行\r\n第二行',
      severity: 'error',
    };
    const { problems } = fromJson(toJson([{ ...problem, frame: ['  3 | a\n  4 | b'] }]));
    expect(problems[0]).toMatchObject({ field: 'a b', message: '第一行 第二行', frame: ['  3 | a 4 | b'] });
  });
});

describe('which pull request a Preview run built', () => {
  const pull = (number: number, sha: string, ref: string, repo: string, base = 'main') => ({
    number,
    head: { sha, ref, repo: { full_name: repo } },
    base: { ref: base },
  });
  const head = { repository: 'someone/fork', branch: 'fix', sha: 'abc' };

  it('the open pull request whose head is exactly the run’s, and whether it comes from a fork (its preview waits)', () => {
    const list = [pull(3, 'old', 'fix', 'someone/fork'), pull(4, 'abc', 'fix', 'someone/fork')];
    expect(pullRequestOf(list, head, 'company/site', 'main')).toEqual({ number: 4, fork: true, preview: true });
    expect(
      pullRequestOf(
        [pull(5, 'abc', 'fix', 'company/site')],
        { ...head, repository: 'company/site' },
        'company/site',
        'main',
      ),
    ).toEqual({ number: 5, fork: false, preview: true });
  });

  it('none when another repository’s branch of the same name has that pull request', () => {
    expect(pullRequestOf([pull(4, 'abc', 'fix', 'other/fork')], head, 'company/site', 'main')).toBeUndefined();
  });

  it('no preview for a pull request into another branch: its removal would never run with a key', () => {
    const into = pullRequestOf([pull(4, 'abc', 'fix', 'someone/fork', 'release-2024')], head, 'company/site', 'main');
    expect(into).toEqual({ number: 4, fork: true, preview: false });
    expect(otherBaseSentence(4, 'main')).toBe(
      '拉取请求 #4 不是合并到默认分支 main 的，不做预览 (pull request #4 does not target main: no preview)',
    );
  });
});

describe('right before the deploy, after any approval: is the pull request still the commit the run built', () => {
  const run = { sha: 'a'.repeat(40), repository: 'someone/fork' };
  const now = (sha: string, repo: string | null, state = 'open', base = 'main') => ({
    state,
    head: { sha, repo: repo === null ? null : { full_name: repo } },
    base: { ref: base },
  });

  it('deploys only when the head is the run’s commit in the run’s repository', () => {
    expect(stateOf(now(run.sha, 'someone/fork'), run, 'main')).toBe('deploy');
  });

  it('a commit pushed after the run (force-pushed, [skip ci], or queued behind the run) is not what was approved', () => {
    expect(stateOf(now('b'.repeat(40), 'someone/fork'), run, 'main')).toBe('changed');
    expect(stateOf(now(run.sha, 'other/fork'), run, 'main')).toBe('changed');
    expect(stateOf(now(run.sha, null), run, 'main')).toBe('changed');
    expect(changedSentence(7, run.sha)).toBe(
      '拉取请求 #7 在这次运行之后有了新的提交，不部署 aaaaaaa 的构建；需要新的运行 (the pull request changed after this run: not deployed, a new run is needed)',
    );
  });

  it('closed, or retargeted to another branch, since the run: its preview is removed instead', () => {
    expect(stateOf(now(run.sha, 'someone/fork', 'closed'), run, 'main')).toBe('closed');
    expect(stateOf(now(run.sha, 'someone/fork', 'open', 'develop'), run, 'main')).toBe('closed');
  });
});
