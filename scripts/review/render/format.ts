/** Words and bits of markup the HTML report and the Markdown summary share, so both say the same. */
import { escapeHtml } from '../../shared/escapeHtml';
import type { ChangeKind, FieldChange, PageResult, Reason, ReviewResult, Values } from '../types';

export const KIND_LABEL: Record<ChangeKind, string> = {
  modified: '修改 (modified)',
  added: '新增 (added)',
  removed: '删除 (removed)',
  moved: '移动 (moved)',
};

export const REASON_LABEL: Record<Reason, string> = {
  visual: '截图 (visual)',
  text: '文字 (text)',
  links: '链接 (links)',
  images: '图片 (images)',
  head: '页面头部 (head)',
  'hidden-state': '隐藏状态 (hidden state)',
  status: 'HTTP 状态 (status)',
};

export const LIST_LABEL = { text: '文字', names: '无障碍名称', links: '链接', images: '图片' } as const;

export const VIEW_LABEL = (view: string) => (view === 'page' ? '页面' : view === 'no-js' ? '无 JavaScript' : view);

export const STATUS_LABEL = { changed: '有变化 (changed)', unchanged: '无变化 (unchanged)' } as const;

export const formatCount = (count: number) => count.toLocaleString('en-US');

/** A count of differing pixels for HTML: red, or a green 0. */
export const pixelsHtml = (count: number) =>
  count ? `<strong class="diff">${formatCount(count)}</strong>` : '<span class="same">0</span>';

/** `content/pages/businessIntro.mdx:13`. */
export const location = (change: FieldChange) => (change.line ? `${change.file}:${change.line}` : change.file);

export function fieldLabel(change: FieldChange): string {
  if (change.area === 'frontmatter') return change.field;
  if (change.area === 'body') return '正文 (body)';
  return '整个文件 (whole file)';
}

export const formatSeconds = (seconds: number) => `${seconds.toFixed(1)} 秒 (s)`;

export const shortSha = (sha: string) => sha.slice(0, 7);

/** The headline both views open with; never 无变化 while a page's output changed. */
export function verdictText(result: ReviewResult): { changed: boolean; text: string } {
  const changed = result.pages.filter((page) => page.changed).length;
  const total = result.pages.length;
  const text = changed
    ? `${STATUS_LABEL.changed}：${changed} / ${total} 个页面 (${changed} of ${total} pages changed)`
    : result.fields.length
      ? `${STATUS_LABEL.unchanged}：${result.fields.length} 处内容改动没有改变任何页面的输出 (content changed, but no page's output did)`
      : `${STATUS_LABEL.unchanged}：${total} 个页面的截图、文字、页面头部和隐藏状态都相同 (all ${total} pages identical)`;
  return { changed: changed > 0, text };
}

export const reasonsText = (page: PageResult) => page.reasons.map((reason) => REASON_LABEL[reason]).join('、');

/** One side of a changed value, for HTML, its changed words marked: `<del>` on the old side, `<ins>` on the new. */
export function markedHtml(change: Values, side: 'before' | 'after'): string {
  if (!change.segments) return escapeHtml(change[side] ?? '');
  const [op, tag] = side === 'before' ? ['-', 'del'] : ['+', 'ins'];
  return change.segments
    .filter((segment) => segment.op === '=' || segment.op === op)
    .map((segment) => (segment.op === '=' ? escapeHtml(segment.text) : `<${tag}>${escapeHtml(segment.text)}</${tag}>`))
    .join('');
}
