import { checkContent } from '../checkContent';
import { withFrames } from '../report/codeFrame';
import type { Problem } from '../problem';
import { RELEASE_RULES, visibleTexts, type ReleaseRule } from './releaseRules';

/** The release check's findings in the order an editor fixes them: what blocks, what to review, what to replace. */
interface ReleaseGroups {
  errors: Problem[];
  warnings: Problem[];
  /** Sample and placeholder values still waiting for the company's real information. */
  samples: Problem[];
}

/**
 * What must not reach production: every rule of RELEASE_RULES over the content, each problem with its
 * code frame. A fallback rule (the `samples` list) speaks only where no other rule found the field already.
 */
export function releaseGroups(root: string, today = new Date(), rules: ReleaseRule[] = RELEASE_RULES): ReleaseGroups {
  const report = checkContent({ root, today });
  const context = { report, texts: visibleTexts(report) };
  const seen = new Set<string>();
  const fields = new Set<string>();
  const groups: ReleaseGroups = { errors: [], warnings: [], samples: [] };
  for (const rule of [...rules].sort((a, b) => Number(a.fallback ?? false) - Number(b.fallback ?? false)))
    for (const problem of rule.check(context)) {
      const field = `${problem.file}:${problem.line}:${problem.field}`;
      const key = `${field}:${problem.message}`;
      if (seen.has(key) || (rule.fallback && fields.has(field))) continue;
      seen.add(key);
      fields.add(field);
      const group = rule.samples ? groups.samples : problem.severity === 'warning' ? groups.warnings : groups.errors;
      const source = report.files.get(problem.file)?.parsed.source;
      group.push(
        source === undefined ? problem : { ...problem, frame: withFrames([{ ...problem }], source)[0]?.frame },
      );
    }
  const byPlace = (a: Problem, b: Problem) => a.file.localeCompare(b.file) || a.line - b.line;
  return {
    errors: groups.errors.sort(byPlace),
    warnings: groups.warnings.sort(byPlace),
    samples: groups.samples.sort(byPlace),
  };
}

export function releaseProblems(root: string, today = new Date(), rules: ReleaseRule[] = RELEASE_RULES): Problem[] {
  const { errors, warnings, samples } = releaseGroups(root, today, rules);
  return [...errors, ...warnings, ...samples];
}
