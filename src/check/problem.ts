/** One thing wrong with a content file, located for the editor. */
export interface Problem {
  /** Path relative to the repository root, e.g. `content/pages/homePage.mdx`. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** Field path such as `carousel.slides[2].image`, or `正文` for the MDX body. */
  field: string;
  /** Chinese first, English in brackets: what the terminal and the pull request show. */
  message: string;
  /**
   * The same rule's words for the browser editor's form, where `message` names a file, a key or a command
   * the form does not show; without it the form shows `message`'s Chinese (report/formWords.ts).
   */
  form?: string;
  severity: 'error' | 'warning';
  /** 1-based character of the line where the mistake is, when it is known (the code frame's marker). */
  column?: number;
  /** The text on the line the marker should sit under, when the column is not known (e.g. `{{partnerAgency}}`). */
  spot?: string;
  /** Where inside `spot` the marker starts (0-based, default 0): a stray space in the middle of a text. */
  offset?: number;
  /** How many characters the marker spans (default 1). */
  length?: number;
  /** The offending line with one line of context and a marker under the spot (see codeFrame). */
  frame?: string[];
}

/** `content/pages/home.mdx:12 businessCards[2].image: 找不到图片文件 "ota.png" (image file not found)` */
export function formatProblem(problem: Problem): string {
  const prefix = problem.severity === 'warning' ? '警告 (warning) ' : '';
  return `${prefix}${problem.file}:${problem.line} ${problem.field}: ${problem.message}`;
}

/** The headline and, below it, the code frame: what the CLI and the dev error panel show. */
export const renderProblem = (problem: Problem): string =>
  [formatProblem(problem), ...(problem.frame ?? [])].join('\n');

/** Errors first, then warnings, each group by file and line: the editor fixes what blocks the build first. */
export function byPriority(a: Problem, b: Problem): number {
  const rank = (problem: Problem) => (problem.severity === 'error' ? 0 : 1);
  return rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line;
}

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

export const BODY_FIELD = '正文 (body)';

/** The field of a YAML mistake no one field can be named for; the title of its GitHub annotation too. */
export const YAML_FIELD = '(内容格式 YAML)';

/** Messages name fields the way marks do: one writer for both (src/content/marks/markContent.ts). */
export { formatPath } from '../content/marks/markContent';

/**
 * The check's report in a terminal, as `npm run content:check` prints it and `npm run build` does when the
 * check fails: errors first (they stop the build), then warnings, each followed by a blank line, then one
 * summary line, on stderr when something is wrong.
 */
export function printReport(problems: readonly Problem[], elapsedMs: number): void {
  for (const problem of [...problems].sort(byPriority))
    (problem.severity === 'error' ? console.error : console.warn)(`${renderProblem(problem)}\n`);
  const failed = problems.some((problem) => problem.severity === 'error');
  (failed ? console.error : console.log)(summaryLine(problems, elapsedMs));
}
