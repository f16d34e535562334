/**
 * One page of the HTML report: why it changed, its text, head and hidden-state differences, and
 * at each width each changed section at full size, before, after and reg-cli's difference.
 */
import { escapeHtml } from '../../shared/escapeHtml';
import {
  formatCount,
  KIND_LABEL,
  LIST_LABEL,
  markedHtml,
  pixelsHtml,
  REASON_LABEL,
  STATUS_LABEL,
  VIEW_LABEL,
} from './format';
import type { ImageFiles, PageResult, SectionResult, StateResult, TextChange, Values } from '../types';

export function pageSection(page: PageResult): string {
  const badge = `<span class="badge ${page.changed ? 'diff' : 'same'}">${page.changed ? STATUS_LABEL.changed : STATUS_LABEL.unchanged}</span>`;
  const heading = `<h3 id="heading-${page.id}">${escapeHtml(page.name)} <code>${escapeHtml(page.path)}</code> ${badge}</h3>`;
  if (!page.changed) {
    return `<section class="page same" id="page-${page.id}" aria-labelledby="heading-${page.id}">${heading}
<p class="facts">截图、文字、页面头部、隐藏状态都相同 (identical) · ${pixelsLine(page)}</p></section>`;
  }
  const head = page.head.map((change) => `<li><code>${escapeHtml(change.key)}</code>${pair(change)}</li>`);
  return `<section class="page diff" id="page-${page.id}" aria-labelledby="heading-${page.id}">
${heading}
<p class="reasons">原因 (why)：${page.reasons.map((reason) => `<span class="chip">${REASON_LABEL[reason]}</span>`).join(' ')}</p>
<p class="facts">${pixelsLine(page)}${statusNote(page)}</p>
${page.text.length ? `<h4>文字和链接 <span class="en">(text, names, links, images)</span></h4>\n${changeList(page.text.map(textItem))}` : ''}
${head.length ? `<h4>页面头部 <span class="en">(head: title, description, Open Graph, JSON-LD…)</span></h4>\n${changeList(head)}` : ''}
${page.states
  .filter((state) => state.changed)
  .map(stateBlock)
  .join('\n')}
${page.widths.map((width) => widthBlock(page.name, width)).join('\n')}
</section>`;
}

const pixelsLine = (page: PageResult) =>
  page.widths.map(({ width }) => `${width} px：${pixelsHtml(page.pixels[String(width)] ?? 0)} 像素不同`).join(' · ');

function statusNote(page: PageResult): string {
  const notes: string[] = [];
  const { before, after, expected } = page.status;
  if (before !== expected) notes.push(`基准版本中此地址返回 ${before}，是新页面？ (HTTP ${before} in base)`);
  if (after !== expected) notes.push(`当前版本中此地址返回 ${after} (HTTP ${after} in head)`);
  return notes.map((note) => `<br><span class="note">${note}</span>`).join('');
}

const changeList = (items: readonly string[]) => `<ul class="changes">${items.join('\n')}</ul>`;

function textItem(change: TextChange): string {
  const where = `${LIST_LABEL[change.list]} · ${change.views.map(VIEW_LABEL).join('、')}`;
  return `<li><span class="kind">${KIND_LABEL[change.kind]} · ${escapeHtml(where)}</span>${pair(change)}</li>`;
}

function pair(change: Values): string {
  const side = (which: 'before' | 'after') =>
    change[which] === undefined
      ? ''
      : `<div class="value ${which}"><span class="side">${which === 'before' ? '修改前' : '修改后'}</span>${markedHtml(change, which)}</div>`;
  return `${side('before')}${side('after')}`;
}

function stateBlock(state: StateResult): string {
  const pictures = Object.entries(state.images ?? {})
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([width, files]) => {
      const head = `<p class="facts">${width} px：${formatCount(state.pixels[width] ?? 0)} 像素不同 (pixels differ)</p>`;
      return `${head}${triple(files, `${state.label}，${width} px`)}`;
    })
    .join('\n');
  return `<h4>隐藏状态：${escapeHtml(state.label)} <span class="en">(hidden state)</span></h4>
${state.text.length ? changeList(state.text.map(textItem)) : ''}
${pictures}`;
}

function widthBlock(pageName: string, { width, pixels, sections }: PageResult['widths'][number]): string {
  const same = sections.filter((section) => section.status === 'unchanged').map((section) => escapeHtml(section.label));
  return `<h4>${width} px 宽 <span class="en">(width)</span> — ${pixels ? `${formatCount(pixels)} 像素不同 (pixels differ)` : '截图无变化 (pixel-identical)'}</h4>
${sections
  .filter((section) => section.status !== 'unchanged')
  .map((section) => sectionBlock(`${pageName} · ${section.label} · ${width} px`, section))
  .join('\n')}
${same.length ? `<p class="facts">无变化的区块 (unchanged sections)：${same.join('、')}</p>` : ''}`;
}

function sectionBlock(label: string, section: SectionResult): string {
  const status =
    section.status === 'added'
      ? '新增的区块 (section added)'
      : section.status === 'removed'
        ? '删除的区块 (section removed)'
        : `${formatCount(section.pixels)} 像素不同 (pixels differ)`;
  const heights =
    section.before && section.after && section.before.height !== section.after.height
      ? ` · 高度 (height) ${section.before.height} → ${section.after.height} px`
      : '';
  return `<div class="section-diff">
<h5>${escapeHtml(section.label)} <span class="kind">${status}${heights}</span></h5>
${triple(section.images ?? {}, label)}
</div>`;
}

const SIDE_CAPTION = {
  before: '修改前 (before)',
  after: '修改后 (after)',
  diff: '差异 (difference)：红色为不同像素',
} as const;

/** The picture files an area has, escaped for an attribute. */
const sides = (files: ImageFiles) =>
  (['before', 'after', 'diff'] as const).flatMap((side) =>
    files[side] ? [[side, escapeHtml(files[side])] as const] : [],
  );

/** Before / after / difference side by side (stacked on a phone), each opening its full-size file. */
function triple(files: ImageFiles, label: string): string {
  const figures = sides(files).map(
    ([side, src]) =>
      `<figure><a href="${src}"><img src="${src}" alt="${escapeHtml(`${label}：${SIDE_CAPTION[side]}`)}" loading="lazy"></a><figcaption>${SIDE_CAPTION[side]}</figcaption></figure>`,
  );
  return `<div class="triple">${figures.join('')}</div>`;
}
