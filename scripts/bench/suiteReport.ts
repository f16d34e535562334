/** The suite section of docs/performance.md: wall time, the ten slowest tests, time by file. */
import { availableParallelism } from 'node:os';
import { tableHead, sectionHead } from './budgets';
import type { SuiteResult } from './suiteBench';

const SLOWEST = 10;
const seconds = (value: number) => value.toFixed(1);

export function suiteSection(result: SuiteResult, measured: string): string {
  const cores = availableParallelism();
  // The suite loads the machine itself (two workers, their browsers): only the load it started on says whether others were busy.
  const busy = result.load.before > cores;
  const total = result.tests.reduce((sum, test) => sum + test.seconds, 0);
  const byFile = new Map<string, { seconds: number; count: number }>();
  for (const test of result.tests) {
    const entry = byFile.get(test.file) ?? { seconds: 0, count: 0 };
    byFile.set(test.file, { seconds: entry.seconds + test.seconds, count: entry.count + 1 });
  }
  const slowest = [...result.tests].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST);
  const files = [...byFile].sort((a, b) => b[1].seconds - a[1].seconds);
  return [
    ...sectionHead('测试用时 (end-to-end suite time)', measured),
    `\`npm run bench -- --only suite\`: \`CI=1 npx playwright test\` on the current build/client. ` +
      `${result.tests.length} tests in ${seconds(result.wallSeconds / 60)} min wall time, ` +
      `${seconds(total)} test-seconds in all; load average ${seconds(result.load.before)} before the run ` +
      `(${seconds(result.load.after)} at its end, its own), on ${cores} cores.` +
      (busy ? ' ⚠️ 机器繁忙，数字偏大 (the machine was busy: the figures are high and noisy).' : ''),
    '',
    `### 最慢的 ${SLOWEST} 个测试 (the ${SLOWEST} slowest tests)`,
    '',
    ...tableHead(['s', 'file', 'test'], ['---:', '---', '---']),
    ...slowest.map(
      (test) => `| ${seconds(test.seconds)} | ${test.file} | ${test.title}${test.ok ? '' : ' (failed)'} |`,
    ),
    '',
    '### 按文件 (by file)',
    '',
    ...tableHead(['test-seconds', 'tests', 'file'], ['---:', '---:', '---']),
    ...files.map(([file, entry]) => `| ${seconds(entry.seconds)} | ${entry.count} | ${file} |`),
  ].join('\n');
}
