import type { Page } from '@playwright/test';
import { changedLines } from './editorRepo';
import { expect, signIn, test, type Editor } from './editorTest';

/**
 * The company confirms copy without knowing a field path. Before, the form showed the
 * file's `unconfirmed` list as texts to type (`statements[0].text`, "写法同内容检查提示里的字段名"). Now each
 * field awaiting confirmation has a mark beside its label with a 已确认 button, and using it saves as a
 * one-line diff: that field's line leaves the list.
 */
test.describe.configure({ mode: 'serial' });

let editor: Editor;
let page: Page;

test.beforeAll(async ({ browser, editor: shared }) => {
  editor = shared;
  await editor.fresh();
  page = await browser.newPage();
  await signIn(page, editor.url);
});

test.afterAll(async () => {
  await page?.close();
});

const HOME = 'content/pages/homePage.mdx';

test('no field path to type: a mark beside each field awaiting the company, and one click confirms it', async () => {
  await page.goto(`${editor.url}#/collections/pages/entries/homePage`);
  await expect(page.getByLabel('页面主标题', { exact: true })).toBeVisible({ timeout: 90_000 });
  // The list of paths is gone from the form; what is left says what to do.
  await expect(page.getByText('statements[1].text')).toHaveCount(0);
  await expect(
    page.getByText('这一页还有 4 处文字待公司确认：字段名旁标着“待公司确认”，公司确认后点旁边的“已确认”。'),
  ).toBeVisible();
  // The second statement (宗旨): its item opened, its text's label carries the mark and the button.
  await page
    .getByText('宗旨', { exact: true })
    .first()
    .locator('xpath=..')
    .getByRole('button', { name: '展开' })
    .click();
  const confirm = page.getByRole('button', { name: /^已确认：/ }).filter({ visible: true });
  await expect(confirm).toHaveCount(1);
  await expect(confirm.locator('xpath=..')).toContainText('待公司确认');
  // By keyboard, like every control.
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('这一页还有 3 处文字待公司确认', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^已确认：/ }).filter({ visible: true })).toHaveCount(0);

  const before = editor.git('rev-parse', 'main').trim();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  // The branch exists a moment before its commit does (decap-server checks it out, then commits).
  const head = () => editor.git('branch', '--list', '--format=%(objectname)', 'cms/pages/homePage').trim() || before;
  await expect.poll(head, { timeout: 60_000 }).not.toBe(before);
  expect(changedLines(editor.git('diff', before, 'cms/pages/homePage', '--', HOME))).toEqual([
    '-  - statements[1].text',
  ]);
});
