import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { BackendOptions } from '../../../src/editor/config/cmsConfig';
import { contentPlugin } from '../vite/contentPlugin';
import { previewStylesheet } from './previewStylesheet';

/**
 * The editor's own build, rooted at src/editor/ so nothing of it reaches a visitor page.
 * Relative `base`: the same files work at /admin/ and under a path prefix (`<prefix>admin/`).
 */
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));

export default defineConfig({
  root: resolve(REPOSITORY, 'src/editor'),
  base: './',
  logLevel: 'warn',
  publicDir: false,
  // The preview draws pages with the site's components: their QR codes (virtual:qr-codes) and styles.
  plugins: [contentPlugin(process.cwd(), { printCheck: false }), previewStylesheet()],
  define: {
    __CMS_BACKEND__: JSON.stringify({
      name: 'github',
      repo: process.env.CMS_REPO ?? 'example-org/rail-ticket-site',
      branch: process.env.CMS_BRANCH ?? 'main',
    } satisfies BackendOptions),
    // Decap's dependencies still read these Node globals.
    'process.env.NODE_ENV': JSON.stringify('production'),
    global: 'globalThis',
  },
  build: {
    // From the repository's root: relative to this file's folder, emptyOutDir would wipe scripts/build/admin/.
    outDir: resolve(REPOSITORY, process.env.ADMIN_OUT_DIR ?? 'build/admin'),
    emptyOutDir: true,
    // Pictures stay files: the editor's img-src allows no data: URIs (deploy/admin-csp.conf).
    assetsInlineLimit: 0,
    target: 'es2022',
    // One big editor bundle is expected: it loads only under /admin/ (docs/cms.md).
    chunkSizeWarningLimit: 8000,
    rollupOptions: { onwarn: () => {} },
  },
});
