import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../islands/Island';
import { HomePageView } from './views/HomePageView';

export const loader = () => pageContent('pages/homePage.mdx');
export const meta = metaFor('homePage');
// Islands: the carousel and the business cards.
export const handle = HYDRATE;

export default function HomePage() {
  return <HomePageView page={usePage<ReturnType<typeof loader>>()} />;
}
