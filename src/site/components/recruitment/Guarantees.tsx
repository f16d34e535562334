import type { RecruitmentContent } from '../../../content/schemas/recruitment';
import { Text } from '../text/Text';
import styles from './Guarantees.module.css';
import type { Shown } from '../../../content/prose';

export function Guarantees({ items }: { items: Shown<RecruitmentContent>['guarantees']['items'] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <p className={styles.title}>
            <Text prose={item.title} />
          </p>
          <p>
            <Text prose={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
