/**
 * The page-side half of navigationBench.ts: Chromium refuses to prerender while DevTools drives it, so the
 * pages report for themselves. This script, named by every page of a copy of the site, plays the visitor.
 * On the first page (`#bench-nav=<run>|<dwell>|<mode>`), once loaded: what a pointer resting on the link
 * makes Chromium do (a prerender or a prefetch of it; `none`: nothing), then after `dwell` ms the click. On
 * the next page, once shown: ms from the click until it was shown and until `<html data-hydrated>`, and
 * whether it was prerendered, sent to REPORT_PATH, which nginx answers 404 and logs.
 */

/** The inline rules the first page inserts for `mode`; their hashes go into the copy's CSP. */
export const triggerRules = (mode: 'prerender' | 'prefetch', target: string): string =>
  JSON.stringify({ [mode]: [{ source: 'list', urls: [target], eagerness: 'immediate' }] });

export const REPORT_PATH = '/__bench-nav';

/** The harness as the JavaScript file the copy serves (not a module: it must run before `load`). */
export const harnessScript = (target: string): string => `(() => {
  const rules = ${JSON.stringify({ prerender: triggerRules('prerender', target), prefetch: triggerRules('prefetch', target) })};
  const now = () => performance.timeOrigin + performance.now();
  const plan = /^#bench-nav=(.+)$/.exec(location.hash);
  if (plan) {
    const [run, dwell, mode] = decodeURIComponent(plan[1]).split('|');
    addEventListener('load', () => setTimeout(() => {
      if (rules[mode]) {
        const element = Object.assign(document.createElement('script'), { type: 'speculationrules' });
        element.textContent = rules[mode];
        document.head.append(element);
      }
      setTimeout(() => {
        localStorage.setItem('bench-nav', JSON.stringify({ run, clickAt: now() }));
        document.querySelector('a[href="${target}"]').click();
      }, Number(dwell));
    }, 300));
    return;
  }
  const shown = new Promise((go) => {
    if (document.prerendering) document.addEventListener('prerenderingchange', go, { once: true });
    else if (document.readyState === 'complete') go();
    else addEventListener('load', go, { once: true });
  });
  shown.then(async () => {
    const shownAt = now();
    const pending = JSON.parse(localStorage.getItem('bench-nav') || 'null');
    if (!pending) return;
    localStorage.removeItem('bench-nav');
    let readyAt = Number.NaN;
    for (let waited = 0; waited < 15000 && Number.isNaN(readyAt); waited += 20) {
      if (document.documentElement.hasAttribute('data-hydrated')) readyAt = now();
      else await new Promise((go) => setTimeout(go, 20));
    }
    const activation = performance.getEntriesByType('navigation')[0]?.activationStart || 0;
    const query = new URLSearchParams({
      run: pending.run,
      ms: String(Math.round(shownAt - pending.clickAt)),
      ready: String(Math.round(readyAt - pending.clickAt)),
      prerendered: activation > 0 ? '1' : '0',
    });
    fetch('${REPORT_PATH}?' + query, { keepalive: true });
  });
})();
`;
