import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REAL_CONTENT } from './helpers/contentFixture';
import type { Problem } from '../../src/check/problem';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { checkFile, contextOfData } from '../../src/check/checkFile';
import { annotation, annotations, escapeData, escapeProperty } from '../../src/check/report/github';
import { codeBlock, escapeMarkdown, inlineCode, jobSummary } from '../../src/check/report/markdown';
import { editUrl } from '../../scripts/ci/problemsComment';

const problem = (over: Partial<Problem> = {}): Problem => ({
  file: 'content/site.md',
  line: 3,
  field: 'hotline.number',
  message: '说明 (explanation)',
  severity: 'error',
  ...over,
});

describe('GitHub workflow commands', () => {
  it('escapes the message as GitHub requires: %, CR and LF', () => {
    expect(escapeData('100% 完成\r\n第二行')).toBe('100%25 完成%0D%0A第二行');
  });

  it('escapes properties too: a colon or comma in a field path cannot end the property', () => {
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
    expect(annotation(problem({ field: 'title: x, y', message: '50%：\n下一行', severity: 'warning' }))).toBe(
      '::warning file=content/site.md,line=3,title=title%3A x%2C y::50%25：%0A下一行',
    );
  });

  it('titles a mistake in how the fields are written in words an editor reads, in the annotation and the summary', () => {
    const context = contextOfData({
      claims: undefined,
      glossary: undefined,
      site: undefined,
      images: [],
      today: new Date('2024-06-01'),
    });
    const [found] = checkFile('content/pages/notFound.md', parseFile('---\ntitle：页面不存在\n---\n'), context);
    if (!found) throw new Error('no problem');
    expect(annotation(found)).toBe(
      '::error file=content/pages/notFound.md,line=2,title=(内容格式 YAML)::字段名 "title" 后面用了中文冒号“：”，YAML 只认英文冒号。请改成英文冒号加一个空格：title: (full-width colon after a key)',
    );
    expect(jobSummary([found])).toContain('(内容格式 YAML)');
  });

  it('a text longer than its place is said on the pull request in the check’s words, at its line', () => {
    const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');
    // The copy checks, this one among them, read texts with claims.md's figures filled in.
    const context = contextOfData({
      claims: parseFile(real('claims.md')).data,
      glossary: undefined,
      site: undefined,
      images: [],
      today: new Date('2024-06-01'),
    });
    const page =
      '---\ntitle: 页面不存在\ndescription: 您访问的页面不存在。\nheading: 抱歉\ntext: 请回首页。\nhomeLink: 请点这里回到网站首页继续浏览我们的业务介绍和资源合作\n---\n';
    const found = checkFile('content/pages/notFound.md', parseFile(page), context).filter(
      (one) => one.field === 'homeLink',
    );
    expect(annotations(found)).toEqual([
      '::error file=content/pages/notFound.md,line=6,title=homeLink::这段文字有 26 个字，页面上这个位置最多放得下 22 个字（英文字母、数字和空格两个算一个字）：请删到 22 个字以内 (text too long for its place: 26 characters, at most 22)',
    ]);
    expect(jobSummary(found)).toContain('这段文字有 26 个字，页面上这个位置最多放得下 22 个字');
  });

  it('beyond the ten errors GitHub shows, one notice points to the job summary; every problem is still printed', () => {
    const many = Array.from({ length: 13 }, (_, index) => problem({ line: index + 1 }));
    const warnings = Array.from({ length: 11 }, (_, index) => problem({ line: index + 1, severity: 'warning' }));
    const out = annotations([...warnings, ...many]);
    expect(out.filter((line) => line.startsWith('::error '))).toHaveLength(13);
    expect(out.filter((line) => line.startsWith('::warning '))).toHaveLength(11);
    expect(out.findIndex((line) => line.startsWith('::warning '))).toBe(13);
    expect(out.at(-1)).toBe(
      '::notice title=内容检查 (content check)::还有 4 个问题没有显示在文件里（GitHub 每一步最多显示 10 个错误和 10 个警告）。完整列表见本次运行的摘要 (Summary) 和合并请求里的评论。 (4 more problems are listed in the job summary)',
    );
    expect(annotations(many.slice(0, 10)).some((line) => line.startsWith('::notice'))).toBe(false);
  });
});

describe('Markdown for the job summary and the comment', () => {
  it('shows tags, emphasis marks and links as written', () => {
    expect(escapeMarkdown('<Script> *粗* [x](y) a_b & `c`')).toBe(
      '&lt;Script&gt; \\*粗\\* \\[x\\](y) a\\_b &amp; \\`c\\`',
    );
  });

  it('a code frame with backticks in the content line cannot close its fence early', () => {
    expect(codeBlock(['  3 | text: ```js', '    |       ^'])).toEqual([
      '````',
      '  3 | text: ```js',
      '    |       ^',
      '````',
    ]);
    expect(inlineCode('a`b')).toBe('``a`b``');
  });

  it('links each file to the editor on the pull request’s branch, encoding each path segment', () => {
    expect(
      editUrl(
        { server: 'https://github.com/', repository: 'me/rail-site', branch: 'editor/改热线' },
        'content/site.md',
      ),
    ).toBe('https://github.com/me/rail-site/edit/editor/%E6%94%B9%E7%83%AD%E7%BA%BF/content/site.md');
  });
});
