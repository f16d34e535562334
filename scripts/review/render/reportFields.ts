/** The HTML report's content changes: where, which field, before and after, which pages; a card per row on a phone. */
import { escapeHtml } from '../../shared/escapeHtml';
import { fieldLabel, KIND_LABEL, location, markedHtml } from './format';
import type { FieldChange, ReviewResult } from '../types';

export function fieldsSection(result: ReviewResult): string {
  const rows = result.fields.map(
    (change) => `<tr>
<td data-label="位置 (file:line)"><code>${escapeHtml(location(change))}</code></td>
<td data-label="字段 (field)">${change.area === 'frontmatter' ? `<code>${escapeHtml(fieldLabel(change))}</code>` : escapeHtml(fieldLabel(change))} <span class="kind">${KIND_LABEL[change.kind]}${change.from ? ` ← <code>${escapeHtml(change.from)}</code>` : ''}</span></td>
<td data-label="修改前 (before)" class="value before${change.before === undefined ? ' empty' : ''}">${value(change, 'before')}</td>
<td data-label="修改后 (after)" class="value after${change.after === undefined ? ' empty' : ''}">${value(change, 'after')}</td>
<td data-label="影响页面 (pages)">${pageLinks(result, change)}</td>
</tr>`,
  );
  return `<section aria-labelledby="fields-heading">
<h2 id="fields-heading">内容改动 <span class="en">(content changes)</span></h2>
${
  rows.length
    ? `<table class="fields">
<thead><tr><th scope="col">位置 (file:line)</th><th scope="col">字段 (field)</th><th scope="col">修改前 (before)</th><th scope="col">修改后 (after)</th><th scope="col">影响页面 (pages)</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table>`
    : '<p>content/ 下的文件没有改动 (no content file changed)</p>'
}
</section>`;
}

const value = (change: FieldChange, side: 'before' | 'after') =>
  change[side] === undefined ? '<span class="none">—</span>' : markedHtml(change, side);

function pageLinks(result: ReviewResult, change: FieldChange): string {
  if (!change.pages.length) return '<span class="none">没有页面的输出因此改变 (no page output changed)</span>';
  return change.pages
    .map((path) => {
      const page = result.pages.find((candidate) => candidate.path === path);
      return `<a href="#page-${escapeHtml(page?.id ?? '')}">${escapeHtml(page?.name ?? path)}</a> <code>${escapeHtml(path)}</code>`;
    })
    .join('<br>');
}
