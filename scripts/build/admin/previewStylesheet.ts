import type { Plugin } from 'vite';

/**
 * The site's styles, imported for the preview, may not style Decap's own page: all CSS goes into one file
 * (Vite would inject per-chunk CSS into the page), named in `<meta name="site-stylesheet">` for the preview frame.
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
