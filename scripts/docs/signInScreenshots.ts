/** The editor's sign-in for docs/编辑指南.md, served by nginx with a placeholder secret (so no notice shows). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startNginx } from '../nginx/startNginx';
import { chromiumPath } from '../shared/chromium';
import { readCommandLine } from '../shared/commandLine';

readCommandLine(
  '用法 (usage): npm run build && npm run build:admin && npx tsx scripts/docs/signInScreenshots.ts   为编辑指南拍登录页的截图 → docs/images (screenshots of the sign-in page for the editing guide)',
  {},
);

const OUT = 'docs/images';
const dir = mkdtempSync(join(tmpdir(), 'sign-in-shots-'));
const secretFile = join(dir, 'sign-in.secret');
writeFileSync(secretFile, 'client_id=placeholder\nclient_secret=placeholder\n');
const site = await startNginx({ root: 'build/client', signIn: { secretFile } });
const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  for (const [name, viewport] of [
    ['admin-sign-in', { width: 1440, height: 900 }],
    ['admin-sign-in-phone', { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport, locale: 'zh-CN' });
    await page.goto(`${site.origin}/admin/`);
    await page.getByRole('button', { name: '使用 GitHub 登录' }).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${OUT}/${name}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
