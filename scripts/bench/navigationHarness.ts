/**
 * The page-side half of the navigation bench (navigationBench.ts): Chromium refuses to prerender while
 * DevTools drives it, so the pages measure themselves. This script, named by every page of
 * a copy of the site, plays the visitor and reports through a request nginx logs.
 * On the first page (`#bench-nav=<run>|<target>|<dwell>|<mode>`), once loaded: what a pointer resting
 * on the link makes Chromium do (`mode`: a prerender or a prefetch of that link, as the site's moderate
 * rules start after ~200 ms of hover; `none`: nothing), then after `dwell` ms the click. On the next
 * page, once shown: the time from the click to its largest contentful paint, and to `<html data-hydrated>`.
 */

/** The inline rules the first page inserts for `mode`; their hashes go into the copy's CSP. */
export function triggerRules(mode: 'prerender' | 'prefetch', target: string): string {
  return JSON.stringify({ [mode]: [{ source: 'list', urls: [target], eagerness: 'immediate' }] });
}

/** Address the next page requests to report (nginx answers 404 and logs it). */
export const REPORT_PATH = '/__bench-nav';

/** The harness, as the JavaScript file the copy serves (no module: it must run before `load`). */
export function harnessScript(): string {
  return `(() => {
  const KEY = 'bench-nav';
  const rules = ${triggerRules.toString()};
  const plan = /^#bench-nav=(.+)$/.exec(location.hash);
  if (plan) {
    const [run, target, dwell, mode] = decodeURIComponent(plan[1]).split('|');
    addEventListener('load', () => setTimeout(() => {
      const link = document.querySelector('a[href="' + target + '"]');
      if (mode !== 'none') {
        const element = document.createElement('script');
        element.type = 'speculationrules';
        element.textContent = rules(mode, target);
        document.head.append(element);
      }
      setTimeout(() => {
        localStorage.setItem(KEY, JSON.stringify({ run, clickAt: performance.timeOrigin + performance.now() }));
        link.click();
      }, Number(dwell));
    }, 300));
    return;
  }
  const shown = () => new Promise((go) => {
    if (document.prerendering) document.addEventListener('prerenderingchange', go, { once: true });
    else if (document.readyState === 'complete') go();
    else addEventListener('load', go, { once: true });
  });
  let lcp = Number.NaN;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) lcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  // Ready: <html data-hydrated>, set by the islands once hydrated or by the inline script.
  const ready = new Promise((go) => {
    const done = () => document.documentElement.hasAttribute('data-hydrated');
    if (done()) return go(performance.now());
    new MutationObserver((_, observer) => { if (done()) { observer.disconnect(); go(performance.now()); } })
      .observe(document.documentElement, { attributes: true });
    setTimeout(() => go(Number.NaN), 15000);
  });
  // A page prerendered to the end reports no largest paint of its own: it was painted before it was
  // shown, and appears with the first frame after activation.
  let firstFrame = Number.NaN;
  shown().then(() => requestAnimationFrame(() => setTimeout(() => (firstFrame = performance.now()))));
  shown().then(() => setTimeout(async () => {
    const pending = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (!pending) return;
    localStorage.removeItem(KEY);
    const navigation = performance.getEntriesByType('navigation')[0] || {};
    const activation = navigation.activationStart || 0;
    const since = (time) => Math.round(performance.timeOrigin + Math.max(time, activation) - pending.clickAt);
    const query = new URLSearchParams({
      run: pending.run,
      ms: String(since(Number.isNaN(lcp) ? firstFrame : lcp)),
      lcp: Number.isNaN(lcp) ? '0' : '1',
      ready: String(since(await ready)),
      prerendered: activation > 0 ? '1' : '0',
      delivery: navigation.deliveryType || '',
    });
    fetch('${REPORT_PATH}?' + query, { keepalive: true });
  }, 1000));
})();
`;
}
