import type { Plugin } from 'vite';

/**
 * The editor's build imports the site's styles for its preview (src/editor/preview), and none of
 * them may style Decap's own page. All CSS goes into one file (no per-chunk CSS that Vite would
 * inject into the editor's page later); its <link> becomes `<meta name="site-stylesheet">`, which
 * src/editor/preview/registerPreviews.tsx hands to Decap's preview frame.
 */
export function previewStylesheet(): Plugin {
  return {
    name: 'admin-preview-stylesheet',
    apply: 'build',
    config: () => ({ build: { cssCodeSplit: false } }),
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g,
          (_link, href: string) => `<meta name="site-stylesheet" content="${href}">`,
        ),
    },
  };
}
