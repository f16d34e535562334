/**
 * The editor opened from a preview's 编辑 link learns the branch it saves to from GitHub, by
 * the pull request's number, with its own sign-in: nothing uploaded and nothing in the link but the
 * number decides it, and a fork's or a closed pull request is refused (src/editor/pullRequest.ts).
 */
import { describe, expect, it } from 'vitest';
import { askPullRequest, judgePullRequest, pullRequestNumber } from '../../../src/editor/pullRequest';

const REPO = 'company/rail-ticket-site';
const pull = (state: string, ref: string, from: string | null) => ({
  state,
  head: { ref, repo: from === null ? null : { full_name: from } },
});

describe('the pull request a preview’s link names', () => {
  it.each([
    ['?pr=12&field=lead', 12],
    ['?field=lead', undefined],
    ['?pr=0', Number.NaN],
    ['?pr=12abc', Number.NaN],
    ['?pr=-3', Number.NaN],
  ])('%s → %s', (search, number) => expect(pullRequestNumber(search)).toEqual(number));
});

describe('what GitHub says of it', () => {
  it('an open pull request from a branch of this repository: its branch', () => {
    expect(judgePullRequest(pull('open', 'editor/新标题', REPO), REPO)).toEqual({ branch: 'editor/新标题' });
    expect(judgePullRequest(pull('open', 'fix', 'Company/Rail-Ticket-Site'), REPO)).toEqual({ branch: 'fix' });
  });

  it('a fork’s (its repository deleted too), a closed one, one with an odd branch or none: refused', () => {
    expect(judgePullRequest(pull('open', 'main', 'someone/rail-ticket-site'), REPO)).toEqual({ refused: 'fork' });
    expect(judgePullRequest(pull('open', 'main', null), REPO)).toEqual({ refused: 'fork' });
    expect(judgePullRequest(pull('closed', 'fix', REPO), REPO)).toEqual({ refused: 'closed' });
    expect(judgePullRequest(pull('open', '../main', REPO), REPO)).toEqual({ refused: 'missing' });
    expect(judgePullRequest({ message: 'Not Found' }, REPO)).toEqual({ refused: 'missing' });
  });

  it('asks GitHub’s API for that number with the editor’s token, and nothing else', async () => {
    const asked: { url: string; authorization: string | null }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      asked.push({ url, authorization: new Headers(init.headers).get('authorization') });
      return new Response(JSON.stringify(pull('open', 'fix', REPO)), { status: 200 });
    }) as typeof fetch;
    const answer = await askPullRequest(
      { apiRoot: 'https://api.github.com', repo: REPO, number: 12, token: 'gho_x' },
      fetchImpl,
    );
    expect(answer).toEqual({ branch: 'fix' });
    expect(asked).toEqual([{ url: `https://api.github.com/repos/${REPO}/pulls/12`, authorization: 'token gho_x' }]);
    const none = (async () => new Response('{}', { status: 404 })) as typeof fetch;
    expect(await askPullRequest({ apiRoot: 'x', repo: REPO, number: 99, token: 't' }, none)).toEqual({
      refused: 'missing',
    });
  });
});
