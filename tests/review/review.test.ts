/**
 * `npm run review` end to end, in two throw-away copies of the repository whose base commit is
 * built once and shared by two reviews, run at the same time (one visits pages while the other
 * builds). One copy's head carries six edits a visitor could get, on disjoint pages where
 * possible; each field must name exactly its pages, the changed pages must be exactly their
 * union, and the pictures must pair sections so a taller photo shifts nothing. The other copy
 * changes nothing: every page unchanged, 0 differing pixels, every state identical.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyWorkingTree } from '../../scripts/shared/copyWorkingTree';
import { REVIEW_ROUTES, WIDTHS } from '../../scripts/review/collect/pages';
import type { ReviewResult } from '../../scripts/review/types';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
// jsdom ships no types and @types/jsdom is not installed (as in tests/deploy).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};
/** The budget for `index.html` of a small change: pictures are separate files. */
const MAX_HTML_BYTES = 5 * 1024 * 1024;

const temp = mkdtempSync(join(tmpdir(), 'review-test-'));
/** The copy that changes nothing, and the one that carries the edits. */
const unchanged = join(temp, 'unchanged');
const edited = join(temp, 'edited');
let baseClient = '';

interface Run {
  readonly output: string;
  readonly result: ReviewResult;
  readonly summary: string;
  readonly html: string;
  readonly dir: string;
}

async function review(copy: string, extra: string[] = []): Promise<Run> {
  const dir = join(copy, 'review-out');
  try {
    const run = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/review/review.ts', '--base', 'main', '--base-client', baseClient, '--out', dir, ...extra],
      { cwd: copy, maxBuffer: 32 * 1024 * 1024 },
    );
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    return {
      output: run.stdout + run.stderr,
      result: JSON.parse(read('report.json')) as ReviewResult,
      summary: read('summary.md'),
      html: read('index.html'),
      dir,
    };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`review failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

function edit(file: string, from: string, to: string): number {
  const path = join(edited, file);
  const source = readFileSync(path, 'utf8');
  expect(source.split(from), `${file} holds "${from}" once`).toHaveLength(2);
  writeFileSync(path, source.replace(from, to));
  // The line the edit starts on (where a removed item was, in the base file).
  return source.slice(0, source.indexOf(from)).split('\n').length;
}

/** A copy of the working tree committed as `main`, with the repository's packages. */
function baseCopy(copy: string) {
  copyWorkingTree(REPO, copy);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'pipe' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  const author = ['-c', 'user.name=Review Test', '-c', 'user.email=review-test@example.invalid'];
  git(...author, 'commit', '-q', '--no-gpg-sign', '-m', 'base');
  symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'), 'dir');
}

const lines: Record<string, number> = {};
let noChange: Promise<Run>;
let edits: Promise<Run>;

beforeAll(async () => {
  baseCopy(unchanged);
  baseCopy(edited);
  lines.slide = edit('content/site.md', 'title: 境外铁路购票接口', 'title: 境外铁路购票服务');
  lines.detail = edit('content/pages/homePage.mdx', '欧洲铁路的购票接口在规划中', '欧洲铁路的购票接口在洽谈中');
  lines.description = edit('content/pages/contactUs.mdx', 'description: 公司地址', 'description: 欢迎来电。公司地址');
  // The 2023 turnover shows only on / (a figure card); the expired agencyTarget shows nowhere.
  lines.claim = edit('content/claims.md', 'value: 约 22 亿', 'value: 约 23 亿');
  lines.removed = edit(
    'content/pages/recruitment.mdx',
    '    - title: 在线时间\n      text: 客服 {{serviceHours}}在线。\n',
    '',
  );
  // The case photo (the home page's last section) becomes taller.
  await sharp({ create: { width: 1440, height: 900, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toFile(join(edited, 'content/images/case-study.jpg'));
  // The base is built once for both reviews, as `npm run build` would (into its own folder).
  const buildDir = join(unchanged, '.base-build');
  await promisify(execFile)('npx', ['tsx', 'scripts/build/build.ts'], {
    cwd: unchanged,
    env: { ...process.env, SITE_BUILD_DIR: buildDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    maxBuffer: 32 * 1024 * 1024,
  });
  baseClient = join(buildDir, 'client');
  // Nothing changed, so the head is the base build: what is tested is that two visits of every
  // page and state give the same result (a build of the same tree is tested by the edits).
  noChange = review(unchanged, ['--head-client', baseClient]);
  edits = review(edited);
  // Each is awaited by its own tests; a failure must not also surface as an unhandled rejection.
  noChange.catch(() => undefined);
  edits.catch(() => undefined);
});

afterAll(async () => {
  await Promise.allSettled([noChange, edits]);
  rmSync(temp, { recursive: true, force: true });
});

describe('no change at all', () => {
  let run: Run;
  beforeAll(async () => {
    run = await noChange;
  });

  test('every page is unchanged with 0 differing pixels at every width and in every state', () => {
    expect(run.result.pages.map((page) => page.path).sort()).toEqual(REVIEW_ROUTES.map((page) => page.path).sort());
    for (const page of run.result.pages) {
      expect(page, page.path).toMatchObject({ changed: false, reasons: [], text: [], head: [] });
      expect(page.pixels, page.path).toEqual(Object.fromEntries(WIDTHS.map((width) => [String(width), 0])));
      for (const state of page.states)
        expect(state, `${page.path} ${state.id}`).toMatchObject({ changed: false, text: [] });
    }
    // The home page's hidden states were really visited: two more slides and four cards.
    const home = run.result.pages.find((page) => page.path === '/');
    expect(home?.states.map((state) => state.id)).toEqual(
      expect.arrayContaining(['slide-2', 'slide-3', 'card-1', 'card-4']),
    );
    expect(run.result.fields).toEqual([]);
  });

  test('the summary and the report say so, and print where they are', () => {
    expect(run.summary).toContain('**无变化 (unchanged)：8 个页面的截图、文字、页面头部和隐藏状态都相同');
    expect(new JSDOM(run.html).window.document.querySelector('.verdict')?.textContent).toContain('无变化');
    expect(run.output).toMatch(/总用时 \(total\): \d+(\.\d+)? 秒/);
    expect(existsSync(join(run.dir, '.work'))).toBe(false);
  });
});

describe('six edits a visitor could get', () => {
  let run: Run;
  beforeAll(async () => {
    run = await edits;
  });

  const field = (file: string, name: string) => {
    const found = run.result.fields.filter((change) => change.file === file && change.field === name);
    expect(found, `${file} ${name}`).toHaveLength(1);
    return found[0];
  };
  const page = (path: string) => run.result.pages.find((candidate) => candidate.path === path);

  test('each field names exactly its pages; the changed pages are exactly their union', () => {
    expect(field('content/site.md', 'carousel.slides[2].title')).toMatchObject({
      kind: 'modified',
      line: lines.slide,
      pages: ['/'],
    });
    expect(field('content/pages/homePage.mdx', 'business.cards[3].detail')).toMatchObject({
      kind: 'modified',
      line: lines.detail,
      pages: ['/'],
    });
    expect(field('content/pages/contactUs.mdx', 'description')).toMatchObject({
      kind: 'modified',
      line: lines.description,
      pages: ['/contactUs'],
    });
    expect(field('content/claims.md', 'claims.turnover2023.value')).toMatchObject({
      before: '约 22 亿',
      after: '约 23 亿',
      pages: ['/'],
    });
    expect(field('content/images/case-study.jpg', 'file')).toMatchObject({ kind: 'modified', pages: ['/'] });
    expect(run.result.fields).toHaveLength(6);
    const changed = run.result.pages.filter((candidate) => candidate.changed).map((candidate) => candidate.path);
    expect(changed.sort()).toEqual(['/', '/contactUs', '/recruitment'].sort());
  });

  test('removing one list item is one removal on its page, and the page reads it as removed lines only', () => {
    const fromFile = run.result.fields.filter((change) => change.file === 'content/pages/recruitment.mdx');
    expect(fromFile).toEqual([
      expect.objectContaining({
        field: 'guarantees.items[0]',
        kind: 'removed',
        line: lines.removed,
        pages: ['/recruitment'],
      }),
    ]);
    expect(page('/recruitment')?.text.every((change) => change.kind === 'removed')).toBe(true);
    expect(page('/recruitment')?.text.map((change) => change.before)).toContain('客服 24 小时在线。');
  });

  test('hidden states: slide 3 and the fourth card changed, shown before and after; other states did not', () => {
    const home = page('/');
    expect(home?.reasons).toEqual(expect.arrayContaining(['hidden-state', 'text', 'visual']));
    const changedStates = home?.states.filter((state) => state.changed).map((state) => state.id);
    expect(changedStates).toEqual(['slide-3', 'card-4']);
    const slide = home?.states.find((state) => state.id === 'slide-3');
    expect(slide?.text).toEqual([
      expect.objectContaining({ kind: 'modified', before: '境外铁路购票接口', after: '境外铁路购票服务' }),
    ]);
    for (const width of WIDTHS) {
      for (const file of Object.values(slide?.images?.[String(width)] ?? {}))
        expect(existsSync(join(run.dir, file)), file).toBe(true);
    }
    expect(page('/contactUs')?.reasons).toEqual(['head']);
  });

  test('the taller photo: its section changed and grew; every other section, footer included, paired and unchanged', async () => {
    for (const width of page('/')?.widths ?? []) {
      const sections = width.sections;
      const photo = sections.find((section) => section.key === '#case');
      expect(photo, `${width.width}`).toMatchObject({ status: 'changed' });
      expect(photo?.after?.height ?? 0).toBeGreaterThan(photo?.before?.height ?? Infinity);
      // The turnover figure card sits in the company introduction: that section changes by its
      // own edit, in place, and must not shift anything either.
      const figures = sections.find((section) => section.key === '#intro');
      expect(figures, `${width.width}`).toMatchObject({ status: 'changed' });
      expect(figures?.after?.height).toBe(figures?.before?.height);
      const others = sections.filter((section) => section !== photo && section !== figures);
      expect(others.map((section) => section.key)).toEqual(
        expect.arrayContaining(['header', 'banner', '#business', 'footer']),
      );
      for (const section of others)
        expect([width.width, section.key, section.status, section.pixels]).toEqual([
          width.width,
          section.key,
          'unchanged',
          0,
        ]);
      // The changed section is a picture at full size, before / after / difference (where the
      // difference is, at the photo's place in it: a section that only moved would differ nowhere).
      const files = photo?.images ?? {};
      expect(Object.keys(files), `${width.width}`).toEqual(['before', 'after', 'diff']);
      for (const file of Object.values(files)) expect(existsSync(join(run.dir, file)), file).toBe(true);
      const diff = await sharp(join(run.dir, files.diff ?? '')).metadata();
      expect([diff.width, diff.height]).toEqual([width.width, photo?.after?.height]);
      expect(photo?.pixels ?? 0).toBeGreaterThan(0);
    }
  });

  test('summary: the verdict, the changed pages with their reasons, fields grouped by page', () => {
    expect(run.summary).toContain('**有变化 (changed)：3 / 8 个页面');
    expect(run.summary).toMatch(/\| 联系我们 \| `\/contactUs` \| 页面头部 \(head\) \| 0 \| 0 \|/);
    const recruitment = run.summary.slice(run.summary.indexOf('**资源合作** `/recruitment`'));
    expect(recruitment).toContain(
      `\`content/pages/recruitment.mdx:${lines.removed}\` \`guarantees.items[0]\` 删除 (removed)`,
    );
    expect(run.summary).toContain('`index.html`');
  });

  test('report: rendered from report.json, every picture a file that exists, the page itself small', () => {
    expect(statSync(join(run.dir, 'index.html')).size).toBeLessThan(MAX_HTML_BYTES);
    const document = new JSDOM(run.html).window.document;
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.querySelector('.verdict')?.textContent).toContain('3 / 8');
    const images = [...document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(6);
    for (const img of images) {
      expect(img.alt.trim(), img.src).not.toBe('');
      expect(existsSync(join(run.dir, img.getAttribute('src') ?? '')), img.getAttribute('src') ?? '').toBe(true);
      // Each picture opens its full-size file.
      expect(img.closest('a')?.getAttribute('href')).toBe(img.getAttribute('src'));
    }
    // The changed words are marked inside the long values (the card's detail, the description).
    expect([...document.querySelectorAll('ins')].map((ins) => ins.textContent)).toEqual(
      expect.arrayContaining(['洽谈', '欢迎来电。']),
    );
  });
});
