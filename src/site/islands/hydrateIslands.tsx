import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { SiteData } from '../../content';
import { SiteDataContext } from '../../content/useSiteData';
import { ISLANDS, isIslandName } from './registry';

/** Calls `onDone` once React has committed the island: its effects have run, its handlers are live. */
function Hydrated({ children, onDone }: { children: ReactNode; onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return children;
}

async function hydrateIsland(element: HTMLElement, data: SiteData): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`unknown island "${String(name)}" (site/islands/registry.ts)`);
  const { default: Component } = await ISLANDS[name]();
  const Loaded = Component as unknown as (props: Record<string, unknown>) => ReactNode;
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  await new Promise<void>((done) => {
    hydrateRoot(
      element,
      <SiteDataContext value={data}>
        <Hydrated onDone={done}>
          <Loaded {...props} />
        </Hydrated>
      </SiteDataContext>,
    );
  });
}

/**
 * Hydrates every island of the page, each as its own React root, then sets `<html data-hydrated>`:
 * end-to-end tests wait for it before they interact (DESIGN §9).
 */
export async function hydrateIslands(): Promise<void> {
  const source = document.getElementById('site-data')?.textContent;
  if (!source) throw new Error('site data missing from the page (site/islands/islandScripts.ts)');
  // Only the texts and images this page's islands read (islandData.ts): the site data as far as they can tell.
  const data = JSON.parse(source) as SiteData;
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(islands.map((element) => hydrateIsland(element, data)));
  document.documentElement.dataset.hydrated = '';
}
