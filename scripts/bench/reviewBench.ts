/** The review part of `npm run bench`: the wall time of one review report against HEAD. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REVIEW_SCRIPT = 'scripts/review/review.ts';

export interface ReviewResult {
  seconds?: number;
  status: 'missing' | 'ok' | 'failed';
  exitCode?: number;
}

export function benchReview(log: (line: string) => void): ReviewResult {
  if (!existsSync(REVIEW_SCRIPT)) return { status: 'missing' };
  log(`[review] npx tsx ${REVIEW_SCRIPT} --base HEAD`);
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', REVIEW_SCRIPT, '--base', 'HEAD'], { stdio: 'inherit' });
  const seconds = (performance.now() - started) / 1000;
  return run.status === 0 ? { seconds, status: 'ok' } : { seconds, status: 'failed', exitCode: run.status ?? 1 };
}
