import { useLoaderData } from 'react-router';

// Not in useSiteData.ts: islands import that, and this would bring react-router into their runtime chunk.

/** The page's frontmatter as its loader returned it at build time, which the check validated against `T`. */
export const usePage = <T>(): T => useLoaderData() as T;
