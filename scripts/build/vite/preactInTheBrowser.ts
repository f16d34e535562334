import type { Plugin } from 'vite';

/**
 * The built site's islands run React's API on Preact's compatibility layer (the home page
 * ≤ 70 KB with its carousel; React DOM alone is ~60 KB gzip, Preact with compat ~10 KB; the comparison
 * is in docs/performance.md). Only the browser build of `npm run build` is redirected: pages are still
 * rendered by React at build time, `npm run dev` and the editor run React.
 */
const TO_PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * React Router's own modules are built for route modules the build then prunes (scripts/build/pruneBuild.ts):
 * they keep React, whose newer hooks Preact lacks.
 */
export const REACT_ROUTER_MODULE = /[\\/]node_modules[\\/](@react-router|react-router)/;

export function preactInTheBrowser(): Plugin {
  let islands = false;
  return {
    name: 'site:preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      // A build that is not production's (NODE_ENV=test, as under Vitest) hydrates the whole document with
      // React Router, as `npm run dev` does (src/site/entry.client.tsx): it keeps React.
      islands = config.isProduction;
    },
    async resolveId(source, importer, options) {
      if (!islands) return null;
      const target = TO_PREACT[source];
      if (!target || options.ssr || REACT_ROUTER_MODULE.test(importer ?? '')) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
