/**
 * `npx tsx scripts/ci/previewComment.ts` (see --help): the pull request's sticky comment. The QR code
 * (`<review>/qr.png`) is published with the report, so a reviewer opens the preview on a phone
 * (WeChat scans it). Every pull request gets this same comment, a fork's too: nothing in it depends
 * on where the branch lives (preview-deploy.yml). With `--problems`, problemsComment.ts's instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { fromJson } from '../../src/check/report/json';
import { helpIfAsked, option } from '../shared/args';
import { problemsComment } from './problemsComment';

export const previewUrl = (origin: string, pr: number) => `${origin.replace(/\/+$/, '')}/preview/pr-${pr}/`;

/**
 * The comment's Markdown (the QR image is `_review/qr.png` next to the report); `origin`: the
 * server's public origin (`https://www.example.com`), `summary`: the review report's summary.md.
 */
export function commentMarkdown({ pr, origin, summary }: { pr: number; origin: string; summary: string }): string {
  const site = previewUrl(origin, pr);
  return [
    '### 预览 (preview)',
    '',
    `- 预览站 (preview): ${site}`,
    `- 评审报告 (review report): ${site}_review/`,
    '',
    `<img src="${site}_review/qr.png" width="160" height="160" alt="预览站二维码 (QR code of the preview)">`,
    '',
    '用手机（微信）扫码打开预览站 (scan to open the preview on a phone)',
    '',
    summary.trim(),
    '',
  ].join('\n');
}

if (process.argv[1]?.endsWith('previewComment.ts')) {
  helpIfAsked(`用法 (usage): npx tsx scripts/ci/previewComment.ts --pr <N> --review <dir> --url <https origin> [--out <dir>]
       npx tsx scripts/ci/previewComment.ts --pr <N> --review <dir> --problems <content-check.json>
                [--server <https://github.com> --repository <owner/name> --branch <branch>]

写出合并请求的评论 <out>/comment.md（默认 <review>/comment.md）(writes the pull request's comment):
  默认：预览站链接、评审报告链接、二维码和评审摘要 (preview and review links, QR code, review summary)
  --problems：内容检查没通过时，列出每个问题和编辑每个文件的链接，说明这次没有预览
              (the content check's problems with a link to edit each file; no preview)`);
  try {
    const pr = Number(option('--pr'));
    if (!Number.isInteger(pr) || pr < 1) throw new Error('--pr 需要拉取请求编号 (needs a pull-request number)');
    const review = option('--review') ?? 'review';
    const out = option('--out') ?? review;
    const problemsFile = option('--problems');
    let comment: string;
    if (problemsFile) {
      const { problems } = fromJson(readFileSync(problemsFile, 'utf8'));
      const [server, repository, branch] = [option('--server'), option('--repository'), option('--branch')];
      comment = problemsComment({
        problems,
        edit: server && repository && branch ? { server, repository, branch } : undefined,
      });
    } else {
      const origin = option('--url');
      if (!origin) throw new Error('--url 需要网站的地址 (needs the public origin, DEPLOY_PUBLIC_URL)');
      const summaryFile = join(review, 'summary.md');
      const summary = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '';
      await QRCode.toFile(join(review, 'qr.png'), previewUrl(origin, pr), { width: 320, margin: 2 });
      comment = commentMarkdown({ pr, origin, summary });
    }
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'comment.md'), comment);
    console.log(`评论已写入 (comment written): ${join(out, 'comment.md')}`);
  } catch (error) {
    console.error(`预览评论失败 (failed): ${(error as Error).message}`);
    process.exit(1);
  }
}
