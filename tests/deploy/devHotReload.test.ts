/**
 * Content hot reload in `npm run dev` (issue: editing workflow), in a copy of the repository:
 * an edited heading appears in the open page by itself, broken content shows the content
 * check's located message in Vite's overlay, and the overlay goes once the file is fixed.
 * Timing is a benchmark (`npm run bench -- --only hot-reload`), not asserted here.
 */
import { describe, expect, it } from 'vitest';
import { benchHotReload, type HotReloadResult } from '../../scripts/bench/hotReload';

describe('npm run dev with a content file being edited', () => {
  let result: HotReloadResult;

  it('shows every edit of the page heading without a manual reload', async () => {
    result = await benchHotReload(() => {});
    expect(result.notes).toEqual([]);
    expect(result.edits).toHaveLength(5);
    expect(result.editErrors).toEqual([]);
  }, 180_000);

  it('shows a content error in the overlay, naming file, line and field, and clears it when fixed', () => {
    expect(result.overlayShownMs).toBeDefined();
    expect(result.overlayText).toMatch(/content\/pages\/businessIntro\.mdx:\d+ heading/);
    expect(result.overlayClearedMs).toBeDefined();
  });
});
