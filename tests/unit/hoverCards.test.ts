import { describe, expect, it } from 'vitest';
import { cardState, cardValue, hoverReducer, initialHoverState } from '../../src/site/lib/hoverCards';
import { HOVER_DIMMED, HOVER_NONE } from '../../src/site/lib/hoverCards';

const CARDS = [0, 1, 2, 3];
const states = (state = initialHoverState) => CARDS.map((index) => cardState(state, index));
const values = (state = initialHoverState) => CARDS.map((index) => cardValue(state, index));

describe('business-card hover reducer (spec §4)', () => {
  it('uses the specification constants', () => {
    expect(HOVER_NONE).toBe(-1);
    expect(HOVER_DIMMED).toBe(10);
  });

  it('starts with no card hovered: every value -1, every card idle', () => {
    expect(initialHoverState.hovered).toBe(-1);
    expect(values()).toEqual([-1, -1, -1, -1]);
    expect(states()).toEqual(['idle', 'idle', 'idle', 'idle']);
  });

  it('expands the hovered card and gives every other card the dimmed value 10', () => {
    const state = hoverReducer(initialHoverState, { type: 'enter', index: 2 });
    expect(values(state)).toEqual([10, 10, 2, 10]);
    expect(states(state)).toEqual(['dimmed', 'dimmed', 'expanded', 'dimmed']);
  });

  it('moves the expansion when another card is entered', () => {
    const first = hoverReducer(initialHoverState, { type: 'enter', index: 0 });
    const second = hoverReducer(first, { type: 'enter', index: 3 });
    expect(states(second)).toEqual(['dimmed', 'dimmed', 'dimmed', 'expanded']);
  });

  it('resets every card to -1 on leave', () => {
    const entered = hoverReducer(initialHoverState, { type: 'enter', index: 1 });
    const left = hoverReducer(entered, { type: 'leave' });
    expect(values(left)).toEqual([-1, -1, -1, -1]);
  });

  it('toggles on a tap: a second tap on the same card collapses it', () => {
    const opened = hoverReducer(initialHoverState, { type: 'toggle', index: 1 });
    expect(states(opened)).toEqual(['dimmed', 'expanded', 'dimmed', 'dimmed']);
    const closed = hoverReducer(opened, { type: 'toggle', index: 1 });
    expect(states(closed)).toEqual(['idle', 'idle', 'idle', 'idle']);
    const other = hoverReducer(opened, { type: 'toggle', index: 2 });
    expect(states(other)).toEqual(['dimmed', 'dimmed', 'expanded', 'dimmed']);
  });

  it('returns the same state object when nothing changes, so React skips the render', () => {
    const entered = hoverReducer(initialHoverState, { type: 'enter', index: 1 });
    expect(hoverReducer(entered, { type: 'enter', index: 1 })).toBe(entered);
    expect(hoverReducer(initialHoverState, { type: 'leave' })).toBe(initialHoverState);
  });
});
