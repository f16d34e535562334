/** The pages a review compares: every route of the current registry, and the 404 page as a visitor meets it. */
import { NOT_FOUND, ROUTES } from '../../../src/content/routes';
import type { ContentSnapshot } from '../types';

/** Desktop and phone widths in CSS pixels: the widest and narrowest layouts the site is checked at. */
export const WIDTHS = [1440, 390] as const;

/** `id` is the route name (content files are named after it); `requestPath` is what the browser asks for. */
export const REVIEW_ROUTES = [
  ...Object.entries(ROUTES).map(([id, route]) => ({
    id,
    path: route.path,
    requestPath: route.path,
    expectedStatus: 200,
  })),
  { id: NOT_FOUND.id, path: NOT_FOUND.path, requestPath: '/no-such-page', expectedStatus: 404 },
];

export type ReviewRoute = (typeof REVIEW_ROUTES)[number];

/** Each page with what editors call it, from the current side's content as the review read it. */
export function reviewPages(head: ContentSnapshot) {
  const data = (file: string): Record<string, unknown> => {
    const read = head.files.get(`content/${file}`)?.data;
    return read !== null && typeof read === 'object' ? (read as Record<string, unknown>) : {};
  };
  const nav = data('site.md').nav as Record<string, unknown> | undefined;
  /** Its nav label, else its page's heading. */
  const nameOf = (id: string) => {
    const page = head.files.has(`content/pages/${id}.mdx`) ? `pages/${id}.mdx` : `pages/${id}.md`;
    const name = nav?.[id] ?? data(page).heading;
    return typeof name === 'string' ? name : id;
  };
  return REVIEW_ROUTES.map((route) => ({ ...route, name: nameOf(route.id) }));
}
