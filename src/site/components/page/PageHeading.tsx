import type { Prose } from '../../../content/prose';
import { Paragraph } from '../text/Paragraph';
import styles from './PageHeading.module.css';

/** The page's single `<h1>` and its lead paragraph. */
export function PageHeading({ heading, lead }: { heading: string; lead?: Prose }) {
  return (
    <div className={styles.heading}>
      <h1>{heading}</h1>
      {lead && <Paragraph prose={lead} className={styles.lead} />}
    </div>
  );
}
