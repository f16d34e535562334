/**
 * Route names, paths and header places, in the specification's spellings (`seviceProvide` included).
 * Code links to routes by name through `routePath`; no path string is written twice.
 */

/** Index of a header nav item (0 home … 4 developer platform). */
export type NavIndex = 0 | 1 | 2 | 3 | 4;

/** Each route's path (without the deployment base), module (under `src/`) and header item. */
export const ROUTES = {
  homePage: { path: '/', module: 'pages/HomePage.tsx', navIndex: 0 },
  supplierEn: { path: '/supplierEn', module: 'pages/SupplierEnPage.tsx', navIndex: 2 },
  seviceProvide: { path: '/seviceProvide', module: 'pages/SeviceProvidePage.tsx', navIndex: 2 },
  contactUs: { path: '/contactUs', module: 'pages/ContactUsPage.tsx', navIndex: 3 },
  businessIntro: { path: '/businessIntro', module: 'pages/BusinessIntroPage.tsx', navIndex: 1 },
  recruitment: { path: '/recruitment', module: 'pages/RecruitmentPage.tsx', navIndex: 2 },
  document: { path: '/document', module: 'pages/DocumentPage.tsx', navIndex: 4 },
} as const satisfies Record<string, { path: string; module: string; navIndex: NavIndex }>;

export type RouteName = keyof typeof ROUTES;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The 404 page is pre-rendered at this path (React Router writes `404/index.html`). */
export const NOT_FOUND = { id: 'notFound', path: '/404', module: 'pages/NotFoundPage.tsx' } as const;

/** Header order: the route that owns each nav index. */
export const NAV_ROUTES = [
  'homePage',
  'businessIntro',
  'recruitment',
  'contactUs',
  'document',
] as const satisfies readonly RouteName[];

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTES, value);
}

/** Path of a route, optionally with query parameters, e.g. `routePath('recruitment', { id: 2 })`. */
export function routePath(name: RouteName, query?: Record<string, string | number>): string {
  const { path } = ROUTES[name];
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `${path}?${search}`;
}
