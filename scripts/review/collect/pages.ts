/** The pages a review compares: every route of the current registry, and the 404 page as a visitor meets it. */
import { existsSync, readFileSync } from 'node:fs';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import { NOT_FOUND, ROUTES } from '../../../src/content/routes';

/** Desktop and phone widths in CSS pixels: the widest and narrowest layouts the site is checked at. */
export const WIDTHS = [1440, 390] as const;

function frontmatter(file: string): Record<string, unknown> {
  const path = `content/${file}`;
  if (!existsSync(path)) return {};
  const data = parseFile(readFileSync(path, 'utf8')).data;
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

/** What editors call the page: its nav label, else its heading (from the current content). */
function nameOf(id: string): string {
  const nav = frontmatter('site.md').nav as Record<string, unknown> | undefined;
  const page = existsSync(`content/pages/${id}.mdx`) ? `pages/${id}.mdx` : `pages/${id}.md`;
  const name = nav?.[id] ?? frontmatter(page).heading;
  return typeof name === 'string' ? name : id;
}

/** `id` is the route name (content files are named after it); `requestPath` is what the browser asks for. */
export const REVIEW_PAGES = [
  ...Object.entries(ROUTES).map(([id, route]) => ({
    id,
    name: nameOf(id),
    path: route.path,
    requestPath: route.path,
    expectedStatus: 200,
  })),
  {
    id: NOT_FOUND.id,
    name: nameOf(NOT_FOUND.id),
    path: NOT_FOUND.path,
    requestPath: '/no-such-page',
    expectedStatus: 404,
  },
];

export type ReviewPage = (typeof REVIEW_PAGES)[number];
