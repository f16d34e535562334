/**
 * `npx tsx scripts/ci/previewComment.ts` (see --help): the pull request's sticky comment, built from data
 * (never from Markdown the pull request's run wrote): the preview's links on the preview origin and its QR code (`<review>/qr.png`, published
 * with the report, so a reviewer opens the preview on a phone; WeChat scans it), then the review from
 * `report.json` (reviewComment.ts). Every pull request gets this same comment, a fork's too, once its
 * preview is approved. Other comments: the content check's problems (problemsComment.ts), a fork's
 * preview waiting for a maintainer (waitingComment.ts), the previews being full, the pull request having
 * changed after its run.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { fromJson } from '../../src/check/report/json';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { changedSentence } from './openPullRequests';
import { problemsComment } from './problemsComment';
import { reportSchema, reviewLines, type ReviewReport } from './reviewComment';
import { approversOf, waitingComment } from './waitingComment';

export const previewUrl = (origin: string, pr: number) => `${origin.replace(/\/+$/, '')}/preview/pr-${pr}/`;

/**
 * The comment's Markdown (the QR image is `_review/qr.png` next to the report); `origin`: the
 * previews' origin (`https://preview.example.com`, DEPLOY_PREVIEW_URL), `report`: report.json, if valid.
 */
export function commentMarkdown({ pr, origin, report }: { pr: number; origin: string; report?: ReviewReport }) {
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
    ...(report
      ? reviewLines(report)
      : ['评审报告的结果读不出来，请打开上面的评审报告看 (the review’s result could not be read)']),
    '',
  ].join('\n');
}

/** report.json as data, or undefined when it is missing or not a review's result. */
export function readReport(file: string): ReviewReport | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/** The comment when the pull request's head moved after the run: the approval, if any, covered the older commit. */
export const changedComment = (pr: number, built: string) =>
  [
    '### 拉取请求有了新的提交，这次没有部署 (the pull request changed after this run: not deployed)',
    '',
    changedSentence(pr, built),
    '',
    '新的提交会触发新的运行，它的预览会换掉这条评论；来自 fork 的拉取请求需要维护人员对新的运行再批准一次。(A new commit starts a new run; a fork’s new run needs a new approval.)',
    '',
  ].join('\n');

/** The comment when the previews are full: the deploy's own sentence (scripts/deploy/previewRoom.ts). */
export const fullComment = (sentence: string) =>
  ['### 预览站已满，这次没有部署 (the previews are full: not deployed)', '', sentence.trim(), ''].join('\n');

if (runDirectly(import.meta.url)) {
  const USAGE = `用法 (usage): npx tsx scripts/ci/previewComment.ts --pr <N> --review <dir> --url <preview origin> [--out <dir>]
       npx tsx scripts/ci/previewComment.ts --pr <N> --review <dir> --problems <content-check.json>
                [--server <https://github.com> --repository <owner/name> --branch <branch>]
       npx tsx scripts/ci/previewComment.ts --pr <N> --waiting <run URL> --sha <commit> --out <dir>
       npx tsx scripts/ci/previewComment.ts --pr <N> --changed <commit> --out <dir>
       npx tsx scripts/ci/previewComment.ts --pr <N> --full <file> --out <dir>

写出合并请求的评论 <out>/comment.md（默认 <review>/comment.md）(writes the pull request's comment):
  默认：预览站链接、评审报告链接、二维码，和 <review>/report.json 里的改动 (links, QR code, the review's changes)
  --problems：内容检查没通过时，列出每个问题和编辑每个文件的链接，说明这次没有预览
              (the content check's problems with a link to edit each file; no preview)
  --waiting：来自 fork 的拉取请求，预览等维护人员批准，说明谁能批准、在哪里批准
             (a fork's preview waits for a maintainer: who can approve, and where; GITHUB_TOKEN reads the environment)
  --changed：拉取请求在运行之后有了新的提交，这次没有部署 (the pull request changed after the run: not deployed)
  --full：预览站已满，这次没有部署（部署写的说明）(the previews are full: the deploy's sentence)`;
  const text = { type: 'string' } as const;
  const { values } = readCommandLine(USAGE, {
    pr: text,
    review: text,
    out: text,
    problems: text,
    server: text,
    repository: text,
    branch: text,
    waiting: text,
    sha: text,
    changed: text,
    full: text,
    url: text,
  });
  const option = (name: keyof typeof values) => values[name];
  try {
    const pr = Number(option('pr'));
    if (!Number.isInteger(pr) || pr < 1) throw new Error('--pr 需要拉取请求编号 (needs a pull-request number)');
    const review = option('review') ?? 'review';
    const out = option('out') ?? review;
    const [problemsFile, waiting, changed, full] = [
      option('problems'),
      option('waiting'),
      option('changed'),
      option('full'),
    ];
    let comment: string;
    if (problemsFile) {
      const { problems } = fromJson(readFileSync(problemsFile, 'utf8'));
      const [server, repository, branch] = [option('server'), option('repository'), option('branch')];
      comment = problemsComment({
        problems,
        edit: server && repository && branch ? { server, repository, branch } : undefined,
      });
    } else if (waiting) {
      comment = waitingComment({
        pr,
        run: waiting,
        sha: option('sha') ?? '',
        approvers: await approversOf(process.env),
      });
    } else if (changed) {
      comment = changedComment(pr, changed);
    } else if (full) {
      comment = fullComment(readFileSync(full, 'utf8'));
    } else {
      const origin = option('url');
      if (!origin) throw new Error('--url 需要预览站的地址 (needs the previews’ origin, DEPLOY_PREVIEW_URL)');
      await QRCode.toFile(join(review, 'qr.png'), previewUrl(origin, pr), { width: 320, margin: 2 });
      comment = commentMarkdown({ pr, origin, report: readReport(join(review, 'report.json')) });
    }
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'comment.md'), comment);
    console.log(`评论已写入 (comment written): ${join(out, 'comment.md')}`);
  } catch (error) {
    console.error(`预览评论失败 (failed): ${(error as Error).message}`);
    process.exit(1);
  }
}
