/**
 * `npx tsx scripts/ci/pullRequestOf.ts` in preview-deploy.yml: which pull request a finished
 * Preview run built, asked of GitHub with the run's head repository, branch and commit (from the
 * event, never from the run's artifact, which the pull request's own code wrote). Prints
 * `number=…`, `fork=true|false` and `preview=true|false` for $GITHUB_OUTPUT: a fork's preview waits
 * for a maintainer, and only a pull request into the default branch gets a preview at all. A preview
 * lives until its pull request closes, and the removal that runs then (preview-close.yml, on
 * pull_request_target) runs with the base branch's workflow and in an environment that admits only the
 * default branch: a preview of a pull request into any other branch would never be removed.
 */
import { z } from 'zod';
import { readCommandLine, runDirectly } from '../shared/commandLine';

const pulls = z.array(
  z.object({
    number: z.number().int().positive(),
    head: z.object({ sha: z.string(), ref: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
    base: z.object({ ref: z.string() }),
  }),
);

export type RunHead = { repository: string; branch: string; sha: string };

/** The open pull request whose head is exactly the run's; undefined when there is none (closed since). */
export function pullRequestOf(list: unknown, head: RunHead, repository: string, defaultBranch: string) {
  const match = pulls
    .parse(list)
    .find(
      (pull) =>
        pull.head.sha === head.sha && pull.head.ref === head.branch && pull.head.repo?.full_name === head.repository,
    );
  if (!match) return undefined;
  return { number: match.number, fork: head.repository !== repository, preview: match.base.ref === defaultBranch };
}

/** The log's sentence for a pull request into another branch: nothing is deployed for it. */
export const otherBaseSentence = (pr: number, defaultBranch: string) =>
  `拉取请求 #${pr} 不是合并到默认分支 ${defaultBranch} 的，不做预览 (pull request #${pr} does not target ${defaultBranch}: no preview)`;

if (runDirectly(import.meta.url)) {
  readCommandLine(
    '用法 (usage): npx tsx scripts/ci/pullRequestOf.ts\n(reads HEAD_REPOSITORY, HEAD_BRANCH, HEAD_SHA, DEFAULT_BRANCH, GITHUB_REPOSITORY, GITHUB_TOKEN)',
    {},
  );
  const env = process.env;
  const head = { repository: env.HEAD_REPOSITORY ?? '', branch: env.HEAD_BRANCH ?? '', sha: env.HEAD_SHA ?? '' };
  const repository = env.GITHUB_REPOSITORY ?? '';
  const defaultBranch = env.DEFAULT_BRANCH ?? '';
  const owner = head.repository.split('/')[0] ?? '';
  const url = new URL(`${env.GITHUB_API_URL ?? 'https://api.github.com'}/repos/${repository}/pulls`);
  url.search = new URLSearchParams({ state: 'open', head: `${owner}:${head.branch}`, per_page: '100' }).toString();
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${env.GITHUB_TOKEN ?? ''}`, Accept: 'application/vnd.github+json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    console.error(`GitHub answered ${response.status} for ${url.pathname}: ${await response.text()}`);
    process.exit(1);
  }
  const pull = pullRequestOf(await response.json(), head, repository, defaultBranch);
  if (!pull) {
    console.error(
      `没有找到这个提交的拉取请求 (no open pull request has ${head.repository}:${head.branch} at ${head.sha})`,
    );
    process.exit(1);
  }
  if (!pull.preview) console.error(otherBaseSentence(pull.number, defaultBranch));
  console.log(`number=${pull.number}\nfork=${pull.fork}\npreview=${pull.preview}`);
}
