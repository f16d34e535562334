/** The opening section of docs/performance.md (what each figure means, its budget, the machine, the commands). */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { BUDGETS, MISS } from './budgets';
import { PERFORMANCE_DOC } from './sections';

type Machine = ReturnType<typeof machine>;

export function machine(chromePath: string) {
  let os = process.platform as string;
  try {
    os = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?$/m)?.[1] ?? os;
  } catch {
    // not Linux
  }
  // Debian's /usr/bin/chromium is a shell wrapper that may print noise on stderr: read stdout only.
  const version = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os,
    node: process.version,
    chromium: version || `not found at ${chromePath}`,
  };
}

/**
 * When and what was measured, on which machine, and how busy it was just before (others build and test
 * on it too). Each section names its machine: a run of one part rewrites the intro, not the other sections.
 */
export function measuredAt(host: Machine): string {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout?.trim() ?? '';
  const commit = git('rev-parse', '--short', 'HEAD');
  // The bench rewrites the document's intro before it measures anything: that edit is not a change to what is measured.
  const dirty = git('status', '--porcelain', '--untracked-files=no', '--', '.', `:(exclude)${PERFORMANCE_DOC}`) !== '';
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  return (
    `测量于 (measured) ${date} UTC, commit \`${commit || 'unknown'}\`${dirty ? ' 含未提交的修改 (with uncommitted changes)' : ''}, ` +
    `1-minute load average ${load} on ${availableParallelism()} cores (${host.cpu}; ${host.chromium}).`
  );
}

export function introSection(host: Machine): string {
  return [
    '本文件记录网站的性能数据，全部由脚本测量后写入；每个数字与 DESIGN §8 的预算比较，超出预算的标 ' +
      `${MISS}。基准测试只报告，不让构建失败（确定性的体积预算由测试检查）。`,
    '',
    'This file records the site’s performance figures, all measured and written by scripts; each figure is compared with ' +
      `its budget and marked ${MISS} when it misses. Benchmarks report and never fail the run (the deterministic size ` +
      'budgets are tests).',
    '',
    '| 数字 figure | 含义 meaning | 预算 budget |',
    '| --- | --- | --- |',
    `| Lighthouse performance | 手机配置（模拟慢速 4G、4 倍 CPU 降速）下的性能分 — mobile profile score from FCP, LCP, TBT, CLS and Speed Index; every route | ≥ ${BUDGETS.performance} (aim 100) |`,
    `| Lighthouse accessibility / best practices / SEO | 无障碍、最佳实践、搜索引擎优化分 — accessibility, best practices and SEO scores | ${BUDGETS.accessibility} / ${BUDGETS.bestPractices} / ${BUDGETS.seo} |`,
    '| FCP, LCP | 首次内容绘制 / 最大内容绘制 — first and largest contentful paint (simulated on mobile) | (in the score) |',
    '| CLS, TBT | 布局偏移 / 主线程阻塞总时长 — cumulative layout shift, total blocking time | (in the score) |',
    `| 完整构建 full build | \`scripts/build/build.ts\`: 内容检查、预渲染、图片 — content check, pre-rendering, images | ≤ ${BUDGETS.buildSeconds} s on 2 cores |`,
    `| 内容检查 content check | 检查 content/ 全部文件 — \`checkContent\` over content/, in process, median of 5 | ≤ ${BUDGETS.contentCheckMs / 1000} s |`,
    `| 首次加载体积 first-load size | 打开一个页面下载的 HTML/CSS/JS，gzip — gzip bytes a first visit loads | JS per page 10% above what it shipped (scripts/bench/jsBudget.ts), ≤ 70,000 bytes home, ≤ 6,000 where a copy button, a scroll-spy or a frame notice moves, none where nothing moves; CSS ≤ ${BUDGETS.cssKb} KB; HTML ≤ ${BUDGETS.htmlKb} KB |`,
    `| 脚本执行 scripting | 4 倍 CPU 降速下主线程执行 JavaScript 的时间 — JavaScript run at 4× CPU slowdown (CDP \`Performance.getMetrics\`), every route | ≤ ${BUDGETS.homeScriptingMs} ms on \`/\` |`,
    '| 页面切换 navigation | 点链接到新页面显示、可交互的时间 — click → new page shown and ready (full page load or client-side), 4× CPU slowdown | — |',
    `| 内容热更新 hot reload | \`npm run dev\` 中改内容文件后页面显示新文字的时间 — content file written → new text in the open page | < ${BUDGETS.hotReloadMs} ms (project brief) |`,
    `| 评审报告 review report | \`scripts/review/review.ts --base HEAD\` 的总时间 — wall time of the review report | < ${BUDGETS.reviewSeconds / 60} min (project brief) |`,
    '| 静态服务 serving | nginx（生产规则）每秒请求数和延迟 — requests/s and latency with the production nginx rules | — |',
    '',
    `最近一次测量的机器 (machine of the latest run): ${host.cores} cores, ${host.cpu}, ${host.memoryGb} GB, ${host.os}; Node ${host.node}; ${host.chromium}. ` +
      '每节开头写明它在哪台机器上测量 (each section names its own machine; sections from before 2026-11-26 do not).',
    '',
    '机器忙时（别人同时构建、测试）计时和 Lighthouse 分数都会变差，每节开头记下了测量前的负载。' +
      'Timings and Lighthouse scores get worse when the machine is busy (others building or testing on it): each section ' +
      'records the load average just before it ran; compare figures taken under similar load.',
    '',
    '命令 (commands):',
    '',
    '- `npm run bench`: 构建、体积、脚本执行、热更新、Lighthouse（约 20 分钟；机器太忙时只打印、不写入）— build, sizes, scripting and navigation, hot reload, Lighthouse on every route over HTTPS, 5 runs each (about 20 min on 2 cores, each Lighthouse run ~12 s; much longer when the machine is busy). A part that starts with the load average above the core count is printed, marked noisy and not written here; `-- --review` adds the review report time',
    '- `npm run bench -- --only sizes|scripting|navigation|hot-reload|lighthouse|review` (`npm run bench:build` = `--only sizes`); `--runs N` Lighthouse runs per page and profile (default 5, as scripting and navigation take), `--http` Lighthouse over plain HTTP instead of production’s HTTPS and HTTP/2, `--write-noisy`, `--help`',
    '- `npm run bench:serve`: nginx + wrk serving benchmark (needs `npm run build` first, and wrk)',
  ].join('\n');
}
