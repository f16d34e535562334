import type { ReactNode } from 'react';
import type HomeCarousel from '../layout/banner/HomeCarousel';
import type { BusinessCards } from '../components/home/BusinessCards';
import type { SubNav } from '../components/business/SubNav';
import type { CopyButton } from '../components/CopyButton';
import type { DocFrame } from '../components/document/DocFrame';
import type { MarkSamples } from '../components/MarkSamples';

/**
 * Every part of the site that runs in the browser (pages ship almost no JavaScript: docs/architecture.md). Each has its module in `client/<name>.ts`,
 * an entry of the browser build (scripts/build/vite/islandModules.ts): a page imports the modules of the
 * islands it shows and no other. A module runs a behaviour over the pre-rendered HTML (copy button,
 * sub-nav, developer frame: no UI library at all) or hydrates its React component (the home page's
 * carousel and cards). `sampleMarkers` is built for preview builds and `npm run dev` only.
 */
export const ISLAND_NAMES = ['carousel', 'businessCards', 'subNav', 'copyButton', 'docFrame', 'sampleMarkers'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** The module of an island, from the repository's root. */
export const islandModulePath = (name: IslandName) => `src/site/islands/client/${name}.ts`;

/** The built files of one island: its module, what that imports statically, and their stylesheets. */
export interface IslandFiles {
  module: string;
  imports: readonly string[];
  css: readonly string[];
}

/** The React component each island renders into the page (at build time, and in `npm run dev`). */
interface IslandComponents {
  carousel: typeof HomeCarousel;
  businessCards: typeof BusinessCards;
  subNav: typeof SubNav;
  copyButton: typeof CopyButton;
  docFrame: typeof DocFrame;
  sampleMarkers: typeof MarkSamples;
}

export type IslandComponent<N extends IslandName> = IslandComponents[N] & ((props: never) => ReactNode);

/** What an island is rendered with: the JSON written into the page, so plain data only. */
export type IslandProps<N extends IslandName> =
  Parameters<IslandComponents[N]> extends [infer P, ...unknown[]] ? P : Record<string, never>;

export function isIslandName(value: string | undefined): value is IslandName {
  return value !== undefined && (ISLAND_NAMES as readonly string[]).includes(value);
}
