/**
 * `npm run review -- --base <ref>`: what a pull request changes, for a reviewer who does
 * not want to build it. Builds the working tree and the base commit side by side,
 * screenshots every page at desktop and phone width in both, and writes
 * `review/index.html` (before / after / difference) and `review/summary.md` (PR comment).
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildError, buildSite } from './builds';
import { diffContent } from './contentDiff';
import { baseContent, headContent } from './contentFiles';
import { addWorktree, removeWorktree, resolveBase, resolveHead } from './git';
import { REVIEW_PAGES, WIDTHS } from './pages';
import { diffScreenshots } from './pixelDiff';
import { reportHtml } from './reportHtml';
import { pageImages } from './reportImages';
import { shotKey, takeScreenshots, type Shot, type ShotRequest } from './screenshots';
import { serveStatic } from './server';
import { summaryMd } from './summaryMd';
import type { PageResult } from './types';

const USAGE = `用法 (usage): npm run review [-- --base <ref>] [--out <dir>]
  --base <ref>  比较基准 (compare with)；默认 (default)：git merge-base HEAD main，没有 main 时用 origin/main
  --out <dir>   报告目录 (report folder)；默认 (default)：review
构建当前工作区（含未提交的改动）和基准版本，逐页截图（${WIDTHS.join(' 与 ')} px 宽）并比较像素和内容字段，
生成 <dir>/index.html（完整报告）和 <dir>/summary.md（PR 评论）。
(Builds the working tree and the base, screenshots every page, writes index.html and summary.md.)`;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const started = performance.now();
const seconds = () => (performance.now() - started) / 1000;
const step = (message: string) => console.log(`[${seconds().toFixed(1)} s] ${message}`);

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index === -1) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} 需要一个值 (${name} needs a value)\n${USAGE}`);
  return value;
}

async function main(): Promise<void> {
  const out = resolve(option('--out') ?? join(ROOT, 'review'));
  const baseRef = option('--base');
  process.chdir(ROOT);
  const base = resolveBase(baseRef);
  const head = resolveHead();
  step(
    `基准 (base) ${base.ref} ${base.sha.slice(0, 7)} ↔ 当前工作区 (head) ${head.sha.slice(0, 7)}${head.dirty ? ' ＋ 未提交的改动' : ''}`,
  );

  const work = join(out, '.work');
  const baseSource = join(work, 'base-src');
  // A report left from an earlier run must not pass for this one if this one fails.
  for (const path of [work, join(out, 'index.html'), join(out, 'summary.md')])
    rmSync(path, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  let finished = false;
  try {
    // The server half of a build imports packages at build time; outside the repository
    // nothing would find them.
    if (!isInside(ROOT, work)) symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    addWorktree(baseSource, base.sha);
    symlinkSync(join(ROOT, 'node_modules'), join(baseSource, 'node_modules'), 'dir');
    const content = diffContent(baseContent(base.sha), headContent(ROOT));

    // Both builds at once: on 2 cores the pair took 12–15 s, against 18 s one after the other.
    step('构建两个版本 (building base and head)…');
    const [baseClient, headClient] = await bothOrFail([
      buildSite({
        label: `基准版本 (base ${base.ref})`,
        cwd: baseSource,
        buildDir: join(baseSource, '.review-build'),
        legacyClientDir: join(baseSource, 'build', 'client'),
      }),
      buildSite({ label: '当前工作区 (head)', cwd: ROOT, buildDir: join(work, 'head') }),
    ]);

    step('截图 (screenshots)…');
    const shots = await screenshotBoth(baseClient, headClient);
    step('比较像素 (pixel diff)…');
    const pages: PageResult[] = [];
    for (const page of REVIEW_PAGES) {
      const widths = [];
      for (const width of WIDTHS) {
        const before = shots.get(shotKey('base', page.id, width)) as Shot;
        const after = shots.get(shotKey('head', page.id, width)) as Shot;
        widths.push({ width, before, after, diff: await diffScreenshots(before.png, after.png) });
      }
      pages.push({ page, widths });
    }
    step('生成报告 (writing the report)…');
    const images = new Map(
      await Promise.all(pages.map(async (page) => [page.page.id, await pageImages(page)] as const)),
    );
    const result = { base, head, seconds: seconds(), content, pages };
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'index.html'), reportHtml(result, images));
    writeFileSync(join(out, 'summary.md'), summaryMd(result));
    finished = true;
  } finally {
    removeWorktree(baseSource);
    // On failure the head build stays for a look; the next run clears it.
    if (finished) rmSync(work, { recursive: true, force: true });
  }
  console.log(`摘要 (summary): ${relative(process.cwd(), join(out, 'summary.md'))}`);
  console.log(`报告 (report):  ${relative(process.cwd(), join(out, 'index.html'))}`);
  console.log(`总用时 (total): ${seconds().toFixed(1)} 秒 (s)`);
}

async function screenshotBoth(baseClient: string, headClient: string): Promise<Map<string, Shot>> {
  const servers = await Promise.all([serveStatic(baseClient), serveStatic(headClient)]);
  try {
    const [baseServer, headServer] = servers;
    const requests: ShotRequest[] = REVIEW_PAGES.flatMap((page) =>
      WIDTHS.flatMap((width) => [
        { side: 'base' as const, origin: baseServer.origin, page, width },
        { side: 'head' as const, origin: headServer.origin, page, width },
      ]),
    );
    return await takeScreenshots(requests);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

/**
 * Like `Promise.all`, but waits for both: the base checkout must not be removed while its
 * build still runs. Every failure is reported, not just the first.
 */
async function bothOrFail<T>(promises: [Promise<T>, Promise<T>]): Promise<[T, T]> {
  const [first, second] = await Promise.allSettled(promises);
  const failures = [first, second].flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (failures.length > 1) throw new AggregateError(failures);
  if (failures.length) throw failures[0];
  return [(first as PromiseFulfilledResult<T>).value, (second as PromiseFulfilledResult<T>).value];
}

function isInside(parent: string, child: string): boolean {
  const path = relative(parent, child);
  return !path.startsWith('..') && !isAbsolute(path);
}

if (process.argv.includes('--help')) {
  console.log(USAGE);
} else {
  main().catch((error: unknown) => {
    const errors = error instanceof AggregateError ? error.errors : [error];
    for (const each of errors) {
      console.error(each instanceof BuildError ? each.report() : each instanceof Error ? each.message : each);
    }
    console.error(`\n预览报告失败 (review failed) after ${seconds().toFixed(1)} s`);
    process.exit(1);
  });
}
