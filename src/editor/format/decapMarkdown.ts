import type { Normalise } from './bodyMerge';

/**
 * Decap's own markdown serialisers, called as its rich-text editor calls them (VisualEditor.js, 3.13; no
 * options: no code-block component or remark plugins here), reading the editor components registered
 * on the markdown control, there whenever a body was edited. They load Decap's UI kit, which needs a
 * browser: without a document (unit tests in Node) this is undefined and a changed body is written as given.
 */
const serializers =
  typeof document === 'undefined' ? undefined : await import('decap-cms-widget-markdown/dist/esm/serializers/index.js');

export const decapNormalise: Normalise | undefined =
  serializers &&
  // An emptied body is an empty paragraph to Slate, which Decap writes as nothing.
  ((markdown) => (markdown ? serializers.slateToMarkdown(serializers.markdownToSlate(markdown)) : ''));
