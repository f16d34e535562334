import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+): a file starting with it is compiled whole on a background
 * thread while it downloads. Lazy compilation of the islands' code was a third of the home page's
 * script time at 4× CPU (docs/performance.md, "what paid").
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Marks every JavaScript file of the built site, after minification (which would drop the comment). */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'site:compile-hints',
    apply: 'build',
    // The pre-rendering server bundle runs in Node at build time, never in a browser.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's own last rewrite, which puts its dependency map first in some chunks.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}
