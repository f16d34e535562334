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
 * One Esc stack shared by messages and notifications: a key press closes only the newest open item,
 * whichever kind it is. A Map keeps insertion order; re-adding moves to the end.
 */
const escapeStack = new Map<string, () => void>();
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  // An open modal dialog owns Esc (it closes itself); Esc while composing with an IME cancels the composition.
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  if (document.querySelector('dialog[open]')) return;
  const newest = [...escapeStack.values()].at(-1);
  if (!newest) return;
  event.preventDefault();
  newest();
}

/** The list behind messages and notifications: a store and one `setTimeout` per item (fake timers drive it in tests). */
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
    escapeStack.delete(id);
    store.set(removeItem(store.get(), id));
  }
  /** Publishes a list in which `id` was just opened or repeated. */
  function show(items: readonly T[], id: string): FeedbackHandle {
    store.set(items);
    restart(id);
    escapeStack.delete(id);
    escapeStack.set(id, () => close(id));
    if (!listening && typeof document !== 'undefined') {
      document.addEventListener('keydown', onKeyDown);
      listening = true;
    }
    return { close: () => close(id) };
  }
  const closeAll = () => store.get().forEach((item) => close(item.id));

  return { store, show, close, closeAll, pause, restart };
}

export type Queue<T extends { id: string; duration: number }> = ReturnType<typeof createQueue<T>>;
