/**
 * `npx tsx scripts/deploy/previewComment.ts --pr <N> --review review [--url https://www.example.com]`
 * Writes the pull request's sticky comment (`<review>/comment.md`): the preview link, the review
 * report link and a QR code of the preview (`<review>/qr.png`, published with the report, so a
 * reviewer opens the preview on a phone — WeChat scans it), then the review summary. Without
 * `--url` (no deploy: a fork's pull request has no secrets) it says where the artifacts are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { option } from './args';

export interface CommentInput {
  pr: number;
  /** Public origin of the server (`https://www.example.com`); none when nothing was deployed. */
  origin?: string;
  /** The review report's summary.md. */
  summary: string;
}

export const previewUrl = (origin: string, pr: number) => `${origin.replace(/\/+$/, '')}/preview/pr-${pr}/`;

/** The comment's Markdown (the QR image is `_review/qr.png` next to the report). */
export function commentMarkdown({ pr, origin, summary }: CommentInput): string {
  if (!origin) {
    return [
      '### 预览 (preview)',
      '',
      '预览站没有部署：来自 fork 的拉取请求拿不到部署密钥。请在本次运行的 Artifacts 里下载 `preview-site` 和 `review`。',
      "(Not deployed: a fork's pull request gets no deploy secrets. Download the `preview-site` and `review` artifacts of this run.)",
      '',
      summary.trim(),
      '',
    ].join('\n');
  }
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
  if (process.argv.includes('--help')) {
    console.log(
      '用法 (usage): npx tsx scripts/deploy/previewComment.ts --pr <N> --review <dir> [--url <https origin>]',
    );
    process.exit(0);
  }
  try {
    const pr = Number(option('--pr'));
    if (!Number.isInteger(pr) || pr < 1) throw new Error('--pr 需要拉取请求编号 (needs a pull-request number)');
    const review = option('--review') ?? 'review';
    const origin = option('--url') || undefined;
    const summaryFile = join(review, 'summary.md');
    const summary = existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '';
    if (origin) await QRCode.toFile(join(review, 'qr.png'), previewUrl(origin, pr), { width: 320, margin: 2 });
    writeFileSync(join(review, 'comment.md'), commentMarkdown({ pr, origin, summary }));
    console.log(`评论已写入 (comment written): ${join(review, 'comment.md')}`);
  } catch (error) {
    console.error(`预览评论失败 (failed): ${(error as Error).message}`);
    process.exit(1);
  }
}
