import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fieldMessages } from '../../../src/editor/check/fieldCheck';
import { formPath } from '../../../src/editor/check/formPath';
import { blockingProblems, checkSave, checkText, SaveRefused } from '../../../src/editor/check/saveCheck';
import { cmsCollections, fileFields } from '../../../src/editor/config/cmsConfig';
import { editorEntry } from '../../../src/preview/editorLink';
import { fromFile, toFile } from '../../../src/editor/format/yamlDocumentFormat';
import { checkContent } from '../../../src/check/checkContent';

import { formatProblem, type Problem } from '../../../src/check/problem';
import { makeContentFixture, REAL_CONTENT } from '../helpers/contentFixture';
import { editorContext } from '../helpers/editorContext';
import { FORM_MISTAKES } from '../../fixtures/bad-content/formMistakes';

/** After the end-2024 target's deadline, as on the day this was written: the shipped content has warnings. */
const TODAY = new Date('2026-11-23T12:00:00+08:00');
const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');
const IMAGES = readdirSync(join(REAL_CONTENT, 'images'));
// As the editor's build hands them over (`content/<file>?data`): each file's front matter, parsed.
const context = editorContext(TODAY, IMAGES);

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One mistake an editor makes in the form: the check's words, and the form's (tests/fixtures/bad-content/formMistakes.ts). */
const CASES = FORM_MISTAKES;

const edited = (file: string, edit: (data: Data) => void) => {
  const data = fromFile(real(file));
  edit(data);
  return data;
};

describe('the content check in the editor', () => {
  it.each(CASES)('$name: the save is refused; the terminal’s words are the check’s own', ({ file, edit, printed }) => {
    const problems = checkSave(`content/${file}`, edited(file, edit), toFile, context);
    expect(problems.map(formatProblem)).toEqual(printed);
  });

  it.each(CASES)('$name: the failure notice speaks the form’s words', ({ file, edit, inForm }) => {
    const data = edited(file, edit);
    const problems = checkSave(`content/${file}`, data, toFile, context);
    const { collection, entry } = editorEntry(file);
    const fields = fileFields(cmsCollections(), collection, entry);
    const notice = String(new SaveRefused(problems, (field) => formPath(fields, data, field)));
    expect(notice).toBe(inForm.join('\n'));
    // No file, no line, no key path, no command, no English twin.
    expect(notice).not.toMatch(/content\/|\.mdx?\b|:\d|npm |\[\d+\]|\([^()]*[A-Za-z][^()]*\)$/m);
  });

  it.each(CASES)('$name: the terminal and the browser say the same about the file', ({ file, edit, printed }) => {
    const text = toFile(edited(file, edit));
    const made = makeContentFixture([{ file, content: text }]);
    onTestFinished(made.cleanup);
    const terminal = checkContent({ root: made.root, today: TODAY }).problems.filter(
      (problem) => problem.file === `content/${file}`,
    );
    const browser = checkText(`content/${file}`, text, context);
    expect(browser).toEqual(terminal);
    for (const line of printed) expect(terminal.map(formatProblem)).toContain(line);
  });

  it('shows the list’s and the address’s message on the field, in the form’s words', () => {
    const cards = fromFile(real('pages/homePage.mdx')).business as Data;
    const six = [...cards.cards, cards.cards[0], cards.cards[1]];
    expect(fieldMessages('pages/homePage.mdx:business.cards', six, IMAGES)).toEqual([
      '这个列表要有 2–5 项，现在有 6 项：请删掉 1 项',
    ]);
    expect(fieldMessages('pages/homePage.mdx:business.cards', cards.cards, IMAGES)).toEqual([]);
    expect(fieldMessages('site.md:login.url', 'www.example.com', IMAGES)).toEqual([
      '格式不正确 "www.example.com"：应为以 http:// 或 https:// 开头的网址',
    ]);
    expect(fieldMessages('site.md:login.url', 'http://login.example.com/', IMAGES)).toEqual([]);
    // A text longer than its place, at once under the field.
    expect(fieldMessages('pages/homePage.mdx:business.cards.*.title', '商旅'.repeat(30), IMAGES)).toEqual([
      '这段文字有 60 个字，页面上这个位置最多放得下 10 个字（英文字母、数字和空格两个算一个字）：请删到 10 个字以内',
    ]);
    expect(fieldMessages('pages/homePage.mdx:business.cards.*.title', '商旅业务', IMAGES)).toEqual([]);
    // Empty is Decap's "required" message, shown once.
    expect(fieldMessages('site.md:login.url', '', IMAGES)).toEqual([]);
  });

  it('lets an unrelated edit through: a warning the file had when it was opened does not block', () => {
    const data = edited('pages/businessIntro.mdx', (data) => void (data.heading = '业务介绍'));
    expect(checkText('content/pages/businessIntro.mdx', toFile(data), context).map((p) => p.severity)).toContain(
      'warning',
    );
    expect(checkSave('content/pages/businessIntro.mdx', data, toFile, context)).toEqual([]);
  });

  it('blocks every error, and each warning the edit brings in', () => {
    const at = (severity: Problem['severity'], message: string, line = 1): Problem => ({
      file: 'content/site.md',
      line,
      field: 'a',
      message,
      severity,
    });
    const before = [at('warning', 'old'), at('error', 'broken')];
    expect(blockingProblems(before, [at('warning', 'old', 3), at('error', 'broken'), at('warning', 'new')])).toEqual([
      at('error', 'broken'),
      at('warning', 'new'),
    ]);
  });

  it('judges claims.md by what it says now, not by the copy /admin/ was built with', () => {
    // Sourced and dated, so only its value is wrong.
    const events = { value: '1,200', label: '会展客户', source: '公司统计', asOf: '2024-06-30' };
    const data = edited('claims.md', (data) => void (data.claims.events = events));
    expect(checkSave('content/claims.md', data, toFile, context).map((problem) => problem.field)).toEqual([
      'claims.events.value',
    ]);
  });
});
