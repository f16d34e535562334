import type { SiteData, SiteTexts } from '../../content';

/**
 * What moves on an island that keeps no React state (a copy button, the sub-nav's scroll-spy, the
 * developer frame): a function over the element React rendered, given the island's props and the site
 * texts. It returns what undoes it. The built site runs it on the pre-rendered HTML without any UI
 * library (at most 6 KB of JavaScript on such a page: docs/architecture.md); where React renders the
 * page (`npm run dev`, the editor's preview) the component runs the same function from an effect
 * (useBehaviour.ts).
 */
export type Behaviour<P> = (root: HTMLElement, props: P, site: Partial<SiteTexts>) => () => void;

/** What every island module (client/<name>.ts) exports: it starts the island on its element with the page's site data. */
export interface IslandModule {
  start(element: HTMLElement, data: SiteData): Promise<void> | void;
}

/** An island module that runs `behaviour` on the element React rendered into the island, with its props. */
export function enhance<P>(behaviour: Behaviour<P>): IslandModule {
  return {
    start(element: HTMLElement, data: SiteData) {
      const root = element.firstElementChild;
      if (!(root instanceof HTMLElement)) throw new Error(`island "${element.dataset.island}" rendered no element`);
      behaviour(root, JSON.parse(element.dataset.props ?? '{}') as P, data.site);
    },
  };
}
