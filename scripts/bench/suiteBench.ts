/**
 * The end-to-end suite's time (issue 22 item 5): `npx playwright test` as `npm test` runs it (CI=1,
 * so no trace and no reused server), with Playwright's JSON report, so the slowest tests and the
 * files they come from can be named rather than guessed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Log } from './harness';

/** `load`: the 1-minute load average before the run (the figures mean little above the cores) and at its end. */
export type SuiteResult = ReturnType<typeof benchSuite>;

interface JsonSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number; status: string }[] }[] }[];
  suites?: JsonSuite[];
}

/** Every test of Playwright's JSON report, with its describe titles joined as the list reporter shows them. */
export function timedTests(report: { suites: JsonSuite[] }) {
  const out: { file: string; title: string; seconds: number; ok: boolean }[] = [];
  const walk = (suite: JsonSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          out.push({
            file: spec.file,
            title: [...titles, spec.title].join(' › '),
            seconds: result.duration / 1000,
            ok: result.status === 'passed',
          });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are files: their title is the path, not a describe.
  for (const file of report.suites) walk(file, []);
  return out;
}

export function benchSuite(log: Log) {
  const dir = mkdtempSync(join(tmpdir(), 'suite-bench-'));
  const output = join(dir, 'report.json');
  const before = loadavg()[0] ?? 0;
  log('[suite] CI=1 npx playwright test --reporter=json (the built site in build/client)');
  const started = performance.now();
  const run = spawnSync('npx', ['playwright', 'test', '--reporter=json'], {
    env: { ...process.env, CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const wallSeconds = (performance.now() - started) / 1000;
  try {
    const tests = timedTests(JSON.parse(readFileSync(output, 'utf8')) as { suites: JsonSuite[] });
    if (run.status !== 0) log(`[suite] playwright exited ${run.status}: failed tests are marked in the table`);
    return { wallSeconds, tests, load: { before, after: loadavg()[0] ?? 0 } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
