import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteData } from '../../content';
import { SiteDataContext } from '../../content/useSiteData';
import type { IslandModule } from './behaviour';

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

/** Calls `onDone` once the island has committed: its effects have run, its handlers are live. */
function Hydrated({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return children;
}

/**
 * An island module that hydrates a React component as its own root. In the built site `react` and
 * `react-dom` are Preact's compatibility layer (vite.config.ts, preactInTheBrowser): the same
 * component, a tenth of the code; tests/e2e/hydration.spec.ts checks it hydrates React's HTML unchanged.
 */
export function hydrate(Component: (props: never) => ReactNode): IslandModule {
  const Loaded = Component as unknown as (props: Record<string, unknown>) => ReactNode;
  return {
    start: (element: HTMLElement, data: SiteData) =>
      new Promise<void>((done) => {
        const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
        hydrateRoot(
          element,
          <SiteDataContext value={data}>
            <Hydrated onDone={done}>
              <Loaded {...props} />
            </Hydrated>
          </SiteDataContext>,
        );
      }),
  };
}
