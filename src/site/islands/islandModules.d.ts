declare module 'virtual:island-modules' {
  import type { IslandFiles } from './registry';
  import type { IslandName } from './registry';
  /** The built files of each island the browser build made (scripts/build/vite/islandModules.ts); empty in dev. */
  const modules: Partial<Record<IslandName, IslandFiles>>;
  export default modules;
}
