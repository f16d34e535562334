import { useMatches } from 'react-router';
import { needsReact } from '../routes/handle';

/**
 * Whether this page runs React in the browser: a matched route's `handle` declares islands
 * (src/site/routes/handle.ts); preview builds draw the sample marks on every page as an island; and
 * `npm run dev` hydrates the whole document for hot reload.
 */
export function useHasIslands(): boolean {
  const matches = useMatches();
  return needsReact(matches) || import.meta.env.DEV || import.meta.env.SITE_MARK_SAMPLES;
}
