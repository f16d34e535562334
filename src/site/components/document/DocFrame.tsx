import { ExternalLink } from '../ExternalLink';
import { useBehaviour } from '../../islands/useBehaviour';
import type { DocFrameProps } from './docFrameBehaviour';
import pill from '../../styles/pill.module.css';
import styles from './DocFrame.module.css';
// The mask's rules in this page's stylesheet: its behaviour draws it as soon as it starts.
import '../../feedback/LoadingMask.module.css';

/**
 * The external developer documentation in a frame, with a loading mask and a way out. The
 * page as written: the frame, its mask and notices come with its behaviour (docFrameBehaviour.ts);
 * without JavaScript the frame is simply there.
 */
export function DocFrame({ frame }: DocFrameProps) {
  const ref = useBehaviour<'docFrame', HTMLDivElement>('docFrame', { frame });
  return (
    <div ref={ref} className={styles.wrapper} data-frame-status="loading">
      <p className={styles.open}>
        {/* Named by what it opens, then 在新窗口打开 like every new-window link. */}
        <ExternalLink href={frame.url} className={`${pill.pill} ${styles.openLink}`}>
          {frame.openLabel}
        </ExternalLink>
      </p>
      <div className={styles.box} aria-busy="false">
        <noscript>
          <iframe src={frame.url} title={frame.title} className={styles.frame} />
        </noscript>
      </div>
    </div>
  );
}
