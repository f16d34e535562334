import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, test, type Editor } from './editorTest';

/**
 * The first field in 1.5 s. Before, the home page's first form drew every list item's
 * fields, each folded item's hidden: 53 fields of 77 nobody saw, about half of the form's first draw
 * (docs/performance.md, editor section). Now the form shows with the fields one sees, and the folded
 * items' fields follow while the page is idle (src/editor/lists/foldedItemsLater.ts). The time itself is
 * the bench's (`npm run bench -- --only editor`); this holds what makes it, and that nothing is missing after.
 */
test.describe.configure({ mode: 'serial' });

let editor: Editor;
let page: Page;

/** In the page, from its start: how many field labels sat in folded (hidden) items when the first text field showed. */
function recordFirstForm() {
  const record = window as unknown as { hiddenAtFirstField?: number; shownAtFirstField?: number };
  const hidden = (label: Element) => {
    for (let node = label.parentElement; node; node = node.parentElement)
      if (getComputedStyle(node).display === 'none') return true;
    return false;
  };
  const observer = new MutationObserver(() => {
    if (!document.querySelector('input[type="text"]')) return;
    observer.disconnect();
    const labels = [...document.querySelectorAll('label[for]')];
    record.hiddenAtFirstField = labels.filter(hidden).length;
    record.shownAtFirstField = labels.length - record.hiddenAtFirstField;
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

test.beforeAll(async ({ browser, editor: shared }) => {
  editor = shared;
  await editor.fresh();
  page = await browser.newPage();
});

test.afterAll(async () => {
  await page?.close();
});

test('the first form draws the fields it shows; the folded items’ fields follow, every one of them', async () => {
  await page.addInitScript(recordFirstForm);
  await page.goto(`${editor.url}#/collections/pages/entries/homePage`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByLabel('页面主标题', { exact: true })).toBeVisible({ timeout: 90_000 });
  const first = await page.evaluate(() => {
    const { hiddenAtFirstField, shownAtFirstField } = window as unknown as Record<string, number | undefined>;
    return { hiddenAtFirstField, shownAtFirstField };
  });
  expect(first.shownAtFirstField).toBeGreaterThan(0);
  expect(first.hiddenAtFirstField).toBe(0);

  // Then every card's fields are in the form, folded: one 业务名称 per card of the file.
  const home = readFileSync(join(editor.dir, 'content/pages/homePage.mdx'), 'utf8').split(/^---$/m)[1] ?? '';
  const cards = (parse(home) as { business: { cards: unknown[] } }).business.cards.length;
  expect(cards).toBeGreaterThan(1);
  await expect(page.getByLabel('业务名称', { exact: true })).toHaveCount(cards, { timeout: 30_000 });
  await expect(page.getByLabel('业务名称', { exact: true }).filter({ visible: true })).toHaveCount(0);
});
