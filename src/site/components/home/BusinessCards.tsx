import { useReducer, useRef } from 'react';
import type { HomePageContent } from '../../../content/schemas/homePage';
import type { ForPage } from '../../../content/prose';
import { hoverReducer, initialHoverState } from '../../lib/hoverCards';
import { BusinessCard } from './BusinessCard';
import styles from './BusinessCards.module.css';

/**
 * The four business cards: hover, keyboard focus and a tap all drive one
 * reducer, so the expanded/dimmed states are the same whichever way a visitor arrives.
 */
export function BusinessCards({
  business,
}: {
  business: Pick<ForPage<HomePageContent>['business'], 'cards' | 'toggleLabel'>;
}) {
  const [state, dispatch] = useReducer(hoverReducer, initialHoverState);
  // A tap also fires focus and an emulated mousemove, which expand the card before the click
  // arrives; the click is therefore judged against the state from before the gesture began.
  const gesture = useRef<{ pointerType: string; hovered: number } | null>(null);
  const onToggle = (index: number) => {
    const started = gesture.current;
    gesture.current = null;
    if (started?.pointerType === 'mouse') return; // hovering already expanded it
    if (started) dispatch(started.hovered === index ? { type: 'leave' } : { type: 'enter', index });
    else dispatch({ type: 'toggle', index }); // Enter or Space on the toggle
  };
  return (
    <ul
      className={styles.cards}
      onPointerDown={(event) => (gesture.current = { pointerType: event.pointerType, hovered: state.hovered })}
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
          onToggle={() => onToggle(index)}
        />
      ))}
    </ul>
  );
}
