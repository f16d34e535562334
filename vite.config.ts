import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { basePath } from './scripts/basePath';
import { contentPlugin } from './scripts/vite/contentPlugin';

/**
 * Layout, shared components, hooks and helpers: everything but route modules, page-specific
 * components and the code loaded on demand (carousel, feedback kit, sample marks).
 */
function isSharedSiteCode(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  if (path.includes('vite/preload-helper')) return true;
  const inSrc = /\/src\/(.+)$/.exec(path)?.[1];
  if (!inSrc || path.includes('/node_modules/')) return false;
  return !/^(root\.tsx|pages\/|feedback\/|components\/(home|business|recruitment|document|samples)\/|components\/CopyButton\.tsx|hooks\/(useActiveSection|useFrameFocus)\.ts|lib\/activeSection\.ts|layout\/banner\/(HomeCarousel\.tsx|SlickSlides\.tsx|slick\.css))/.test(
    inSrc,
  );
}

export default defineConfig({
  base: basePath(),
  resolve: {
    alias: { 'resize-observer-polyfill': fileURLToPath(new URL('./src/lib/nativeResizeObserver.ts', import.meta.url)) },
  },
  plugins: [
    contentPlugin(),
    // MDX must compile before the React Router plugin sees the modules (TOOLCHAIN).
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter] }) },
    // Raster photos editors add: resized variants in modern formats at build time.
    imagetools({ removeMetadata: true }),
    reactRouter(),
  ],
  build: {
    // Content images stay separate files: inlining them would put every image into every route's JavaScript.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Code every page uses travels as one chunk: a dozen tiny ones cost a request and gzip framing each.
        codeSplitting: { groups: [{ name: 'site', test: isSharedSiteCode }] },
      },
    },
  },
});
