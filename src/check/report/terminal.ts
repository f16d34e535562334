import { byPriority, renderProblem, summaryLine, type Problem } from '../problem';

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
