import { useBehaviour } from '../../islands/useBehaviour';
import type { SubNavProps } from './subNavBehaviour';
import styles from './SubNav.module.css';

/**
 * The business-introduction sub-nav: real `#anchor` links, the first highlighted; the
 * scroll-spy and the smooth scroll are its behaviour (subNavBehaviour.ts).
 */
export function SubNav({ label, sections }: SubNavProps) {
  const ref = useBehaviour<'subNav', HTMLElement>('subNav', { label, sections });
  return (
    <nav ref={ref} aria-label={label} className={styles.nav}>
      <ul className={`container ${styles.list}`}>
        {sections.map((section, index) => (
          <li key={section.anchor}>
            <a href={`#${section.anchor}`} className={styles.link} aria-current={index === 0 ? 'true' : undefined}>
              {section.navLabel}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
