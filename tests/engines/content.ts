/** The texts the pages show, read from content/ as the content check reads them. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { fillClaims } from '../../src/content/claims';
import type { BusinessIntroContent } from '../../src/content/schemas/businessIntro';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import type { ContactUsContent } from '../../src/content/schemas/contactUs';
import type { DocumentContent } from '../../src/content/schemas/document';
import type { SiteContent } from '../../src/content/schemas/site';
import { NAV_ROUTES, ROUTES, type RouteName } from '../../src/content/routes';
import { REPO } from '../deploy/helpers';

function frontmatter<T>(file: string): T {
  const data = parseFile(readFileSync(join(REPO, 'content', file), 'utf8')).data;
  if (data === undefined) throw new Error(`content/${file}: broken frontmatter (run npm run content:check)`);
  return data as T;
}

const claims = frontmatter<ClaimsContent>('claims.md').claims;
export const site = frontmatter<SiteContent>('site.md');
export const contact = frontmatter<ContactUsContent>('pages/contactUs.mdx');
export const business = frontmatter<BusinessIntroContent>('pages/businessIntro.mdx');
export const documentPage = frontmatter<DocumentContent>('pages/document.mdx');

/** A page's main heading as it reads on the page. */
export function headingOf(name: RouteName | 'notFound'): string {
  const file = name === 'notFound' ? 'pages/notFound.md' : `pages/${name}.mdx`;
  return fillClaims(claims, frontmatter<{ heading: string }>(file).heading);
}

/** Every route, and an unknown address for the 404 page. */
export const PAGES = [
  ...Object.entries(ROUTES).map(([name, route]) => ({ path: route.path, heading: headingOf(name as RouteName) })),
  { path: '/no-such-page', heading: headingOf('notFound') },
];

/** The header items, each with the heading of the page it opens. */
export const NAV = NAV_ROUTES.map((name, index) => ({
  href: `${ROUTES[name].path}?id=${index}`,
  heading: headingOf(name),
}));
