import { createContext, useContext, type ReactNode } from 'react';
import type { IslandComponent, IslandName, IslandProps } from './registry';

/** One island as a pre-rendering drew it: its name and the props written into its `data-props`. */
export interface RenderedIsland {
  name: IslandName;
  props: unknown;
}

/**
 * Where `<Island>` records itself while the build pre-renders a page (entry.server.tsx gives each render
 * its own list): the page's scripts and its `site-data` come from what was rendered, not from reading
 * the HTML back. Absent in the browser and in `npm run dev`, where nothing collects.
 */
export const RenderedIslands = createContext<RenderedIsland[] | undefined>(undefined);

interface Props<N extends IslandName> {
  name: N;
  /** The component of this island (registry.ts), rendered here into the page. */
  component: IslandComponent<N>;
  props: IslandProps<N>;
}

/**
 * A part of the page that moves in the browser (its module in registry.ts runs a behaviour over this
 * HTML or hydrates the component): the wrapper holds its name and its props as JSON, and has no box
 * (`display: contents`). A page that renders one declares it in its route's
 * `handle` (`HYDRATE` below); the build checks that it does. While the build pre-renders, it
 * records itself for the page's scripts (`RenderedIslands` above).
 */
export function Island<N extends IslandName>({ name, component, props }: Props<N>) {
  // Props checks that `component` takes exactly these props.
  const Component = component as unknown as (props: object) => ReactNode;
  const json = JSON.stringify(props);
  useContext(RenderedIslands)?.push({ name, props });
  return (
    <div data-island={name} data-props={json === '{}' ? undefined : json}>
      <Component {...(props as object)} />
    </div>
  );
}

/**
 * The `handle` of a page with islands (`export const handle = HYDRATE;`), read by src/site/root.tsx:
 * parts that need React in the browser, each rendered through `<Island>` above. Without it the page
 * ships no JavaScript: its pre-rendered HTML is the whole page, and a few hundred bytes of inline script
 * apply `?id=` to the nav (src/site/layout/navIndex.ts). The build fails when a page's islands
 * and its handle disagree.
 */
export const HYDRATE = { hydrate: true } as const;
