import type { SiteTexts } from '../../content';

/**
 * What moves on an island that keeps no React state (a copy button, the sub-nav's scroll-spy, the
 * developer frame): a function over the element React rendered, given the island's props and the site
 * texts. It returns what undoes it. The built site runs it on the pre-rendered HTML without any UI
 * library (DESIGN §8: ≤ 6 KB on such a page); where React renders the page (`npm run dev`, the editor's
 * preview) the component runs the same function from an effect (useBehaviour.ts).
 */
export type Behaviour<P> = (root: HTMLElement, props: P, site: Partial<SiteTexts>) => () => void;
