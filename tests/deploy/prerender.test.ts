/**
 * A page Chromium prerendered on hover (src/site/lib/speculationRules.ts) is the one the click shows,
 * and its islands hydrate once it is shown (src/site/islands/islandScripts.ts waits for
 * `prerenderingchange`, which fires at the document). Chromium refuses to prerender under DevTools,
 * so this runs the bench's DevTools-free harness (scripts/bench/navigationHarness.ts) once.
 */
import { expect, test } from 'vitest';
import { measureOnce, startHarnessSite } from '../../scripts/bench/navigationBench';
import { CLIENT_DIR, fixture, requireBuild } from './helpers';

const site = fixture(
  async () => {
    requireBuild();
    return startHarnessSite(CLIENT_DIR);
  },
  (running) => running.stop(),
);

test('a prerendered page with islands is shown on the click and hydrates', async () => {
  // The prerender starts 1.5 s before the click: long enough to finish on a busy machine.
  const result = await measureOnce(site().origin, site().accessLog, 'prerender-test', 'prerender', 1500);
  expect(result.prerendered).toBe(true);
  expect(Number.isFinite(result.ms)).toBe(true);
  expect(Number.isFinite(result.readyMs), 'islands never hydrated after the prerendered page was shown').toBe(true);
});
