/**
 * Speculation rules under the real Content-Security-Policy (nginx, src/site/lib/speculationRules.ts):
 * Chromium accepts the inline rules by their hash, offers exactly the site's own page links
 * (no external, new-tab or same-page link), and prefetches the page whose link the pointer rests on.
 * Chromium does not prerender while DevTools drives it, so the test sees the prefetch that stands in;
 * the prerender itself is measured by the bench (scripts/bench/navigationBench.ts).
 */
import type { CDPSession } from '@playwright/test';
import { expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import { CLIENT_DIR, fixture, launchChromium, openPage, requireBuild, ROUTE_PATHS } from './helpers';

const nginx = fixture(
  async () => {
    requireBuild();
    return startNginx({ root: CLIENT_DIR });
  },
  (server) => server.stop(),
);
const browser = fixture(launchChromium, (chromium) => chromium.close());

interface PreloadLog {
  ruleSets: { errorType?: string; errorMessage?: string }[];
  /** URLs each rule would act on, by action ("Prefetch", "Prerender"), from the latest update. */
  sources: Map<string, Set<string>>;
  prefetches: { url: string; status: string }[];
}

async function recordPreloading(cdp: CDPSession): Promise<PreloadLog> {
  const log: PreloadLog = { ruleSets: [], sources: new Map(), prefetches: [] };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => log.ruleSets.push(ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    log.sources = new Map();
    for (const { key } of preloadingAttemptSources) {
      log.sources.set(key.action, (log.sources.get(key.action) ?? new Set()).add(key.url));
    }
  });
  cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) =>
    log.prefetches.push({ url: prefetchUrl, status }),
  );
  await cdp.send('Preload.enable');
  return log;
}

test('every page: the rules pass the CSP and name exactly its own page links', async () => {
  const page = await openPage(browser(), nginx().origin, '/');
  try {
    const log = await recordPreloading(await page.page.context().newCDPSession(page.page));
    for (const path of [...ROUTE_PATHS, '/no-such-page']) {
      log.ruleSets = [];
      expect(await page.visit(path), path).toEqual([]);
      expect(await page.page.locator('script[type=speculationrules]').count(), path).toBe(1);
      await expect.poll(() => log.ruleSets.length, { message: path }).toBe(1);
      expect(log.ruleSets[0]?.errorType, `${path}: ${log.ruleSets[0]?.errorMessage}`).toBeUndefined();

      // What a visitor can hover that leads to another page of this site, read from the page itself.
      const ownLinks = await page.page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
          .filter(
            (a) => a.origin === location.origin && a.target !== '_blank' && !a.getAttribute('href')?.startsWith('#'),
          )
          .map((a) => a.href),
      );
      expect(ownLinks.length, path).toBeGreaterThan(4);
      const expected = [...new Set(ownLinks)].sort();
      await expect.poll(() => [...(log.sources.get('Prerender') ?? [])].sort(), { message: path }).toEqual(expected);
      expect([...(log.sources.get('Prefetch') ?? [])].sort(), path).toEqual(expected);
    }
  } finally {
    await page.close();
  }
});

test('the page under the pointer is fetched before the click, and the click uses it', async () => {
  const page = await openPage(browser(), nginx().origin, '/');
  try {
    const log = await recordPreloading(await page.page.context().newCDPSession(page.page));
    expect(await page.visit('/contactUs')).toEqual([]);
    const link = page.page.getByRole('navigation', { name: '主导航' }).locator('a[href="/businessIntro?id=1"]');
    await link.hover();
    const target = `${nginx().origin}/businessIntro?id=1`;
    await expect.poll(() => log.prefetches.filter((entry) => entry.url === target).at(-1)?.status).toBe('Ready');
    // Nothing else was fetched: only the link that was hovered.
    expect(new Set(log.prefetches.map((entry) => entry.url))).toEqual(new Set([target]));
    await link.click();
    await page.page.waitForURL(target);
    const delivery = await page.page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    );
    expect(delivery).toBe('navigational-prefetch');
  } finally {
    await page.close();
  }
});

test('rules the policy does not allow are refused and reported: the check above is not vacuous', async () => {
  const page = await openPage(browser(), nginx().origin, '/');
  try {
    const log = await recordPreloading(await page.page.context().newCDPSession(page.page));
    // The same page, with the policy's hashes minus the one of the rules.
    await page.page.route(`${nginx().origin}/recruitment`, async (route) => {
      const response = await route.fetch();
      const rules = (await response.text()).match(/<script type="speculationrules">([^<]*)<\/script>/)?.[1] ?? '';
      const { hashSource } = await import('../../scripts/nginx/csp');
      const policy = response.headers()['content-security-policy']?.replace(` ${hashSource(rules)}`, '') ?? '';
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    });
    const problems = await page.visit('/recruitment');
    expect(problems.filter((problem) => problem.startsWith('CSP: script-src'))).toHaveLength(1);
    expect(log.ruleSets).toEqual([]);
  } finally {
    await page.close();
  }
});
