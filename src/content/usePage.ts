import { useLoaderData } from 'react-router';

/**
 * The current page's frontmatter, as its route's loader returned it at build time. The cast
 * names what the loader returns: the frontmatter the content check validated against `T`.
 */
export function usePage<T>(): T {
  return useLoaderData() as T;
}
