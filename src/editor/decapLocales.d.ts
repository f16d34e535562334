// decap-cms-locales (installed with decap-cms-app) ships no types; the Chinese phrases and the English fallback are used.
declare module 'decap-cms-locales' {
  export const zh_Hans: Record<string, unknown>;
  export const en: Record<string, unknown>;
}
