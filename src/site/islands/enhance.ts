import type { SiteData } from '../../content';
import type { Behaviour } from './behaviour';
import type { IslandModule } from './islandModule';

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
