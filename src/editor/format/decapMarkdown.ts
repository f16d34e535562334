import type { Normalise } from './bodyMerge';
import type * as Serializers from 'decap-cms-widget-markdown/dist/esm/serializers/index.js';

/**
 * Decap's own markdown serialisers, called as its rich-text editor calls them (VisualEditor.js, 3.13; no
 * options: no code-block component or remark plugins here), reading the editor components registered
 * on the markdown control, there whenever a body was edited. They load Decap's markdown editor, which no
 * form needs before it shows (a text page's body loads it): a save loads them first (main.ts). Without a
 * document (unit tests in Node) there are none and a changed body is written as given.
 */
let serializers: typeof Serializers | undefined;
let loading: Promise<void> | undefined;

export function loadDecapMarkdown(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  loading ??= import('decap-cms-widget-markdown/dist/esm/serializers/index.js').then((loaded) => {
    serializers = loaded;
  });
  return loading;
}

/** Decap's normalisation of a body, once its serialisers have loaded. */
export function decapNormalise(): Normalise | undefined {
  const loaded = serializers;
  // An emptied body is an empty paragraph to Slate, which Decap writes as nothing.
  return loaded && ((markdown) => (markdown ? loaded.slateToMarkdown(loaded.markdownToSlate(markdown)) : ''));
}
