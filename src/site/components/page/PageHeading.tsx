import type { Prose } from '../../../content/prose';
import { Text } from '../text/Text';
import styles from './PageHeading.module.css';

/** The page's single `<h1>` and its lead paragraph. */
export function PageHeading({ heading, lead }: { heading: string; lead?: Prose }) {
  return (
    <div className={styles.heading}>
      <h1>{heading}</h1>
      {lead && (
        <p className={styles.lead}>
          <Text prose={lead} />
        </p>
      )}
    </div>
  );
}
