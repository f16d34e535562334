import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEditor, type EditServer } from '../../scripts/build/admin/editorServer';
import { tempRepo } from './editorRepo';
import { EDITOR_PORT } from './editorPort';

/**
 * Issue 45 item 5: `npm run edit` runs decap-server (git mode) on the editor's own working tree, which
 * checks out a branch, commits everything (`git add .`) and checks out back for every save. A change the
 * editor had not committed made the save fail in English and left an empty `cms/…` branch; an untracked
 * picture went into an unrelated save's commit and vanished from the folder. Now such a save is refused
 * with one sentence naming the file, and the working tree, the branches and the commits stay as they were.
 */
test.describe.configure({ mode: 'serial' });

let repo: ReturnType<typeof tempRepo>;
let editor: EditServer;
let page: Page;

test.beforeAll(async () => {
  repo = tempRepo();
  editor = await startEditor({ repo: repo.dir, port: EDITOR_PORT });
});

test.beforeEach(async ({ browser }) => {
  page = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(editor.url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '页面', exact: true })).toBeVisible();
});

test.afterEach(async () => {
  await page?.context().close();
});

test.afterAll(async () => {
  await editor?.close();
  repo?.remove();
});

const file = (path: string) => readFileSync(join(repo.dir, path));
const state = () => ({
  branches: repo.git('branch', '--list', '--format=%(refname:short)').trim(),
  head: repo.git('rev-parse', 'main').trim(),
  // Without the index lock a refreshing `git status` takes: decap-server's own checkout would fail on it
  // (index.lock exists) and leave the tree on the entry's branch.
  status: repo.git('--no-optional-locks', 'status', '--porcelain', '--untracked-files=all'),
});

/** Edits the not-found page's heading and clicks 保存: a page unrelated to the file left in the tree. */
async function saveAnUnrelatedPage() {
  await page.goto(`${editor.url}#/collections/pages/entries/notFound`);
  const heading = page.getByLabel('页面主标题', { exact: true });
  await expect(heading).toBeVisible({ timeout: 90_000 });
  await heading.fill('抱歉，这一页不存在');
  await page.getByRole('button', { name: '保存', exact: true }).click();
}

test('a change not committed elsewhere: one sentence naming the file, no branch, the change kept', async () => {
  const changed = `${file('content/site.md').toString()}# 还没提交的一行\n`;
  writeFileSync(join(repo.dir, 'content/site.md'), changed);
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
  repo.git('checkout', '--', 'content/site.md');
});

test('an untracked picture: the save is refused naming it, and it stays where it was, as it was', async () => {
  const picture = 'content/images/new-photo.png';
  copyFileSync(join(repo.dir, 'content/images/card-ota.svg'), join(repo.dir, picture));
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
  expect(repo.git('log', '--all', '--format=%H', '--', picture)).toBe('');
});

test('with a clean tree the same save goes through and commits only the edited line', async () => {
  repo.git('clean', '--force', '--quiet', '--', 'content/images');
  await saveAnUnrelatedPage();
  await expect(page.getByText('内容已保存')).toBeVisible({ timeout: 60_000 });
  expect(repo.git('diff', '--stat', 'main', 'cms/pages/notFound').trim()).toMatch(
    /^content\/pages\/notFound\.md \| 2 \+-\n 1 file changed/,
  );
  // After the save Decap reloads the entry, and decap-server reads it by checking its branch out in the
  // working tree and back (middlewares/localGit unpublishedEntry): the tree ends clean, on main.
  await expect.poll(() => state().status, { timeout: 30_000 }).toBe('');
  await expect.poll(() => repo.git('branch', '--show-current').trim()).toBe('main');
});
