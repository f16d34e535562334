import { useEffect, useRef, useState } from 'react';
import codes from 'virtual:qr-codes';
import samples from 'virtual:sample-values';
import { fillPlaceholders } from '../../content/fillPlaceholders';
import { useSite } from '../../content/useSiteData';
import { SourceEditing } from '../SourceEditing';
import { outlineSamples } from './findSamples';
import styles from './SampleMarkers.module.css';
import './sampleOutlines.css';

/** Outlines each element that shows a sample value, naming its field, file and line, and counts them; again whenever the page's text changes. */
export default function SampleMarkers() {
  const { sampleBadge, unconfirmedBadge, unconfirmedLabel } = useSite();
  const badge = useRef<HTMLElement>(null);
  const [count, setCount] = useState(0);
  const [unconfirmed, setUnconfirmed] = useState(0);

  useEffect(() => {
    let frame = 0;
    const mark = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        for (const element of document.querySelectorAll('[data-sample], [data-unconfirmed]'))
          element.removeAttribute('title');
        const where = (sample: (typeof samples)[number]) => `${sample.field} · ${sample.file}:${sample.line}`;
        const hits = outlineSamples(document.body, samples, codes, where, badge.current);
        for (const { element, sampled, awaiting } of hits) {
          const label = awaiting && `${unconfirmedLabel}：${awaiting}`;
          element.setAttribute('title', [sampled, label].filter(Boolean).join('\n'));
        }
        setCount(hits.filter((hit) => hit.sampled).length);
        setUnconfirmed(hits.filter((hit) => hit.awaiting).length);
      });
    };
    mark();
    // Attributes are not observed: the marks themselves must not trigger another pass.
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [unconfirmedLabel]);

  return (
    <aside ref={badge} className={styles.badge} data-sample-badge="">
      {fillPlaceholders(sampleBadge, { count })}
      {unconfirmed > 0 && (
        <span className={styles.unconfirmed} data-unconfirmed-badge="">
          {fillPlaceholders(unconfirmedBadge, { count: unconfirmed })}
        </span>
      )}
      <SourceEditing />
    </aside>
  );
}
