import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { changedLines } from './editorRepo';
import { expect, signIn, test, type Editor } from './editorTest';

/**
 * A body edit changes exactly its line, through the real editor: Decap's markdown
 * widget hands back the whole body re-written (the blank line after the front matter gone, `-`
 * bullets as `*`, …), and the save format writes only what the editor changed
 * (src/editor/format/bodyMerge.ts; every construct is covered in tests/unit/admin/bodyMerge.test.ts).
 * supplierEn.mdx gets a body with every construct the editors' guide allows, then each row types
 * at the end of one line and reads the diff of its save's commit.
 */
test.describe.configure({ mode: 'serial' });

const FILE = 'content/pages/supplierEn.mdx';
const BRANCH = 'cms/pages/supplierEn';
const BODY = [
  '',
  '## 入驻条件',
  '',
  '<Conditions of="supplier" />',
  '',
  '## 服务保障',
  '',
  '客服 <Claim id="serviceHours" />在线，<Claim id="responseTime" />内响应。',
  '',
  '### 我们提供',
  '',
  '- 培训支持',
  '- 技术支持',
  '',
  '1. 提交申请',
  '2. 线下审核',
  '',
  '**年度奖励**按季度结算，详见[合作规则](https://example.com/rules)。',
  '',
  '<Note title="入驻流程">',
  '  提交申请 → 线下审核 → 签订合同。',
  '</Note>',
  '',
  '请准备好营业执照。',
  '',
].join('\n');

/**
 * One edit through the UI: the line typed at the end of (found by a text in it), and what is typed.
 * The first row is the defect as reported: in rich-text mode it also removed the blank line after
 * the front matter (and turned the `-` bullets into `*`).
 */
const ROWS = [
  {
    mode: 'rich text',
    construct: 'a sentence with <Claim /> figures',
    line: '客服 <Claim id="serviceHours" />在线，<Claim id="responseTime" />内响应。',
    find: '内响应。',
    type: '另需提供营业执照。',
  },
  { mode: 'rich text', construct: 'a heading', line: '## 服务保障', find: '服务保障', type: '与承诺' },
  { mode: 'rich text', construct: 'a bulleted item', line: '- 技术支持', find: '技术支持', type: '和系统对接' },
  { mode: 'rich text', construct: 'a numbered item', line: '2. 线下审核', find: '线下审核', type: '和面谈' },
  {
    mode: 'rich text',
    construct: 'a paragraph with bold and a link',
    line: '**年度奖励**按季度结算，详见[合作规则](https://example.com/rules)。',
    find: '按季度结算',
    type: '如有疑问请来电。',
  },
  {
    mode: 'rich text',
    construct: 'the paragraph after a <Note>',
    line: '请准备好营业执照。',
    find: '请准备好营业执照。',
    type: '复印件即可。',
  },
  { mode: 'Markdown', construct: 'a bulleted item', line: '- 培训支持', find: '培训支持', type: '和考核' },
] as const;

let editor: Editor;
let page: Page;

test.beforeAll(async ({ browser, editor: shared }) => {
  editor = shared;
  await editor.fresh();
  const file = editor.git('show', `main:${FILE}`);
  const frontMatter = file.slice(0, file.indexOf('\n---\n') + '\n---\n'.length);
  writeFileSync(join(editor.dir, FILE), frontMatter + BODY);
  editor.git('commit', '--quiet', '--all', '--message', 'A body with every construct the guide allows');
  page = await browser.newPage();
  await signIn(page, editor.url);
  await page.goto(`${editor.url}#/collections/pages/entries/supplierEn`);
  await bodyShown();
});

// Decap reads the entry through decap-server and git: slow on a busy machine.
const bodyShown = () =>
  expect(page.locator('[data-slate-editor]').getByText('服务保障').first()).toBeVisible({ timeout: 90_000 });

test.afterAll(async () => {
  await page?.close();
});

/** The commit a branch points at; the entry's branch does not exist before its first save. */
const head = () => {
  try {
    return editor.git('rev-parse', '--verify', '--quiet', BRANCH).trim();
  } catch {
    return editor.git('rev-parse', 'main').trim();
  }
};

/** Clicks 保存 and returns the lines that save changed in the repository. */
async function save(): Promise<string[]> {
  const before = head();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const changed = () => (head() === before ? [] : changedLines(editor.git('diff', before, BRANCH)));
  await expect.poll(() => changed().length, { timeout: 60_000 }).toBeGreaterThan(0);
  return changed();
}

/** The text of the block (paragraph, heading or list item) of the editor that holds `find`. */
const blockText = (find: string) =>
  page
    .locator('[data-slate-editor]')
    .getByText(find)
    .first()
    .evaluate((found) => found.closest('p, h1, h2, h3, h4, h5, h6, li')?.textContent ?? found.textContent ?? '');

/** All the text of the body editor: read whole, as a phrase typed mid-block splits `find` apart. */
const bodyText = () => page.locator('[data-slate-editor]').evaluate((body) => body.textContent ?? '');

/**
 * Types `type` at the end of the block that holds `find`, as a person would: click in it, End,
 * then the phrase in one input event (as a Chinese input method commits it). Slate takes the caret
 * from the page at most every 100 ms (slate-react's throttled selectionchange), later still on a
 * loaded machine: typed before, the phrase lands where the click was, inside `find` itself. So the
 * whole body is read back, and a phrase that landed elsewhere is undone and typed again after a
 * longer pause.
 */
async function typeAtEnd(find: string, type: string): Promise<void> {
  const block = await blockText(find);
  for (let attempt = 1; ; attempt++) {
    const before = await bodyText();
    await page.locator('[data-slate-editor]').getByText(find).first().click();
    await page.keyboard.press('End');
    await page.waitForTimeout(300 * attempt);
    await page.keyboard.insertText(type);
    if ((await bodyText()) === before.replace(block, `${block}${type}`)) return;
    if (attempt === 4) throw new Error(`typed "${type}" did not land at the end of "${block}"`);
    await page.keyboard.press('ControlOrMeta+z');
    await expect.poll(bodyText).toBe(before);
  }
}

test('rich text shows a figure in a sentence as a chip with its id, not as its code', async () => {
  const body = page.locator('[data-slate-editor]');
  await expect(body.locator('[contenteditable="false"]').getByText('serviceHours')).toBeVisible();
  await expect(body).not.toContainText('<Claim');
});

for (const row of ROWS)
  test(`${row.mode}: typing at the end of ${row.construct} changes only that line`, async () => {
    // Decap's mode switch says aria-checked="true" in Markdown mode and nothing in rich-text mode.
    const mode = page.getByRole('switch');
    if (((await mode.getAttribute('aria-checked')) === 'true') !== (row.mode === 'Markdown')) {
      await mode.click();
      // Decap keeps the mode (localStorage); opened again, the entry shows its file as saved, not
      // the body as the rich-text editor last re-wrote it.
      await page.reload({ waitUntil: 'commit' });
      await bodyShown();
    }
    await typeAtEnd(row.find, row.type);
    expect(await save()).toEqual([`-${row.line}`, `+${row.line}${row.type}`]);
  });
