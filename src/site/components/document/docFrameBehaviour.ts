import type { DocumentContent } from '../../../content/schemas/document';
import type { ForPage } from '../../../content/prose';
import { element } from '../../feedback/dom';
import { loadingMask } from '../../feedback/loadingMask';
import type { Behaviour } from '../../islands/behaviour';
import { frameStatus, isMixedContent, probeAddress, type ProbeResult } from './frameAccess';
import styles from './DocFrame.module.css';

/** How long the documentation may take before the page offers the new-window link prominently. */
const FRAME_TIMEOUT_MS = 15000;

export interface DocFrameProps {
  frame: ForPage<DocumentContent>['frame'];
}

/**
 * The frame box's life in the browser: a loading mask while the documentation loads; the frame
 * made once its address answers (otherwise the browser's own error page would show under the notice, and
 * building it cost Chromium 200 ms of main thread on a slow phone: docs/performance.md); a notice over the
 * box when the page cannot show it, and a notification too for a visitor scrolled away from the notice.
 */
export const docFrameBehaviour: Behaviour<DocFrameProps> = (wrapper, { frame }, site) => {
  const box = wrapper.querySelector<HTMLElement>('[aria-busy]');
  if (!box) return () => {};
  const mask = loadingMask(box, frame.loading);
  const blocked = isMixedContent(window.location.protocol, frame.url);
  let probe: ProbeResult = 'pending';
  let loadFired = false;
  let timedOut = false;
  let iframe: HTMLIFrameElement | undefined;
  let notice: HTMLElement | undefined;
  let closeNotification = () => {};

  /** A visitor who can see the notice is not told twice, and the notification code is then never loaded. */
  function notifyIfAway(text: string) {
    const seen = notice?.getBoundingClientRect();
    if (seen && seen.bottom > 0 && seen.top < window.innerHeight) return;
    let closed = false;
    closeNotification = () => {
      closed = true;
    };
    void import('../../feedback/notification').then(({ notify }) => {
      if (closed) return;
      const handle = notify({
        type: 'warning',
        title: frame.noticeTitle,
        text,
        // Bottom corner and the usual 4500 ms: at the top it covered the header's hotline and login link.
        position: 'bottom-right',
        closeLabel: site.closeLabel,
        action: { label: frame.openLabel, href: frame.url },
      });
      closeNotification = () => handle.close();
    });
  }

  function render() {
    const current = frameStatus({ mixedContent: blocked, probe, loadFired, timedOut });
    wrapper.dataset.frameStatus = current;
    box?.setAttribute('aria-busy', String(current === 'loading'));
    if (!blocked && probe === 'answered' && !iframe) {
      iframe = element('iframe', { src: frame.url, title: frame.title, class: styles.frame });
      iframe.addEventListener('load', () => {
        loadFired = true;
        render();
      });
      if (notice) notice.after(iframe);
      else box?.prepend(iframe);
    }
    mask.set(current === 'loading');
    const text = current === 'blocked' ? frame.blocked : current === 'failed' ? frame.failed : null;
    if (text === (notice?.textContent ?? null)) return;
    closeNotification();
    notice?.remove();
    notice = undefined;
    if (text === null) return;
    // Over the top of the box: arriving after the first paint, it must not push down what the visitor reads.
    notice = element('p', { class: styles.notice, role: 'alert' }, text);
    box?.prepend(notice);
    notifyIfAway(text);
  }

  // In a cross-origin page neither `:focus` nor `:focus-within` matches the frame: the parent window
  // learns of it only through its own blur, and activeElement settles in the next task.
  const focusChanged = () =>
    window.setTimeout(() => {
      if (iframe && document.activeElement === iframe) box.dataset.frameFocused = 'true';
      else delete box.dataset.frameFocused;
    });
  window.addEventListener('blur', focusChanged);
  window.addEventListener('focus', focusChanged);
  document.addEventListener('focusin', focusChanged);

  // The frame's load event means little on its own (frameAccess.ts): ask the address too, and give up in time.
  const controller = new AbortController();
  let timer = 0;
  if (!blocked) {
    void probeAddress(frame.url, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      probe = result;
      render();
    });
    timer = window.setTimeout(() => {
      timedOut = true;
      render();
    }, FRAME_TIMEOUT_MS);
  }
  render();

  return () => {
    controller.abort();
    window.clearTimeout(timer);
    window.removeEventListener('blur', focusChanged);
    window.removeEventListener('focus', focusChanged);
    document.removeEventListener('focusin', focusChanged);
    closeNotification();
    notice?.remove();
    iframe?.remove();
    mask.set(false);
  };
};
