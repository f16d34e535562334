import CMS from './decap';
import { fillPlaceholders } from '../content/fillPlaceholders';
import type { SiteContent } from '../content/schemas/site';
import { askPullRequest } from './pullRequest';
import { signInSentence, SITE_GITHUB } from './signInOptions';

/**
 * Signing in on the real site (docs/cms.md): the site's own nginx answers the OAuth exchange
 * (deploy/sign-in.js), and what can go wrong is said in the editor in the words of content/site.md.
 */

type SignInTexts = SiteContent['editControl']['signIn'];

/** A pull request's branch the editor was asked to save to (`?pr=`), refused in one sentence. */
class PullRequestRefused extends Error {}

/** The pull request whose branch saves go to (src/editor/pullRequest.ts): its number, and where to ask GitHub. */
export interface PullRequestTarget {
  number: number;
  repo: string;
  apiRoot: string;
}

/**
 * Decap's `github` backend as SITE_GITHUB, saying sign-in failures in Chinese (Decap's toast shows English,
 * briefly). With `pullRequest`, signing in first asks GitHub for that pull request with the new token: its
 * branch becomes the one every save starts from and targets, or the sign-in stops with the sentence that
 * says why not (a fork's, a closed one, none by that number).
 */
export function registerSiteGitHub(document: Document, texts: SignInTexts, pullRequest?: PullRequestTarget): void {
  const github = CMS.getBackend('github');
  if (!github) throw new Error("src/editor/decap.ts registers the 'github' backend");
  type Backend = { authenticate: (state: { token: string }) => Promise<unknown>; branch: string };
  const init = github.init as (...args: unknown[]) => Backend;
  const refusals = { fork: texts.pullRequestFork, closed: texts.pullRequestClosed, missing: texts.pullRequestMissing };
  CMS.registerBackend(SITE_GITHUB, function SiteGitHub(...args: unknown[]) {
    const backend = init(...args);
    const authenticate = backend.authenticate.bind(backend);
    const onBranch = async (state: { token: string }) => {
      if (!pullRequest) return;
      const answer = await askPullRequest({ ...pullRequest, token: state.token });
      const values = { number: pullRequest.number, branch: 'branch' in answer ? answer.branch : '' };
      if ('refused' in answer) throw new PullRequestRefused(fillPlaceholders(refusals[answer.refused], values));
      // Decap's github backend reads and bases every save on `branch` once authenticated.
      backend.branch = answer.branch;
      showNotice(document, fillPlaceholders(texts.pullRequest, values));
    };
    backend.authenticate = (state) =>
      onBranch(state)
        .then(() => authenticate(state))
        .catch((error: unknown) => {
          if (error instanceof PullRequestRefused) {
            showNotice(document, error.message, true);
            throw error;
          }
          const sentence = signInSentence(error, texts);
          if (!sentence) throw error;
          // Decap 3.16 keeps its button at 正在登录… after a failed sign-in (its AUTH_FAILURE leaves
          // isFetching set): a fresh page is the way to try again.
          showNotice(document, sentence, true, { label: texts.retry, run: () => location.reload() });
          throw new Error(sentence);
        });
    return backend;
  });
}

/** A blocked pop-up (Decap calls `focus()` on null, showing nothing) is told, and Decap gets a closed window. */
export function watchPopups(window: Window, texts: SignInTexts, path: string): void {
  const open = window.open.bind(window);
  window.open = (...args: Parameters<Window['open']>) => {
    const opened = open(...args);
    if (opened || !String(args[0] ?? '').includes(`/${path}?`)) return opened;
    showNotice(window.document, texts.popupBlocked, true);
    return { closed: true, focus() {}, close() {}, postMessage() {} } as unknown as Window;
  };
}

/** Before anyone clicks: when the server has no secret yet (deploy/sign-in.js health), say so above the button. */
export async function checkSignIn(document: Document, texts: SignInTexts, path: string): Promise<void> {
  try {
    const response = await fetch(`/${path}/health`, { cache: 'no-store' });
    const answer = response.ok ? ((await response.json()) as { signIn?: unknown }) : undefined;
    if (answer?.signIn === 'no-secret') showNotice(document, texts.notReady);
  } catch {
    // No answer at all (a server without the sign-in): the pop-up will say what is wrong.
  }
}

/** A sentence about signing in, first in the page above Decap's own root; a newer one replaces the last. */
function showNotice(document: Document, text: string, urgent = false, action?: { label: string; run: () => void }) {
  document.querySelector('[data-sign-in-notice]')?.remove();
  const notice = document.createElement('p');
  // An alert is read out at once (the editor just clicked and is waiting); a status when the page opens.
  notice.setAttribute('role', urgent ? 'alert' : 'status');
  notice.dataset.signInNotice = '';
  notice.textContent = text;
  Object.assign(notice.style, {
    margin: '0',
    padding: '12px 16px',
    background: '#fff4e5',
    color: '#5c3b00',
    borderBottom: '1px solid #f0c36d',
    font: '15px/1.6 system-ui, sans-serif',
    textAlign: 'center',
  });
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = action.label;
    Object.assign(button.style, { marginInlineStart: '12px', font: 'inherit', padding: '2px 12px', cursor: 'pointer' });
    button.addEventListener('click', action.run);
    notice.append(button);
  }
  document.body.prepend(notice);
}
