import { useMemo, type MouseEvent } from 'react';
import { useActiveSection } from '../../hooks/useActiveSection';
import styles from './SubNav.module.css';

interface Props {
  label: string;
  sections: readonly { anchor: string; navLabel: string }[];
}

/**
 * The business-introduction sub-nav (DESIGN §4): real `#anchor` links (they work without
 * JavaScript); with it, a click scrolls smoothly (instantly under reduced motion), moves
 * focus to the section heading and puts the anchor in the address.
 */
export function SubNav({ label, sections }: Props) {
  // Stable across renders: the scroll observer is set up again whenever it changes.
  const anchors = useMemo(() => sections.map((section) => section.anchor), [sections]);
  const active = useActiveSection(anchors);

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
