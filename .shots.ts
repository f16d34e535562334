import { chromium } from '@playwright/test';
import { startNginx } from './scripts/deploy/nginx';
const nginx = await startNginx({ root: 'build/client', accessLog: false });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of ['/', '/businessIntro', '/contactUs', '/document', '/recruitment']) {
    await page.goto(nginx.origin + path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForTimeout(800);
    const name = (path === '/' ? 'home' : path.slice(1)) + '-' + width;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
await nginx.stop();
