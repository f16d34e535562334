import { useSearchParams } from 'react-router';
import { resolveNavIndex } from '../lib/navIndex';
import type { NavIndex } from '../../content/routes';
import { useHydrated } from './useHydrated';
import { useRouteName } from './useRouteName';

/** Active header item: the route's own until hydration, then a valid `?id=` may override it. */
export function useActiveNav(): NavIndex | null {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  return resolveNavIndex(useRouteName(), hydrated ? params.get('id') : null);
}
