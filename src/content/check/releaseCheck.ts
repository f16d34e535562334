import { checkContent } from './checkContent';
import { codeFrame } from './codeFrame';
import type { Problem } from './problem';
import { RELEASE_RULES, visibleTexts, type ReleaseRule } from './releaseRules';

/**
 * What must not reach production (issue 11: the release check finds sample values by itself):
 * every rule of RELEASE_RULES over the content, each problem located with its code frame.
 * A fallback rule (the `samples` list) speaks only where no other rule found the field already.
 */
export function releaseProblems(root: string, today = new Date(), rules: ReleaseRule[] = RELEASE_RULES): Problem[] {
  const report = checkContent({ root, today });
  const context = { root, today, report, texts: visibleTexts(report) };
  const seen = new Set<string>();
  const fields = new Set<string>();
  const problems: Problem[] = [];
  for (const rule of [...rules].sort((a, b) => Number(a.fallback ?? false) - Number(b.fallback ?? false)))
    for (const problem of rule.check(context)) {
      const field = `${problem.file}:${problem.line}:${problem.field}`;
      const key = `${field}:${problem.message}`;
      if (seen.has(key) || (rule.fallback && fields.has(field))) continue;
      seen.add(key);
      fields.add(field);
      problems.push(withFrame(problem, report.parsed.get(problem.file)?.source));
    }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function withFrame(problem: Problem, source: string | undefined): Problem {
  if (problem.frame || source === undefined) return problem;
  const text = source.split('\n')[problem.line - 1] ?? '';
  const at = problem.spot ? text.indexOf(problem.spot) : -1;
  const column = problem.column ?? (at > -1 ? at + 1 : undefined);
  const length = problem.length ?? (at > -1 ? problem.spot?.length : undefined);
  return { ...problem, frame: codeFrame(source, problem.line, column, length) };
}
