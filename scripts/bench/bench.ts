/**
 * `npm run bench`: builds the site, times the content check, the build, the content hot reload and the
 * editor's first field, runs Lighthouse CI on every page (lighthouseBench.ts), counts each page's bytes, and
 * writes docs/performance.md down to its history section: each figure with its budget, its command and the
 * load average it was taken at. `--only` runs some parts and prints them without writing the page.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { format } from 'prettier';
import { readPruneRecord, total } from '../build/pruneBuild';
import { chromiumPath } from '../shared/chromium';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { BUDGETS, loadNow, median } from './budgets';
import { BENCH_BUILD_DIR, timeBuild, timeContentCheck } from './buildBench';
import { benchEditor } from './editorBench';
import { benchHotReload } from './hotReload';
import { jsBudget, overBudget } from './jsBudget';
import { benchLighthouse, LIGHTHOUSE_DIR } from './lighthouseBench';
import { PAGES, routeSize } from './routeSizes';

export const PARTS = ['lighthouse', 'hot-reload', 'editor'] as const;
type Part = (typeof PARTS)[number];
const DOC = 'docs/performance.md';
/** The page's hand-written part begins here; the bench keeps it as it is. */
const HISTORY = '## 历史 (history)';

const USAGE = `用法 (usage): npm run bench [-- --only ${PARTS.join(',')}]
  构建网站，测量内容检查、构建、内容热更新、编辑器首个字段和 Lighthouse（每页手机和桌面各 5 次），写入 ${DOC}。
  Builds the site into ${BENCH_BUILD_DIR}, times the content check, the build, the hot reload and the editor's
  first field, runs Lighthouse CI on every page (mobile and desktop, 5 runs each, HTTPS and HTTP/2), and writes
  ${DOC} down to its history section, each figure with the load average beside it (about 30 min on 2 cores).
  --only <parts>  the build and the parts named (comma-separated), printed, not written into ${DOC}
  Needs nginx and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).`;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s2 = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const list = (values: number[], unit: (value: number) => string) => values.map(unit).join(', ');

async function main(only: Set<Part>, writing: boolean): Promise<number> {
  const started = performance.now();
  // The commit measured: later commits while the bench runs must not be named as the one measured.
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const rows: string[] = [];
  const tables: string[] = [];
  const failed: string[] = [];
  const row = (...cells: string[]) => rows.push(`| ${cells.join(' | ')} |`);
  /** One part's failure is reported in its row, and the others still run. */
  const attempt = async (figure: string, command: string, measure: () => Promise<void>) => {
    const load = loadNow();
    try {
      await measure();
    } catch (error) {
      failed.push(figure);
      console.error(`${figure} 失败 (failed): ${error instanceof Error ? error.message : String(error)}`);
      row(figure, '测量失败 (failed)', '', `\`${command}\``, load);
    }
  };
  const client = join(BENCH_BUILD_DIR, 'client');
  try {
    await attempt('内容检查与构建 content check and build', 'npm run bench:build', async () => {
      const checkLoad = loadNow();
      const check = timeContentCheck();
      row(
        '内容检查 content check, median of 5',
        `${check.toFixed(0)} ms`,
        `≤ ${BUDGETS.contentCheckMs} ms`,
        '`npm run bench:build`',
        checkLoad,
      );
      const buildLoad = loadNow();
      const seconds = timeBuild();
      row(
        '完整构建 full build',
        `${seconds.toFixed(1)} s`,
        `≤ ${BUDGETS.buildSeconds} s`,
        '`npm run bench:build`',
        buildLoad,
      );
      const sizes = PAGES.map((page) => ({ ...page, size: routeSize(client, page.file, page.route) }));
      const after = total(client);
      const before = readPruneRecord(client)?.before ?? after;
      tables.push(
        '### 首次加载体积 (first-load size, gzip level 9 as nginx serves it)',
        '',
        'Exact, not timed. JavaScript is every module the page names and everything those import, at once or later; its budget is 10% above what it shipped when recorded, module by module (`scripts/bench/jsBudget.ts`). `tests/deploy/budgets.test.ts` (everything a page can load) and `tests/e2e/budgets.spec.ts` (what the browser fetched on arrival) hold these budgets and name the module that grew; after an intended change, record again with `npx tsx scripts/bench/routeSizes.ts --record`.',
        '',
        `| route | HTML, KB (≤ ${BUDGETS.htmlKb}) | CSS, KB (≤ ${BUDGETS.cssKb}) | JS, bytes | JS budget |`,
        '| --- | ---: | ---: | ---: | ---: |',
        ...sizes.map(({ name, route, size }) => {
          const grown = overBudget(name, route, size.modules) ? ' ❌' : '';
          return `| \`${route}\` | ${kb(size.html)} | ${kb(size.css)} | ${size.js.toLocaleString('en-US')}${grown} | ${jsBudget(name).toLocaleString('en-US')} |`;
        }),
        '',
        `The whole \`build/client\` as uploaded, uncompressed: ${before.files} files, ${kb(before.bytes)} KB before removing the files no page reads, ${after.files} files, ${kb(after.bytes)} KB after (scripts/build/pruneBuild.ts).`,
      );
    });
    if (only.has('hot-reload'))
      await attempt('内容热更新 hot reload', 'npm run bench:hot-reload', async () => {
        const load = loadNow();
        const result = await benchHotReload(console.log);
        const times = result.edits.map((edit) => edit.ms);
        const notes = result.notes.length ? `; ${result.notes.join('; ')}` : '';
        const measured = `${median(times).toFixed(0)} ms (${list(times, (ms) => ms.toFixed(0))})${notes}`;
        row(
          '内容热更新 hot reload: content file saved → new text in the open page, median of 5',
          measured,
          `< ${BUDGETS.hotReloadMs} ms`,
          '`npm run bench:hot-reload`',
          load,
        );
      });
    if (only.has('editor'))
      await attempt('编辑器首个可编辑字段 editor', 'npm run bench:editor', async () => {
        const load = loadNow();
        const { runs } = await benchEditor(5, console.log);
        const measured = `${s2(median(runs))} (${list(runs, s2)})`;
        row(
          "编辑器首个可编辑字段 the editor's first editable field, timed by the page, median of 5",
          measured,
          `≤ ${s2(BUDGETS.editorFirstFieldMs)}`,
          '`npm run bench:editor`',
          load,
        );
      });
    if (only.has('lighthouse'))
      await attempt('Lighthouse', 'npm run bench -- --only lighthouse', async () => {
        const profiles = await benchLighthouse(client, console.log);
        const missed = profiles.flatMap((profile) => profile.failures.map((line) => `- ${profile.profile}: ${line}`));
        for (const { profile, load, failures } of profiles)
          row(
            `Lighthouse ${profile}, every page, median of 5 runs`,
            'table below',
            `lighthouserc.cjs: ${failures.length ? `${failures.length} missed` : 'all met'}`,
            '`npm run bench -- --only lighthouse`',
            load,
          );
        tables.unshift(
          `### Lighthouse ${profiles[0]?.pages[0]?.version ?? ''}`,
          '',
          'Through `@lhci/cli` (`lighthouserc.cjs`): 5 runs per page and profile, each in a fresh Chromium, the median run (LHCI’s representative run) shown; nginx with the production rules on 127.0.0.1 over HTTPS and HTTP/2. Mobile: simulated slow 4G and 4× CPU slowdown; desktop: the desktop preset. Budgets: performance ≥ 95, accessibility, best practices and SEO 100, FCP ≤ 1.0 s and LCP ≤ 1.2 s; JavaScript execution (Lighthouse’s bootup-time, 4× CPU on mobile) ≤ 150 ms as a warning; `(404)` (status 404, `noindex`) is held to performance and accessibility only. The reports stay in `.bench/lighthouse/` until the next run.',
          '',
          '| route | profile | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS execution |',
          '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          ...profiles.flatMap(({ profile, pages }) =>
            pages.map(
              (page) =>
                `| \`${page.route}\` | ${profile} | ${page.scores.join(' | ')} | ${s2(page.fcpMs)} | ${s2(page.lcpMs)} | ${page.tbtMs.toFixed(0)} ms | ${page.cls.toFixed(3)} | ${page.bootupMs.toFixed(0)} ms |`,
            ),
          ),
          '',
          missed.length ? `未达预算 (assertions missed):\n\n${missed.join('\n')}` : 'Every assertion met.',
          '',
        );
      });
  } finally {
    // ESLint lints every .js file it is not told to ignore: a build left here would fail `npm run lint`.
    rmSync(BENCH_BUILD_DIR, { recursive: true, force: true });
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(0);
  const table = [
    '| figure | measured | budget | command | load average (1 / 5 / 15 min) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ];
  console.log(`\n${[...table, '', ...tables].join('\n')}\nbench 用时 (took) ${minutes} min`);
  if (writing) {
    const previous = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
    // The heading as a line of its own: the comment at the top of the page names it too.
    const at = previous.search(new RegExp(`^${HISTORY.replace(/[()]/g, '\\$&')}$`, 'm'));
    const history = at >= 0 ? previous.slice(at) : `${HISTORY}\n`;
    const page = [
      '# 性能 (Performance)',
      '',
      `<!-- \`npm run bench\` writes this page down to "${HISTORY}", which is written by hand and kept as it is. -->`,
      '',
      `测量于 (measured) ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit \`${commit}\`, on ${availableParallelism()} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ${execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim()}; \`npm run bench\` took ${minutes} min. The machine is shared: a figure taken at a load above its ${availableParallelism()} cores is slower and noisier than the site, so each is written with the load average it was taken at.`,
      '',
      '## 今天的数字 (today’s figures)',
      '',
      ...table,
      '',
      ...tables,
      history,
    ].join('\n');
    writeFileSync(DOC, await format(page, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' }));
    console.log(`→ ${DOC}; Lighthouse reports in ${LIGHTHOUSE_DIR}`);
  }
  return failed.length ? 1 : 0;
}

if (runDirectly(import.meta.url)) {
  const { values } = readCommandLine(USAGE, { only: { type: 'string' } });
  const only = values.only?.split(',').map((part) => part.trim()) ?? [...PARTS];
  const unknown = only.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length) {
    console.error(`不认识的部分 ${unknown.join(', ')} (unknown part ${unknown.join(', ')})\n\n${USAGE}`);
    process.exit(2);
  }
  process.exit(await main(new Set(only as Part[]), values.only === undefined));
}
