/**
 * The pull request's comment is the bot's own. It is built from the review's JSON and the check's JSON
 * (never the Markdown the pull request's run wrote) with every text on one line and escaped, it mentions
 * nobody and links nothing the pull request wrote, and branch names in its links are fully encoded.
 * Besides looking at the Markdown, the comments are rendered by a CommonMark renderer with HTML and
 * bare-address links on, as GitHub renders them, and the HTML is read.
 */
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { changedComment, commentMarkdown, fullComment } from '../../../scripts/ci/previewComment';
import { editUrl, problemsComment } from '../../../scripts/ci/problemsComment';
import { KIND_LABEL, REASON_LABEL, reportSchema, type ReviewReport } from '../../../scripts/ci/reviewComment';
import { FORK_ENVIRONMENT, waitingComment } from '../../../scripts/ci/waitingComment';
import { KIND_LABEL as REPORT_KIND, REASON_LABEL as REPORT_REASON } from '../../../scripts/review/render/format';
import type { Problem } from '../../../src/check/problem';
import { fromJson, toJson } from '../../../src/check/report/json';

/** What a pull request could write into its content: each would link, show a picture or notify if left as it is. */
const PLANTED = [
  '@company/everyone 请立即登录',
  '[GitHub 登录](https://evil.example/login)',
  '![二维码](https://evil.example/qr.png)',
  '<img src="https://evil.example/x.png"> <a href="https://evil.example">这里</a>',
  '访问 https://evil.example 或 www.evil.example',
  '见 #1 和 company/site#2，抄送 @someone',
].join(' ');

const SHA = '0123abc' + 'd'.repeat(33);

const report: ReviewReport = {
  base: { sha: 'a'.repeat(40) },
  head: { sha: 'b'.repeat(40), dirty: false },
  pages: [
    { path: '/', name: `首页 ${PLANTED}`, changed: true, reasons: ['text', 'visual'] },
    { path: '/contactUs', name: '联系我们', changed: false, reasons: [] },
    { path: 'https://evil.example/', name: '钓鱼', changed: true, reasons: ['text'] },
  ],
  fields: [
    {
      file: 'content/pages/homePage.mdx',
      line: 12,
      field: 'heading',
      kind: 'modified',
      before: '旧标题',
      after: PLANTED,
      pages: ['/', 'https://evil.example/'],
    },
  ],
};

/** Links and pictures in a comment's Markdown (an escaped `\]` opens none), and what would notify someone. */
const linksIn = (markdown: string) =>
  [...markdown.matchAll(/(?<!\\)\]\(([^)]*)\)|<(?:img|a)\b[^>]*>/g)].map((m) => m[0]);
const live = (markdown: string) => ({
  mentions: markdown.match(/(^|[^\w`])@[\w-]/g) ?? [],
  references: markdown.match(/#\d/g) ?? [],
  addresses: markdown.match(/https?:\/\/(?!preview\.example\.com|github\.com)|www\.\w/g) ?? [],
});

describe('the preview comment, from report.json', () => {
  const comment = commentMarkdown({ pr: 12, origin: 'https://preview.example.com/', report });

  it('links only the preview and its report on the preview origin, and shows only its own QR code', () => {
    expect(linksIn(comment)).toEqual([
      '<img src="https://preview.example.com/preview/pr-12/_review/qr.png" width="160" height="160" alt="预览站二维码 (QR code of the preview)">',
    ]);
    expect(comment).toContain('- 预览站 (preview): https://preview.example.com/preview/pr-12/');
    expect(comment).toContain('- 评审报告 (review report): https://preview.example.com/preview/pr-12/_review/');
  });

  it('shows what the pull request wrote as text: no mention, reference, address, link or picture of its own', () => {
    expect(live(comment)).toEqual({ mentions: [], references: [], addresses: [] });
    expect(comment).toContain('\\[GitHub 登录\\]');
    expect(comment).toContain('&lt;img src="https:\u2060//evil.example/x.png"&gt;');
    expect(comment).toContain('@\u2060company/everyone');
  });

  it('names the changed pages of the site, their reasons, and each field change with its pages', () => {
    expect(comment).toContain('**有变化 (changed)：1 / 2 个页面 (1 of 2 pages changed)**');
    expect(comment).toMatch(/^\| 首页 .+ \| `\/` \| 文字 \(text\)、截图 \(visual\) \|$/m);
    expect(comment).not.toContain('钓鱼');
    expect(comment).toMatch(
      /^- `content\/pages\/homePage\.mdx:12` `heading` 修改 \(modified\)：“旧标题” → “.+”（页面 `\/`）$/m,
    );
  });

  it('says when report.json could not be read, rather than showing anything else', () => {
    expect(commentMarkdown({ pr: 12, origin: 'https://preview.example.com', report: undefined })).toContain(
      '评审报告的结果读不出来',
    );
    expect(
      reportSchema.safeParse({ ...report, fields: [{ ...report.fields[0], file: '../etc/passwd' }] }).success,
    ).toBe(false);
  });

  it('speaks the review report’s own words', () => {
    expect(KIND_LABEL).toEqual(REPORT_KIND);
    expect(REASON_LABEL).toEqual(REPORT_REASON);
  });
});

describe('the content problems comment', () => {
  const problem: Problem = {
    file: 'content/site.md',
    line: 3,
    field: 'x',
    message: `标题有误 ${PLANTED}`,
    severity: 'error',
  };

  it('a branch name with ) cannot end the edit link early: every character is encoded', () => {
    const edit = { server: 'https://github.com', repository: 'someone/site', branch: 'fix)[x](https://evil.example' };
    expect(editUrl(edit, 'content/site.md')).toBe(
      'https://github.com/someone/site/edit/fix%29%5Bx%5D%28https%3A//evil.example/content/site.md',
    );
    const comment = problemsComment({ problems: [problem], edit });
    expect(linksIn(comment)).toEqual([`](${editUrl(edit, 'content/site.md')})`]);
  });

  it('the check’s messages, written by the pull request’s own run, mention and link nothing', () => {
    const comment = problemsComment({ problems: [problem] });
    expect(linksIn(comment)).toEqual([]);
    expect(live(comment)).toEqual({ mentions: [], references: [], addresses: [] });
  });
});

describe('a fork’s waiting comment and the full previews’ comment', () => {
  it('say in Chinese that the preview waits, who can approve (named, not mentioned) and where', () => {
    const run = 'https://github.com/company/site/actions/runs/42';
    const comment = waitingComment({
      pr: 7,
      run,
      sha: SHA,
      approvers: [
        { kind: 'user', name: 'alice' },
        { kind: 'team', name: 'site-maintainers' },
      ],
    });
    expect(comment.split('\n')[0]).toBe('### 预览等待维护人员批准 (the preview waits for a maintainer’s approval)');
    expect(comment).toContain(
      `可以批准的人 (who can approve)：\`alice\`、团队 \`site-maintainers\`（仓库 Settings → Environments → \`${FORK_ENVIRONMENT}\` 里的 Required reviewers）`,
    );
    expect(comment).toContain(`[这次运行](${run})`);
    expect(live(comment).mentions).toEqual([]);
    expect(waitingComment({ pr: 7, run, sha: SHA })).toContain(
      `可以批准的人 (who can approve)：仓库 Settings → Environments → \`${FORK_ENVIRONMENT}\``,
    );
    expect(() => waitingComment({ pr: 7, run: 'https://evil.example/', sha: SHA })).toThrow('not a workflow run');
  });

  it('names the commit the approval deploys, and says the approval covers that commit’s build, workflow and scripts', () => {
    const comment = waitingComment({ pr: 7, run: 'https://github.com/company/site/actions/runs/42', sha: SHA });
    expect(comment).toContain(
      '批准的是提交 `0123abc`：部署的是这个提交的构建，构建时运行的是这个提交里的工作流和脚本。请先在 “Files changed” 里看的正是 `0123abc` 的改动，再批准；之后再有新的提交，这次批准不会部署它，需要新的运行。',
    );
    expect(() =>
      waitingComment({ pr: 7, run: 'https://github.com/company/site/actions/runs/42', sha: 'main' }),
    ).toThrow('not a commit');
  });

  it('a pull request that changed after its run: the comment says so, and that a new run is needed', () => {
    expect(changedComment(7, SHA)).toBe(
      [
        '### 拉取请求有了新的提交，这次没有部署 (the pull request changed after this run: not deployed)',
        '',
        '拉取请求 #7 在这次运行之后有了新的提交，不部署 0123abc 的构建；需要新的运行 (the pull request changed after this run: not deployed, a new run is needed)',
        '',
        '新的提交会触发新的运行，它的预览会换掉这条评论；来自 fork 的拉取请求需要维护人员对新的运行再批准一次。(A new commit starts a new run; a fork’s new run needs a new approval.)',
        '',
      ].join('\n'),
    );
  });

  it('the full previews’ comment is the deploy’s sentence under its heading', () => {
    expect(fullComment('预览站已满，这次没有部署：…\n')).toBe(
      '### 预览站已满，这次没有部署 (the previews are full: not deployed)\n\n预览站已满，这次没有部署：…\n',
    );
  });
});

describe('an artifact that plants Markdown in every text it holds', () => {
  /** The attack: on one line, a link, a picture and a mention; with line breaks, each in a paragraph of its own. */
  const ONE_LINE = 'x [预览已就绪，扫码登录](https://evil.example) <img src=https://evil.example/qr.png> @someone';
  const BROKEN =
    'x\n\n[预览已就绪，扫码登录](https://evil.example)\n\n<img src=https://evil.example/qr.png>\n\n@someone';
  const markdown = new MarkdownIt({ html: true, linkify: true });
  const render = (comment: string) => markdown.render(comment);
  /** What the rendered comment links and shows, and who it would notify (GitHub links a bare @name). */
  const rendered = (html: string) => ({
    links: [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1]),
    images: [...html.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1]),
    mentions: html.replace(/<code>[^<]*<\/code>/g, '').match(/(^|[^\w\u2060])@\w/g) ?? [],
  });
  /** The element holding the planted text: all of it, one line, in one element of the rendered comment. */
  const holder = (html: string) => html.split('\n').filter((line) => line.includes('预览已就绪'));

  it.each([ONE_LINE, BROKEN])(
    'the check’s result: field, message and frame show as one line of text (%#)',
    (planted) => {
      const problem: Problem = {
        file: 'content/site.md',
        line: 3,
        field: planted,
        message: planted,
        spot: planted,
        severity: 'error',
        frame: [planted, `  3 | ${planted}`],
      };
      // Through the artifact's file, as the workflow reads it.
      const { problems } = fromJson(toJson([problem]));
      const html = render(problemsComment({ problems }));
      expect(rendered(html)).toEqual({ links: [], images: [], mentions: [] });
      const lines = holder(html);
      expect(lines).toHaveLength(4);
      // Whole, as text: in a code span or block as written, elsewhere with its address and mention broken.
      for (const line of lines)
        expect(line).toMatch(
          /x \[预览已就绪，扫码登录\]\(https:\u2060?\/\/evil\.example\) &lt;img src=https:\u2060?\/\/evil\.example\/qr\.png&gt; @\u2060?someone/,
        );
    },
  );

  it.each([ONE_LINE, BROKEN])(
    'the review’s result: names, fields and values show as one line of text (%#)',
    (planted) => {
      const single = planted.replace(/\n+/g, ' ');
      const attacked = reportSchema.parse({
        base: { sha: SHA },
        head: { sha: SHA },
        pages: [{ path: '/', name: single, changed: true, reasons: ['text'] }],
        fields: [
          {
            file: 'content/site.md',
            line: 4,
            field: single,
            kind: 'modified',
            before: planted,
            after: planted,
            pages: ['/'],
          },
        ],
      });
      const html = render(commentMarkdown({ pr: 3, origin: 'https://preview.example.com', report: attacked }));
      expect(rendered(html)).toEqual({
        links: ['https://preview.example.com/preview/pr-3/', 'https://preview.example.com/preview/pr-3/_review/'],
        images: ['https://preview.example.com/preview/pr-3/_review/qr.png'],
        mentions: [],
      });
      expect(holder(html)).toHaveLength(2);
    },
  );

  it('the review’s names and field paths may not hold a line break at all', () => {
    const base = { base: { sha: SHA }, head: { sha: SHA }, fields: [] };
    const page = { path: '/', changed: true, reasons: ['text'] };
    expect(reportSchema.safeParse({ ...base, pages: [{ ...page, name: BROKEN }] }).success).toBe(false);
    expect(reportSchema.safeParse({ ...base, pages: [{ ...page, name: ONE_LINE }] }).success).toBe(true);
    const field = { file: 'content/site.md', kind: 'modified', pages: ['/'] };
    expect(reportSchema.safeParse({ ...base, pages: [], fields: [{ ...field, field: BROKEN }] }).success).toBe(false);
  });
});
