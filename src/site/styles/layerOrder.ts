/**
 * The cascade layer order, declared before any stylesheet wherever pages are drawn (each page's head,
 * the editor's preview frame), so the order bundled CSS files arrive in cannot change it. tokens.css
 * states the same order for CSS read on its own.
 */
export const LAYER_ORDER = '@layer reset, tokens, base, layout, components, utilities;';
