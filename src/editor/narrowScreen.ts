import type { SiteContent } from '../content/schemas/site';

/**
 * Decap's entry page is at least 800 px wide (its editor and toolbar set `min-width: 800px`): on a phone
 * the form and its preview sit side by side, the page scrolls sideways and the toolbar's status and 发布
 * are off the screen. Rather than restyle Decap, the editor says so, in content/site.md's
 * words, while the window is narrower, with what to use instead; the editor stays usable behind it.
 * Styled inline, fixed to the bottom: Decap's own page is positioned from the top.
 */

export type NarrowTexts = SiteContent['editControl']['narrowScreen'];

/** Below this width Decap's entry page scrolls sideways (its EditorContainer's min-width). */
export const DECAP_MIN_WIDTH = 800;

export function sayWhenNarrow(window: Window, texts: NarrowTexts): void {
  const { document } = window;
  const narrow = window.matchMedia(`(max-width: ${DECAP_MIN_WIDTH - 1}px)`);
  let dismissed = false;
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.dataset.narrowNotice = '';
  const words = document.createElement('p');
  words.textContent = texts.notice;
  Object.assign(words.style, { margin: '0', flex: '1' });
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = texts.dismiss;
  Object.assign(close.style, { font: 'inherit', padding: '4px 12px', cursor: 'pointer', flex: 'none' });
  close.addEventListener('click', () => {
    dismissed = true;
    notice.remove();
  });
  notice.append(words, close);
  Object.assign(notice.style, {
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: '0',
    zIndex: '10000',
    display: 'flex',
    gap: '12px',
    alignItems: 'center',
    padding: '12px 16px',
    background: '#fff4e5',
    color: '#5c3b00',
    borderTop: '1px solid #f0c36d',
    font: '15px/1.6 system-ui, sans-serif',
  });
  const show = () => {
    if (narrow.matches && !dismissed) document.body.append(notice);
    else notice.remove();
  };
  narrow.addEventListener('change', show);
  show();
}
