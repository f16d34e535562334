/**
 * `npx tsx scripts/ci/pullRequestOf.ts` in preview-deploy.yml: which pull request a finished
 * Preview run built, asked of GitHub with the run's head repository, branch and commit (from the
 * event, never from the run's artifact, which the pull request's own code wrote). Prints
 * `number=…` and `fork=true|false` for $GITHUB_OUTPUT: a fork's preview waits for a maintainer.
 */
import { z } from 'zod';

const pulls = z.array(
  z.object({
    number: z.number().int().positive(),
    head: z.object({ sha: z.string(), ref: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
  }),
);

/** The open pull request whose head is exactly the run's; undefined when there is none (closed since). */
export function pullRequestOf(
  list: unknown,
  head: { repository: string; branch: string; sha: string },
  repository: string,
) {
  const match = pulls
    .parse(list)
    .find(
      (pull) =>
        pull.head.sha === head.sha && pull.head.ref === head.branch && pull.head.repo?.full_name === head.repository,
    );
  if (!match) return undefined;
  return { number: match.number, fork: head.repository !== repository };
}

if (process.argv[1]?.endsWith('pullRequestOf.ts')) {
  const env = process.env;
  const head = { repository: env.HEAD_REPOSITORY ?? '', branch: env.HEAD_BRANCH ?? '', sha: env.HEAD_SHA ?? '' };
  const repository = env.GITHUB_REPOSITORY ?? '';
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
  const pull = pullRequestOf(await response.json(), head, repository);
  if (!pull) {
    console.error(
      `没有找到这个提交的拉取请求 (no open pull request has ${head.repository}:${head.branch} at ${head.sha})`,
    );
    process.exit(1);
  }
  console.log(`number=${pull.number}\nfork=${pull.fork}`);
}
