/**
 * `npx tsx scripts/ci/pullRequestScreenshots.ts`: the editing guide's pictures of what an editor sees
 * on a pull request with content mistakes (docs/编辑指南.md). We have no GitHub here, so both are
 * renderings, and the guide says so: the sticky comment as problemsComment() writes it, with
 * GitHub's Markdown settings and CSS, and a mock of "Files changed" with the annotation.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import MarkdownIt from 'markdown-it';
import sharp from 'sharp';
import { checkContent } from '../../src/check/checkContent';
import { byPriority, type Problem } from '../../src/check/problem';
import { BEFORE_DEADLINES, DATED_FIGURES, THREE_MISTAKES } from '../../tests/fixtures/bad-content/pullRequestMistakes';
import { makeContentFixture, REAL_CONTENT } from '../../tests/unit/helpers/contentFixture';
import { problemsComment } from './problemsComment';
import { readCommandLine } from '../shared/commandLine';
import { escapeHtml } from '../shared/escapeHtml';
import { chromiumPath } from '../shared/chromium';

const { values } = readCommandLine(
  `用法 (usage): npx tsx scripts/ci/pullRequestScreenshots.ts [--out docs/images]

为编辑指南重新生成合并请求的示意图（不是 GitHub 的截图，是按同样的内容渲染的）：
  pr-comment-phone.png、pr-comment-laptop.png  内容检查没通过时的评论（手机和电脑宽度）
  pr-annotation.png                            "Files changed" 里出错那一行下面的批注
Renders the pull-request comment and an annotation for the three-mistake fixture with Chromium
(CHROMIUM_PATH or /usr/bin/chromium) into small PNGs for docs/编辑指南.md.`,
  { out: { type: 'string', default: 'docs/images' } },
);

const OUT = values.out;
const require = createRequire(import.meta.url);
const MARKDOWN_CSS = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
/** GitHub's own font stack, with the CJK font this machine has where GitHub would use the system's. */
const FONTS = `-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, "Noto Sans CJK SC", sans-serif`;
const MONO = `ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "Noto Sans Mono CJK SC", monospace`;
/** The example pull request's branch: an editor's change made in the browser. */
const EDIT = { server: 'https://github.com', repository: 'editor/rail-site', branch: 'patch-1' };

/** As GitHub renders a comment: CommonMark, inline HTML allowed, bare links linked, a single line break kept. */
const GITHUB_COMMENT_MARKDOWN = new MarkdownIt({ html: true, linkify: true, breaks: true });

function commentPage(markdown: string): string {
  const body = GITHUB_COMMENT_MARKDOWN.render(markdown);
  return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><style>${MARKDOWN_CSS}
  body { margin: 0; padding: 16px; background: #fff; font-family: ${FONTS}; }
  .markdown-body { font-family: ${FONTS}; font-size: 14px; }
  .markdown-body pre, .markdown-body code { font-family: ${MONO}; }
  .comment { max-width: 880px; border: 1px solid #d1d9e0; border-radius: 6px; }
  .comment-header { display: flex; gap: 6px; align-items: center; padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; border-radius: 6px 6px 0 0; color: #59636e; font-size: 14px; }
  .comment-header b { color: #1f2328; }
  .bot { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 6px; font-size: 12px; }
  .comment .markdown-body { padding: 16px; }
  </style><body><div class="comment"><div class="comment-header"><b>github-actions</b><span class="bot">bot</span> commented</div>
  <div class="markdown-body">${body}</div></div></body></html>`;
}

/**
 * The changed line as "Files changed" shows it (old line removed, new line added) with the
 * annotation content:check --format=github writes for `annotation` under it.
 */
function annotationPage(annotation: Problem, before: string[], after: string[]): string {
  const first = Math.max(1, annotation.line - 2);
  const row = (kind: ' ' | '-' | '+', oldNo: number | '', newNo: number | '', text: string) =>
    `<tr class="${kind === '-' ? 'del' : kind === '+' ? 'add' : ''}"><td class="num">${oldNo}</td><td class="num">${newNo}</td><td class="code"><span class="sign">${kind}</span>${escapeHtml(text)}</td></tr>`;
  const rows: string[] = [];
  for (let line = first; line <= annotation.line + 2; line++) {
    if (line === annotation.line) {
      rows.push(row('-', line, '', before[line - 1] ?? ''), row('+', '', line, after[line - 1] ?? ''));
      rows.push(`<tr><td colspan="3" class="annotation-cell"><div class="annotation">
        <div class="ann-title"><span class="x">✖</span> <b>Check failure on line ${annotation.line} in ${escapeHtml(annotation.file)}</b></div>
        <div class="ann-source">GitHub Actions / Preview</div>
        <div class="ann-heading">${escapeHtml(annotation.field)}</div>
        <div class="ann-message">${escapeHtml(annotation.message)}</div></div></td></tr>`);
    } else rows.push(row(' ', line, line, after[line - 1] ?? ''));
  }
  return `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><style>
  body { margin: 0; padding: 16px; background: #fff; font-family: ${FONTS}; color: #1f2328; }
  .file { max-width: 880px; border: 1px solid #d1d9e0; border-radius: 6px; overflow: hidden; }
  .file-header { padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0; font-family: ${MONO}; font-size: 12px; }
  table { border-collapse: collapse; width: 100%; font-family: ${MONO}; font-size: 12px; line-height: 20px; }
  .num { width: 40px; padding: 0 8px; text-align: right; color: #59636e; vertical-align: top; }
  .code { padding: 0 8px; white-space: pre-wrap; word-break: break-all; }
  .sign { display: inline-block; width: 14px; }
  tr.del { background: #ffebe9; } tr.del .num { background: #ffcecb; }
  tr.add { background: #dafbe1; } tr.add .num { background: #aceebb; }
  .annotation-cell { padding: 8px; background: #fff; border-top: 1px solid #d1d9e0; border-bottom: 1px solid #d1d9e0; }
  .annotation { border-left: 3px solid #cf222e; padding: 8px 12px; font-family: ${FONTS}; font-size: 14px; line-height: 1.5; }
  .x { color: #cf222e; } .ann-source { color: #59636e; font-size: 12px; margin: 2px 0 6px; }
  .ann-heading { font-weight: 600; } .ann-message { white-space: pre-wrap; }
  </style><body><div class="file"><div class="file-header">${escapeHtml(annotation.file)}</div><table>${rows.join('')}</table></div></body></html>`;
}

async function shoot(browser: Browser, html: string, width: number, file: string, selector: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  const png = await page.locator(selector).screenshot();
  await page.close();
  // Palette PNGs: the pictures are text on flat colours, a few dozen KB each.
  await sharp(png).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(join(OUT, file));
  console.log(`写出 (wrote) ${join(OUT, file)}`);
}

const fixture = makeContentFixture([...DATED_FIGURES, ...THREE_MISTAKES]);
try {
  const { problems } = checkContent({ root: fixture.root, today: BEFORE_DEADLINES });
  // The first annotation: errors first, by file and line (src/check/report/github.ts).
  const first = [...problems].sort(byPriority)[0];
  if (!first) throw new Error('the fixture has no problem');
  const relative = first.file.replace(/^content\//, '');
  const before = readFileSync(join(REAL_CONTENT, relative), 'utf8').split('\n');
  const after = fixture.read(relative).split('\n');
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath() });
  try {
    const comment = commentPage(problemsComment({ problems, edit: EDIT }));
    await shoot(browser, comment, 390, 'pr-comment-phone.png', '.comment');
    await shoot(browser, comment, 1000, 'pr-comment-laptop.png', '.comment');
    await shoot(browser, annotationPage(first, before, after), 1000, 'pr-annotation.png', '.file');
  } finally {
    await browser.close();
  }
} finally {
  fixture.cleanup();
}
