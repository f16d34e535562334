/** The core flows in Firefox ESR (see coreSuite.ts). */
import { defineCoreSuite } from './coreSuite';
import { launchFirefox } from './firefox';

// Back/forward cache: not observable here. Driven through puppeteer's WebDriver BiDi, Firefox ESR 153
// loaded every page afresh on going back (measured November 2026, also with
// browser.sessionhistory.max_total_viewers set to 8): whether the driver or the browser keeps pages
// out of the cache is not known, so ./bfcache.ts runs in WebKit and Chromium (tests/e2e/bfcache.spec.ts) only.
defineCoreSuite(launchFirefox, { readsClipboard: true, observesBackForwardCache: false });
