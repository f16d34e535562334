/**
 * Time to the first editable form (issue 21, "Done when"): /admin/ built once, served as `npm run
 * edit` serves it (decap-server in git mode) on a temporary clone of the repository, and timed in
 * Chromium from navigation until the home page entry's first text input can be typed into.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildAdmin } from '../build/admin/buildAdmin';
import { startEditor } from '../build/admin/editorServer';

/** The entry timed: the home page, the editors' most visited. */
const ENTRY = '#/collections/pages/entries/homePage';
const ADMIN_OUT = '.bench/admin';

export interface EditorResult {
  /** Milliseconds from navigation to an editable first text input, one per run. */
  runs: number[];
  /** 1-minute load average before each run. */
  loads: number[];
}

export async function benchEditor({
  runs,
  chromePath,
  log,
}: {
  runs: number;
  chromePath: string;
  log: (line: string) => void;
}): Promise<EditorResult> {
  log(`[editor] building /admin/ into ${ADMIN_OUT}`);
  buildAdmin(ADMIN_OUT);
  const repo = mkdtempSync(join(tmpdir(), 'editor-bench-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), repo]);
  const editor = await startEditor({ repo, adminDir: ADMIN_OUT });
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const result: EditorResult = { runs: [], loads: [] };
  try {
    for (let run = 0; run < runs; run++) {
      // A fresh profile each run: nothing cached, signed out, as an editor's first visit of the day.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
      const page = await context.newPage();
      result.loads.push(loadavg()[0] ?? 0);
      const started = performance.now();
      await page.goto(`${editor.url}${ENTRY}`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: '登录' }).click({ timeout: 120_000 });
      const input = page.locator('input[type="text"]').first();
      await input.waitFor({ state: 'visible', timeout: 120_000 });
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
  } finally {
    await browser.close();
    await editor.close();
    rmSync(repo, { recursive: true, force: true });
    rmSync(ADMIN_OUT, { recursive: true, force: true });
  }
  return result;
}
