import { test as base, expect, type Page } from '@playwright/test';
import { startEditor } from '../../scripts/build/admin/editorServer';
import { cmsCollections } from '../../src/editor/config/cmsConfig';
import { EDITOR_PORT } from './editorPort';
import { tempRepo, type EditorRepo } from './editorRepo';

export interface Editor extends EditorRepo {
  /** Address of the editor, e.g. http://127.0.0.1:4174/admin/ */
  url: string;
  /** Waits for every request decap-server has taken, then resets the repository (editorRepo.ts). */
  fresh: () => Promise<void>;
}

/**
 * One repository and one editor server (decap-server on it) for each worker: each file starts with
 * `test.beforeAll(({ editor }) => editor.fresh())`, on the content as committed, in a page of its own.
 */
export const test = base.extend<object, { editor: Editor }>({
  editor: [
    // Playwright reads the fixtures a fixture needs from its first parameter: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const repo = tempRepo();
      const server = await startEditor({ repo: repo.dir, port: EDITOR_PORT });
      const origin = new URL(server.url).origin;
      const fresh = async () => {
        // decap-server answers one request at a time, in order: once this one is answered, a git command
        // started for the last file's page (a checkout of an entry's branch and back) has ended.
        const answer = await fetch(`${server.url}api/v1`, {
          method: 'POST',
          headers: { Origin: origin, 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'info' }),
        });
        if (!answer.ok) throw new Error(`decap-server: ${answer.status}`);
        repo.reset();
      };
      await use({ ...repo, url: server.url, fresh });
      await server.close();
      repo.remove();
    },
    { scope: 'worker' },
  ],
});

export { expect };

/** Opens the editor and signs in (the local server needs no password): the collections' list shows. */
export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '页面', exact: true })).toBeVisible();
}

/** An entry's name in its collection's list, by its collection and file name (homePage, site, …). */
function listLabel(collection: string, entry: string): string {
  const file = cmsCollections()
    .find((candidate) => candidate.name === collection)
    ?.files.find((candidate) => candidate.name === entry);
  if (!file) throw new Error(`no entry ${collection}/${entry}`);
  return file.label;
}

/**
 * Opens an entry as an editor does, from its collection's list, in the page already open, and waits for a
 * text of its form (a field's label, or a list item's summary). Leaving the entry before for the list ends
 * its form: the next one cannot show the last one's values. A page that leaves unsaved changes accepts
 * Decap's question (`leaveUnsaved`).
 */
export async function openFromList(page: Page, url: string, [collection, entry]: [string, string], shown: string) {
  await page.goto(`${url}#/collections/${collection}`);
  await page.getByText(listLabel(collection, entry), { exact: true }).click();
  // Decap reads the entry through decap-server and git: slow on a busy machine.
  await expect(page.getByText(shown, { exact: true }).first()).toBeVisible({ timeout: 90_000 });
}

/**
 * Says yes when Decap asks before leaving an entry with unsaved changes, and no to a local backup of a
 * draft left before: the entry opens as saved.
 */
export function leaveUnsaved(page: Page): void {
  page.on('dialog', (dialog) => void (dialog.message().includes('本地备份') ? dialog.dismiss() : dialog.accept()));
}
