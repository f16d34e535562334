import { createContext } from 'react';
import type { IslandName } from './registry';

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
