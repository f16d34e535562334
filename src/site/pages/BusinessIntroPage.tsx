import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../islands/Island';
import { BusinessIntroPageView } from './views/BusinessIntroPageView';

export const loader = () => pageContent('pages/businessIntro.mdx');
export const meta = metaFor('businessIntro');
// Island: the sub-nav's scroll-spy.
export const handle = HYDRATE;

export default function BusinessIntroPage() {
  return <BusinessIntroPageView page={usePage<ReturnType<typeof loader>>()} />;
}
