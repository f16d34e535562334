/**
 * Words and numbers shared by the HTML report and the Markdown summary, so both say the same.
 */
import type { ChangeKind, ContentChange } from './contentDiff';
import { ALL_PAGES, REVIEW_PAGES } from './pages';
import { diffShare, type PixelDiff } from './pixelDiff';

export const KIND_LABEL: Record<ChangeKind, string> = {
  changed: '修改 (changed)',
  added: '新增 (added)',
  removed: '删除 (removed)',
};

export const STATUS_LABEL = { changed: '有变化 (changed)', unchanged: '无变化 (unchanged)' } as const;

export const formatCount = (count: number) => count.toLocaleString('en-US');

/** `0.05%`; a change too small to show in two decimals still reads as non-zero. */
export function formatShare(diff: PixelDiff): string {
  const percent = diffShare(diff) * 100;
  if (percent > 0 && percent < 0.01) return '<0.01%';
  return `${percent.toFixed(2)}%`;
}

/** `content/pages/businessIntro.mdx:13`. */
export const location = (change: ContentChange) => (change.line ? `${change.file}:${change.line}` : change.file);

/** The field path, or what else changed. */
export function fieldLabel(change: ContentChange): string {
  if (change.area === 'frontmatter') return change.field ?? '';
  if (change.area === 'body') return '正文 (body)';
  return '整个文件 (whole file)';
}

/** What editors call a page (its nav label or heading), from its id. */
export const pageLabel = (id: string) => REVIEW_PAGES.find((page) => page.id === id)?.label ?? id;

export const pagesLabel = (change: ContentChange) =>
  change.pages === ALL_PAGES ? '全部页面 (all pages)' : change.pages.map(pageLabel).join(', ');

export const formatSeconds = (seconds: number) => `${seconds.toFixed(1)} 秒 (s)`;

export const shortSha = (sha: string) => sha.slice(0, 7);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
