/**
 * `npm run review -- --base <ref>`: what a pull request changes, for a reviewer who does not want
 * to build it. A pipeline: build and collect both sides, compare them (the pictures by reg-cli),
 * then write `report.json` and render `index.html` and `summary.md` from that one result.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCommandLine } from '../shared/commandLine';
import { BuildError, buildSite } from './collect/builds';
import { collectSites } from './collect/collect';
import { compareSites } from './compare/compare';
import { diffContent } from './compare/contentDiff';
import { baseContent, headContent } from './collect/contentFiles';
import { addWorktree, removeWorktree, resolveBase, resolveHead } from './collect/git';
import { reviewPages, WIDTHS } from './collect/pages';
import { IMAGE_DIR, PICTURE_REPORT } from './compare/pictures';
import { reportHtml } from './render/reportHtml';
import { summaryMd } from './render/summaryMd';
import type { ReviewResult, SiteSnapshot } from './types';

const USAGE = `用法 (usage): npm run review [-- --base <ref>] [--out <dir>] [--base-client <dir>]
  --base <ref>          比较基准 (compare with)；默认 (default)：git merge-base HEAD main，没有 main 时用 origin/main
  --out <dir>           报告目录 (report folder)；默认 (default)：review
  --base-client <dir>   已构建好的基准网站 (a build of the base, its client folder)：不再构建基准版本
  --head-client <dir>   已构建好的当前网站 (a build of the working tree)：不再构建当前版本
比较当前工作区（含未提交的改动）和基准版本的每个页面：文字、无障碍名称、页面头部、链接和图片、
无 JavaScript 的页面、每个隐藏状态（轮播每一张、每张业务卡片展开、子导航每一项），以及 ${WIDTHS.join(' 与 ')} px 宽的逐区块截图。
生成 <dir>/report.json（结果）、<dir>/index.html（完整报告）、<dir>/summary.md（PR 评论）、
<dir>/img/（原尺寸截图）和 <dir>/${PICTURE_REPORT}（reg-cli 的截图对比报告）。
(Compares every page of the working tree with the base; writes report.json, index.html, summary.md, img/ and
reg-cli's picture report.)`;

const OPTIONS = {
  base: { type: 'string' },
  out: { type: 'string' },
  'base-client': { type: 'string' },
  'head-client': { type: 'string' },
} as const;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const step = (message: string) => console.log(`[${seconds().toFixed(1)} s] ${message}`);

async function main(): Promise<void> {
  const { values } = readCommandLine(USAGE, OPTIONS);
  const out = resolve(values.out ?? join(ROOT, 'review'));
  const [prebuiltBase, prebuiltHead] = [values['base-client'], values['head-client']].map((dir) => dir && resolve(dir));
  process.chdir(ROOT);
  const base = resolveBase(values.base);
  const head = resolveHead();
  const dirty = head.dirty ? ' ＋ 未提交的改动' : '';
  step(`基准 (base) ${base.ref} ${base.sha.slice(0, 7)} ↔ 当前工作区 (head) ${head.sha.slice(0, 7)}${dirty}`);
  const work = join(out, '.work');
  const baseSource = join(work, 'base-src');
  // A report left from an earlier run must not pass for this one if this one fails.
  for (const file of ['.work', IMAGE_DIR, PICTURE_REPORT, 'index.html', 'summary.md', 'report.json'])
    rmSync(join(out, file), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let finished = false;
  try {
    // The server half of a build imports packages at build time; outside the repository nothing would find them.
    const inside = !relative(ROOT, work).startsWith('..') && !isAbsolute(relative(ROOT, work));
    if (!inside) symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    const headFiles = headContent(ROOT);
    const content = diffContent(baseContent(base.sha), headFiles);
    // Both builds at once: on 2 cores the pair took 12–15 s, against 18 s one after the other.
    step('构建 (building)…');
    const headBuild =
      prebuiltHead ?? buildSite({ label: '当前工作区 (head)', cwd: ROOT, buildDir: join(work, 'head') });
    if (!prebuiltBase) {
      addWorktree(baseSource, base.sha);
      symlinkSync(join(ROOT, 'node_modules'), join(baseSource, 'node_modules'), 'dir');
    }
    const baseBuild =
      prebuiltBase ??
      buildSite({
        label: `基准版本 (base ${base.ref})`,
        cwd: baseSource,
        buildDir: join(baseSource, '.review-build'),
        legacyClientDir: join(baseSource, 'build', 'client'),
      });
    // Waits for both, unlike Promise.all: the base checkout must not go while its build still runs.
    const settled = await Promise.allSettled([baseBuild, headBuild]);
    const failures = settled.flatMap((build) => (build.status === 'rejected' ? [build.reason] : []));
    if (failures.length) throw new AggregateError(failures);
    const clients = settled.map((build) => (build as PromiseFulfilledResult<string>).value);
    step('打开每个页面和隐藏状态 (collecting pages and states)…');
    const pictures = { base: join(work, 'base-pictures'), head: join(work, 'head-pictures'), out };
    const [baseSite, headSite] = (await collectSites(clients, [pictures.base, pictures.head])) as [
      SiteSnapshot,
      SiteSnapshot,
    ];
    step('比较 (comparing)…');
    const compared = await compareSites(reviewPages(headFiles), baseSite, headSite, content, pictures);
    step('生成报告 (writing the report)…');
    const result: ReviewResult = { base, head, seconds: seconds(), ...compared };
    writeFileSync(join(out, 'report.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(out, 'index.html'), reportHtml(result));
    writeFileSync(join(out, 'summary.md'), summaryMd(result));
    finished = true;
  } finally {
    if (!prebuiltBase) removeWorktree(baseSource);
    // On failure the head build stays for a look; the next run clears it.
    if (finished) rmSync(work, { recursive: true, force: true });
  }
  const shown = (file: string) => relative(process.cwd(), join(out, file));
  console.log(`摘要 (summary): ${shown('summary.md')}\n报告 (report):  ${shown('index.html')}`);
  console.log(`结果 (result):  ${shown('report.json')}\n总用时 (total): ${seconds().toFixed(1)} 秒 (s)`);
}

main().catch((error: unknown) => {
  const errors = error instanceof AggregateError ? error.errors : [error];
  for (const each of errors) {
    console.error(each instanceof BuildError ? each.report() : each instanceof Error ? each.message : each);
  }
  console.error(`\n预览报告失败 (review failed) after ${seconds().toFixed(1)} s`);
  process.exit(1);
});
