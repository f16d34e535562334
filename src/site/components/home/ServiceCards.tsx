import type { HomePageContent } from '../../../content/schemas/homePage';
import { ContentPicture } from '../ContentPicture';
import styles from './ServiceCards.module.css';
import type { ForPage } from '../../../content/prose';

/** Four supporting services: a two-line title, an English caption and a short text. */
export function ServiceCards({ cards }: { cards: ForPage<HomePageContent>['services']['cards'] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.caption} className={styles.card}>
          <ContentPicture image={card.image} alt="" width={96} height={96} className={styles.icon} />
          <h3 className={styles.title}>
            <span>{card.line1}</span>
            <span>{card.line2}</span>
          </h3>
          <p className={styles.caption} lang="en">
            {card.caption}
          </p>
          <p className={styles.text}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
