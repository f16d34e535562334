/**
 * A fork's preview waits for a maintainer: preview-deploy.yml deploys it in the `preview-fork`
 * environment, whose required reviewers must approve first, so that nobody outside the company can put
 * a page on its preview domain. Until then the pull request's comment says so in Chinese, who can
 * approve (the environment's reviewers, named without an @: the comment notifies nobody), where, and
 * which commit the approval deploys: GitHub asks the reviewer to approve a run, and the run built one
 * commit with that commit's own workflow and scripts, whatever the pull request shows later.
 */
import { inlineCode } from '../../src/check/report/markdown';

/** The environment a fork's preview deploys in; docs/deploy.md sets it up with required reviewers. */
export const FORK_ENVIRONMENT = 'preview-fork';

export interface Approver {
  kind: 'user' | 'team';
  name: string;
}

const NAME = /^[\w.-]{1,100}$/;

/** The reviewers GitHub lists for FORK_ENVIRONMENT; undefined when it cannot be read. */
export async function approversOf(env: NodeJS.ProcessEnv): Promise<Approver[] | undefined> {
  const api = (env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, '');
  try {
    const response = await fetch(`${api}/repos/${env.GITHUB_REPOSITORY ?? ''}/environments/${FORK_ENVIRONMENT}`, {
      headers: { Authorization: `Bearer ${env.GITHUB_TOKEN ?? ''}`, Accept: 'application/vnd.github+json' },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) return undefined;
    const { protection_rules: rules = [] } = (await response.json()) as {
      protection_rules?: {
        type?: string;
        reviewers?: { type?: string; reviewer?: { login?: string; slug?: string } }[];
      }[];
    };
    return rules
      .filter((rule) => rule.type === 'required_reviewers')
      .flatMap((rule) => rule.reviewers ?? [])
      .map((entry): Approver => ({
        kind: entry.type === 'Team' ? 'team' : 'user',
        name: entry.reviewer?.login ?? entry.reviewer?.slug ?? '',
      }))
      .filter((approver) => NAME.test(approver.name));
  } catch {
    return undefined;
  }
}

/** The comment while a fork's preview waits; `run`: this workflow run's page, where the approval is given. */
export function waitingComment({
  pr,
  run,
  sha,
  approvers,
}: {
  pr: number;
  run: string;
  /** The commit the run built (the workflow_run event's head_sha). */
  sha: string;
  approvers?: Approver[];
}): string {
  if (!/^https:\/\/[\w.-]+\/[\w./-]+\/actions\/runs\/\d+$/.test(run))
    throw new Error(`not a workflow run's address: ${run}`);
  if (!/^[0-9a-f]{40}$/.test(sha)) throw new Error(`not a commit: ${sha}`);
  const short = inlineCode(sha.slice(0, 7));
  const where = `仓库 Settings → Environments → ${inlineCode(FORK_ENVIRONMENT)} 里的 Required reviewers`;
  const names = (approvers ?? []).map((approver) =>
    approver.kind === 'team' ? `团队 ${inlineCode(approver.name)}` : inlineCode(approver.name),
  );
  return [
    '### 预览等待维护人员批准 (the preview waits for a maintainer’s approval)',
    '',
    `拉取请求 #${pr} 来自别人的仓库（fork）。为了不让任何人都能把网页放到公司的域名下，它的预览要等仓库的维护人员批准后才会部署；批准之前，没有预览站，也没有评审报告。`,
    '',
    names.length
      ? `可以批准的人 (who can approve)：${names.join('、')}（${where}）`
      : `可以批准的人 (who can approve)：${where}设置的人`,
    '',
    `批准的是提交 ${short}：部署的是这个提交的构建，构建时运行的是这个提交里的工作流和脚本。请先在 “Files changed” 里看的正是 ${short} 的改动，再批准；之后再有新的提交，这次批准不会部署它，需要新的运行。`,
    '',
    `维护人员请打开[这次运行](${run})，点 “Review deployments”，勾选 ${inlineCode(FORK_ENVIRONMENT)}，再点 “Approve and deploy”；批准后几分钟，这条评论会换成预览站的链接和二维码。`,
    '',
    `(This pull request comes from a fork: its preview is deployed only after a reviewer of the ${FORK_ENVIRONMENT} environment approves this run. The approval deploys the build of commit ${sha.slice(0, 7)}, made by that commit's own workflow and scripts; a later commit needs a new run.)`,
    '',
  ].join('\n');
}
