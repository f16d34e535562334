import type { RecruitmentContent } from '../../../content/schemas/recruitment';
import { Paragraph } from '../text/Paragraph';
import styles from './Guarantees.module.css';
import type { ForPage } from '../../../content/prose';

export function Guarantees({ items }: { items: ForPage<RecruitmentContent>['guarantees']['items'] }) {
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <Paragraph prose={item.title} className={styles.title} />
          <Paragraph prose={item.text} />
        </li>
      ))}
    </ul>
  );
}
