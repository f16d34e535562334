/**
 * The cascade layer order (STYLE: tokens in one place, an explicit `@layer` order), declared before
 * any stylesheet wherever pages are drawn: in each page's head (src/site/root.tsx) and in the
 * editor's preview frame (src/editor/preview/registerPreviews.tsx), so the order in which bundled
 * CSS files arrive cannot change it. tokens.css states the same order for CSS read on its own.
 */
export const LAYER_ORDER = '@layer reset, tokens, base, layout, components, utilities;';
