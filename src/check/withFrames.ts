import type { Problem } from './problem';
import { codeFrame } from './report/codeFrame';

/** Last step: the code frame under each problem of one file (the line, one line of context, a marker). */
export function withFrames(problems: Problem[], source: string): Problem[] {
  const lines = source.split('\n');
  for (const problem of problems) {
    if (problem.frame) continue;
    const at = problem.spot ? (lines[problem.line - 1] ?? '').indexOf(problem.spot) : -1;
    if (problem.column === undefined && at > -1) {
      problem.column = at + 1 + (problem.offset ?? 0);
      problem.length ??= problem.spot?.length;
    }
    problem.frame = codeFrame(source, problem.line, problem.column, problem.length);
  }
  return problems;
}
