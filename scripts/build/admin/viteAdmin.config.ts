import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { BackendOptions } from '../../../src/editor/config/cmsConfig';
import { contentPlugin } from '../vite/contentPlugin';
import { previewStylesheet } from './previewStylesheet';

/**
 * The editor's own build (DESIGN §13): a separate Vite build rooted at src/editor/, so none of its
 * code or styles can reach a visitor page. Relative `base`: the same files work at /admin/ and
 * under a preview's /preview/pr-<N>/admin/.
 */
const backend: BackendOptions = {
  name: 'github',
  repo: process.env.CMS_REPO ?? 'example-org/rail-ticket-site',
  branch: process.env.CMS_BRANCH ?? 'main',
  ...(process.env.CMS_AUTH_URL ? { base_url: process.env.CMS_AUTH_URL } : {}),
};

export default defineConfig({
  root: fileURLToPath(new URL('../../../src/editor', import.meta.url)),
  base: './',
  logLevel: 'warn',
  publicDir: false,
  // The preview draws pages with the site's components: their QR codes (virtual:qr-codes) and styles.
  plugins: [contentPlugin(), previewStylesheet()],
  define: {
    __CMS_BACKEND__: JSON.stringify(backend),
    // Decap's dependencies still read these Node globals.
    'process.env.NODE_ENV': JSON.stringify('production'),
    global: 'globalThis',
  },
  build: {
    outDir: fileURLToPath(new URL(`../../../${process.env.ADMIN_OUT_DIR ?? 'build/admin'}`, import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // One big editor bundle is expected: it loads only under /admin/ (docs/cms.md).
    chunkSizeWarningLimit: 8000,
    rollupOptions: { onwarn: () => {} },
  },
});
