import type { MetaArgs, MetaDescriptor } from 'react-router';
import type { SiteData } from '../../content';
import { fillPlaceholders } from '../../content/fillPlaceholders';
import { imageSrc, lookupImage } from '../../content/imageLookup';
import { ROUTES, type RouteName } from '../../content/routes';

/** Absolute address on the production site, including a preview build's base path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const href = path.startsWith(base) ? path : `${base}${path}`;
  return new URL(href, siteUrl).href;
}

/** The root route's data among a `meta` function's matches. */
export function siteDataOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteData {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  if (!data) throw new Error('site data missing from the root match');
  return data as SiteData;
}

/**
 * Everything a page puts in `<head>` from its frontmatter (issue: SEO): title, description,
 * canonical address, Open Graph and Twitter card. `route` is null for the 404 page.
 */
export function pageMeta(
  page: { title: string; description: string } | undefined,
  route: RouteName | null,
  { site, images }: SiteData,
): MetaDescriptor[] {
  if (!page) return [];
  // One template (site.md `titleTemplate`) adds the company name, so renaming the company renames every title.
  // Title and description come with their `{{claimId}}` filled in by the page's loader (fillClaimFields.ts).
  const title = pageTitle(site, page.title);
  const description = page.description;
  const image = absoluteUrl(site.siteUrl, imageSrc(lookupImage(images, site.share.image)));
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.company.name },
    { property: 'og:locale', content: 'zh_CN' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: site.share.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (route === null) return [...tags, { name: 'robots', content: 'noindex' }];
  const canonical = absoluteUrl(site.siteUrl, ROUTES[route].path);
  return [...tags, { tagName: 'link', rel: 'canonical', href: canonical }, { property: 'og:url', content: canonical }];
}

/** A page's `<title>`: its own title put into the site's title template. */
export function pageTitle(site: SiteData['site'], page: string): string {
  return fillPlaceholders(site.titleTemplate, { page, company: site.company.name });
}

/** Organization structured data (JSON-LD) from the site-wide content. */
export function organizationJsonLd({ site, images }: SiteData): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.company.name,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, imageSrc(lookupImage(images, site.company.logo.image))),
    telephone: site.hotline.number,
    address: { '@type': 'PostalAddress', streetAddress: site.address.text, addressCountry: 'CN' },
  };
  // `<` escaped so no content can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page route's `meta`: its texts from its loader, the site's from the root loader. */
export const metaFor =
  (route: RouteName | null) =>
  ({ loaderData, matches }: MetaArgs): MetaDescriptor[] =>
    pageMeta(loaderData as { title: string; description: string } | undefined, route, siteDataOf(matches));
