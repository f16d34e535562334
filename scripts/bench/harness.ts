/** Chromium for the parts that drive pages (hot reload, the editor). */
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../shared/chromium';

export type Log = (line: string) => void;

/** Playwright driving the system Chromium (no sandbox: it may run as root in a container) while `measure` runs. */
export async function withChromium<T>(args: readonly string[], measure: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', ...args] });
  try {
    return await measure(browser);
  } finally {
    await browser.close();
  }
}
