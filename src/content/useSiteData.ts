import { createContext, useContext } from 'react';
import type { ContentImage } from './images';
import type { SiteData } from './siteData';

/**
 * Site texts, claims and images: from the root's loader when a page is pre-rendered, from the page's `site-data`
 * JSON in each hydrated island (src/site/islands/hydrate.tsx), so components read it alike in both.
 */
export const SiteDataContext = createContext<SiteData | null>(null);

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('site data missing: render inside <SiteDataContext> (site/root.tsx, site/islands)');
  return data;
}

export const useSite = () => useSiteData().site;
export const useClaims = () => useSiteData().claims;

/** An image named in content; the content check guarantees it exists. */
export function lookupImage(table: Readonly<Record<string, ContentImage>>, name: string): ContentImage {
  const image = table[name];
  if (!image) throw new Error(`content image not found: ${name}`);
  return image;
}

/** URL of an image named in content (a raster's fallback file). */
export function imageSrc(image: ContentImage): string {
  return image.kind === 'vector' ? image.src : image.picture.img.src;
}

export function useImages() {
  const { images } = useSiteData();
  return {
    image: (name: string) => lookupImage(images, name),
    url: (name: string) => imageSrc(lookupImage(images, name)),
  };
}
