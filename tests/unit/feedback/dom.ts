import { act } from 'react';
import { vi } from 'vitest';

// Lets React flush renders and effects synchronously inside act() in these tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Runs a change and flushes React's work. */
export function run(change: () => unknown): void {
  void act(() => {
    change();
  });
}

/** Advances fake timers and flushes what React renders as a result. */
export function advance(ms: number): void {
  run(() => vi.advanceTimersByTime(ms));
}

/**
 * jsdom lays nothing out: give every element a fixed height and a ResizeObserver that reports once
 * when it starts observing, so the real measuring path of the stacks runs.
 */
export function fakeLayout(height: number): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 320, height }),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
}

export function pressEscape(target: EventTarget = document.body): void {
  run(() => target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })));
}
