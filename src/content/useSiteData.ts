import { useRouteLoaderData } from 'react-router';
import type { SiteData } from './index';
import { imageSrc, lookupImage } from './imageLookup';

/** The root loader's data: site texts, claims and images (see `siteData`). */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>('root');
  if (!data) throw new Error('site data missing: the root route must load it (src/root.tsx loader)');
  return data;
}

export const useSite = () => useSiteData().site;
export const useClaims = () => useSiteData().claims;

/** Looks up images named in content. */
export function useImages() {
  const { images } = useSiteData();
  return {
    image: (name: string) => lookupImage(images, name),
    url: (name: string) => imageSrc(lookupImage(images, name)),
  };
}
