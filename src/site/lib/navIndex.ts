import { ROUTES, type NavIndex, type RouteName } from '../../content/routes';

const NAV_ID = /^[0-4]$/;

/**
 * Active header item: a valid query `id` (an integer 0–4) wins; anything else (`abc`, `9`,
 * `-1`, `1.5`, missing) falls back to the route's own item. The 404 page has none.
 */
export function resolveNavIndex(route: RouteName | null, queryId: string | null): NavIndex | null {
  if (queryId !== null && NAV_ID.test(queryId)) return Number(queryId) as NavIndex;
  return route === null ? null : ROUTES[route].navIndex;
}
