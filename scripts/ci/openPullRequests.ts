/**
 * `npx tsx scripts/ci/openPullRequests.ts --pr <N>` in preview-deploy.yml, inside the pull request's own
 * concurrency group: which pull requests are open right now (GitHub's answer, not the artifact's). A
 * pull request closed meanwhile gets its preview removed instead of deployed, so a removal is never
 * undone; over a limit, the other previews' pull requests not in the list go first (the deploy's --open).
 * Prints `open=<N,N,…>` and `this=true|false` for $GITHUB_OUTPUT.
 */
import { z } from 'zod';
import { option } from '../shared/args';

const page = z.array(z.object({ number: z.number().int().positive() }));

/** Every open pull request of `repository`, a hundred a page. */
export async function openPullRequests(
  { api, repository, token }: { api: string; repository: string; token: string },
  fetchImpl: typeof fetch = fetch,
): Promise<number[]> {
  const numbers: number[] = [];
  for (let index = 1; index <= 50; index++) {
    const url = `${api.replace(/\/+$/, '')}/repos/${repository}/pulls?state=open&per_page=100&page=${index}`;
    const response = await fetchImpl(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.github+json' },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${new URL(url).pathname}`);
    const pulls = page.parse(await response.json());
    numbers.push(...pulls.map((pull) => pull.number));
    if (pulls.length < 100) break;
  }
  return numbers.sort((a, b) => a - b);
}

if (process.argv[1]?.endsWith('openPullRequests.ts')) {
  const env = process.env;
  try {
    const pr = Number(option('--pr'));
    if (!Number.isInteger(pr) || pr < 1) throw new Error('--pr 需要拉取请求编号 (needs a pull-request number)');
    const target = {
      api: env.GITHUB_API_URL ?? 'https://api.github.com',
      repository: env.GITHUB_REPOSITORY ?? '',
      token: env.GITHUB_TOKEN ?? '',
    };
    const open = await openPullRequests(target);
    console.log(`open=${open.join(',')}\nthis=${open.includes(pr)}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
