import { useReducer, useRef } from 'react';
import type { HomePageContent } from '../../content/schemas/homePage';
import { hoverReducer, initialHoverState } from '../../lib/hoverCards';
import { BusinessCard } from './BusinessCard';
import styles from './BusinessCards.module.css';

/**
 * The four business cards (DESIGN §4): hover, keyboard focus and a tap all drive one
 * reducer, so the expanded/dimmed states are the same whichever way a visitor arrives.
 */
export function BusinessCards({ business }: { business: HomePageContent['business'] }) {
  const [state, dispatch] = useReducer(hoverReducer, initialHoverState);
  // A mouse expands on hover already; its click must not collapse the card again.
  const lastPointer = useRef<string>('');
  return (
    <ul
      className={styles.cards}
      onPointerDown={(event) => (lastPointer.current = event.pointerType)}
      onMouseLeave={() => dispatch({ type: 'leave' })}
    >
      {business.cards.map((card, index) => (
        <BusinessCard
          key={card.title}
          card={card}
          index={index}
          state={state}
          toggleLabel={business.toggleLabel}
          onEnter={() => dispatch({ type: 'enter', index })}
          onLeave={() => dispatch({ type: 'leave' })}
          onToggle={() => {
            if (lastPointer.current !== 'mouse') dispatch({ type: 'toggle', index });
            lastPointer.current = '';
          }}
        />
      ))}
    </ul>
  );
}
