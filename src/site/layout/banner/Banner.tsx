import { useSite } from '../../../content/useSiteData';
import { useRouteName } from '../navIndex';
import { Island } from '../../islands/Island';
import { NAV_ROUTES, ROUTES } from '../../../content/routes';
import HomeCarousel from './HomeCarousel';
import { StaticBanner } from './StaticBanner';

/**
 * The banner of the page's own nav item: 0 the carousel, 1–3 their static banner, 4 and the
 * 404 page none. Not `?id=`'s: following the query would take React (and the carousel) on every page.
 */
export function Banner() {
  const site = useSite();
  const route = useRouteName();
  const index = route === null ? null : ROUTES[route].navIndex;
  if (index === 0) return <Island name="carousel" component={HomeCarousel} props={{}} />;
  if (index === 1 || index === 2 || index === 3) return <StaticBanner banner={site.banners[NAV_ROUTES[index]]} />;
  return null;
}
