import { dropEscape, pushEscape } from './escape';
import { removeItem } from './itemState';
import { createStore } from './store';

/** What every opening call returns. */
export interface FeedbackHandle {
  close(): void;
}

let lastId = 0;
/** Unique ids, also used as element ids for measuring and for aria references. */
export const nextId = (): string => `feedback-${++lastId}`;

/**
 * The list behind messages and notifications: a store plus one `setTimeout` per item (so fake
 * timers drive it in tests) and its place on the Esc stack.
 */
export function createQueue<T extends { id: string; duration: number }>() {
  const store = createStore<readonly T[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  function pause(id: string) {
    clearTimeout(timers.get(id));
    timers.delete(id);
  }
  /** (Re)starts the item's full duration: on opening, on a grouped repeat, and when the pointer or focus leaves it. */
  function restart(id: string) {
    pause(id);
    const item = store.get().find((candidate) => candidate.id === id);
    if (item && item.duration > 0)
      timers.set(
        id,
        setTimeout(() => close(id), item.duration),
      );
  }
  function close(id: string) {
    pause(id);
    dropEscape(id);
    store.set(removeItem(store.get(), id));
  }
  /** Publishes a list in which `id` was just opened or repeated. */
  function show(items: readonly T[], id: string): FeedbackHandle {
    store.set(items);
    restart(id);
    pushEscape(id, () => close(id));
    return { close: () => close(id) };
  }
  const closeAll = () => store.get().forEach((item) => close(item.id));

  return { store, show, close, closeAll, pause, restart };
}

export type Queue<T extends { id: string; duration: number }> = ReturnType<typeof createQueue<T>>;
