import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { activeSection } from '../../lib/activeSection';
import styles from './SubNav.module.css';

/** A section is in view once its top has passed this line, in px from the top of the viewport. */
const READING_LINE_PX = 160;

interface Props {
  label: string;
  sections: readonly { anchor: string; navLabel: string }[];
}

/**
 * The business-introduction sub-nav (DESIGN §4): real `#anchor` links (they work without JavaScript);
 * with it, a click scrolls smoothly (instantly under reduced motion), moves focus to the section
 * heading and puts the anchor in the address. The highlight follows the section in view, 0 at the top.
 */
export function SubNav({ label, sections }: Props) {
  // Stable across renders: the scroll listener is set up again whenever it changes.
  const anchors = useMemo(() => sections.map((section) => section.anchor), [sections]);
  const [active, setActive] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = anchors.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      setActive(activeSection(tops, READING_LINE_PX));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [anchors]);

  const go = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${anchor}`);
  };

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={`container ${styles.list}`}>
        {sections.map((section, index) => (
          <li key={section.anchor}>
            <a
              href={`#${section.anchor}`}
              className={styles.link}
              aria-current={active === index ? 'true' : undefined}
              onClick={(event) => go(event, section.anchor)}
            >
              {section.navLabel}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
