/** SEO in the built HTML: language, title, description, canonical, share tags, sitemap, robots, JSON-LD. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { inlineFigure } from '../../src/content/claims';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import type { SiteContent } from '../../src/content/schemas/site';
import { ROUTES, type RouteName } from '../../src/content/routes';

const CLIENT = join(process.cwd(), 'build', 'client');
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
const frontmatter = <T>(file: string) => parseFile(readFileSync(join('content', file), 'utf8')).data as T;
const site = frontmatter<SiteContent>('site.md');
const claims = frontmatter<ClaimsContent>('claims.md').claims;
const fill = (text: string) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, id: string) =>
    inlineFigure(String(claims[id]?.value ?? ''), claims[id]?.unit),
  );
/** Every title is the page's own title in site.md's template, so the company name is typed once. */
const title = (page: string) =>
  site.titleTemplate.replace('{page}', fill(page)).replace('{company}', site.company.name);
const html = (path: string) =>
  new JSDOM(readFileSync(join(CLIENT, path === '/' ? '' : path, 'index.html'), 'utf8')).window.document;
const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content');

describe('SEO of the built pages', () => {
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    it(`${route.path}: language, title, description, canonical and share tags from content`, () => {
      const page = frontmatter<{ title: string; description: string }>(`pages/${name}.mdx`);
      const document = html(route.path);
      const canonical = new URL(route.path, site.siteUrl).href;
      expect(document.documentElement.getAttribute('lang')).toBe('zh-CN');
      expect(page.title).not.toContain(site.company.name);
      expect(document.title).toBe(title(page.title));
      expect(meta(document, 'meta[name="description"]')).toBe(fill(page.description));
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
      expect(meta(document, 'meta[property="og:url"]')).toBe(canonical);
      expect(meta(document, 'meta[property="og:title"]')).toBe(title(page.title));
      expect(meta(document, 'meta[property="og:image"]')).toMatch(
        new RegExp(`^${site.siteUrl}/assets/share-.+\\.jpeg$`),
      );
      expect(meta(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
      expect(jsonLd).toMatchObject({
        '@type': 'Organization',
        name: site.company.name,
        telephone: site.hotline.number,
        address: { streetAddress: site.address.text },
      });
      expect(jsonLd.logo).toMatch(/\/assets\/logo-.+\.svg$/);
    });
  }

  it('the 404 page is not indexed and has no canonical address', () => {
    const document = html('/404');
    expect(meta(document, 'meta[name="robots"]')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('sitemap.xml lists every route at the site address, and robots.txt points to it', () => {
    const sitemap = readFileSync(join(CLIENT, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      Object.values(ROUTES)
        .map((route) => new URL(route.path, site.siteUrl).href)
        .sort(),
    );
    expect(readFileSync(join(CLIENT, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});
