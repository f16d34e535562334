// decap-cms-locales (installed with decap-cms-app) ships no types; only the Chinese phrases are used.
declare module 'decap-cms-locales' {
  export const zh_Hans: Record<string, unknown>;
}
