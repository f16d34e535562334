/** The review report section of docs/performance.md: its wall time against the budget. */
import { BUDGETS, mark, type Misses } from './budgets';
import { REVIEW_SCRIPT, type ReviewResult } from './reviewBench';

export function reviewSection(result: ReviewResult, misses: Misses, measured: string): string {
  const heading = ['## 评审报告 (review report)', '', measured, ''];
  if (result.status === 'missing')
    return [...heading, `未测量：\`${REVIEW_SCRIPT}\` 还不存在 (not measured: the script does not exist yet).`].join(
      '\n',
    );
  const seconds = result.seconds ?? 0;
  const ok = misses.check(seconds < BUDGETS.reviewSeconds, `review report ${seconds.toFixed(1)} s`);
  return [
    ...heading,
    '| figure | measured | budget |',
    '| --- | --- | --- |',
    `| \`npx tsx ${REVIEW_SCRIPT} --base HEAD\` wall time | ${mark(`${seconds.toFixed(1)} s`, ok)}${
      result.status === 'failed' ? ` (failed, exit ${result.exitCode})` : ''
    } | < ${BUDGETS.reviewSeconds / 60} min |`,
  ].join('\n');
}
