/**
 * The pull request an editor came to edit: a preview's 编辑 link opens this site's
 * /admin/ with `?pr=<number>` (deploy/preview-server.conf), and the branch saves go to is asked of
 * GitHub by that number, with the editor's own sign-in. Nothing a pull request uploaded, and nothing
 * in the link but the number, decides it. Pure but for the one request, so unit tests need no Decap.
 */

/**
 * A branch name as git allows it, without anything a path or a URL could misread. The editor takes
 * only such a name from GitHub's answer about a pull request (below).
 */
export const BRANCH_NAME = /^(?!.*\.\.)(?!.*\/\/)[\p{L}\p{N}_][\p{L}\p{N}_./-]{0,199}$/u;

/** The query parameter a preview's 编辑 link carries. */
export const PULL_REQUEST_PARAM = 'pr';

/** The number in `?pr=`, undefined without one; a value that is no pull-request number is `NaN`. */
export function pullRequestNumber(search: string): number | undefined {
  const value = new URLSearchParams(search).get(PULL_REQUEST_PARAM);
  if (value === null) return undefined;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : Number.NaN;
}

export type PullRequestAnswer = { branch: string } | { refused: 'fork' | 'closed' | 'missing' };

/** What GitHub says of pull request `number` in `repo` (`owner/name`): its branch, or why saves cannot go there. */
export function judgePullRequest(pull: unknown, repo: string): PullRequestAnswer {
  const answer = pull as {
    state?: unknown;
    head?: { ref?: unknown; repo?: { full_name?: unknown } | null };
  } | null;
  if (!answer || typeof answer !== 'object' || typeof answer.head?.ref !== 'string') return { refused: 'missing' };
  const from = answer.head.repo?.full_name;
  // A fork's branch is in another repository (or one deleted since): this sign-in cannot save there.
  if (typeof from !== 'string' || from.toLowerCase() !== repo.toLowerCase()) return { refused: 'fork' };
  if (answer.state !== 'open') return { refused: 'closed' };
  return BRANCH_NAME.test(answer.head.ref) ? { branch: answer.head.ref } : { refused: 'missing' };
}

/** Asks GitHub's REST API (`apiRoot`) for the pull request with the editor's token. */
export async function askPullRequest(
  { apiRoot, repo, number, token }: { apiRoot: string; repo: string; number: number; token: string },
  fetchImpl: typeof fetch = fetch,
): Promise<PullRequestAnswer> {
  if (!Number.isInteger(number)) return { refused: 'missing' };
  const response = await fetchImpl(`${apiRoot}/repos/${repo}/pulls/${number}`, {
    headers: { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' },
    cache: 'no-store',
  });
  if (response.status === 404) return { refused: 'missing' };
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for pull request ${number}`);
  return judgePullRequest(await response.json(), repo);
}
