import type { BusinessCardContent } from '../../../content/schemas/homePage';
import { cardState, cardValue, type HoverState } from '../../lib/hoverCards';
import { ContentPicture } from '../ContentPicture';
import { Text } from '../text/Text';
import pill from '../../styles/pill.module.css';
import styles from './BusinessCards.module.css';
import type { ForPage } from '../../../content/prose';

interface Props {
  card: ForPage<BusinessCardContent>;
  index: number;
  state: HoverState;
  toggleLabel: string;
  onEnter: () => void;
  onLeave: () => void;
  onToggle: () => void;
}

export function BusinessCard({ card, index, state, toggleLabel, onEnter, onLeave, onToggle }: Props) {
  const status = cardState(state, index);
  const detailId = `business-detail-${index}`;
  return (
    <li
      className={styles.card}
      data-state={status}
      data-hover-value={cardValue(state, index)}
      // A move, not mouseenter: Firefox sends mouseenter to whatever scrolls under a resting pointer
      // (a keyboard focus scrolling the page), which took the expansion from the focused card.
      onMouseMove={onEnter}
      onFocus={onEnter}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
      <ContentPicture image={card.image} alt="" width={480} height={320} className={styles.image} />
      <div className={styles.body}>
        {/* A subtitle beside the heading: inside the <h3> it was read as "旅行社业务Travel Agency". */}
        <hgroup className={styles.title}>
          <h3>{card.title}</h3>
          <p className={styles.titleEn} lang="en">
            {card.titleEn}
          </p>
        </hgroup>
        <p className={styles.summary}>
          <Text prose={card.summary} />
        </p>
        <button
          type="button"
          className={`${pill.pill} ${styles.toggle}`}
          aria-expanded={status === 'expanded'}
          aria-controls={detailId}
          onClick={onToggle}
        >
          {toggleLabel}
          <span className="visually-hidden">：{card.title}</span>
        </button>
        <div id={detailId} className={styles.detail} data-noscript="show">
          <p>
            <Text prose={card.detail} />
          </p>
        </div>
      </div>
    </li>
  );
}
