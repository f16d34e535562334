/** The review part of `npm run bench`: the wall time of one review report against HEAD, and its section. */
import { spawnSync } from 'node:child_process';
import { BUDGETS, mark, sectionHead, tableHead, type Misses } from './budgets';
import type { Log } from './harness';

export const REVIEW_SCRIPT = 'scripts/review/review.ts';

export function benchReview(log: Log) {
  log(`[review] npx tsx ${REVIEW_SCRIPT} --base HEAD`);
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', REVIEW_SCRIPT, '--base', 'HEAD'], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  log(`[review] ${seconds.toFixed(1)} s (${run.status === 0 ? 'ok' : 'failed'})`);
  return run.status === 0
    ? ({ seconds, status: 'ok' } as const)
    : ({ seconds, status: 'failed', exitCode: run.status ?? 1 } as const);
}

export function reviewSection(result: ReturnType<typeof benchReview>, misses: Misses, measured: string): string {
  const heading = sectionHead('评审报告 (review report)', measured);
  const ok = misses.check(result.seconds < BUDGETS.reviewSeconds, `review report ${result.seconds.toFixed(1)} s`);
  const failed = result.status === 'failed' ? ` (failed, exit ${result.exitCode})` : '';
  return [
    ...heading,
    ...tableHead(['figure', 'measured', 'budget']),
    `| \`npx tsx ${REVIEW_SCRIPT} --base HEAD\` wall time | ${mark(`${result.seconds.toFixed(1)} s`, ok)}${failed} | < ${BUDGETS.reviewSeconds / 60} min |`,
  ].join('\n');
}
