/** Screenshots of the editor's Chinese UI for docs/编辑指南.md, after `npm run build:admin`, on a throwaway git copy. */
import { chromium } from '@playwright/test';
import { startEditor } from '../build/admin/editorServer';
import { tempRepo } from '../../tests/admin/editorRepo';
import { chromiumPath } from '../shared/chromium';
import { readCommandLine } from '../shared/commandLine';

readCommandLine(
  '用法 (usage): npm run build:admin && npx tsx scripts/docs/guideScreenshots.ts   为编辑指南拍编辑器的截图 → docs/images (screenshots of the editor for the editing guide)',
  {},
);

const OUT = 'docs/images';
const repo = tempRepo();
const editor = await startEditor({ repo: repo.dir, port: Number(process.env.E2E_PORT ?? 4215) });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  // Entries load through decap-server and git: slow on a busy machine.
  page.setDefaultTimeout(90_000);
  await page.goto(editor.url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('heading', { name: '页面', exact: true }).waitFor();
  // The entries, named as their pages, once loaded (before: the screenshot could catch 正在加载内容…).
  await page.getByText('首页', { exact: true }).first().waitFor();
  await page.screenshot({ path: `${OUT}/admin-list.png` });

  await page.goto(`${editor.url}#/collections/claims/entries/claims`);
  await page
    .getByText('ticketsIssued2023', { exact: true })
    .first()
    .locator('xpath=..')
    .getByRole('button')
    .first()
    .click();
  await page.getByLabel('数字本身', { exact: true }).filter({ visible: true }).fill('1500 万');
  await page.screenshot({ path: `${OUT}/admin-figure.png` });

  await page.goto(`${editor.url}#/collections/pages/entries/homePage`);
  await page.reload({ waitUntil: 'commit' });
  await page.getByLabel('页面主标题', { exact: true }).waitFor();
  // The preview pane: the home page as the site draws it, from the form.
  await page.frameLocator('iframe').first().locator('main h1').waitFor();
  await page.screenshot({ path: `${OUT}/admin-preview.png` });
  await page.getByRole('button', { name: '新增业务卡片' }).click();
  await page.getByRole('button', { name: '选择图片' }).last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/admin-add-card.png` });
  await page.getByRole('button', { name: '选择图片' }).last().click();
  await page.getByText('card-ota.svg', { exact: true }).waitFor();
  await page.screenshot({ path: `${OUT}/admin-picture.png` });

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  phone.setDefaultTimeout(90_000);
  await phone.goto(`${editor.url}#/collections/pages/entries/homePage`, { waitUntil: 'commit' });
  await phone.getByRole('button', { name: '登录' }).click();
  await phone.getByLabel('页面主标题', { exact: true }).waitFor();
  await phone.screenshot({ path: `${OUT}/admin-phone.png` });
} finally {
  await browser.close();
  await editor.close();
  repo.remove();
}
