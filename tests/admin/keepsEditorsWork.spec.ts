import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, leaveUnsaved, openFromList, signIn, test, type Editor } from './editorTest';

/**
 * `npm run edit` runs decap-server (git mode) on the editor's own working tree, which
 * checks out a branch, commits everything (`git add .`) and checks out back for every save. A change the
 * editor had not committed made the save fail in English and left an empty `cms/…` branch; an untracked
 * picture went into an unrelated save's commit and vanished from the folder. Now such a save is refused
 * with one sentence naming the file, and the working tree, the branches and the commits stay as they were.
 */
test.describe.configure({ mode: 'serial' });

let editor: Editor;
let page: Page;

// One page: each save from the entry opened again from its list (leaving a refused draft behind).
test.beforeAll(async ({ browser, editor: shared }) => {
  editor = shared;
  await editor.fresh();
  page = await browser.newPage();
  leaveUnsaved(page);
  await signIn(page, editor.url);
});

test.afterAll(async () => {
  await page?.close();
});

const file = (path: string) => readFileSync(join(editor.dir, path));
const state = () => ({
  branches: editor.git('branch', '--list', '--format=%(refname:short)').trim(),
  head: editor.git('rev-parse', 'main').trim(),
  // Without the index lock a refreshing `git status` takes: decap-server's own checkout would fail on it
  // (index.lock exists) and leave the tree on the entry's branch.
  status: editor.git('--no-optional-locks', 'status', '--porcelain', '--untracked-files=all'),
});

/** Edits the not-found page's heading and clicks 保存: a page unrelated to the file left in the tree. */
async function saveAnUnrelatedPage() {
  await openFromList(page, editor.url, ['pages', 'notFound'], '页面主标题');
  const heading = page.getByLabel('页面主标题', { exact: true });
  await heading.fill('抱歉，这一页不存在');
  await page.getByRole('button', { name: '保存', exact: true }).click();
}

test('a change not committed elsewhere: one sentence naming the file, no branch, the change kept', async () => {
  const changed = `${file('content/site.md').toString()}# 还没提交的一行\n`;
  writeFileSync(join(editor.dir, 'content/site.md'), changed);
  const before = state();
  await saveAnUnrelatedPage();
  await expect(
    page.getByText('保存内容失败：content/site.md 有还没提交的修改，请先提交或撤销，再回到这里保存。', {
      exact: true,
    }),
  ).toBeVisible();
  expect(state()).toEqual(before);
  expect(before.branches).not.toMatch(/^cms\//m);
  expect(file('content/site.md').toString()).toBe(changed);
  editor.git('checkout', '--', 'content/site.md');
});

test('an untracked picture: the save is refused naming it, and it stays where it was, as it was', async () => {
  const picture = 'content/images/new-photo.png';
  copyFileSync(join(editor.dir, 'content/images/card-ota.svg'), join(editor.dir, picture));
  const bytes = file(picture);
  const before = state();
  await saveAnUnrelatedPage();
  await expect(
    page.getByText(`保存内容失败：${picture} 是还没提交的新文件，请先提交或把它移出项目文件夹，再回到这里保存。`, {
      exact: true,
    }),
  ).toBeVisible();
  expect(state()).toEqual(before);
  expect(before.status).toBe(`?? ${picture}\n`);
  expect(file(picture)).toEqual(bytes);
  // No commit anywhere holds it.
  expect(editor.git('log', '--all', '--format=%H', '--', picture)).toBe('');
});

test('with a clean tree the same save goes through and commits only the edited line', async () => {
  editor.git('clean', '--force', '--quiet', '--', 'content/images');
  await saveAnUnrelatedPage();
  await expect(page.getByText('内容已保存')).toBeVisible({ timeout: 60_000 });
  expect(editor.git('diff', '--stat', 'main', 'cms/pages/notFound').trim()).toMatch(
    /^content\/pages\/notFound\.md \| 2 \+-\n 1 file changed/,
  );
  // After the save Decap reloads the entry, and decap-server reads it by checking its branch out in the
  // working tree and back (middlewares/localGit unpublishedEntry): the tree ends clean, on main.
  await expect.poll(() => state().status, { timeout: 30_000 }).toBe('');
  await expect.poll(() => editor.git('branch', '--show-current').trim()).toBe('main');
});
