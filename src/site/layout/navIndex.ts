// Which header item is current: the route's own, or the one a valid `?id=` names; in React, and as the
// inline script of the pages without it.
import { useMatches } from 'react-router';
import { isRouteName, ROUTES, type NavIndex, type RouteName } from '../../content/routes';

/** Name of the route being shown, or null on the 404 page. */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  const id = matches[matches.length - 1]?.id ?? '';
  return isRouteName(id) ? id : null;
}

const NAV_ID = /^[0-4]$/;

/**
 * Active header item: a valid query `id` (an integer 0–4) wins; anything else (`abc`, `9`,
 * `-1`, `1.5`, missing) falls back to the route's own item. The 404 page has none.
 */
export function resolveNavIndex(route: RouteName | null, queryId: string | null): NavIndex | null {
  if (queryId !== null && NAV_ID.test(queryId)) return Number(queryId) as NavIndex;
  return route === null ? null : ROUTES[route].navIndex;
}

/**
 * Every page honours `?id=` in the header without React: this inline script, run right
 * after the header is parsed, moves `aria-current` to the nav item a valid id names, with the rule of
 * `resolveNavIndex`. Unless `<html data-islands>` says islands follow (they set it once hydrated), it
 * then sets `<html data-hydrated>`. The same text on every page: the CSP needs one hash.
 */
export const NAV_QUERY_SCRIPT =
  '(function(){var d=document,i=new URLSearchParams(location.search).get("id");' +
  'if(i!==null&&/^[0-4]$/.test(i)){var a=d.querySelectorAll("[data-main-nav] a");' +
  'for(var n=0;n<a.length;n++)n===+i?a[n].setAttribute("aria-current","page"):a[n].removeAttribute("aria-current")}' +
  'var h=d.documentElement;h.hasAttribute("data-islands")||h.setAttribute("data-hydrated","")})()';
