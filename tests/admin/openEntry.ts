import { expect, type Page } from '@playwright/test';

/**
 * Opens an entry in a new document and waits for a text of its form (a field's label, or a list
 * item's summary). A `goto` that changes only the hash would keep the last test's editor, which may
 * still be drawing the form again after its save: once in CI, a drag handle found in such a form was
 * detached before it could be scrolled to (listMoves.spec.ts). Decap keeps the sign-in across documents.
 */
export async function openEntry(
  page: Page,
  editorUrl: string,
  [collection, entry]: [string, string],
  shown: string,
): Promise<void> {
  await page.goto('about:blank');
  await page.goto(`${editorUrl}#/collections/${collection}/entries/${entry}`);
  // Decap reads the entry through decap-server and git: slow on a busy machine.
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible({ timeout: 90_000 });
}
