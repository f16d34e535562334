/**
 * `npm run review`: the content diff on its own (fast), then the whole review in a
 * throw-away copy of the repository where one visible sentence of one page was edited.
 * That page must differ, its field must be named with file:line, and every other page must
 * be pixel-identical at both widths: that is the report's promise to a reviewer.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyWorkingTree } from '../../scripts/copyWorkingTree';
import { diffContent, diffTextFile } from '../../scripts/review/contentDiff';
import { REVIEW_PAGES, WIDTHS } from '../../scripts/review/pages';
import { diffScreenshots } from '../../scripts/review/pixelDiff';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
// jsdom ships no types and @types/jsdom is not installed (as in tests/deploy).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

describe('content diff', () => {
  const before = [
    '---',
    'title: 旧标题',
    'sections:',
    '  - navLabel: 线下',
    '    figures:',
    '      - staff',
    '      - turnover2023',
    '---',
    '第一段。',
    '',
    '第二段。',
    '',
  ].join('\n');
  const after = [
    '---',
    'sections:',
    '  - navLabel: 线下',
    '    lead: 新的引言',
    '    figures:',
    '      - staff',
    '      - ticketsIssued2023',
    '---',
    '第一段。',
    '',
    '第二段，改过了。',
    '',
  ].join('\n');

  test('names changed, added and removed fields with values and the line in the current file', () => {
    const changes = diffTextFile('content/pages/businessIntro.mdx', before, after);
    const fields = changes.filter((change) => change.area === 'frontmatter');
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'sections[0].figures[1]',
          kind: 'changed',
          before: 'turnover2023',
          after: 'ticketsIssued2023',
          line: 7,
        }),
        expect.objectContaining({ field: 'sections[0].lead', kind: 'added', after: '新的引言', line: 4 }),
        expect.objectContaining({ field: 'title', kind: 'removed', before: '旧标题' }),
      ]),
    );
    expect(fields).toHaveLength(3);
    expect(changes.every((change) => change.pages !== 'all' && change.pages.includes('businessIntro'))).toBe(true);
  });

  test('reports a changed body paragraph with its line, and nothing for unchanged text', () => {
    const body = diffTextFile('content/pages/businessIntro.mdx', before, after).filter((c) => c.area === 'body');
    expect(body).toEqual([
      expect.objectContaining({ kind: 'changed', before: '第二段。', after: '第二段，改过了。', line: 11 }),
    ]);
    expect(diffTextFile('content/site.md', before, before)).toEqual([]);
  });

  test('maps files to pages: a page file to its page, shared files and images to all pages', () => {
    const snapshot = (texts: Record<string, string>, images: Record<string, string>) => ({
      texts: new Map(Object.entries(texts)),
      images: new Map(Object.entries(images)),
    });
    const changes = diffContent(
      snapshot({ 'content/site.md': before, 'content/pages/notFound.md': before }, { 'content/images/a.svg': 'aaa' }),
      snapshot({ 'content/site.md': after, 'content/pages/notFound.md': after }, { 'content/images/a.svg': 'bbb' }),
    );
    const pagesOf = (file: string) =>
      new Set(changes.filter((c) => c.file === file).map((c) => JSON.stringify(c.pages)));
    expect(pagesOf('content/site.md')).toEqual(new Set(['"all"']));
    expect(pagesOf('content/pages/notFound.md')).toEqual(new Set(['["notFound"]']));
    expect(changes.filter((c) => c.file === 'content/images/a.svg')).toEqual([
      expect.objectContaining({ area: 'file', kind: 'changed', pages: 'all' }),
    ]);
  });
});

describe('pixel diff', () => {
  const png = (height: number, bottom: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 10, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
      .composite([
        {
          input: { create: { width: 10, height: 2, channels: 4, background: { ...bottom, alpha: 1 } } },
          top: height - 2,
          left: 0,
        },
      ])
      .png()
      .toBuffer();

  test('identical images differ by 0 pixels; a taller page differs where it grew', async () => {
    const short = await png(10, { r: 0, g: 0, b: 0 });
    expect((await diffScreenshots(short, Buffer.from(short))).differing).toBe(0);
    // The taller one moved its dark footer down by 2 rows: 4 rows of 10 pixels change.
    const tall = await png(12, { r: 0, g: 0, b: 0 });
    const diff = await diffScreenshots(short, tall);
    expect([diff.width, diff.height, diff.differing]).toEqual([10, 12, 40]);
    expect(diff.image).toBeDefined();
  });
});

describe('npm run review on a copy with one edited sentence', () => {
  const file = 'content/pages/businessIntro.mdx';
  const field = 'sections[0].lead';
  // A word in the first business section's lead: shown only on /businessIntro, at both widths.
  const [oldText, newText] = ['为线下旅行社打造', '为全国旅行社打造'];
  const editedPath = '/businessIntro';
  let copy = '';
  let output = '';
  let summary = '';
  let html = '';
  let document: Document;
  let line = 0;

  beforeAll(async () => {
    copy = mkdtempSync(join(tmpdir(), 'review-test-'));
    copyWorkingTree(REPO, copy);
    const git = (...args: string[]) => execFileSync('git', args, { cwd: copy, stdio: 'pipe' });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    const identity = ['-c', 'user.name=Review Test', '-c', 'user.email=review-test@example.invalid'];
    git(...identity, 'commit', '-q', '--no-gpg-sign', '-m', 'base');
    symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'), 'dir');

    const source = readFileSync(join(copy, file), 'utf8');
    expect(source.split(oldText)).toHaveLength(2);
    const edited = source.replace(oldText, newText);
    writeFileSync(join(copy, file), edited);
    line = edited.split('\n').findIndex((text) => text.includes(newText)) + 1;

    try {
      const run = await promisify(execFile)('npx', ['tsx', 'scripts/review/review.ts', '--base', 'main'], {
        cwd: copy,
        maxBuffer: 32 * 1024 * 1024,
      });
      output = run.stdout + run.stderr;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`review failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
    }
    summary = readFileSync(join(copy, 'review', 'summary.md'), 'utf8');
    html = readFileSync(join(copy, 'review', 'index.html'), 'utf8');
    document = new JSDOM(html).window.document;
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('prints where the summary and the report are, and how long it took', () => {
    expect(output).toContain('review/summary.md');
    expect(output).toContain('review/index.html');
    expect(output).toMatch(/总用时 \(total\): \d+(\.\d+)? 秒/);
  });

  test('names the edited field with file:line and both values, in the summary and the report', () => {
    expect(line).toBeGreaterThan(1);
    for (const text of [summary, html]) {
      expect(text).toContain(`${file}:${line}`);
      expect(text).toContain(field);
      expect(text).toContain(newText);
      expect(text).toContain(oldText);
    }
  });

  test('summary table: the edited page differs at both widths, every other page by exactly 0 pixels', () => {
    const rows = new Map(
      [...summary.matchAll(/^\| ([^|]+) \| `([^`]+)` \| (.+) \| (.+) \|$/gm)].map(([, , path, ...cells]) => [
        path,
        cells.map((cell) => Number(/^\**([\d,]+)/.exec(cell)?.[1]?.replaceAll(',', '') ?? NaN)),
      ]),
    );
    expect([...rows.keys()].sort()).toEqual(REVIEW_PAGES.map((page) => page.path).sort());
    for (const [path, counts] of rows) {
      expect(counts, path).toHaveLength(WIDTHS.length);
      if (path === editedPath)
        expect(
          counts.every((count) => count > 0),
          path,
        ).toBe(true);
      else expect(counts, path).toEqual(WIDTHS.map(() => 0));
    }
  });

  test('report: only the edited page is marked changed and shows before, after and difference', () => {
    expect(document.documentElement.lang).toBe('zh-CN');
    const headings = [...document.querySelectorAll('h3')];
    expect(headings).toHaveLength(REVIEW_PAGES.length);
    for (const page of REVIEW_PAGES) {
      // Pages go by the names editors know them by (nav label or heading), with their address.
      const heading = headings.find((h) => h.textContent?.startsWith(`${page.label} ${page.path} `));
      expect(heading?.textContent, page.path).toContain(page.path === editedPath ? '有变化' : '无变化');
    }
    const changed = headings.find((h) => h.textContent?.includes(` ${editedPath} `))?.closest('section');
    const alts = [...(changed?.querySelectorAll('img') ?? [])].map((img) => img.alt);
    for (const word of ['修改前', '修改后', '差异']) {
      expect(
        alts.filter((alt) => alt.includes(word) && !alt.includes('放大')),
        word,
      ).toHaveLength(WIDTHS.length);
    }
  });

  test('report is one self-contained file: every image is embedded, nothing else is loaded', () => {
    const images = [...document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(REVIEW_PAGES.length);
    expect(images.every((img) => img.getAttribute('src')?.startsWith('data:image/') && img.alt.trim() !== '')).toBe(
      true,
    );
    expect(document.querySelectorAll('link[href], script[src]')).toHaveLength(0);
    expect(existsSync(join(copy, 'review', '.work'))).toBe(false);
  });
});
