import { useLoaderData } from 'react-router';

/** The page's frontmatter as its loader returned it at build time, which the check validated against `T`. */
export const usePage = <T>(): T => useLoaderData() as T;
