import { useMatches } from 'react-router';
import { needsReact } from '../routes/handle';
import { useHydrated } from './useHydrated';

/**
 * Whether this page runs React in the browser: a matched route's `handle` asks for it
 * (src/routes/handle.ts). Always in `npm run dev` (hot reload) and in preview builds (the
 * sample marks are drawn by React on every page); and once React runs, it stays: after a
 * client-side navigation to a page without React, scroll restoration must keep working.
 */
export function useWithReact(): boolean {
  const hydrated = useHydrated();
  const matches = useMatches();
  return hydrated || needsReact(matches) || import.meta.env.DEV || import.meta.env.SITE_MARK_SAMPLES;
}
