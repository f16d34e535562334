import { useMatches } from 'react-router';
import { isRouteName, type RouteName } from '../../content/routes';

/** Name of the route being shown, or null on the 404 page. */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return isRouteName(id) ? id : null;
}
