/** The original site's hover values: no business card hovered, and the value of every card but the hovered one. */
export const HOVER_NONE = -1;
export const HOVER_DIMMED = 10;

/**
 * Business-card hover: `hovered` is the expanded card's index, or -1 for none.
 * While one card is expanded every other card takes the dimmed value 10; leaving resets all to -1.
 */
export interface HoverState {
  readonly hovered: number;
}

export type HoverAction =
  | { type: 'enter'; index: number }
  | { type: 'leave' }
  /** A tap or a key press on a card's toggle: expands it, or collapses it when already expanded. */
  | { type: 'toggle'; index: number };

export const initialHoverState: HoverState = { hovered: HOVER_NONE };

export function hoverReducer(state: HoverState, action: HoverAction): HoverState {
  switch (action.type) {
    case 'enter':
      return state.hovered === action.index ? state : { hovered: action.index };
    case 'leave':
      return state.hovered === HOVER_NONE ? state : initialHoverState;
    case 'toggle':
      return state.hovered === action.index ? initialHoverState : { hovered: action.index };
  }
}

/** The specification's per-card value: -1 with no card hovered, the card's index when expanded, else 10. */
export function cardValue(state: HoverState, index: number): number {
  if (state.hovered === HOVER_NONE) return HOVER_NONE;
  return state.hovered === index ? index : HOVER_DIMMED;
}

export function cardState(state: HoverState, index: number) {
  if (state.hovered === HOVER_NONE) return 'idle';
  return state.hovered === index ? 'expanded' : 'dimmed';
}
