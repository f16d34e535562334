/**
 * What `lhci assert` reports becomes one line per budget missed, naming the page by its route (the bench
 * serves on a random port), with what was expected and found; a report of no failures gives none.
 * The report below is LHCI 0.14's, as printed for a stricter performance budget on the home page.
 */
import { describe, expect, it } from 'vitest';
import { failedAssertions } from '../../../scripts/bench/lighthouseBench';

const address = (path: string) => `https://127.0.0.1:46251${path}`;

const report = `Checking assertions against 2 URL(s), 2 total run(s)

1 result(s) for \u001b[1mhttps://127.0.0.1:46251/\u001b[0m :

  \u001b[31m✘\u001b[0m  \u001b[1mcategories\u001b[0m.performance failure for \u001b[1mminScore\u001b[0m assertion
        expected: >=\u001b[32m0.99\u001b[0m
           found: \u001b[31m0.96\u001b[0m
      \u001b[2mall values: 0.96\u001b[0m

1 result(s) for \u001b[1mhttps://127.0.0.1:46251/bench-no-such-page\u001b[0m :

  \u001b[33m⚠️\u001b[0m  \u001b[1mbootup-time\u001b[0m warning for \u001b[1mmaxNumericValue\u001b[0m assertion
        expected: <=\u001b[32m150\u001b[0m
           found: \u001b[31m212\u001b[0m

Assertion failed. Exiting with status code 1.`;

describe('Lighthouse CI assertions', () => {
  it('names each budget missed by route, with what was expected and found', () => {
    expect(failedAssertions(report, address)).toEqual([
      '✘ / categories.performance expected: >=0.99 found: 0.96',
      '⚠️ (404) bootup-time expected: <=150 found: 212',
    ]);
  });

  it('finds nothing when every assertion was met', () => {
    expect(
      failedAssertions('Checking assertions against 8 URL(s), 40 total run(s)\n\nAll results processed!', address),
    ).toEqual([]);
  });
});
