import type { SiteContent } from '../content/schemas/site';

/** Where and as what the editor signs in (signIn.ts), and a failure's sentence: pure, so unit tests need no Decap. */

/** The name Decap's own `github` backend, wrapped, is registered under. */
export const SITE_GITHUB = 'github-site' as const;

/** The sign-in path of the editor at `pathname`: `admin/auth` beside `/admin/` (under the site's prefix). */
export function signInPath(pathname: string): string {
  return `${pathname.replace(/[^/]*$/, '')}auth`.replace(/^\//, '');
}

/** The sentence for an error of Decap's sign-in, when it is one the editor can act on. */
export function signInSentence(error: unknown, texts: SiteContent['editControl']['signIn']): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  // decap-cms-backend-github implementation.tsx: no push permission, or a repository the account cannot see.
  if (/does not have access to this repo|Repo ".*" not found/s.test(message)) return texts.noWriteAccess;
  // fetch() failing outright: Chromium, Firefox, Safari.
  if (/Failed to fetch|NetworkError|Load failed|network error/i.test(message)) return texts.unreachable;
  return undefined;
}
