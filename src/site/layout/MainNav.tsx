import { Link, useSearchParams } from 'react-router';
import { useSite } from '../../content/useSiteData';
import { useHydrated } from '../islands/hydrate';
import { resolveNavIndex, useRouteName } from './navIndex';
import { NAV_ROUTES, routePath } from '../../content/routes';
import styles from './MainNav.module.css';

/** The five header items: real links carrying `?id=<index>`. */
export function MainNav() {
  const site = useSite();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  // The route's own item until hydration, then a valid `?id=` may override it.
  const active = resolveNavIndex(useRouteName(), hydrated ? params.get('id') : null);
  return (
    // data-main-nav: where the inline `?id=` script of pages without React finds the items.
    <nav aria-label={site.nav.label} className={styles.nav} data-main-nav="">
      <ul className={`container ${styles.list}`}>
        {NAV_ROUTES.map((name, index) => (
          <li key={name}>
            <Link
              to={routePath(name, { id: index })}
              className={styles.link}
              aria-current={active === index ? 'page' : undefined}
            >
              {site.nav[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
