import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../src/content/routes';
import { builtData } from './vite/buildContent';

/** `sitemap.xml` and `robots.txt` for the built site, from the route registry and the site URL in content. */
export function writeSeoFiles(clientDir: string, basePath: string, root = process.cwd()): void {
  const site = builtData(root, 'site.md');
  const absolute = (path: string) => new URL(`${basePath.replace(/\/$/, '')}${path}`, site.siteUrl).href;
  const urls = Object.values(ROUTES)
    .map((route) => `  <url><loc>${absolute(route.path)}</loc></url>`)
    .join('\n');
  writeFileSync(
    join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absolute('/sitemap.xml')}\n`);
}
