import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { basePath } from './scripts/basePath';
import { contentPlugin } from './scripts/vite/contentPlugin';

export default defineConfig({
  base: basePath(),
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
  },
});
