import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from '@playwright/test';
import { claimLabel, fillClaimLabels } from '../../src/content/claims';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import type { GlossaryContent } from '../../src/content/schemas/glossary';
import type { SiteContent } from '../../src/content/schemas/site';
import { cmsCollections } from '../../src/editor/config/cmsConfig';
import { expect, leaveUnsaved, signIn, test, type Editor } from './editorTest';

/**
 * Every entry of the editor previews, and each preview shows a sentence of its own
 * content (the text pages' figures filled in from their <Claim>s), with no console error and no CSP
 * violation under the editor's policy. Entries are opened as an editor opens them, from the
 * collection's list, one after the other in one page: a preview that could not be drawn must not
 * leave its message on the next entry.
 */
test.describe.configure({ mode: 'serial' });

let editor: Editor;
let page: Page;
let watched: ReturnType<typeof watch>;

// One page for both tests: the second starts where the first left, as an editor goes on.
test.beforeAll(async ({ browser, editor: shared }) => {
  editor = shared;
  await editor.fresh();
  page = await browser.newPage();
  watched = watch(page);
  // Decap asks before leaving an entry with unsaved changes: the editor says yes.
  leaveUnsaved(page);
  await signIn(page, editor.url);
});

test.afterAll(async () => {
  await page?.close();
});

const read = (file: string) => parseFile(readFileSync(`content/${file}`, 'utf8'));
const claims = fillClaimLabels((read('claims.md').data as ClaimsContent).claims);

/** A body line as the page shows it: each `<Claim id="…" />` is its figure. */
const shownLine = (line: string) => line.replace(/<Claim id="(\w+)" \/>/g, (_, id: string) => claimLabel(claims, id));

/**
 * Sentences of the entry's own content its preview must show: a page's heading, and a text page's
 * body line that holds figures; site.md, claims.md and glossary.md keep Decap's list of fields,
 * which shows each value.
 */
function ownSentences(file: string): string[] {
  const { data, body } = read(file);
  if (file === 'site.md') return [(data as SiteContent).company.name];
  if (file === 'claims.md') return [String((data as ClaimsContent).claims.staff?.label)];
  if (file === 'glossary.md') return [String((data as GlossaryContent).terms[0]?.note)];
  const figures = body.split('\n').find((line) => line.includes('<Claim '));
  return [(data as { heading: string }).heading, ...(figures ? [shownLine(figures.trim())] : [])];
}

/** Everything the editor's page and its preview frame say is wrong: errors, CSP violations, failed requests. */
function watch(page: Page): { problems: () => string[] } {
  const errors: ConsoleMessage[] = [];
  // Decap asks the local server for an unsaved change of each entry it opens (editorial workflow);
  // "none" is a 404 by decap-server's protocol, and Chromium logs every 4xx answer as an error.
  const noDraft = new Set<string>();
  page.on('response', (response) => {
    const body = response.request().postData() ?? '';
    if (response.status() === 404 && body.includes('"action":"unpublishedEntry"')) noDraft.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message);
  });
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  return {
    problems: () => [
      ...thrown,
      ...errors
        .filter((message) => !(/ 404 /.test(message.text()) && noDraft.has(message.location().url)))
        .map((message) => `${message.text()} (${message.location().url})`),
    ],
  };
}

/** Opens an entry from its collection's list, as an editor does (leaveUnsaved accepts leaving unsaved changes). */
async function openFromList(collection: string, label: string) {
  await page.goto(`${editor.url}#/collections/${collection}`);
  await page.getByText(label, { exact: true }).click();
}

const ENTRIES = cmsCollections().flatMap((collection) =>
  collection.files.map((file) => ({ collection: collection.name, label: file.label, file: file.file })),
);

test('every entry previews with a sentence of its own, no console error and no CSP violation', async () => {
  test.setTimeout(ENTRIES.length * 60_000);
  const preview = page.frameLocator('#preview-pane');
  for (const { collection, label, file } of ENTRIES) {
    await openFromList(collection, label);
    for (const sentence of ownSentences(file.replace(/^content\//, '')))
      await expect(preview.getByText(sentence).first(), `${file}: ${sentence}`).toBeVisible({ timeout: 90_000 });
    await expect(preview.locator('[data-preview-failed]'), file).toHaveCount(0);
    // The site's cascade layers in their order: a body heading keeps its margin (TextPage.module.css), not the reset's 0.
    if (file.endsWith('/supplierEn.mdx'))
      await expect(preview.locator('main h2').nth(1)).toHaveCSS('margin-top', '40px');
    // Every picture of the page is there (the small SVGs too, which the editor's CSP once refused as data: URIs).
    for (const image of await preview.locator('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), { message: file })
        .toBeGreaterThan(0);
    }
    expect(watched.problems(), file).toEqual([]);
  }
});

test('a page that cannot be drawn says which field and why, and the next entry starts afresh', async () => {
  const preview = page.frameLocator('#preview-pane');
  const entry = (name: string) => ENTRIES.find((candidate) => candidate.file === `content/pages/${name}`);
  const home = entry('homePage.mdx');
  const contact = entry('contactUs.mdx');
  if (!home || !contact) throw new Error('no home or contact entry');

  await openFromList('pages', home.label);
  await expect(preview.locator('h1')).toHaveText(ownSentences('pages/homePage.mdx')[0] ?? '');
  // A card just added has no name, text or picture yet: the site's cards cannot draw it.
  await page.getByRole('button', { name: /新增业务卡片/ }).click();
  await expect(preview.getByRole('alert')).toHaveText(
    '预览画不出这一页。问题在“四大业务 › 业务卡片 › 业务卡片 5 › 业务名称”：缺少必填字段',
  );
  // Typing the name moves the message on to the next field the card still needs.
  await page.getByLabel('业务名称', { exact: true }).last().fill('新业务');
  await expect(preview.getByRole('alert')).toContainText('问题在“四大业务 › 业务卡片 › 新业务 › ');

  await openFromList('pages', contact.label);
  await expect(preview.locator('h1')).toHaveText(ownSentences('pages/contactUs.mdx')[0] ?? '');
  await expect(preview.getByRole('alert')).toHaveCount(0);
});
