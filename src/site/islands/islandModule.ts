import type { SiteData } from '../../content';

/** What every island module (client/<name>.ts) exports: it starts the island on its element with the page's site data. */
export interface IslandModule {
  start(element: HTMLElement, data: SiteData): Promise<void> | void;
}
