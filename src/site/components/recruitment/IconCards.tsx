import type { IllustratedItem } from '../../../content/schemas/recruitment';
import { ContentPicture } from '../ContentPicture';
import { Paragraph } from '../text/Paragraph';
import styles from './IconCards.module.css';
import type { ForPage } from '../../../content/prose';

/** Reasons to join and kinds of support: an icon, a title and a text each. */
export function IconCards({ items }: { items: readonly ForPage<IllustratedItem>[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          <ContentPicture image={item.image} alt="" width={96} height={96} className={styles.icon} />
          <h3>{item.title}</h3>
          <Paragraph prose={item.text} />
        </li>
      ))}
    </ul>
  );
}
