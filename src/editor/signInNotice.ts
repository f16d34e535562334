/**
 * A sentence about signing in, first in the page above Decap's own root, in the words of
 * content/site.md (editControl.signIn): the sign-in is not set up yet, the pop-up was blocked,
 * the account cannot save. One at a time: a newer sentence replaces the last.
 */
export function showSignInNotice(
  document: Document,
  text: string,
  urgent = false,
  action?: { label: string; run: () => void },
): void {
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
