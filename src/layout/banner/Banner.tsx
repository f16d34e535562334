import { lazy, Suspense, useMemo } from 'react';
import { useSite } from '../../content/useSiteData';
import { useActiveNav } from '../../hooks/useActiveNav';
import { NAV_ROUTES } from '../../routes/registry';
import { StaticBanner } from './StaticBanner';

// Only the home page shows the carousel: its code loads there, not with every page. The
// pre-rendered HTML holds the carousel itself (src/entry.server.tsx waits for it), and
// hydration keeps that HTML until the code arrives, so nothing on the page changes meanwhile.
const HomeCarousel = lazy(() => import('./HomeCarousel'));

/** Below the nav: index 0 the carousel, 1–3 their static banner, 4 and the 404 page none (DESIGN §2). */
export function Banner() {
  const site = useSite();
  const index = useActiveNav();
  const first = site.carousel.slides[0];
  // The same element on every render: Banner renders again right after hydration (the query
  // string is read then), and a new element would make React drop the pre-rendered carousel
  // for the fallback if its code has not arrived yet.
  const carousel = useMemo(
    () => (
      // After a client-side navigation, the first slide stands in while the code loads.
      <Suspense fallback={first && <StaticBanner banner={first} />}>
        <HomeCarousel />
      </Suspense>
    ),
    [first],
  );
  if (index === 0) return carousel;
  if (index === 1 || index === 2 || index === 3) return <StaticBanner banner={site.banners[NAV_ROUTES[index]]} />;
  return null;
}
