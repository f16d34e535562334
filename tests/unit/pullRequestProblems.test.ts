import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../../src/check/checkContent';
import type { Problem } from '../../src/check/problem';
import { annotations } from '../../src/check/report/github';
import { jobSummary } from '../../src/check/report/markdown';
import { fromJson } from '../../src/check/report/json';
import { problemsComment } from '../../scripts/ci/problemsComment';
import { BEFORE_DEADLINES, DATED_FIGURES, THREE_MISTAKES } from '../fixtures/bad-content/pullRequestMistakes';
import { makeContentFixture } from './helpers/contentFixture';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
// Three mistakes in three files: what the pull request shows must name exactly these, at their lines, in the check's words.
const fixture = makeContentFixture([...DATED_FIGURES, ...THREE_MISTAKES]);
afterAll(fixture.cleanup);
const lines = {
  home: fixture.lineOf('pages/homePage.mdx', 'heading：'),
  site: fixture.lineOf('site.md', 'banner-slide2.svg'),
  supplier: fixture.lineOf('pages/supplierEn.mdx', '<Script />'),
};
const { problems } = checkContent({ root: fixture.root, today: BEFORE_DEADLINES });

const THREE_ANNOTATIONS = [
  `::error file=content/pages/homePage.mdx,line=${lines.home},title=(内容格式 YAML)::字段名 "heading" 后面用了中文冒号“：”，YAML 只认英文冒号。请改成英文冒号加一个空格：heading: (full-width colon after a key)`,
  `::error file=content/pages/supplierEn.mdx,line=${lines.supplier},title=正文 (body)::不允许使用组件 <Script>，可用的组件：Claim、Note、Conditions (component not allowed; allowed: Claim, Note, Conditions)`,
  `::error file=content/site.md,line=${lines.site},title=carousel.slides[1].image::找不到图片文件 "banner-slide2.svg"，您是不是要写 "banner-slide-2.svg"？请放到 content/images/ (image file not found)`,
];

describe('a pull request with three content mistakes', () => {
  it('gives exactly three annotations, at the right files and lines, in the check’s own words', () => {
    expect(annotations(problems)).toEqual(THREE_ANNOTATIONS);
  });

  it(
    'npm run content:check -- --format=github prints them, fills the job summary and the JSON, and exits 1',
    // Two CLI runs (the check, then the comment), each a tsx start: slow on a busy 2-core machine.
    { timeout: 90_000 },
    () => {
      const out = mkdtempSync(join(tmpdir(), 'github-format-'));
      try {
        const summaryFile = join(out, 'summary.md');
        const jsonFile = join(out, 'check.json');
        const result = spawnSync(
          'npx',
          ['tsx', 'scripts/cli/contentCheck.ts', '--root', fixture.root, '--format=github', '--json', jsonFile],
          { cwd: REPO, encoding: 'utf8', env: { ...process.env, GITHUB_STEP_SUMMARY: summaryFile } },
        );
        expect(result.status).toBe(1);
        const printed = result.stdout.trimEnd().split('\n');
        // The run judges deadlines by today's date: the shipped target may add warnings, never other errors.
        const today = checkContent({ root: fixture.root }).problems;
        expect(printed.filter((line) => line.startsWith('::error'))).toEqual(THREE_ANNOTATIONS);
        expect(printed.slice(0, -1)).toEqual(annotations(today));
        expect(printed.at(-1)).toMatch(/^内容检查未通过：3 个错误/);
        expect(readFileSync(summaryFile, 'utf8')).toBe(`${jobSummary(today)}\n`);
        // The terminal's words: the browser editor's (`form`) stay out of the pull request's data.
        expect(fromJson(readFileSync(jsonFile, 'utf8')).problems).toEqual(
          today.map((problem) => Object.fromEntries(Object.entries(problem).filter(([key]) => key !== 'form'))),
        );
        // The workflow's next step writes the comment from that JSON (preview.yml, step "problems").
        const comment = spawnSync(
          'npx',
          [
            'tsx',
            'scripts/ci/previewComment.ts',
            '--pr',
            '7',
            '--review',
            join(out, 'review'),
            '--problems',
            jsonFile,
          ].concat(['--server', 'https://github.com', '--repository', 'editor/rail-site', '--branch', 'patch-1']),
          { cwd: REPO, encoding: 'utf8' },
        );
        expect(comment.status).toBe(0);
        expect(readFileSync(join(out, 'review', 'comment.md'), 'utf8')).toBe(
          problemsComment({
            problems: today,
            edit: { server: 'https://github.com', repository: 'editor/rail-site', branch: 'patch-1' },
          }),
        );
      } finally {
        rmSync(out, { recursive: true, force: true });
      }
    },
  );

  it('the job summary holds the complete list in Chinese: file, line, field, message and code frame', () => {
    const summary = jobSummary(problems);
    expect(summary.split('\n').slice(0, 3)).toEqual([
      '### 内容检查 (content check)',
      '',
      '内容检查未通过：3 个错误 (content check failed: 3 errors)',
    ]);
    for (const problem of problems) {
      expect(summary).toContain(`#### \`${problem.file}\`（1 个错误）`);
      expect(summary).toContain(`1. **第 ${problem.line} 行** (line ${problem.line}) · \`${problem.field}\``);
      expect(problem.frame?.length).toBeGreaterThan(1);
      expect(summary).toContain(['   ```', ...(problem.frame ?? []).map((line) => `   ${line}`), '   ```'].join('\n'));
    }
    // Shown as written, not swallowed as an HTML tag by GitHub's Markdown.
    expect(summary).toContain(
      '   不允许使用组件 &lt;Script&gt;，可用的组件：Claim、Note、Conditions (component not allowed; allowed: Claim, Note, Conditions)',
    );
  });

  it('the pull request’s comment says there is no preview, lists all three and links each file’s editor', () => {
    const comment = problemsComment({
      problems,
      edit: { server: 'https://github.com', repository: 'editor/rail-site', branch: 'patch-1' },
    });
    const text = comment.split('\n');
    expect(text[0]).toBe('### 内容检查未通过，这次没有预览 (content check failed: no preview)');
    expect(comment).toContain(
      '这次修改后的内容文件里有 **3 个错误**。有错误时网站不会构建，所以这次没有预览站，也没有评审报告。',
    );
    const edit = (file: string, line: number) =>
      `✏️ [在网页上编辑 ${file}](https://github.com/editor/rail-site/edit/patch-1/${file})，打开后到第 ${line} 行 (edit this file, go to line ${line})`;
    const item = (problem: Problem | undefined) => [
      `1. **第 ${problem?.line} 行** (line ${problem?.line}) · \`${problem?.field}\``,
      '',
      `   ${problem?.message.replace('<Script>', '&lt;Script&gt;')}`,
    ];
    const [home, supplier, site] = problems;
    const section = (file: string, line: number, problem: Problem | undefined) =>
      [`#### \`${file}\`（1 个错误）`, '', edit(file, line), '', ...item(problem)].join('\n');
    expect(comment).toContain(section('content/pages/homePage.mdx', lines.home, home));
    expect(comment).toContain(section('content/pages/supplierEn.mdx', lines.supplier, supplier));
    expect(comment).toContain(section('content/site.md', lines.site, site));
    expect(text.filter((line) => line.startsWith('✏️'))).toHaveLength(3);
    expect(text.filter((line) => /^\d+\. \*\*第/.test(line))).toHaveLength(3);
  });

  it('a picture the build cannot use links its folder’s upload page and its delete page, not an editor that cannot open it', () => {
    const picture: Problem = {
      file: 'content/images/IMG_0002.jpg',
      line: 1,
      field: '(图片 image)',
      message: '图片文件打不开：这是 HEIC 格式的照片（苹果手机常用的格式），…',
      severity: 'error',
    };
    const comment = problemsComment({
      problems: [picture],
      edit: { server: 'https://github.com', repository: 'editor/rail-site', branch: 'editor/新图片' },
    });
    expect(comment).toContain(
      '🖼️ 图片不能在网页上编辑：[上传另存好的图片到 content/images](https://github.com/editor/rail-site/upload/editor/%E6%96%B0%E5%9B%BE%E7%89%87/content/images)（同名的文件会被替换），或[删掉这个文件](https://github.com/editor/rail-site/delete/editor/%E6%96%B0%E5%9B%BE%E7%89%87/content/images/IMG_0002.jpg) (upload the re-saved picture, or delete this file)',
    );
    expect(comment).not.toContain('✏️');
  });
});
