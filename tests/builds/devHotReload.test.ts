/**
 * Content hot reload in `npm run dev` (issue: editing workflow), in a copy of the repository:
 * an edited heading appears in the open page by itself, broken content shows the content
 * check's located message in a Chinese panel over the last good page (not Vite's overlay),
 * Esc shows that page rather than a blank one, and the panel goes once the file is fixed.
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

  it('shows a content error in a Chinese panel, naming file, line and field, and clears it when fixed', () => {
    expect(result.overlayShownMs).toBeDefined();
    expect(result.overlayText).toMatch(/^内容有 1 处错误，下面暂时显示上一次正确的页面/);
    expect(result.overlayText).toMatch(
      /content\/pages\/businessIntro\.mdx:\d+ heading: 缺少必填字段 \(required field is missing\)\n\s*\d+ \| /,
    );
    expect(result.overlayText).not.toMatch(/Click outside|server\.hmr\.overlay/);
    expect(result.overlayClearedMs).toBeDefined();
  });

  it('keeps the last good page behind the panel, and Esc shows it instead of a blank page', () => {
    expect(result.lastGoodBehindPanel).toBe(true);
    expect(result.escapeShowsLastGood).toBe(true);
  });
});
