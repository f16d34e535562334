/**
 * Lighthouse CI for `npm run bench` (scripts/bench/lighthouseBench.ts): every page, 5 runs per page and
 * profile, each in a fresh Chromium; BENCH_PROFILE=desktop takes Lighthouse's desktop preset, anything else
 * its default mobile profile (simulated slow 4G, 4× CPU slowdown). The bench passes the pages' addresses on
 * the command line: they are served by nginx on a free port, over HTTPS and HTTP/2 with a throwaway
 * certificate, as production serves them.
 *
 * The assertions are the site's Lighthouse budgets (docs/architecture.md), judged on the median run.
 */
/* global process */
const { env } = process;

const NOT_FOUND = 'bench-no-such-page';

const categories = (scores) =>
  Object.fromEntries(
    Object.entries(scores).map(([name, score]) => [`categories:${name}`, ['error', { minScore: score }]]),
  );

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 5,
      chromePath: env.CHROMIUM_PATH || '/usr/bin/chromium',
      settings: {
        ...(env.BENCH_PROFILE === 'desktop' ? { preset: 'desktop' } : {}),
        chromeFlags: '--headless=new --no-sandbox --disable-gpu --ignore-certificate-errors',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The 404 page answers 404 on purpose and is scored anyway. A route answering 404 still fails:
        // its SEO score (the "HTTP status code" audit) falls below 100.
        ignoreStatusCode: true,
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^(?!.*${NOT_FOUND})`,
          aggregationMethod: 'median-run',
          assertions: {
            ...categories({ performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 }),
            // Mobile budgets, simulated; desktop is held to the same and is well inside them.
            'first-contentful-paint': ['error', { maxNumericValue: 1000 }],
            'largest-contentful-paint': ['error', { maxNumericValue: 1200 }],
            // JavaScript run on the page at 4× CPU (mobile); the home page's carousel is the most there is.
            'bootup-time': ['warn', { maxNumericValue: 150 }],
          },
        },
        {
          // A page answered with status 404 and `noindex` cannot pass "is crawlable", "HTTP status code"
          // or, for the browser's own "Failed to load resource: 404", "errors in console".
          matchingUrlPattern: NOT_FOUND,
          aggregationMethod: 'median-run',
          assertions: categories({ performance: 0.95, accessibility: 1 }),
        },
      ],
    },
  },
};
