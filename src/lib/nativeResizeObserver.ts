/**
 * Stands in for `resize-observer-polyfill`, which react-slick imports: every browser the site
 * supports has had ResizeObserver since 2020, and the polyfill would add ~2.5 KB gzip to the
 * home page (vite.config.ts aliases the package to this file).
 */
export default globalThis.ResizeObserver;
