/**
 * The content-changes table of the HTML report: where (file:line), which field, the value
 * before and after, and the pages it shows on.
 */
import type { ContentChange } from './contentDiff';
import { escapeHtml, fieldLabel, KIND_LABEL, location, pageLabel, pagesLabel } from './format';

export function contentSection(changes: readonly ContentChange[]): string {
  const rows = changes.map(
    (change) => `<tr>
<td><code>${escapeHtml(location(change))}</code></td>
<td>${change.area === 'frontmatter' ? `<code>${escapeHtml(fieldLabel(change))}</code>` : escapeHtml(fieldLabel(change))}<br><span class="kind">${KIND_LABEL[change.kind]}</span></td>
<td class="value before">${value(change.before)}</td>
<td class="value after">${value(change.after)}</td>
<td>${pageLinks(change)}</td>
</tr>`,
  );
  return `<section aria-labelledby="content-heading">
<h2 id="content-heading">内容改动 <span class="en">(content changes)</span></h2>
${
  rows.length
    ? `<div class="scroll"><table>
<thead><tr><th scope="col">位置 (file:line)</th><th scope="col">字段 (field)</th><th scope="col">修改前 (before)</th><th scope="col">修改后 (after)</th><th scope="col">影响页面 (pages)</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
</table></div>`
    : '<p>content/ 下的文件没有改动 (no content file changed)</p>'
}
</section>`;
}

function value(text: string | undefined): string {
  return text === undefined ? '<span class="none">—</span>' : escapeHtml(text);
}

function pageLinks(change: ContentChange): string {
  if (change.pages === 'all') return escapeHtml(pagesLabel(change));
  return change.pages.map((id) => `<a href="#page-${id}">${escapeHtml(pageLabel(id))}</a>`).join(', ');
}
