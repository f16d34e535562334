/**
 * The review part of the pull request's comment, built from `review/report.json` as data, never from the
 * Markdown the pull request's run wrote: every text it holds is escaped and its mentions and addresses
 * broken (commentText.ts); names and field paths are single lines, so none can end its table row or list
 * item and write Markdown of its own; values are shown on one line; paths are only the site's own;
 * numbers are numbers.
 * The words are the review report's own (scripts/review/render/format.ts, checked by a test).
 */
import { z } from 'zod';
import { inlineCode } from '../../src/check/report/markdown';
import { NOT_FOUND, ROUTES } from '../../src/content/routes';
import { plainText } from './commentText';

/** GitHub cuts comments at 65,536 characters; these many rows stay well below. */
const MAX_PAGES = 20;
const MAX_FIELDS = 60;
const MAX_VALUE_CHARS = 120;

export const KIND_LABEL = {
  modified: '修改 (modified)',
  added: '新增 (added)',
  removed: '删除 (removed)',
  moved: '移动 (moved)',
} as const;

export const REASON_LABEL = {
  visual: '截图 (visual)',
  text: '文字 (text)',
  links: '链接 (links)',
  images: '图片 (images)',
  head: '页面头部 (head)',
  'hidden-state': '隐藏状态 (hidden state)',
  status: 'HTTP 状态 (status)',
} as const;

/** The site's own paths: a page the report names elsewhere is not shown. */
const PATHS = new Set<string>([...Object.values(ROUTES).map((route) => route.path), NOT_FOUND.path]);
const sha = z.string().regex(/^[0-9a-f]{7,40}$/);
const singleLine = z.string().regex(/^[^\r\n]*$/, 'text with a line break');
const kind = z.enum(Object.keys(KIND_LABEL) as [keyof typeof KIND_LABEL]);
const reason = z.enum(Object.keys(REASON_LABEL) as [keyof typeof REASON_LABEL]);

/** The part of report.json (CONTRIBUTING.md, "Review report") the comment shows. */
export const reportSchema = z.object({
  base: z.object({ sha }),
  head: z.object({ sha, dirty: z.boolean().optional() }),
  pages: z
    .array(z.object({ path: singleLine, name: singleLine.max(200), changed: z.boolean(), reasons: z.array(reason) }))
    .max(100),
  fields: z
    .array(
      z.object({
        file: z.string().regex(/^content\/[\w\u4e00-\u9fff./-]+$/),
        line: z.number().int().nonnegative().optional(),
        field: singleLine.max(300),
        kind,
        before: z.string().optional(),
        after: z.string().optional(),
        pages: z.array(singleLine),
      }),
    )
    .max(10_000),
});
export type ReviewReport = z.infer<typeof reportSchema>;

/** A value on one line, shortened, quoted. */
function quote(value: string | undefined): string {
  if (value === undefined) return '—';
  const short = value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  return `“${plainText(short)}”`;
}

function fieldLine(field: ReviewReport['fields'][number]): string {
  const where = inlineCode(field.line ? `${field.file}:${field.line}` : field.file);
  const values =
    field.kind === 'removed'
      ? `：${quote(field.before)}`
      : field.kind === 'added'
        ? `：${quote(field.after)}`
        : field.before === undefined && field.after === undefined
          ? ''
          : `：${quote(field.before)} → ${quote(field.after)}`;
  const pages = field.pages.filter((path) => PATHS.has(path)).map(inlineCode);
  const shown = pages.length ? `（页面 ${pages.join('、')}）` : '（没有改变任何页面 (no page changed)）';
  return `- ${where} ${inlineCode(field.field.replace(/\s+/g, ' '))} ${KIND_LABEL[field.kind]}${values}${shown}`;
}

/** The review's lines of the comment. */
export function reviewLines(report: ReviewReport): string[] {
  const pages = report.pages.filter((page) => PATHS.has(page.path));
  const changed = pages.filter((page) => page.changed);
  const head = `${inlineCode(report.head.sha.slice(0, 7))}${report.head.dirty ? ' ＋ 未提交的改动 (uncommitted changes)' : ''}`;
  const verdict = changed.length
    ? `有变化 (changed)：${changed.length} / ${pages.length} 个页面 (${changed.length} of ${pages.length} pages changed)`
    : `无变化 (unchanged)：${pages.length} 个页面都相同 (all ${pages.length} pages identical)`;
  const lines = [
    '#### 改动预览 (visual review)',
    '',
    `基准 (base) ${inlineCode(report.base.sha.slice(0, 7))} → 当前 (head) ${head}`,
    '',
    `**${verdict}**`,
    '',
  ];
  if (changed.length) {
    lines.push('| 页面 (page) | 路径 (path) | 原因 (why) |', '| --- | --- | --- |');
    for (const page of changed.slice(0, MAX_PAGES)) {
      const reasons = page.reasons.map((why) => REASON_LABEL[why]).join('、');
      lines.push(`| ${plainText(page.name)} | ${inlineCode(page.path)} | ${reasons} |`);
    }
    lines.push('');
  }
  lines.push('##### 内容改动 (content changes)', '');
  if (!report.fields.length) lines.push('content/ 下的文件没有改动 (no content file changed)');
  for (const field of report.fields.slice(0, MAX_FIELDS)) lines.push(fieldLine(field));
  if (report.fields.length > MAX_FIELDS)
    lines.push(`- …另有 ${report.fields.length - MAX_FIELDS} 处改动，见评审报告 (more in the review report)`);
  return lines;
}
