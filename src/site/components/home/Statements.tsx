import type { HomePageContent } from '../../../content/schemas/homePage';
import styles from './Statements.module.css';
import type { ForPage } from '../../../content/prose';

/** 使命, 宗旨, 价值观, 目标: four short statements under the page heading. */
export function Statements({ items }: { items: ForPage<HomePageContent>['statements'] }) {
  return (
    <dl className={styles.statements}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.text}>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
