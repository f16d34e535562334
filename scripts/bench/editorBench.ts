/**
 * Time to the first editable form (issue 21, "Done when"): /admin/ built once, served as `npm run
 * edit` serves it (decap-server in git mode) on a temporary clone of the repository, and timed in
 * Chromium from navigation until the home page entry's first text input can be typed into.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAdmin } from '../build/admin/buildAdmin';
import { startEditor } from '../build/admin/editorServer';
import { withChromium, type Log } from './harness';

/** The entry timed: the home page, the editors' most visited. */
const ENTRY = '#/collections/pages/entries/homePage';
const ADMIN_OUT = '.bench/admin';

/** Milliseconds from navigation to an editable first text input per run, and the 1-minute load average before each. */
export type EditorResult = Awaited<ReturnType<typeof benchEditor>>;

export async function benchEditor(runs: number, log: Log) {
  log(`[editor] building /admin/ into ${ADMIN_OUT}`);
  buildAdmin(ADMIN_OUT);
  const repo = mkdtempSync(join(tmpdir(), 'editor-bench-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), repo]);
  const editor = await startEditor({ repo, adminDir: ADMIN_OUT });
  const result = { runs: [] as number[], loads: [] as number[] };
  try {
    await withChromium(['--disable-gpu'], async (browser) => {
      for (let run = 0; run < runs; run++) {
        // A fresh profile each run: nothing cached, signed out, as an editor's first visit of the day.
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
        const page = await context.newPage();
        result.loads.push(loadavg()[0] ?? 0);
        const started = performance.now();
        await page.goto(`${editor.url}${ENTRY}`, { waitUntil: 'commit' });
        await page.getByRole('button', { name: '登录' }).click({ timeout: 120_000 });
        await page.locator('input[type="text"]').first().waitFor({ state: 'visible', timeout: 120_000 });
        await page.waitForFunction(
          () => {
            const field = document.querySelector<HTMLInputElement>('input[type="text"]');
            return field !== null && !field.disabled && !field.readOnly;
          },
          undefined,
          { timeout: 120_000 },
        );
        const ms = performance.now() - started;
        result.runs.push(ms);
        log(`[editor] run ${run + 1}: ${(ms / 1000).toFixed(1)} s (load ${result.loads.at(-1)?.toFixed(1)})`);
        await context.close();
      }
    });
  } finally {
    await editor.close();
    rmSync(repo, { recursive: true, force: true });
    rmSync(ADMIN_OUT, { recursive: true, force: true });
  }
  return result;
}
