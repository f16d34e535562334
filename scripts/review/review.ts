/**
 * `npm run review -- --base <ref>`: what a pull request changes, for a reviewer who does not want
 * to build it. A pipeline (STYLE.md): build and collect both sides, compare them, then write
 * `report.json` and render `index.html`, `summary.md` and the pictures from that one result.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildError, buildSite } from './collect/builds';
import { collectSites } from './collect/collect';
import { compareSites, IMAGE_DIR } from './compare/compare';
import { diffContent } from './compare/contentDiff';
import { baseContent, headContent } from './collect/contentFiles';
import { addWorktree, removeWorktree, resolveBase, resolveHead } from './collect/git';
import { reviewPages, WIDTHS } from './collect/pages';
import { reportHtml } from './render/reportHtml';
import { writeImages } from './render/reportImages';
import { summaryMd } from './render/summaryMd';
import type { ReviewResult, SiteSnapshot } from './types';
import { helpIfAsked, option as optionValue } from '../shared/args';

const USAGE = `用法 (usage): npm run review [-- --base <ref>] [--out <dir>] [--base-client <dir>]
  --base <ref>          比较基准 (compare with)；默认 (default)：git merge-base HEAD main，没有 main 时用 origin/main
  --out <dir>           报告目录 (report folder)；默认 (default)：review
  --base-client <dir>   已构建好的基准网站 (a build of the base, its client folder)：不再构建基准版本
  --head-client <dir>   已构建好的当前网站 (a build of the working tree)：不再构建当前版本
比较当前工作区（含未提交的改动）和基准版本的每个页面：文字、无障碍名称、页面头部、链接和图片、
无 JavaScript 的页面、每个隐藏状态（轮播每一张、每张业务卡片展开、子导航每一项），以及 ${WIDTHS.join(' 与 ')} px 宽的逐区块截图。
生成 <dir>/report.json（结果）、<dir>/index.html（完整报告）、<dir>/summary.md（PR 评论）和 <dir>/img/（原尺寸截图）。
(Compares every page of the working tree with the base; writes report.json, index.html, summary.md and img/.)`;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const step = (message: string) => console.log(`[${seconds().toFixed(1)} s] ${message}`);

/** An option's value, or the usage under the sentence of one given without it. */
function option(name: string): string | undefined {
  try {
    return optionValue(name);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const out = resolve(option('--out') ?? join(ROOT, 'review'));
  const baseRef = option('--base');
  const prebuiltBase = option('--base-client');
  const prebuiltHead = option('--head-client');
  process.chdir(ROOT);
  const base = resolveBase(baseRef);
  const head = resolveHead();
  step(
    `基准 (base) ${base.ref} ${base.sha.slice(0, 7)} ↔ 当前工作区 (head) ${head.sha.slice(0, 7)}${head.dirty ? ' ＋ 未提交的改动' : ''}`,
  );

  const work = join(out, '.work');
  const baseSource = join(work, 'base-src');
  // A report left from an earlier run must not pass for this one if this one fails.
  for (const file of ['.work', IMAGE_DIR, 'index.html', 'summary.md', 'report.json'])
    rmSync(join(out, file), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let finished = false;
  try {
    // The server half of a build imports packages at build time; outside the repository
    // nothing would find them.
    if (!isInside(ROOT, work)) symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    const headFiles = headContent(ROOT);
    const content = diffContent(baseContent(base.sha), headFiles);

    // Both builds at once: on 2 cores the pair took 12–15 s, against 18 s one after the other.
    step('构建 (building)…');
    const headBuild = prebuiltHead
      ? Promise.resolve(resolve(prebuiltHead))
      : buildSite({ label: '当前工作区 (head)', cwd: ROOT, buildDir: join(work, 'head') });
    let baseBuild: Promise<string>;
    if (prebuiltBase) baseBuild = Promise.resolve(resolve(prebuiltBase));
    else {
      addWorktree(baseSource, base.sha);
      symlinkSync(join(ROOT, 'node_modules'), join(baseSource, 'node_modules'), 'dir');
      baseBuild = buildSite({
        label: `基准版本 (base ${base.ref})`,
        cwd: baseSource,
        buildDir: join(baseSource, '.review-build'),
        legacyClientDir: join(baseSource, 'build', 'client'),
      });
    }
    const clients = await bothOrFail([baseBuild, headBuild]);

    step('打开每个页面和隐藏状态 (collecting pages and states)…');
    const [baseSite, headSite] = (await collectSites(clients)) as [SiteSnapshot, SiteSnapshot];
    step('比较 (comparing)…');
    const compared = await compareSites(reviewPages(headFiles), baseSite, headSite, content);
    step('生成报告 (writing the report)…');
    const result: ReviewResult = { base, head, seconds: seconds(), ...compared };
    mkdirSync(out, { recursive: true });
    for (const page of result.pages) await writeImages(out, page, baseSite.get(page.id), headSite.get(page.id));
    writeFileSync(join(out, 'report.json'), `${JSON.stringify(result, null, 2)}\n`);
    writeFileSync(join(out, 'index.html'), reportHtml(result));
    writeFileSync(join(out, 'summary.md'), summaryMd(result));
    finished = true;
  } finally {
    if (!prebuiltBase) removeWorktree(baseSource);
    // On failure the head build stays for a look; the next run clears it.
    if (finished) rmSync(work, { recursive: true, force: true });
  }
  console.log(`摘要 (summary): ${relative(process.cwd(), join(out, 'summary.md'))}`);
  console.log(`报告 (report):  ${relative(process.cwd(), join(out, 'index.html'))}`);
  console.log(`结果 (result):  ${relative(process.cwd(), join(out, 'report.json'))}`);
  console.log(`总用时 (total): ${seconds().toFixed(1)} 秒 (s)`);
}

/**
 * Like `Promise.all`, but waits for both: the base checkout must not be removed while its
 * build still runs. Every failure is reported, not just the first.
 */
async function bothOrFail<T>(promises: [Promise<T>, Promise<T>]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length) throw failures.length > 1 ? new AggregateError(failures) : failures[0];
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}

function isInside(parent: string, child: string): boolean {
  const path = relative(parent, child);
  return !path.startsWith('..') && !isAbsolute(path);
}

helpIfAsked(USAGE);
main().catch((error: unknown) => {
  const errors = error instanceof AggregateError ? error.errors : [error];
  for (const each of errors) {
    console.error(each instanceof BuildError ? each.report() : each instanceof Error ? each.message : each);
  }
  console.error(`\n预览报告失败 (review failed) after ${seconds().toFixed(1)} s`);
  process.exit(1);
});
