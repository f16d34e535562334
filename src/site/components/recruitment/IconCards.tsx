import type { IllustratedItem } from '../../../content/schemas/recruitment';
import { ContentPicture } from '../ContentPicture';
import { Text } from '../text/Text';
import styles from './IconCards.module.css';

/** Reasons to join and kinds of support: an icon, a title and a text each. */
export function IconCards({ items }: { items: readonly IllustratedItem[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <ContentPicture image={item.image} alt="" width={96} height={96} className={styles.icon} />
          <h3>{item.title}</h3>
          <p>
            <Text>{item.text}</Text>
          </p>
        </li>
      ))}
    </ul>
  );
}
