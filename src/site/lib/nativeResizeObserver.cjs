/**
 * Stands in for `resize-observer-polyfill`, which react-slick imports: every browser the site
 * supports has had ResizeObserver since 2020, and the polyfill would add ~2.5 KB gzip to the
 * home page (vite.config.ts aliases the package to this file). CommonJS like the package it
 * replaces, so react-slick's `require` needs no ESM interop helpers in every page's runtime.
 */
module.exports = globalThis.ResizeObserver;
