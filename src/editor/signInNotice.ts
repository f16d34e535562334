import type { BackendOptions } from './config/cmsConfig';

/**
 * Decap's `github` backend signs in through the helper at `base_url` (CMS_AUTH_URL, docs/deploy.md);
 * without one its button opens Netlify's service, which does not know this site, and the sign-in
 * fails in a pop-up with nothing said in the editor. An editor who opens such a build is told so
 * above the button, in the words of content/site.md, instead of finding out by trying.
 */
export function needsSignInNotice(backend: BackendOptions): boolean {
  return backend.name === 'github' && !backend.base_url;
}

/** The notice, first in the page, above Decap's own root. */
export function showSignInNotice(document: Document, text: string): void {
  const notice = document.createElement('p');
  notice.setAttribute('role', 'status');
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
  document.body.prepend(notice);
}
