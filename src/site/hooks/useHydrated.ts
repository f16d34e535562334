import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true afterwards. Anything that
 * depends on the browser (the query string, media queries) waits for it, so the first
 * client render matches the pre-rendered HTML (TOOLCHAIN: hydration and `?id=`).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
