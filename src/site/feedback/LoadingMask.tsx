import { useEffect, useState } from 'react';
import { LOADING_FADE_MS } from './constants';
import styles from './LoadingMask.module.css';

export interface LoadingMaskProps {
  visible: boolean;
  /** What is loading, shown under the spinner and announced politely. */
  label: string;
  /** Cover the viewport instead of the positioned parent (used by `loading.fullscreen`). */
  fullscreen?: boolean;
}

/** A mask over its positioned parent, which sets `aria-busy` itself; on hiding it fades out, then leaves the DOM. */
export function LoadingMask({ visible, label, fullscreen = false }: LoadingMaskProps) {
  const [present, setPresent] = useState(visible);
  // Shown again before the fade ended: adjust during render rather than in an effect (no extra paint).
  if (visible && !present) setPresent(true);

  useEffect(() => {
    if (visible) return;
    const timer = setTimeout(() => setPresent(false), LOADING_FADE_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!present) return null;
  return (
    <div
      className={fullscreen ? `${styles.mask} ${styles.fullscreen}` : styles.mask}
      data-state={visible ? 'open' : 'closing'}
      data-loading-mask=""
      style={{ transitionDuration: `${LOADING_FADE_MS}ms` }}
    >
      <span className={styles.spinner} aria-hidden="true" />
      {/* Emptied while fading, so a screen reader does not read a finished load. */}
      <p role="status">{visible ? label : ''}</p>
    </div>
  );
}
