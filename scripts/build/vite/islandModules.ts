import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ISLAND_NAMES, islandModulePath } from '../../../src/site/islands/registry';
import type { IslandFiles } from '../../../src/site/islands/registry';

const VIRTUAL = 'virtual:island-modules';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A module's file with its static imports' files and stylesheets, recursively, from Vite's manifest. */
function filesOf(manifest: Record<string, ManifestChunk>, key: string, base: string): IslandFiles {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    chunk.css?.forEach((file) => css.add(base + file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  const [own, ...imports] = [...seen].map((name) => base + (manifest[name]?.file ?? ''));
  return { module: own ?? '', imports, css: [...css] };
}

/**
 * Each island's browser module (src/site/islands/client/<name>.ts) is an entry of the client build,
 * so a page names exactly the modules of the islands it shows, and nothing else (pages ship almost no JavaScript: docs/architecture.md): no
 * client entry, no registry of every island. The pre-rendering build reads their files from the
 * client build's manifest (`virtual:island-modules`, used by src/site/entry.server.tsx).
 */
export function islandModules(): Plugin {
  let root = '';
  let base = '/';
  let clientDir = '';
  let markSamples = false;
  let building = false;
  return {
    name: 'site:island-modules',
    configResolved(config) {
      // `npm run dev` hydrates the whole document (src/site/entry.client.tsx): no island modules, an empty map.
      building = config.command === 'build';
      root = config.root;
      base = config.base;
      // React Router builds the browser files into <build>/client and the server's into <build>/server.
      clientDir = config.build.ssr ? resolve(config.build.outDir, '..', 'client') : config.build.outDir;
      markSamples = config.define?.['import.meta.env.SITE_MARK_SAMPLES'] === 'true';
    },
    options(options) {
      if (!building || this.environment.name !== 'client') return null;
      const islands = ISLAND_NAMES.filter((name) => name !== 'sampleMarkers' || markSamples).map((name) =>
        resolve(root, islandModulePath(name)),
      );
      const input = options.input;
      if (Array.isArray(input)) return { ...options, input: [...input, ...islands] };
      if (input && typeof input === 'object')
        return { ...options, input: { ...input, ...Object.fromEntries(islands.map((file) => [file, file])) } };
      throw new Error('island modules: the browser build has no inputs to add to');
    },
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      if (!building || this.environment.name === 'client') return 'export default {};';
      const manifest = JSON.parse(readFileSync(resolve(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const files = Object.fromEntries(
        ISLAND_NAMES.filter((name) => manifest[islandModulePath(name)]).map((name) => [
          name,
          filesOf(manifest, islandModulePath(name), base),
        ]),
      );
      return `export default ${JSON.stringify(files)};`;
    },
  };
}
