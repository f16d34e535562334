import type { RecruitmentContent } from '../../../content/schemas/recruitment';
import { Text } from '../text/Text';
import styles from './Guarantees.module.css';

export function Guarantees({ items }: { items: RecruitmentContent['guarantees']['items'] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <p className={styles.title}>
            <Text>{item.title}</Text>
          </p>
          <p>
            <Text>{item.text}</Text>
          </p>
        </li>
      ))}
    </ul>
  );
}
