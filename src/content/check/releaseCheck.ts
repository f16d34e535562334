import { checkContent } from './checkContent';
import { frameAddressProblems } from './frameAddress';
import { policeFilingProblems } from './policeFiling';
import type { Problem } from './problem';
import { sampleValues } from './sampleValues';

/**
 * What must not reach production (issue: release check): every field still listed as a sample
 * value in `site.md` and every claim whose deadline has passed, each located in its file.
 */
export function releaseProblems(root: string, today = new Date()): Problem[] {
  const sampleProblems = sampleValues(root).map(({ file, line, field }): Problem => ({
    file,
    line,
    field,
    message: '仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)',
    severity: 'error',
  }));
  const stale = checkContent({ root, today })
    .problems.filter((problem) => problem.severity === 'warning')
    .map((problem): Problem => ({ ...problem, severity: 'error' }));
  return [...sampleProblems, ...stale, ...policeFilingProblems(root), ...frameAddressProblems(root)];
}
