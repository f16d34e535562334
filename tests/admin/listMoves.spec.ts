import type { Page } from '@playwright/test';
import { expect, openFromList, signIn, test, type Editor } from './editorTest';
import { openEntry } from './openEntry';

/**
 * A list item moves by keyboard (上移/下移 on each item), and a move saves the item's lines
 * as they were written. Before, the drag handle took focus and answered no key, no button moved an item,
 * and a move by mouse saved 国际化业务's detail with the OTA card's quotes.
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
/** A card's lines in the file as committed: `- title: …` and the lines indented under it. */
const block = (text: string, title: string) =>
  new RegExp(`    - title: ${title}\\n(?:      .*\\n)+`).exec(text)?.[0] ?? '';

/** The list item whose collapsed summary is `summary`. */
const item = (summary: string) =>
  page.locator('div', { has: page.getByText(summary, { exact: true }) }).filter({
    has: page.getByRole('button', { name: '上移' }),
  });

/** Clicks 保存 and returns the file as the save committed it on the entry's branch (main stays as it was). */
async function saved(branch: string) {
  const rev = (ref: string) => editor.git('rev-parse', '--verify', '--quiet', ref).trim();
  const main = rev('main');
  const before = editor.git('branch', '--list', branch).trim() ? rev(branch) : main;
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect
    .poll(() => (editor.git('branch', '--list', branch).trim() ? rev(branch) : before), { timeout: 60_000 })
    .not.toBe(before);
  expect(rev('main')).toBe(main);
  return editor.git('show', `${branch}:${HOME}`);
}

test('上移 and 下移 on each item, by keyboard, in Chinese; the drag handle is no tab stop', async () => {
  // First in the page, after no save: opened from the list (the tests after a save use a new document).
  await openFromList(page, editor.url, ['pages', 'homePage'], '页面主标题');
  const card = item('国际化业务').last();
  const up = card.getByRole('button', { name: '上移' });
  await expect(up).toBeEnabled();
  await expect(card.getByRole('button', { name: '下移' })).toBeDisabled();
  // Decap's own buttons on the item now have names, and its drag handle is out of the keyboard's way.
  await expect(card.getByRole('button', { name: '展开' }).first()).toBeVisible();
  await expect(card.getByRole('button', { name: '删除这一项' }).first()).toBeVisible();
  await expect(card.locator('[aria-roledescription]').first()).toHaveAttribute('tabindex', '-1');
  await up.focus();
  await page.keyboard.press('Enter');
  // Focus stays on the moved item's button, and a screen reader hears where it went.
  await expect(page.locator(':focus')).toHaveText('上移');
  await expect(page.getByRole('status').filter({ hasText: '已移到第 3 项，共 4 项' })).toHaveCount(1);
  const original = editor.git('show', `main:${HOME}`);
  const [ota, international] = [block(original, 'OTA 供票'), block(original, '国际化业务')];
  expect(ota).toContain("detail: '");
  expect(await saved('cms/pages/homePage')).toBe(original.replace(`${ota}${international}`, `${international}${ota}`));
});

test('a move by mouse saves the moved lines as written too', async () => {
  await openEntry(page, editor.url, ['pages', 'homePage'], '页面主标题');
  const before = editor.git('show', `cms/pages/homePage:${HOME}`);
  const handle = (title: string) => item(title).last().locator('[aria-roledescription]').first();
  await handle('商旅业务').scrollIntoViewIfNeeded();
  const from = await handle('旅行社业务').boundingBox();
  const to = await handle('商旅业务').boundingBox();
  if (!from || !to) throw new Error('no drag handles');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // dnd-kit starts a drag after 4 px of movement.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 10, { steps: 20 });
  // Past the middle of the next card, where dnd-kit's closest-centre takes it for the drop.
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 30, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText(/^(旅行社业务|商旅业务)$/)).toHaveText(['商旅业务', '旅行社业务']);
  const [agency, business] = [block(before, '旅行社业务'), block(before, '商旅业务')];
  expect(await saved('cms/pages/homePage')).toBe(before.replace(`${agency}${business}`, `${business}${agency}`));
});
