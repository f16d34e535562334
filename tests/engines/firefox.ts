/**
 * Firefox ESR (Debian `firefox-esr`) driven headless through WebDriver BiDi by puppeteer-core,
 * which downloads no browser. Kept off the network, so a run never reaches out to Mozilla's services: every proxied
 * request goes to a closed loopback port, remote settings to a loopback URL (honoured only with
 * MOZ_REMOTE_SETTINGS_DEVTOOLS=1), telemetry, updates and safe browsing off.
 */
import puppeteer, { type Page } from 'puppeteer-core';
import type { EnginePage } from './engine';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** Nothing listens on the discard port: any request that would leave the machine fails at once. */
const NOWHERE = { host: '127.0.0.1', port: 9 };

const OFFLINE_PREFS = {
  'network.proxy.type': 1,
  'network.proxy.http': NOWHERE.host,
  'network.proxy.http_port': NOWHERE.port,
  'network.proxy.ssl': NOWHERE.host,
  'network.proxy.ssl_port': NOWHERE.port,
  'network.proxy.socks': NOWHERE.host,
  'network.proxy.socks_port': NOWHERE.port,
  // 127.0.0.1 (the site and the documentation stand-in) stays direct.
  'network.proxy.allow_hijacking_localhost': false,
  'services.settings.server': `http://${NOWHERE.host}:${NOWHERE.port}/v1`,
  'toolkit.telemetry.enabled': false,
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'app.update.disabledForTesting': true,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  // Lets a test read back what a copy button wrote.
  'dom.events.testing.asyncClipboard': true,
};

const VIEWPORT = { width: 1280, height: 900 };

export async function launchFirefox(origin: string): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The window's size, not an emulated viewport: Firefox ESR 140 (Debian 12's today) does not know
    // the screen-orientation override that puppeteer sends with every viewport, and refuses both.
    defaultViewport: null,
    extraPrefsFirefox: OFFLINE_PREFS,
    env: {
      ...process.env,
      MOZ_REMOTE_SETTINGS_DEVTOOLS: '1',
      MOZ_HEADLESS_WIDTH: String(VIEWPORT.width),
      MOZ_HEADLESS_HEIGHT: String(VIEWPORT.height),
    },
  });
  const page: Page = await browser.newPage();
  // Checked, not assumed: the tests' widths depend on it.
  const width = await page.evaluate(() => window.innerWidth);
  if (width !== VIEWPORT.width) throw new Error(`Firefox's viewport is ${width} px wide, not ${VIEWPORT.width}`);
  let logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(`console.error ${message.text()} (${message.location().url ?? ''})`);
  });
  page.on('pageerror', (error) => logged.push(`uncaught ${String(error)}`));
  // What the page being left reports while it unloads (an aborted lazy import) belongs to that page.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) logged = [];
  });

  return {
    name: 'Firefox ESR',
    async open(path) {
      const url = `${origin}${path}`;
      try {
        await page.goto(url, { waitUntil: 'load' });
      } catch (error) {
        // Firefox's BiDi now and then ends a navigation that did commit with "Address rejected";
        // what counts is that the page arrived and loaded.
        await page
          .waitForFunction(
            (href: string) => location.href === href && document.readyState === 'complete',
            { timeout: 10_000 },
            url,
          )
          .catch(() => {
            throw error;
          });
      }
    },
    path: async () => new URL(page.url()).pathname,
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: (selector) => page.click(selector),
    hover: (selector) => page.hover(selector),
    engineErrors: async () => [...logged],
    close: () => browser.close(),
  };
}
