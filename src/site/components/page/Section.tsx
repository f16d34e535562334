import type { ReactNode } from 'react';
import type { Prose } from '../../../content/prose';
import { Paragraph } from '../text/Paragraph';
import styles from './Section.module.css';

interface Props {
  title: string;
  lead?: Prose;
  /** Alternate sections take a tinted background so the page reads in bands. */
  tinted?: boolean;
  id?: string;
  children: ReactNode;
}

/** A titled band of a page: `<section>` named by its `<h2>`. */
export function Section({ title, lead, tinted = false, id, children }: Props) {
  const headingId = `${id ?? title}-heading`;
  return (
    <section className={`${styles.section} ${tinted ? styles.tinted : ''}`} aria-labelledby={headingId} id={id}>
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead && <Paragraph prose={lead} className={styles.lead} />}
        {children}
      </div>
    </section>
  );
}
