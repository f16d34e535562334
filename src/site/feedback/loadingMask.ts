import { LOADING_FADE_MS } from './constants';
import { element } from './dom';
import styles from './LoadingMask.module.css';

export interface LoadingMask {
  /** Shows the mask with `label` under the spinner (announced politely), or hides it. */
  set(visible: boolean, label?: string): void;
}

/**
 * A mask over `parent` (its nearest positioned ancestor, which sets `aria-busy` itself), or over the
 * viewport with `fullscreen`. Absent until first shown; on hiding it fades out over 400 ms, then leaves
 * the DOM; shown again during the fade, it stays.
 */
export function loadingMask(parent: HTMLElement, label: string, fullscreen = false): LoadingMask {
  let mask: HTMLElement | undefined;
  let status: HTMLElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    set(visible, text = label) {
      clearTimeout(timer);
      if (visible && !mask) {
        status = element('p', { role: 'status' });
        mask = element(
          'div',
          { class: fullscreen ? `${styles.mask} ${styles.fullscreen}` : styles.mask, 'data-loading-mask': '' },
          element('span', { class: styles.spinner, 'aria-hidden': 'true' }),
          // Keeps its line when emptied: the spinner above it must not move.
          status,
        );
        mask.style.transitionDuration = `${LOADING_FADE_MS}ms`;
        parent.append(mask);
      }
      if (!mask || !status) return;
      mask.dataset.state = visible ? 'open' : 'closing';
      // Emptied while fading, so a screen reader does not read a finished load.
      status.textContent = visible ? text : '';
      if (!visible)
        timer = setTimeout(() => {
          mask?.remove();
          mask = status = undefined;
        }, LOADING_FADE_MS);
    },
  };
}
