import { useEffect, useRef, useState } from 'react';
import codes from 'virtual:qr-codes';
import samples from 'virtual:sample-values';
import { fillPlaceholders } from '../../content/fillPlaceholders';
import { useSite } from '../../content/useSiteData';
import { SourceEditing } from '../../preview/SourceEditing';
import { findSamples } from './findSamples';
import styles from './SampleMarkers.module.css';

/**
 * Outlines each element that shows a sample value (`data-sample` names each field with its file
 * and line, `; ` between several) and says how many the page has. Runs again whenever the page's text changes (a new route's included).
 */
export default function SampleMarkers() {
  const { sampleBadge } = useSite();
  const badge = useRef<HTMLElement>(null);
  const [count, setCount] = useState(0);

  useEffect(() => {
    let frame = 0;
    const mark = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        for (const element of document.querySelectorAll('[data-sample]')) {
          element.removeAttribute('data-sample');
          element.removeAttribute('title');
        }
        const hits = findSamples(document.body, samples, codes, badge.current);
        for (const { element, samples: shown } of hits) {
          const where = shown.map((sample) => `${sample.field} · ${sample.file}:${sample.line}`).join('; ');
          element.setAttribute('data-sample', where);
          element.setAttribute('title', where);
        }
        setCount(hits.length);
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
  }, []);

  return (
    <aside ref={badge} className={styles.badge} data-sample-badge="">
      {fillPlaceholders(sampleBadge, { count })}
      <SourceEditing />
    </aside>
  );
}
