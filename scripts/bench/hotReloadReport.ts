/** The hot-reload section of docs/performance.md. */
import { BUDGETS, mark, median, tableHead, type Misses } from './budgets';
import type { HotReloadResult } from './hotReload';

/** Distinct lines with how often each appeared, for a table cell (`a` ×3<br>`b`) or a Markdown list. */
function counted(lines: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts];
}
const cell = (lines: string[]) =>
  counted(lines)
    .map(([line, count]) => `\`${line}\`${count > 1 ? ` ×${count}` : ''}`)
    .join('<br>');
const list = (messages: string[]) => [
  '',
  ...counted(messages).map(([message, count]) => `- ${count} × \`${message.replace(/\s+/g, ' ').replace(/`/g, "'")}\``),
];
const ms = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(0)} ms`);

export function hotReloadSection(result: HotReloadResult, misses: Misses, measured: string): string {
  const times = result.edits.map((edit) => edit.ms);
  const mid = median(times);
  const reloads = result.edits.filter((edit) => edit.fullReload).length;
  const ok = misses.check(mid < BUDGETS.hotReloadMs, `hot reload ${mid.toFixed(0)} ms`);
  const how =
    reloads === 0
      ? '在原页面内更新 (updated in place: `window.__benchMarker` survived every edit)'
      : `${reloads}/${result.edits.length} 次整页刷新 (full reload: the window was replaced)`;
  return [
    '## 内容热更新 (content hot reload)',
    '',
    `${measured} \`react-router dev\` in a copy of the repository, page \`${result.route}\` open in headless Chromium; ` +
      `the \`heading:\` of \`${result.file}\` changed ${result.edits.length} times. Time = just before the file is written → the new text is in \`document.body.innerText\`.`,
    '',
    ...tableHead(['figure', 'measured', 'budget']),
    `| 改文字后页面显示 text edit visible (median of ${result.edits.length}) | ${mark(`${mid.toFixed(0)} ms`, ok)} | < ${BUDGETS.hotReloadMs} ms |`,
    `| each edit | ${times.map((t) => t.toFixed(0)).join(', ')} ms | |`,
    `| how | ${how} | |`,
    `| Vite 日志 (Vite log, first edit) | ${cell(result.edits[0]?.viteLog ?? []) || '—'} | |`,
    `| 删掉必填字段后出现错误层 invalid content → \`#content-check-panel\` | ${ms(result.overlayShownMs)} | |`,
    `| 改好后错误层消失并显示新内容 fixed → overlay gone, text shown | ${ms(result.overlayClearedMs)}${result.errorPathFullReload ? ' (full reload)' : ''} | |`,
    '',
    ...(result.overlayText ? ['Overlay message:', '', '```text', result.overlayText.slice(0, 600), '```', ''] : []),
    `浏览器控制台错误 (console errors) while editing valid content: ${result.editErrors.length ? '' : 'none'}`,
    ...list(result.editErrors),
    '',
    `Console errors on the error path (a failed fetch of the broken module is expected): ${result.errorPathErrors.length ? '' : 'none'}`,
    ...list(result.errorPathErrors),
    ...(result.notes.length ? ['', 'Notes:', '', ...result.notes.map((note) => `- ${note}`)] : []),
  ].join('\n');
}
