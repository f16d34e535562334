import type { Normalise } from './bodyMerge';

/**
 * Decap's own markdown serialisers, called as its rich-text editor calls them (VisualEditor.js in
 * decap-cms-widget-markdown 3.13; no code-block component or remark plugins here, hence no options),
 * so the merge re-writes the body as read exactly as the editor re-wrote the saved one. They read the
 * editor components registered on the markdown control, which exists whenever a body was edited.
 * The package loads Decap's UI kit, which needs a browser: without a document (the format's unit
 * tests in Node) this is undefined and a changed body is written as given.
 */
const serializers =
  typeof document === 'undefined' ? undefined : await import('decap-cms-widget-markdown/dist/esm/serializers/index.js');

export const decapNormalise: Normalise | undefined =
  serializers &&
  // An emptied body is an empty paragraph to Slate, which Decap writes as nothing.
  ((markdown) => (markdown ? serializers.slateToMarkdown(serializers.markdownToSlate(markdown)) : ''));
