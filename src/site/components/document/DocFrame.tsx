import { useEffect, useRef, useState } from 'react';
import type { DocumentContent } from '../../../content/schemas/document';
import { useFrameFocus } from '../../hooks/useFrameFocus';
import { useHydrated } from '../../hooks/useHydrated';
import { frameStatus, isMixedContent, probeAddress, type ProbeResult } from './frameAccess';
import { ExternalLink } from '../ExternalLink';
import { LoadingMask } from '../../feedback/LoadingMask';
import { useSite } from '../../../content/useSiteData';
import pill from '../../styles/pill.module.css';
import styles from './DocFrame.module.css';
import type { Shown } from '../../../content/prose';

/** How long the documentation may take before the page offers the new-window link prominently. */
const FRAME_TIMEOUT_MS = 15000;

/** The external developer documentation in a frame, with a loading mask and a way out (DESIGN §4). */
export function DocFrame({ frame }: { frame: Shown<DocumentContent>['frame'] }) {
  const hydrated = useHydrated();
  const site = useSite();
  const [probe, setProbe] = useState<ProbeResult>('pending');
  const [loadFired, setLoadFired] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const frameFocused = useFrameFocus(frameRef);
  const blocked = hydrated && isMixedContent(window.location.protocol, frame.url);
  const current = frameStatus({ mixedContent: blocked, probe, loadFired, timedOut });

  // The frame's load event means little on its own (frameAccess.ts): ask the address too, and give up in time.
  useEffect(() => {
    if (!hydrated || blocked) return;
    const controller = new AbortController();
    void probeAddress(frame.url, controller.signal).then((result) => {
      if (!controller.signal.aborted) setProbe(result);
    });
    const timer = window.setTimeout(() => setTimedOut(true), FRAME_TIMEOUT_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [hydrated, blocked, frame.url]);

  const notice = current === 'blocked' ? frame.blocked : current === 'failed' ? frame.failed : null;

  // A visitor scrolled away from the notice (a time limit can run out late) gets it as a notification
  // too; one who can see it is not told twice, and the notification code is then never loaded.
  useEffect(() => {
    if (!notice) return;
    const box = noticeRef.current?.getBoundingClientRect();
    if (box && box.bottom > 0 && box.top < window.innerHeight) return;
    let closed = false;
    let close = () => {
      closed = true;
    };
    // Loaded on demand: the notification code is needed only when the frame fails.
    void import('../../feedback/notification').then(({ notify }) => {
      if (closed) return;
      const handle = notify({
        type: 'warning',
        title: frame.noticeTitle,
        text: notice,
        // Bottom corner and the usual 4500 ms: at the top it covered the header's hotline and login link.
        position: 'bottom-right',
        closeLabel: site.closeLabel,
        action: { label: frame.openLabel, href: frame.url },
      });
      close = () => handle.close();
    });
    return () => close();
  }, [notice, frame, site.closeLabel]);
  return (
    <div className={styles.wrapper} data-frame-status={current}>
      <p className={styles.open}>
        {/* Named by what it opens, then 在新窗口打开 like every new-window link (DESIGN §9). */}
        <ExternalLink href={frame.url} className={`${pill.pill} ${styles.openLink}`}>
          {frame.openLabel}
        </ExternalLink>
      </p>
      <div
        className={styles.box}
        data-frame-focused={frameFocused || undefined}
        aria-busy={hydrated && current === 'loading'}
      >
        {/* Over the top of the box: arriving after the first paint, it must not push down what the visitor reads. */}
        {notice && (
          <p ref={noticeRef} className={styles.notice} role="alert">
            {notice}
          </p>
        )}
        {/* Created once the address answers: otherwise the browser's own error page would show under the
            notice, and building it cost Chromium 200 ms of main thread on a slow phone (docs/performance.md). */}
        {hydrated && !blocked && probe === 'answered' && (
          <iframe
            ref={frameRef}
            src={frame.url}
            title={frame.title}
            className={styles.frame}
            onLoad={() => setLoadFired(true)}
          />
        )}
        {!hydrated && (
          <noscript>
            <iframe src={frame.url} title={frame.title} className={styles.frame} />
          </noscript>
        )}
        <LoadingMask label={frame.loading} visible={hydrated && current === 'loading'} />
      </div>
    </div>
  );
}
