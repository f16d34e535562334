import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { basePath } from './scripts/shared/basePath';
import { compileHintsPlugin } from './scripts/build/vite/compileHints';
import { contentPictures } from './scripts/build/vite/contentPictures';
import { contentPlugin } from './scripts/build/vite/contentPlugin';
import { islandModules } from './scripts/build/vite/islandModules';
import { preactInTheBrowser } from './scripts/build/vite/preactInTheBrowser';
import { rehypeSourceLines, sourceMarksPlugin } from './scripts/build/vite/sourceMarksPlugin';
import { contentMdx } from './scripts/build/vite/yamlFrontmatter';

/** What the React islands share (Preact's compat layer and the site data context): the home page's alone in production. */
const ISLAND_RUNTIME = [
  /node_modules\/preact\//,
  /\/src\/content\/useSiteData\.ts$/,
  /\/src\/site\/islands\/hydrate\.tsx$/,
];

/**
 * The home page's two islands and what only they use. react-slick stays out: the carousel
 * loads it once hydrated (src/site/layout/banner/HomeCarousel.tsx), as its own chunk.
 */
const HOME_ISLANDS = [
  /\/src\/site\/islands\/client\/(carousel|businessCards)\.ts$/,
  /\/src\/site\/layout\/banner\/HomeCarousel\.tsx$/,
  /\/src\/site\/components\/(home\/BusinessCards?|text\/Text|ContentPicture)\.tsx$/,
  /\/src\/site\/lib\/(hoverCards|specConstants)\.ts$/,
];

/**
 * Used by more than one island: the loader's preload helper, placeholders in labels, the feedback kit's
 * constants and element helper (the frame's mask on arrival, messages on a click).
 */
const SHARED = [
  /\0vite\/preload-helper\.js$/,
  /\/src\/content\/fillPlaceholders\.ts$/,
  /\/src\/site\/feedback\/(constants|dom)\.ts$/,
];

/** The feedback kit's core, shared by messages (copy buttons) and notifications (the developer frame). */
const FEEDBACK_CORE = [
  /\/src\/site\/feedback\/(queue|store|host|itemState|layout|stackView)\.ts$/,
  /\/src\/site\/feedback\/(tone|closeButton)\.module\.css$/,
];

/** Raster photos (vite-imagetools below), in any letter case, with or without a query. */
export const PHOTOS = /^[^?]+\.(avif|jpeg|jpg|png|webp)(\?.*)?$/i;

/** Every chunk pattern, by the group it puts modules in (highest priority first). */
export const CHUNK_PATTERNS = { shared: SHARED, runtime: ISLAND_RUNTIME, feedback: FEEDBACK_CORE, home: HOME_ISLANDS };

const matcher = (patterns: readonly RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

/** The patterns that match none of `ids`, as `group: /pattern/`. */
export function unmatchedPatterns(ids: readonly string[]): string[] {
  const paths = ids.map((id) => id.replaceAll('\\', '/'));
  return Object.entries(CHUNK_PATTERNS).flatMap(([group, patterns]) =>
    patterns.filter((pattern) => !paths.some((path) => pattern.test(path))).map((pattern) => `${group}: ${pattern}`),
  );
}

/**
 * Fails the browser build when a chunk pattern matched none of its modules: a file renamed or moved
 * leaves its pattern grouping nothing, and its module would silently land in another chunk.
 */
function everyChunkPatternMatches(): Plugin {
  let production = false;
  return {
    name: 'site:every-chunk-pattern-matches',
    apply: 'build',
    configResolved(config) {
      // Only production's browser build runs the islands on Preact; a build under NODE_ENV=test (the
      // review's, started by Vitest) keeps React, so the runtime's Preact pattern has nothing to group there.
      production = config.isProduction;
    },
    generateBundle() {
      if (this.environment.name !== 'client' || !production) return;
      const unmatched = unmatchedPatterns([...this.getModuleIds()]);
      if (unmatched.length)
        this.error(`chunk patterns of vite.config.ts that match no module: ${unmatched.join(', ')}`);
    },
  };
}

export default defineConfig({
  base: basePath(),
  resolve: {
    alias: {
      'resize-observer-polyfill': fileURLToPath(new URL('./src/site/lib/nativeResizeObserver.cjs', import.meta.url)),
    },
  },
  // `npm run dev` only. Vite found these late (the content check and the source marks, which run in
  // the browser in dev, and react-slick, which the carousel imports once hydrated) and reloaded the
  // page an editor had just opened ("optimized dependencies changed"), at times before it had
  // hydrated; named here, they are pre-bundled when the server starts.
  optimizeDeps: { include: ['@vercel/stega', 'yaml', 'zod', 'react-slick'] },
  server: {
    // `npm run dev` only. A save can reach the watcher as two changes, the file emptied, then written: the
    // watcher passes on one change per 50 ms, so on a busy machine the content check read a half-written
    // file, showed its panel for a mistake nobody made, and never heard of the finished file. Changes are
    // announced once a file's size has held for 50 ms.
    watch: { awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 } },
  },
  plugins: [
    preactInTheBrowser(),
    islandModules(),
    contentPlugin(),
    sourceMarksPlugin(),
    // MDX must compile before the React Router plugin sees the modules, which cannot read MDX itself; YAML front matter only.
    contentMdx({ rehypePlugins: [rehypeSourceLines] }),
    // A build's photos, from the bytes the content check read; vite-imagetools below serves them in dev.
    contentPictures(),
    // Raster photos editors add: resized variants in modern formats at build time. Its default filter is
    // lower-case only; a camera's IMG_0001.JPG came through as a plain URL, and the page had no picture.
    imagetools({ removeMetadata: true, include: PHOTOS }),
    reactRouter(),
    compileHintsPlugin(),
    everyChunkPatternMatches(),
  ],
  build: {
    // Content images stay separate files: inlining them would put every image into every route's JavaScript.
    assetsInlineLimit: 0,
    // Islands load after the first paint (src/site/islands): their modules need no preload hints,
    // and without them the client entry does not carry every island's file list.
    modulePreload: false,
    // Asset sizes are for developers tuning chunks (`npm run bench` measures what ships): not printed by `npm run build`.
    reportCompressedSize: false,
    rolldownOptions: {
      // Rolldown's [PLUGIN_TIMINGS] notice profiles the bundler, a developer's concern, not an editor's.
      checks: { bundlerTimings: false },
      output: {
        // What the React islands run (Preact's compat layer, the site data context, the hooks they
        // share) arrives as one file, and the home page's islands as another: one file compresses
        // better than six and costs one request (budgets: tests/e2e/budgets.spec.ts). Islands that
        // run a behaviour instead (src/site/islands/behaviour.ts) import none of it.
        codeSplitting: {
          groups: [
            // A group takes what its modules import too: what other islands share with the home page's
            // goes first to a group of its own, or every island page would load the home page's file.
            { name: 'shared', test: matcher(SHARED), priority: 3 },
            { name: 'runtime', test: matcher(ISLAND_RUNTIME), priority: 2 },
            { name: 'feedback', test: matcher(FEEDBACK_CORE), priority: 2 },
            { name: 'home', test: matcher(HOME_ISLANDS), priority: 1 },
          ],
        },
      },
    },
  },
});
