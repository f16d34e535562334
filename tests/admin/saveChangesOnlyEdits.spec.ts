import type { Page } from '@playwright/test';
import { changedLines } from './editorRepo';
import { expect, openFromList, signIn, test, type Editor } from './editorTest';
import { openEntry } from './openEntry';

/**
 * Through the real editor UI, a save changes exactly the edited lines. Each save
 * is a commit on the entry's `cms/…` branch (editorial workflow), so each test reads the diff
 * of the commit its save made.
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

/** The commit a branch points at; an entry's branch does not exist before its first save. */
const head = (branch: string) => {
  try {
    return editor.git('rev-parse', '--verify', '--quiet', branch).trim();
  } catch {
    return editor.git('rev-parse', 'main').trim();
  }
};

/** Clicks 保存 and returns the lines that save changed in the repository. */
async function save(branch: string): Promise<string[]> {
  const before = head(branch);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const changed = () => (head(branch) === before ? [] : changedLines(editor.git('diff', before, branch)));
  await expect.poll(() => changed().length, { timeout: 60_000 }).toBeGreaterThan(0);
  return changed();
}

/** Opens a collapsed list item by its summary: its first button is the (unnamed) expand toggle. */
async function expandItem(summary: string) {
  await page.getByText(summary, { exact: true }).first().locator('xpath=..').getByRole('button').first().click();
}

test('editing one field changes exactly that line', async () => {
  // First in the page, after no save: opened from the list (the tests after a save use a new document).
  await openFromList(page, editor.url, ['pages', 'homePage'], '页面主标题');
  await page.getByLabel('页面主标题', { exact: true }).fill('让每一张火车票都准时送达');
  expect(await save('cms/pages/homePage')).toEqual([
    '-heading: 为旅行社、企业和在线旅游平台提供火车票服务',
    '+heading: 让每一张火车票都准时送达',
  ]);
});

test('editing one business card changes only its line', async () => {
  await openEntry(page, editor.url, ['pages', 'homePage'], '页面主标题');
  await expandItem('商旅业务');
  // Collapsed cards keep their fields in the page, hidden: the expanded card's is the visible one.
  const summary = page.getByLabel('卡片上的一句话介绍', { exact: true }).filter({ visible: true });
  await expect(summary).toHaveCount(1);
  await summary.fill('面向企业和差旅管理公司的供应链平台');
  expect(await save('cms/pages/homePage')).toEqual([
    '-      summary: 面向企业与差旅管理公司的供应链平台',
    '+      summary: 面向企业和差旅管理公司的供应链平台',
  ]);
});

test('adding a business card adds only its lines', async () => {
  await openEntry(page, editor.url, ['pages', 'homePage'], '页面主标题');
  await page.getByRole('button', { name: /新增业务卡片/ }).click();
  const last = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last();
  const card = {
    业务名称: '会展业务',
    英文名称: 'Events',
    卡片上的一句话介绍: '会展团体出行',
    展开后显示的详细介绍: '为会展主办方安排参会者往返车票。',
  };
  // Decap renders a card just added once more right after adding it: in one fresh-clone run the name
  // typed in that moment was gone and the save stopped at "业务名称 是必填项". An editor types after
  // it; the test types until every value has stayed.
  await expect(async () => {
    for (const [label, value] of Object.entries(card))
      if ((await last(label).inputValue()) !== value) await last(label).fill(value);
    // Looked at again a moment later: a value typed into the card's first render is gone by then.
    await page.waitForTimeout(300);
    for (const [label, value] of Object.entries(card)) expect(await last(label).inputValue()).toBe(value);
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: '选择图片' }).last().click();
  // A click on a picture was once lost, the library left with nothing selected (a fresh-clone run at load
  // 13; the cause is not known). An editor clicks again; so does the test, only while nothing is selected,
  // since a second click on a selected picture unselects it.
  const use = page.getByRole('button', { name: '选用已选中项目' });
  await expect(async () => {
    if (await use.isDisabled()) await page.getByText('card-ota.svg', { exact: true }).click();
    await expect(use).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await use.click();
  expect(await save('cms/pages/homePage')).toEqual([
    '+    - title: 会展业务',
    '+      titleEn: Events',
    '+      summary: 会展团体出行',
    '+      image: card-ota.svg',
    '+      detail: 为会展主办方安排参会者往返车票。',
  ]);
});

test('the comments of claims.md survive a save, and only the figure changes', async () => {
  const comments = editor
    .git('show', 'main:content/claims.md')
    .split('\n')
    .filter((line) => line.startsWith('#'));
  expect(comments.length).toBeGreaterThan(0);
  // A new document (openEntry's): after the home page's claim pickers looked claims up, Decap's store
  // holds the claims entry without its items (docs/cms.md, known limits).
  await openEntry(page, editor.url, ['claims', 'claims'], 'stations');
  await expandItem('stations');
  await page.getByLabel('数字本身', { exact: true }).filter({ visible: true }).fill('73');
  expect(await save('cms/claims/claims')).toEqual(["-    value: '72'", "+    value: '73'"]);
  const saved = editor.git('show', 'cms/claims/claims:content/claims.md').split('\n');
  expect(saved.filter((line) => line.startsWith('#'))).toEqual(comments);
});
