import type { Problem } from '../problem';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The last line the content check prints: passed or not, and how many of each. */
export function summaryLine(problems: readonly Problem[], elapsedMs?: number): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const time = elapsedMs === undefined ? '' : ` [${elapsedMs} ms]`;
  if (errors)
    return `内容检查未通过：${errors} 个错误${warnings ? `，${warnings} 个警告` : ''} (content check failed: ${plural(errors, 'error')}${warnings ? `, ${plural(warnings, 'warning')}` : ''})${time}`;
  return `内容检查通过${warnings ? `，${warnings} 个警告` : ''} (content check passed${warnings ? `, ${plural(warnings, 'warning')}` : ''})${time}`;
}
