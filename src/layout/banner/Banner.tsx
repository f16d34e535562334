import { site } from '../../content';
import { useActiveNav } from '../../hooks/useActiveNav';
import { NAV_ROUTES } from '../../routes/registry';
import { HomeCarousel } from './HomeCarousel';
import { StaticBanner } from './StaticBanner';

/** Below the nav: index 0 the carousel, 1–3 their static banner, 4 and the 404 page none (DESIGN §2). */
export function Banner() {
  const index = useActiveNav();
  if (index === 0) return <HomeCarousel />;
  if (index === 1 || index === 2 || index === 3) return <StaticBanner banner={site.banners[NAV_ROUTES[index]]} />;
  return null;
}
