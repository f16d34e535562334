/**
 * The HTML report and the pull-request summary are views of one result (report.json): the
 * verdict follows the pages, fields are grouped by the pages they changed, and changed words
 * are marked.
 */
import { describe, expect, test } from 'vitest';
import { reportHtml } from '../../../scripts/review/render/reportHtml';
import { summaryMd } from '../../../scripts/review/render/summaryMd';
import type { PageResult, ReviewResult } from '../../../scripts/review/types';

function page(path: string, name: string, changed: boolean): PageResult {
  return {
    id: name,
    path,
    name,
    changed,
    reasons: changed ? ['hidden-state'] : [],
    pixels: { '1440': 0, '390': 0 },
    status: { before: 200, after: 200, expected: 200 },
    title: name,
    text: [],
    head: [],
    states: [],
    widths: [1440, 390].map((width) => ({ width, pixels: 0, sections: [] })),
  };
}

const result = (pages: PageResult[], fields: ReviewResult['fields']): ReviewResult => ({
  base: { ref: 'main', sha: 'a'.repeat(40), subject: 'base' },
  head: { ref: 'HEAD', sha: 'b'.repeat(40), subject: 'head', dirty: false },
  seconds: 12.3,
  pages,
  fields,
});

const slide = {
  file: 'content/site.md',
  line: 58,
  field: 'carousel.slides[2].title',
  area: 'frontmatter' as const,
  kind: 'modified' as const,
  before: '连接中国与世界的铁路',
  after: '连接中国与世界的高速铁路',
  segments: [
    { op: '=' as const, text: '连接中国与世界的' },
    { op: '+' as const, text: '高速' },
    { op: '=' as const, text: '铁路' },
  ],
  pages: ['/'],
};

describe('report views', () => {
  test('a page changed only in a hidden state makes the verdict "changed", with the reason', () => {
    const review = result([page('/', '首页', true), page('/contactUs', '联系我们', false)], [slide]);
    const summary = summaryMd(review);
    expect(summary).toContain('**有变化 (changed)：1 / 2 个页面 (1 of 2 pages changed)**');
    expect(summary).toContain('| 首页 | `/` | 隐藏状态 (hidden state) | 0 | 0 |');
    expect(summary).toContain(
      '**首页** `/`\n\n- `content/site.md:58` `carousel.slides[2].title` 修改 (modified)：“连接中国与世界的铁路” → “连接中国与世界的高速铁路”',
    );
    const html = reportHtml(review);
    expect(html).toContain('连接中国与世界的<ins>高速</ins>铁路');
    expect(html).toContain('<td data-label="影响页面 (pages)"><a href="#page-首页">首页</a> <code>/</code></td>');
  });

  test('a field that changed no page output is listed as such, and the verdict says no page changed', () => {
    const unused = { ...slide, field: 'nav.label', segments: undefined, pages: [] };
    const summary = summaryMd(result([page('/', '首页', false)], [unused]));
    expect(summary).toContain('**无变化 (unchanged)：1 处内容改动没有改变任何页面的输出');
    expect(summary).toContain('**没有改变任何页面输出的改动 (changed no page output)**');
  });
});
