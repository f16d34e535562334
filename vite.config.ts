import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { basePath } from './scripts/shared/basePath';
import { compileHintsPlugin } from './scripts/build/vite/compileHints';
import { contentPlugin } from './scripts/build/vite/contentPlugin';
import { rehypeSourceLines, sourceMarksPlugin } from './scripts/build/vite/sourceMarksPlugin';
import { contentMdx } from './scripts/build/vite/yamlFrontmatter';

const ISLAND_RUNTIME = [
  /node_modules\/(react|react-dom|scheduler)\//,
  /vite\/preload-helper|rolldown\/runtime/,
  /\/src\/(content\/(useSiteData|imageLookup|fillPlaceholders)|site\/hooks\/useHydrated)\.ts$/,
  /\/src\/site\/components\/ExternalLink\.tsx$/,
  /\/src\/site\/styles\/pill\.module\.css$/,
];

/**
 * The home page's two islands and what only they use. react-slick stays out: the carousel
 * loads it once hydrated (src/site/layout/banner/HomeCarousel.tsx), as its own chunk.
 */
const HOME_ISLANDS = [
  /\/src\/site\/layout\/banner\/HomeCarousel\.tsx$/,
  /\/src\/site\/components\/(home\/BusinessCards?|text\/Text|ContentPicture)\.tsx$/,
  /\/src\/site\/lib\/(hoverCards|specConstants)\.ts$/,
];

const matcher = (patterns: readonly RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

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
    contentPlugin(),
    sourceMarksPlugin(),
    // MDX must compile before the React Router plugin sees the modules (TOOLCHAIN); YAML front matter only.
    contentMdx({ rehypePlugins: [rehypeSourceLines] }),
    // Raster photos editors add: resized variants in modern formats at build time. Its default filter is
    // lower-case only; a camera's IMG_0001.JPG came through as a plain URL, and the page had no picture.
    imagetools({ removeMetadata: true, include: /^[^?]+\.(avif|jpeg|jpg|png|webp)(\?.*)?$/i }),
    reactRouter(),
    compileHintsPlugin(),
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
      // Rolldown's [PLUGIN_TIMINGS] notice profiles the bundler, a developer's concern, not an editor's (issue 19).
      checks: { bundlerTimings: false },
      output: {
        // What every page with an island runs (React, React DOM, the bundler's helpers, the
        // site data context and the hooks most islands share) arrives as one file, and the home
        // page's islands as another: one file compresses better than six and costs one request
        // (budgets: tests/e2e/budgets.spec.ts).
        codeSplitting: {
          groups: [
            { name: 'runtime', test: matcher(ISLAND_RUNTIME) },
            { name: 'home', test: matcher(HOME_ISLANDS) },
          ],
        },
      },
    },
  },
});
