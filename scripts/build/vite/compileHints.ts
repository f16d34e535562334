import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read it as a comment):
 * a file that starts with it is compiled whole on a background thread while it downloads,
 * instead of function by function on the main thread as each is first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every JavaScript file of the built site for eager compilation. The site ships script
 * only for its islands (src/site/islands), and each file runs as soon as it arrives: React DOM,
 * the islands and react-slick are called almost whole while hydrating. Lazy compilation put
 * that work on the main thread at 4× CPU: a third of the home page's script time
 * (docs/performance.md, "what paid"). Added after minification, which would drop the comment.
 */
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
