import type { Page } from '@playwright/test';
import { expect, signIn, test, type Editor } from './editorTest';
import { openEntry } from './openEntry';

/**
 * The editor offers to unpublish or delete only where that works. Every entry is a
 * content file the site needs: 撤销发布 on a published entry ended in "撤销发布失败: Error: Not allowed
 * to delete entries in this collection". Deleting a saved, unpublished change (its branch) works.
 */
test.describe.configure({ mode: 'serial' });

let editor: Editor;
let page: Page;

/**
 * The editor's branches by name. decap-server checks an entry's branch out for each request about it and
 * back again after, so `git branch --list` marks it `* ` while Decap reads the entry after a save.
 */
const cmsBranches = () => editor.git('branch', '--list', '--format=%(refname:short)', 'cms/*').trim();
const checkedOut = () => editor.git('symbolic-ref', '--short', 'HEAD').trim();

test.beforeAll(async ({ browser, editor: shared }) => {
  editor = shared;
  await editor.fresh();
  page = await browser.newPage();
  await signIn(page, editor.url);
});

test.afterAll(async () => {
  await page?.close();
});

async function openNotFound() {
  await page.goto(`${editor.url}#/collections/pages/entries/notFound`);
  await expect(page.getByLabel('页面主标题', { exact: true })).toBeVisible({ timeout: 90_000 });
}

test('a published entry offers no 撤销发布 and no delete', async () => {
  await openNotFound();
  await expect(page.getByText('已发布', { exact: true })).toBeVisible();
  await page.getByText('已发布', { exact: true }).click();
  await expect(page.getByText('撤销发布')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /删除/ })).toHaveCount(0);
});

test('a saved change can be deleted: its branch goes, the published file stays', async () => {
  await openNotFound();
  await page.getByLabel('页面主标题', { exact: true }).fill('抱歉，这一页不存在');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('内容已保存')).toBeVisible({ timeout: 60_000 });
  expect(cmsBranches()).toBe('cms/pages/notFound');
  await expect.poll(checkedOut, { timeout: 60_000 }).toBe('main');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: '删除未发布的修改' }).click();
  await expect.poll(() => cmsBranches(), { timeout: 60_000 }).toBe('');
  expect(editor.git('status', '--porcelain')).toBe('');
  expect(editor.git('show', 'main:content/pages/notFound.md')).toContain('heading: 抱歉，页面不存在');
});

test('after a refused save there is nothing to delete: no 删除未发布, the text stays in the form, no branch', async () => {
  // A document of its own: the last test's success notice must not stand in for this one's outcome.
  await openEntry(page, editor.url, ['pages', 'notFound'], '页面主标题');
  await page.getByLabel('页面主标题', { exact: true }).fill('{{partnerAgency}} 找不到这一页');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText(/^保存内容失败/)).toBeVisible();
  // Before: Decap kept a record of the save it had begun and offered 删除未发布的内容 for it; after two
  // confirms the delete failed (500) on the branch that was never made (patches/decap-cms-core+*.patch).
  await expect(page.getByRole('button', { name: /删除未发布/ })).toHaveCount(0);
  await expect(page.getByLabel('页面主标题', { exact: true })).toHaveValue('{{partnerAgency}} 找不到这一页');
  expect(cmsBranches()).toBe('');
  expect(editor.git('status', '--porcelain')).toBe('');
});
