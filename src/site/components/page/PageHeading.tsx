import { Text } from '../text/Text';
import styles from './PageHeading.module.css';

/** The page's single `<h1>` and its lead paragraph. */
export function PageHeading({ heading, lead }: { heading: string; lead?: string }) {
  return (
    <div className={styles.heading}>
      <h1>{heading}</h1>
      {lead && (
        <p className={styles.lead}>
          <Text>{lead}</Text>
        </p>
      )}
    </div>
  );
}
