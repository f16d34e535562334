/**
 * One Esc stack shared by messages and notifications: a key press closes only the newest open item,
 * whichever kind it is, instead of one of each. A Map keeps insertion order; re-adding moves to the end.
 */
const closers = new Map<string, () => void>();
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  // An open modal dialog owns Esc (it closes itself); Esc while composing with an IME cancels the composition.
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  if (document.querySelector('dialog[open]')) return;
  const newest = [...closers.values()].at(-1);
  if (!newest) return;
  event.preventDefault();
  newest();
}

export function pushEscape(id: string, close: () => void): void {
  closers.delete(id);
  closers.set(id, close);
  if (!listening && typeof document !== 'undefined') {
    document.addEventListener('keydown', onKeyDown);
    listening = true;
  }
}

export function dropEscape(id: string): void {
  closers.delete(id);
}
