import type { MetaArgs, MetaDescriptor } from 'react-router';
import type { SiteData } from '../../content';
import { fillPlaceholders } from '../../content/fillPlaceholders';
import { imageSrc, lookupImage } from '../../content/useSiteData';
import { ROUTES, type RouteName } from '../../content/routes';

/** Absolute address on the production site, including a preview build's base path. */
function absoluteUrl(siteUrl: string, path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const href = path.startsWith(base) ? path : `${base}${path}`;
  return new URL(href, siteUrl).href;
}

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * A page route's `meta`: everything its `<head>` gets from content (title, description, canonical
 * address, Open Graph and Twitter card), the page's texts from its loader, the site's from the root
 * loader. `route` is null for the 404 page.
 */
export const metaFor =
  (route: RouteName | null) =>
  ({ loaderData, matches }: MetaArgs): MetaDescriptor[] => {
    const data = matches.find((match) => match?.id === 'root')?.loaderData as SiteData | undefined;
    if (!data) throw new Error('site data missing from the root match');
    const page = loaderData as { title: string; description: string } | undefined;
    if (!page) return [];
    const { site, images } = data;
    // One template (site.md `titleTemplate`) adds the company name, so renaming the company renames every title.
    // Title and description come with their `{{claimId}}` filled in by the page's loader (src/content/show.ts).
    const title = fillPlaceholders(site.titleTemplate, { page: page.title, company: site.company.name });
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
    return [
      ...tags,
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    ];
  };

/** Organization structured data (JSON-LD) from the site-wide content. */
export function organizationJsonLd({ site, images }: SiteData): string {
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.company.name,
    url: absoluteUrl(site.siteUrl, '/'),
    logo: absoluteUrl(site.siteUrl, imageSrc(lookupImage(images, site.company.logo.image))),
    telephone: site.hotline.number,
    address: { '@type': 'PostalAddress', streetAddress: site.address.text, addressCountry: 'CN' },
  });
}
