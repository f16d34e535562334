/**
 * `npx tsx scripts/ci/previewStatus.ts --pr <N> --url <origin>` in preview-deploy.yml, once the preview
 * is live: the commit status on the run's head commit (HEAD_SHA) that the browser editor's 查看预览
 * button reads, so an editor who saved in /admin/ reaches the preview (PREVIEW_STATUS_CONTEXT, src/editor/config/cmsConfig.ts).
 */
import { PREVIEW_STATUS_CONTEXT } from '../../src/editor/config/cmsConfig';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { previewUrl } from './previewComment';

/** The commit status that says the preview is live and where (`origin`: the previews' origin, DEPLOY_PREVIEW_URL). */
export const previewStatus = (origin: string, pr: number) => ({
  state: 'success',
  context: PREVIEW_STATUS_CONTEXT,
  target_url: previewUrl(origin, pr),
  description: '预览站已更新 (the preview is live)',
});

/** Posts it with GitHub's REST API (`api`: GITHUB_API_URL) on `repository` (`owner/name`) at `sha`. */
export async function postPreviewStatus(
  target: { api: string; repository: string; sha: string; token: string },
  origin: string,
  pr: number,
): Promise<void> {
  const url = `${target.api.replace(/\/+$/, '')}/repos/${target.repository}/statuses/${target.sha}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${target.token}`, Accept: 'application/vnd.github+json' },
    body: JSON.stringify(previewStatus(origin, pr)),
    // A GitHub that does not answer ends the step, not the job's whole time.
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok)
    throw new Error(`GitHub answered ${response.status} for ${new URL(url).pathname}: ${await response.text()}`);
}

if (runDirectly(import.meta.url)) {
  const { values } = readCommandLine(
    '用法 (usage): npx tsx scripts/ci/previewStatus.ts --pr <N> --url <preview origin>\n(reads HEAD_SHA, GITHUB_REPOSITORY, GITHUB_TOKEN)',
    { pr: { type: 'string' }, url: { type: 'string' } },
  );
  const env = process.env;
  try {
    const pr = Number(values.pr);
    const origin = values.url;
    if (!Number.isInteger(pr) || pr < 1) throw new Error('--pr 需要拉取请求编号 (needs a pull-request number)');
    if (!origin) throw new Error('--url 需要网站的地址 (needs the public origin, DEPLOY_PUBLIC_URL)');
    const target = {
      api: env.GITHUB_API_URL ?? 'https://api.github.com',
      repository: env.GITHUB_REPOSITORY ?? '',
      sha: env.HEAD_SHA ?? '',
      token: env.GITHUB_TOKEN ?? '',
    };
    await postPreviewStatus(target, origin, pr);
    console.log(`提交状态已设置 (commit status set): ${PREVIEW_STATUS_CONTEXT} → ${previewUrl(origin, pr)}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
