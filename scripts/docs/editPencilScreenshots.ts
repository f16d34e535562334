/** The guide's pictures of the 编辑 control (docs/编辑指南.md); needs Debian's Chromium and fonts-noto-cjk. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { BUILD_DIR } from '../build/buildDirs';
import { chromiumPath } from '../shared/chromium';
import { readCommandLine } from '../shared/commandLine';

const { values } = readCommandLine(
  `用法 (usage): SITE_PREVIEW=1 npm run build && npx tsx scripts/docs/editPencilScreenshots.ts [--out docs/images]
为编辑指南拍预览页编辑按钮的截图 (screenshots of the edit pencil for the editing guide)`,
  { out: { type: 'string' } },
);

const out = values.out ?? 'docs/images';
const server = createServer(sirv(join(BUILD_DIR, 'client'), { dev: true }));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox'],
});

try {
  const desktop = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await desktop.goto(`${origin}/contactUs`);
  await desktop.waitForSelector('[data-sample-badge] button');
  const lead = desktop.locator('[data-source$=" lead"]').first();
  await lead.scrollIntoViewIfNeeded();
  await lead.hover();
  await desktop.waitForSelector('[data-edit-link], [data-edit-where]');
  const top = Math.max(0, ((await lead.boundingBox())?.y ?? 0) - 200);
  await desktop.screenshot({
    path: join(out, 'edit-pencil-1440.png'),
    clip: { x: 0, y: top, width: 1440, height: 420 },
  });

  const phone = await browser.newPage({
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    hasTouch: true,
    isMobile: true,
  });
  await phone.goto(`${origin}/contactUs`);
  await phone.locator('[data-sample-badge] button').click();
  await phone.locator('h1[data-source]').scrollIntoViewIfNeeded();
  await phone.waitForSelector('[data-edit-link], [data-edit-where]');
  await phone.screenshot({ path: join(out, 'edit-mode-390.png') });
  console.log(`截图已保存 (saved) ${out}/edit-pencil-1440.png, ${out}/edit-mode-390.png`);
} finally {
  await browser.close();
  server.close();
}
