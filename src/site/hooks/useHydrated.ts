import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true afterwards: what depends on the browser (the
 * query string, media queries) waits for it, so the first client render matches the HTML (reading `?id=` in the first render breaks hydration).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
