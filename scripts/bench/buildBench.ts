/**
 * `npm run bench:build`: the content check (in process, median of 5) and a full `scripts/build/build.ts`
 * into `.bench/build` (never the shared `build/`), each printed with the load average beside it.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { checkContent } from '../../src/check/checkContent';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { BUDGETS, loadNow, median } from './budgets';

/** Where the benchmark builds: gitignored, beside the developer's `build/`. */
export const BENCH_BUILD_DIR = '.bench/build';

export const USAGE = `用法 (usage): npm run bench:build
  打印内容检查（5 次中位数）和完整构建的用时及负载 (prints the content check's time, median of 5, and a full
  build's, each with the load average); builds into ${BENCH_BUILD_DIR} and removes it afterwards.`;

/** A full production build into `dir`, in seconds; throws with the build's output when it fails. */
export function timeBuild(dir = BENCH_BUILD_DIR): number {
  const started = performance.now();
  const build = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], {
    env: { ...process.env, SITE_BUILD_DIR: dir },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`构建失败 (build failed):\n${build.stdout}${build.stderr}`);
  return (performance.now() - started) / 1000;
}

/** The content check over content/, in this process, in ms: the median of 5. */
export function timeContentCheck(): number {
  return median(
    Array.from({ length: 5 }, () => {
      const started = performance.now();
      checkContent({ root: process.cwd() });
      return performance.now() - started;
    }),
  );
}

if (runDirectly(import.meta.url)) {
  readCommandLine(USAGE, {});
  console.log(
    `内容检查 content check ${timeContentCheck().toFixed(0)} ms (≤ ${BUDGETS.contentCheckMs} ms), ${loadNow()}`,
  );
  console.log(`完整构建 full build ${timeBuild().toFixed(1)} s (≤ ${BUDGETS.buildSeconds} s), ${loadNow()}`);
  rmSync(BENCH_BUILD_DIR, { recursive: true, force: true });
}
