/**
 * The suite bench names the slowest tests from Playwright's JSON report: describe titles joined as
 * the list reporter shows them, every retry counted, failures marked, files summed.
 */
import { describe, expect, test } from 'vitest';
import { timedTests } from '../../scripts/bench/suiteBench';
import { suiteSection } from '../../scripts/bench/suiteReport';

const report = {
  suites: [
    {
      title: 'layout.spec.ts',
      file: 'layout.spec.ts',
      specs: [
        { title: 'top level', file: 'layout.spec.ts', tests: [{ results: [{ duration: 1200, status: 'passed' }] }] },
      ],
      suites: [
        {
          title: 'at 390 px',
          specs: [
            {
              title: '/ does not scroll sideways',
              file: 'layout.spec.ts',
              tests: [{ results: [{ duration: 15800, status: 'failed' }] }],
            },
          ],
        },
      ],
    },
    {
      title: 'nav.spec.ts',
      file: 'nav.spec.ts',
      specs: [{ title: 'clicks', file: 'nav.spec.ts', tests: [{ results: [{ duration: 3000, status: 'passed' }] }] }],
    },
  ],
};

describe('suite bench', () => {
  test('reads every test with its describe path, time and outcome', () => {
    expect(timedTests(report)).toEqual([
      { file: 'layout.spec.ts', title: 'top level', seconds: 1.2, ok: true },
      { file: 'layout.spec.ts', title: 'at 390 px › / does not scroll sideways', seconds: 15.8, ok: false },
      { file: 'nav.spec.ts', title: 'clicks', seconds: 3, ok: true },
    ]);
  });

  test('the section lists the slowest first, marks failures, sums by file and shows the load', () => {
    const section = suiteSection(
      { wallSeconds: 90, tests: timedTests(report), load: { before: 99, after: 1 } },
      'measured now',
    );
    const rows = section.split('\n').filter((line) => line.startsWith('| 1') || line.startsWith('| 3'));
    expect(rows).toEqual([
      '| 15.8 | layout.spec.ts | at 390 px › / does not scroll sideways (failed) |',
      '| 3.0 | nav.spec.ts | clicks |',
      '| 1.2 | layout.spec.ts | top level |',
      '| 17.0 | 2 | layout.spec.ts |',
      '| 3.0 | 1 | nav.spec.ts |',
    ]);
    expect(section).toContain(
      '3 tests in 1.5 min wall time, 20.0 test-seconds in all; load average 99.0 before the run',
    );
    expect(section).toContain('机器繁忙');
    // The suite's own load at its end says nothing about other work on the machine.
    const ownLoad = suiteSection({ wallSeconds: 90, tests: [], load: { before: 0.5, after: 11 } }, 'now');
    expect(ownLoad).toContain('0.5 before the run (11.0 at its end, its own)');
    expect(ownLoad).not.toContain('机器繁忙');
  });
});
