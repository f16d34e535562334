/** What the parts that load pages share: Chromium, the built site served by nginx, runs one after another. */
import { chromium, type Browser } from '@playwright/test';
import { startNginx } from '../nginx/startNginx';
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

/** nginx with the production rules (scripts/nginx) serving a folder while `measure` runs. */
export async function withNginx<T>(
  options: Parameters<typeof startNginx>[0],
  measure: (origin: string) => Promise<T>,
): Promise<T> {
  const nginx = await startNginx(options);
  try {
    return await measure(nginx.origin);
  } finally {
    await nginx.stop();
  }
}

/** `run` called `count` times, each after the previous one ended: runs side by side would slow each other. */
export async function repeat<T>(count: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < count; index++) results.push(await run(index));
  return results;
}
