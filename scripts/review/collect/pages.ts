/**
 * The pages a review compares: every route of the current tree's registry, and the 404
 * page as a visitor meets it (an unknown address, answered with status 404).
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import { NOT_FOUND, ROUTES } from '../../../src/content/routes';

export interface ReviewPage {
  /** Route name, or `notFound`; content files are named after it. */
  readonly id: string;
  /** What editors call the page: its nav label, else its heading (from the current content). */
  readonly label: string;
  /** The page's address as the registry writes it. */
  readonly path: string;
  /** What the browser requests. */
  readonly requestPath: string;
  readonly expectedStatus: number;
}

/** Desktop and phone widths in CSS pixels: the widest and narrowest layouts the site is checked at. */
export const WIDTHS = [1440, 390] as const;
export type Width = (typeof WIDTHS)[number];

function frontmatter(file: string): Record<string, unknown> {
  const path = `content/${file}`;
  if (!existsSync(path)) return {};
  const data = parseFile(readFileSync(path, 'utf8')).data;
  return data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

function labelOf(id: string): string {
  const nav = frontmatter('site.md').nav as Record<string, unknown> | undefined;
  const page = existsSync(`content/pages/${id}.mdx`) ? `pages/${id}.mdx` : `pages/${id}.md`;
  const label = nav?.[id] ?? frontmatter(page).heading;
  return typeof label === 'string' ? label : id;
}

export const REVIEW_PAGES: readonly ReviewPage[] = [
  ...Object.entries(ROUTES).map(([id, route]) => ({
    id,
    label: labelOf(id),
    path: route.path,
    requestPath: route.path,
    expectedStatus: 200,
  })),
  {
    id: NOT_FOUND.id,
    label: labelOf(NOT_FOUND.id),
    path: NOT_FOUND.path,
    requestPath: '/no-such-page',
    expectedStatus: 404,
  },
];
