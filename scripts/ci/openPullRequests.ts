/**
 * `npx tsx scripts/ci/openPullRequests.ts --pr <N> --head-sha <sha> --head-repository <owner/name>` in
 * preview-deploy.yml, inside the pull request's own concurrency group and right before the deploy: what
 * GitHub says now, not what the artifact or an earlier job said.
 *
 * - `state=deploy`: the pull request is open, into the default branch, and its head is still the commit and
 *   repository the run built. A maintainer's approval of a fork's run is given to what they saw, so a
 *   commit pushed after the run (with `[skip ci]`, or while the run held the concurrency group) must not
 *   let the older artifact go live under that approval.
 * - `state=changed`: its head moved since the run; nothing is deployed and the comment asks for a new run.
 * - `state=closed`: closed (or retargeted) meanwhile; its preview is removed instead, so a removal is never undone.
 *
 * Also prints `open=<N,N,…>`: every open pull request, so the deploy removes every preview whose pull
 * request is not among them.
 */
import { z } from 'zod';
import { readCommandLine, runDirectly } from '../shared/commandLine';

const page = z.array(z.object({ number: z.number().int().positive() }));
const pull = z.object({
  state: z.string(),
  head: z.object({ sha: z.string(), repo: z.object({ full_name: z.string() }).nullable() }),
  base: z.object({ ref: z.string() }),
});

type Target = { api: string; repository: string; token: string };

const get = async (url: string, token: string, fetchImpl: typeof fetch) => {
  const response = await fetchImpl(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${new URL(url).pathname}`);
  return response.json() as Promise<unknown>;
};

/** Every open pull request of `repository`, a hundred a page. */
export async function openPullRequests(
  { api, repository, token }: Target,
  fetchImpl: typeof fetch = fetch,
): Promise<number[]> {
  const numbers: number[] = [];
  for (let index = 1; index <= 50; index++) {
    const url = `${api.replace(/\/+$/, '')}/repos/${repository}/pulls?state=open&per_page=100&page=${index}`;
    const pulls = page.parse(await get(url, token, fetchImpl));
    numbers.push(...pulls.map((one) => one.number));
    if (pulls.length < 100) break;
  }
  return numbers.sort((a, b) => a - b);
}

export type RunState = 'deploy' | 'changed' | 'closed';

/** Whether the pull request, as GitHub has it now, is still the one the run built. */
export function stateOf(now: unknown, run: { sha: string; repository: string }, defaultBranch: string): RunState {
  const { state, head, base } = pull.parse(now);
  if (state !== 'open' || base.ref !== defaultBranch) return 'closed';
  return head.sha === run.sha && head.repo?.full_name === run.repository ? 'deploy' : 'changed';
}

/** The log's sentence for `changed`, naming both commits. */
export const changedSentence = (pr: number, built: string) =>
  `拉取请求 #${pr} 在这次运行之后有了新的提交，不部署 ${built.slice(0, 7)} 的构建；需要新的运行 (the pull request changed after this run: not deployed, a new run is needed)`;

if (runDirectly(import.meta.url)) {
  const { values } = readCommandLine(
    '用法 (usage): npx tsx scripts/ci/openPullRequests.ts [--pr <N> --head-sha <sha> --head-repository <owner/name>]\n(reads DEFAULT_BRANCH, GITHUB_REPOSITORY, GITHUB_TOKEN; without --pr prints only open=)',
    { pr: { type: 'string' }, 'head-sha': { type: 'string' }, 'head-repository': { type: 'string' } },
  );
  const env = process.env;
  try {
    const target = {
      api: env.GITHUB_API_URL ?? 'https://api.github.com',
      repository: env.GITHUB_REPOSITORY ?? '',
      token: env.GITHUB_TOKEN ?? '',
    };
    // Without --pr (the scheduled clean-up): only the list.
    if (values.pr !== undefined) {
      const pr = Number(values.pr);
      if (!Number.isInteger(pr) || pr < 1) throw new Error('--pr 需要拉取请求编号 (needs a pull-request number)');
      const run = { sha: values['head-sha'] ?? '', repository: values['head-repository'] ?? '' };
      if (!/^[0-9a-f]{40}$/.test(run.sha) || !run.repository)
        throw new Error(
          '--head-sha 和 --head-repository 需要这次运行的提交和仓库 (need the run’s commit and repository)',
        );
      const now = await get(
        `${target.api.replace(/\/+$/, '')}/repos/${target.repository}/pulls/${pr}`,
        target.token,
        fetch,
      );
      const state = stateOf(now, run, env.DEFAULT_BRANCH ?? '');
      if (state === 'changed') console.error(changedSentence(pr, run.sha));
      console.log(`state=${state}`);
    }
    console.log(`open=${(await openPullRequests(target)).join(',')}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
