import type { ReactNode } from 'react';

/**
 * Every part of the site that runs in the browser (DESIGN §8), each loaded on demand: a page fetches the
 * code of the islands it shows and no other; neither the router nor the layout ships as JavaScript.
 */
export const ISLANDS = {
  carousel: () => import('../layout/banner/HomeCarousel'),
  businessCards: () => import('../components/home/BusinessCards').then((module) => ({ default: module.BusinessCards })),
  subNav: () => import('../components/business/SubNav').then((module) => ({ default: module.SubNav })),
  copyButton: () => import('../components/CopyButton').then((module) => ({ default: module.CopyButton })),
  docFrame: () => import('../components/document/DocFrame').then((module) => ({ default: module.DocFrame })),
  // Preview builds and `npm run dev` only: a compile-time constant, so production never emits the chunk.
  sampleMarkers: () =>
    import.meta.env.SITE_MARK_SAMPLES
      ? import('../components/MarkSamples').then((module) => ({ default: module.MarkSamples }))
      : (Promise.reject(new Error('no sample marks')) as never),
} satisfies Record<string, () => Promise<{ default: (props: never) => ReactNode }>>;

export type IslandName = keyof typeof ISLANDS;

export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]>>['default'];

/** What an island is rendered with: the JSON written into the page, so plain data only. */
export type IslandProps<N extends IslandName> =
  Parameters<IslandComponent<N>> extends [infer P, ...unknown[]] ? P : Record<string, never>;

export function isIslandName(value: string | undefined): value is IslandName {
  return value !== undefined && Object.hasOwn(ISLANDS, value);
}
