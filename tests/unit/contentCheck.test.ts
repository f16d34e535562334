import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { checkContent } from '../../src/check/checkContent';
import { formatProblem, type Problem } from '../../src/check/problem';
import { CONTENT_FILES } from '../../src/content/collections';
import { BAD_CONTENT_CASES, type BadContentCase, type ExpectedLine } from '../fixtures/bad-content/cases';
import { contentIsDataCases } from '../fixtures/bad-content/contentIsData';
import { EDITOR_MISTAKE_CASES } from '../fixtures/bad-content/editorMistakes';
import { GUIDE_ONLY_CASES } from '../fixtures/bad-content/guideOnlyMistakes';
import { IMAGE_FILE_CASES } from '../fixtures/bad-content/imageFiles';
import { makeContentFixture, type ContentEdit, type ContentFixture } from './helpers/contentFixture';

/** Deadlines are judged on this day, so the real content's own targets are not stale yet. */
const TODAY = new Date('2024-06-01T12:00:00Z');

function fixture(edits: ContentEdit[] = []): ContentFixture {
  const made = makeContentFixture(edits);
  onTestFinished(made.cleanup);
  return made;
}

const printed = (root: string) => checkContent({ root, today: TODAY }).problems.map(formatProblem);

/**
 * What the unedited content prints, so each case sees only the lines its edit adds. A line the edit
 * merely moved (claims.md's undated figures, when a case adds a claim above them) is not added: lines
 * are matched without their line number.
 */
let baseline: string[] = [];
const unnumbered = (line: string) => line.replace(/^((?:警告 \(warning\) )?\S+?):\d+ /, '$1 ');
beforeAll(() => {
  const made = makeContentFixture();
  baseline = printed(made.root);
  made.cleanup();
});

function addedLines(root: string): string[] {
  const rest = baseline.map(unnumbered);
  return printed(root).filter((line) => {
    const index = rest.indexOf(unnumbered(line));
    if (index === -1) return true;
    rest.splice(index, 1);
    return false;
  });
}

function lineOfExpected(made: ContentFixture, expected: ExpectedLine): number {
  const file = expected.file.replace(/^content\//, '');
  if (typeof expected.at === 'number') return expected.at;
  if (typeof expected.at === 'function') return expected.at(readFileSync(join(made.root, 'content', file), 'latin1'));
  return made.lineOf(file, expected.at);
}

/** The exact line an expectation stands for, its line number counted in the edited file. */
function expectedLine(made: ContentFixture, expected: ExpectedLine): string {
  const line = lineOfExpected(made, expected);
  return formatProblem({
    file: expected.file,
    line,
    field: expected.field,
    message: expected.message.replaceAll('{line}', String(line)),
    severity: expected.severity ?? 'error',
  });
}

describe('checkContent on the real content', () => {
  it('finds no errors once missing artwork is stubbed', () => {
    expect(baseline.filter((line) => !line.startsWith('警告'))).toEqual([]);
  });

  it('returns the validated data of every content file', () => {
    const { files } = checkContent({ root: fixture().root, today: TODAY });
    const valid = [...files.values()].filter((file) => file.valid !== undefined).map((file) => file.file);
    expect(valid.sort()).toEqual(
      Object.keys(CONTENT_FILES)
        .map((key) => `content/${key}`)
        .sort(),
    );
  });
});

/**
 * The frame an expectation spells with `{prev}`, `{line}` and `{gutter}`, numbered for the edited file;
 * `{any}` and `{text}` stand for the context line and the line itself as the file has them (copy the case is
 * not about).
 */
function expectedFrame(made: ContentFixture, expected: ExpectedLine): string[] {
  const line = lineOfExpected(made, expected);
  const width = String(line).length;
  const lines = made.read(expected.file.replace(/^content\//, '')).split('\n');
  return (expected.frame ?? []).map((row) =>
    row
      .replace('{any}', lines[line - 2] ?? '')
      .replace('{text}', lines[line - 1] ?? '')
      .replace('{prev}', String(line - 1).padStart(width))
      .replace('{line}', String(line))
      .replace('{gutter}', ' '.repeat(width)),
  );
}

describe('checkContent on bad content', { timeout: 30_000 }, () => {
  for (const badCase of [
    ...BAD_CONTENT_CASES,
    ...EDITOR_MISTAKE_CASES,
    ...GUIDE_ONLY_CASES,
    ...IMAGE_FILE_CASES,
    ...contentIsDataCases(),
  ] as (BadContentCase & { marker?: string })[]) {
    it(badCase.name, () => {
      const made = fixture(badCase.edits);
      expect(addedLines(made.root)).toEqual(badCase.expected.map((expected) => expectedLine(made, expected)));
      const problems: Problem[] = checkContent({ root: made.root, today: TODAY }).problems;
      for (const expected of badCase.expected.filter((item) => item.frame)) {
        const headline = expectedLine(made, expected);
        expect(problems.find((problem) => formatProblem(problem) === headline)?.frame).toEqual(
          expectedFrame(made, expected),
        );
      }
      // Front matter that is code was never run.
      if (badCase.marker) expect(existsSync(badCase.marker)).toBe(false);
    });
  }

  it('reports every error of a run together, sorted by file and line', () => {
    const made = fixture([
      { file: 'site.md', replace: ['image: banner-slide-2.svg', 'image: missing-slide.svg'] },
      { file: 'pages/supplierEn.mdx', append: '\n<Script />\n' },
      { file: 'pages/contactUs.mdx', replace: ['hotlineNote: ', 'hotlineNote: 热线 {{nope}}，'] },
    ]);
    expect(addedLines(made.root)).toEqual([
      `content/pages/contactUs.mdx:${made.lineOf('pages/contactUs.mdx', /^hotlineNote:/)} hotlineNote: 找不到数据编号 "nope"，请在 content/claims.md 中定义 (unknown claim id)`,
      `content/pages/supplierEn.mdx:${made.lineOf('pages/supplierEn.mdx', '<Script />')} 正文 (body): 不允许使用组件 <Script>，可用的组件：Claim、Note、Conditions (component not allowed; allowed: Claim, Note, Conditions)`,
      `content/site.md:${made.lineOf('site.md', 'missing-slide.svg')} carousel.slides[1].image: 找不到图片文件 "missing-slide.svg"，请放到 content/images/ (image file not found)`,
    ]);
  });
});
