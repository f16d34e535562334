/**
 * The sizes part of `npm run bench`: the content check's time (median of 5, in process), a full
 * `scripts/build/build.ts` into `.bench/build` (never the shared `build/`), and each page's first-load
 * HTML/CSS/JavaScript (gzip). Run directly (`npm run bench:build`) it is `npm run bench -- --only sizes`.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContent } from '../../src/check/checkContent';
import { NOT_FOUND, ROUTES } from '../../src/content/routes';
import { BUDGETS, kb, mark, median, tableHead, type Misses, sectionHead } from './budgets';
import { BUDGET_ROOM, JS_LIMIT_BYTES, jsBudget, moduleName, type PageName } from './jsBudget';
import { routeSize } from './routeSizes';
import { readPruneRecord, total } from '../build/pruneBuild';

/** Where the benchmark builds: gitignored, beside the developer's `build/`. */
export const BENCH_BUILD_DIR = '.bench/build';
const CHECK_RUNS = 5;

export const NOT_FOUND_ROUTE = '(404)';

/**
 * The pages a visitor can land on: every route, and the 404 page (React Router writes
 * `404/index.html`; nginx serves it, with status 404, for any unknown address such as `path`).
 */
export const PAGES: { name: PageName; route: string; path: string; file: string }[] = [
  ...Object.entries(ROUTES).map(([name, route]) => ({
    name: name as PageName,
    route: route.path,
    path: route.path,
    file: join(route.path, 'index.html'),
  })),
  { name: 'notFound', route: NOT_FOUND_ROUTE, path: '/bench-no-such-page', file: join(NOT_FOUND.path, 'index.html') },
];

/** A full production build into `dir`, in seconds; throws with the build's output when it fails. */
export function timeBuild(dir = BENCH_BUILD_DIR): number {
  const started = performance.now();
  const build = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], {
    env: { ...process.env, SITE_BUILD_DIR: dir },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0) throw new Error(`构建失败 (build failed):\n${build.stdout}${build.stderr}`);
  return seconds;
}

export function benchBuild(dir = BENCH_BUILD_DIR) {
  const checkMs = Array.from({ length: CHECK_RUNS }, () => {
    const started = performance.now();
    checkContent({ root: process.cwd() });
    return performance.now() - started;
  });
  const buildSeconds = timeBuild(dir);
  const clientDir = join(dir, 'client');
  const after = total(clientDir);
  return {
    checkMs,
    buildSeconds,
    sizes: PAGES.map(({ name, route, file }) => ({ ...routeSize(clientDir, file, route), name })),
    /** The client folder as uploaded, before and after scripts/build/pruneBuild.ts removed what no page reads. */
    output: { before: readPruneRecord(clientDir)?.before ?? after, after },
  };
}

const f1 = (bytes: number) => kb(bytes).toFixed(1);

export function buildSection(result: ReturnType<typeof benchBuild>, misses: Misses, measured: string): string {
  const check = median(result.checkMs);
  const checkOk = misses.check(check <= BUDGETS.contentCheckMs, `content check ${check.toFixed(0)} ms`);
  const buildOk = misses.check(
    result.buildSeconds <= BUDGETS.buildSeconds,
    `build ${result.buildSeconds.toFixed(1)} s`,
  );
  const rows = result.sizes.map((row) => {
    const cell = (bytes: number, budget: number, what: string) =>
      mark(f1(bytes), misses.check(kb(bytes) <= budget, `${row.route} ${what} ${f1(bytes)} KB > ${budget} KB`));
    const budget = jsBudget(row.name);
    const js = mark(
      row.js.toLocaleString('en-US'),
      misses.check(row.js <= budget, `${row.route} JS ${row.js} bytes > ${budget}`),
    );
    const modules = row.modules
      .map((file) => `${moduleName(file.file)} ${file.bytes.toLocaleString('en-US')}`)
      .join(', ');
    return `| \`${row.route}\` | ${cell(row.html, BUDGETS.htmlKb, 'HTML')} | ${cell(row.css, BUDGETS.cssKb, 'CSS')} | ${js} | ${budget.toLocaleString('en-US')} | ${modules} |`;
  });
  const { before, after } = result.output;
  return [
    ...sectionHead('构建与体积 (build and size)', measured),
    ...tableHead(['figure', 'measured', 'budget']),
    `| 内容检查 content check (median of ${result.checkMs.length}) | ${mark(`${check.toFixed(0)} ms`, checkOk)} | ≤ ${BUDGETS.contentCheckMs} ms |`,
    `| 完整构建 full build (\`scripts/build/build.ts\`: check, pre-rendering, images) | ${mark(`${result.buildSeconds.toFixed(1)} s`, buildOk)} | ≤ ${BUDGETS.buildSeconds} s |`,
    '',
    `首次加载体积，gzip (sizes, gzip level 9 as served). HTML and CSS in KB (1,024 bytes): budgets HTML ≤ ${BUDGETS.htmlKb}, CSS ≤ ${BUDGETS.cssKb}. ` +
      `JavaScript in bytes: every module the page names (its islands' modules, imported after the first paint) and everything those import at once or later (the feedback kit on a click, react-slick once the carousel starts), that is all the page can ever load; ` +
      `its budget is ${BUDGET_ROOM * 100}% above what it shipped when recorded (scripts/bench/jsBudget.ts), inside DESIGN §8's ${JS_LIMIT_BYTES.home.toLocaleString('en-US')} on \`/\` and ${JS_LIMIT_BYTES.behaviour.toLocaleString('en-US')} where a copy button, a scroll-spy or a frame notice moves; none where nothing moves.`,
    '',
    ...tableHead(['route', 'HTML', 'CSS', 'JS, bytes', 'JS budget', 'modules (bytes)']),
    ...rows,
    '',
    `输出总量 (the whole \`build/client\` as uploaded, uncompressed): before removing the files no page reads ` +
      `${before.files} files, ${f1(before.bytes)} KB; after ${after.files} files, ${f1(after.bytes)} KB (scripts/build/pruneBuild.ts).`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = ['tsx', 'scripts/bench/bench.ts', '--only', 'sizes', ...process.argv.slice(2)];
  process.exit(spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1);
}
