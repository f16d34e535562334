/**
 * The problems as Markdown, for the job summary and the pull request's comment. GitHub
 * allows HTML in Markdown, so every text is escaped: a message that names `<Script>` must show it.
 */
import { byPriority, summaryLine, type Problem } from '../problem';

/** Text shown as written: HTML characters as entities, Markdown's punctuation behind a backslash. */
export function escapeMarkdown(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replace(/[\\`*_[\]|~#]/g, '\\$&');
}

/** Inline code that survives backticks in the text (CommonMark: a longer backtick run as the delimiter). */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** A fenced block longer than any backtick run inside it, so a content line cannot end it early. */
export function codeBlock(lines: readonly string[]): string[] {
  const longest = Math.max(2, ...lines.flatMap((line) => [...line.matchAll(/`+/g)].map((run) => run[0].length)));
  const fence = '`'.repeat(longest + 1);
  return [fence, ...lines, fence];
}

function problemItem(problem: Problem, index: number): string[] {
  const label = problem.severity === 'warning' ? '警告 (warning) ' : '';
  const item = [
    `${index}. ${label}**第 ${problem.line} 行** (line ${problem.line}) · ${inlineCode(problem.field)}`,
    // A paragraph of its own: GitHub keeps a single line break in comments but not in every view.
    '',
    `   ${escapeMarkdown(problem.message)}`,
  ];
  if (problem.frame?.length) item.push('', ...codeBlock(problem.frame).map((line) => `   ${line}`));
  return item;
}

/**
 * The complete list, by file in the order of their first problem (byPriority): a heading with counts,
 * `extra` after it (the pull-request comment's edit link), then each problem.
 */
export function problemList(
  problems: readonly Problem[],
  extra?: (section: { file: string; problems: Problem[] }) => string[],
): string[] {
  const files = new Map<string, Problem[]>();
  for (const problem of [...problems].sort(byPriority))
    files.set(problem.file, [...(files.get(problem.file) ?? []), problem]);
  const out: string[] = [];
  for (const [file, list] of files) {
    const errors = list.filter((problem) => problem.severity === 'error').length;
    const warnings = list.length - errors;
    const counts = [errors ? `${errors} 个错误` : '', warnings ? `${warnings} 个警告` : ''].filter(Boolean).join('，');
    out.push(`#### ${inlineCode(file)}（${counts}）`, '');
    const more = extra?.({ file, problems: list }) ?? [];
    if (more.length) out.push(...more, '');
    list.forEach((problem, index) => out.push(...problemItem(problem, index + 1), ''));
  }
  return out;
}

/** The job summary (`$GITHUB_STEP_SUMMARY`): the complete list, since GitHub shows ten annotations of each kind per step. */
export function jobSummary(problems: readonly Problem[]): string {
  return [
    '### 内容检查 (content check)',
    '',
    escapeMarkdown(summaryLine(problems)),
    '',
    ...(problems.length ? problemList(problems) : []),
  ].join('\n');
}
