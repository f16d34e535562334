import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { fieldMessages } from '../../../src/editor/check/fieldCheck';
import { formPath } from '../../../src/editor/check/formPath';
import { blockingProblems, checkSave, SaveRefused } from '../../../src/editor/check/saveCheck';
import { cmsCollections, fileFields } from '../../../src/editor/config/cmsConfig';
import { editorEntry } from '../../../src/preview/editorLink';
import { fromFile, toFile } from '../../../src/editor/format/yamlDocumentFormat';
import { checkContent } from '../../../src/check/checkContent';
import { checkFile, contextOf } from '../../../src/check/checkFile';
import { formatProblem, type Problem } from '../../../src/check/problem';
import { makeContentFixture, REAL_CONTENT } from '../helpers/contentFixture';

/** After the end-2024 target's deadline, as on the day this was written: the shipped content has warnings. */
const TODAY = new Date('2026-11-23T12:00:00+08:00');
const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');
const IMAGES = readdirSync(join(REAL_CONTENT, 'images'));
/** The line of the real file where `pattern` is: the cases survive fields added above it. */
const line = (file: string, pattern: RegExp) =>
  real(file)
    .split('\n')
    .findIndex((text) => pattern.test(text)) + 1;
const HOME_CARDS = line('pages/homePage.mdx', /^ {2}cards:/);
const HOME_HEADING = line('pages/homePage.mdx', /^heading:/);
const LOGIN_URL = line('site.md', /^ {2}url: https:\/\/login/);
const TARGET_FEATURE = line('pages/businessIntro.mdx', /\{\{agencyTarget\}\}/);
const context = contextOf({
  claims: real('claims.md'),
  glossary: real('glossary.md'),
  site: real('site.md'),
  images: IMAGES,
  today: TODAY,
});

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One mistake an editor makes in the form: the file, how the data changes, what the check prints. */
const CASES: {
  name: string;
  file: string;
  edit: (data: Data) => void;
  printed: string[];
  /** The failure notice in the editor: the same lines, the field named as the form shows it (formPath.ts). */
  notice: string[];
}[] = [
  {
    name: 'a 6th business card',
    file: 'pages/homePage.mdx',
    edit: (data) => data.business.cards.push({ ...data.business.cards[0] }, { ...data.business.cards[1] }),
    printed: [
      `content/pages/homePage.mdx:${HOME_CARDS} business.cards: 这个列表要有 2–5 项，现在有 6 项：请删掉 1 项 (list needs 2–5 items, has 6)`,
    ],
    notice: [
      `content/pages/homePage.mdx:${HOME_CARDS} 四大业务 › 业务卡片: 这个列表要有 2–5 项，现在有 6 项：请删掉 1 项 (list needs 2–5 items, has 6)`,
    ],
  },
  {
    name: 'an address without http(s)://',
    file: 'site.md',
    edit: (data) => void (data.login.url = 'www.example.com'),
    printed: [
      `content/site.md:${LOGIN_URL} login.url: 格式不正确 "www.example.com"：应为以 http:// 或 https:// 开头的网址 (expected an http(s) address)`,
    ],
    notice: [
      `content/site.md:${LOGIN_URL} 用户登录 › 外部登录网站地址: 格式不正确 "www.example.com"：应为以 http:// 或 https:// 开头的网址 (expected an http(s) address)`,
    ],
  },
  {
    name: 'a claim id that does not exist',
    file: 'pages/homePage.mdx',
    edit: (data) => void (data.heading = '{{partnerAgency}} 旅行社的火车票伙伴'),
    printed: [
      `content/pages/homePage.mdx:${HOME_HEADING} heading: 找不到数据编号 "partnerAgency"，您是不是要写 "partnerAgencies"？如果是新数据，请先在 content/claims.md 中定义 (unknown claim id)`,
    ],
    notice: [
      `content/pages/homePage.mdx:${HOME_HEADING} 页面主标题: 找不到数据编号 "partnerAgency"，您是不是要写 "partnerAgencies"？如果是新数据，请先在 content/claims.md 中定义 (unknown claim id)`,
    ],
  },
  {
    name: 'a deadline year typed into a sentence',
    file: 'pages/businessIntro.mdx',
    edit: (data) => void (data.sections[0].features[8].text = '计划到 2024 年底，合作旅行社达到 {{agencyTarget}}。'),
    printed: [
      `警告 (warning) content/pages/businessIntro.mdx:${TARGET_FEATURE} sections[0].features[8].text: 这段文字引用了目标数据 "agencyTarget"，又直接写了年份 "2024 年底"：目标改期后这里不会跟着变。请把年份换成 {{agencyTarget.deadline}} (year typed beside a target)`,
    ],
    notice: [
      `警告 (warning) content/pages/businessIntro.mdx:${TARGET_FEATURE} 业务板块 › 旅行社业务 › 业务要点 › 发展目标 › 要点说明: 这段文字引用了目标数据 "agencyTarget"，又直接写了年份 "2024 年底"：目标改期后这里不会跟着变。请把年份换成 {{agencyTarget.deadline}} (year typed beside a target)`,
    ],
  },
];

const edited = (file: string, edit: (data: Data) => void) => {
  const data = fromFile(real(file));
  edit(data);
  return data;
};

describe('the content check in the editor (issue 21 §4)', () => {
  it.each(CASES)('$name: the save is refused with the check’s own words', ({ file, edit, printed }) => {
    const problems = checkSave(`content/${file}`, edited(file, edit), toFile, context);
    expect(problems.map(formatProblem)).toEqual(printed);
    expect(String(new SaveRefused(problems))).toBe(printed.join('\n'));
  });

  it.each(CASES)('$name: the failure notice names the field as the form shows it', ({ file, edit, notice }) => {
    const data = edited(file, edit);
    const problems = checkSave(`content/${file}`, data, toFile, context);
    const { collection, entry } = editorEntry(file);
    const fields = fileFields(cmsCollections(), collection, entry);
    expect(String(new SaveRefused(problems, (field) => formPath(fields, data, field)))).toBe(notice.join('\n'));
  });

  it.each(CASES)('$name: the terminal and the browser say the same about the file', ({ file, edit, printed }) => {
    const text = toFile(edited(file, edit));
    const made = makeContentFixture([{ file, content: text }]);
    onTestFinished(made.cleanup);
    const terminal = checkContent({ root: made.root, today: TODAY }).problems.filter(
      (problem) => problem.file === `content/${file}`,
    );
    const browser = checkFile(`content/${file}`, text, context);
    expect(browser).toEqual(terminal);
    for (const line of printed) expect(terminal.map(formatProblem)).toContain(line);
  });

  it('shows the list’s and the address’s message on the field, in the same words', () => {
    const cards = fromFile(real('pages/homePage.mdx')).business as Data;
    const six = [...cards.cards, cards.cards[0], cards.cards[1]];
    expect(fieldMessages('pages/homePage.mdx:business.cards', six, IMAGES)).toEqual([
      '这个列表要有 2–5 项，现在有 6 项：请删掉 1 项 (list needs 2–5 items, has 6)',
    ]);
    expect(fieldMessages('pages/homePage.mdx:business.cards', cards.cards, IMAGES)).toEqual([]);
    expect(fieldMessages('site.md:login.url', 'www.example.com', IMAGES)).toEqual([
      '格式不正确 "www.example.com"：应为以 http:// 或 https:// 开头的网址 (expected an http(s) address)',
    ]);
    expect(fieldMessages('site.md:login.url', 'http://login.example.com/', IMAGES)).toEqual([]);
    // Empty is Decap's "required" message, shown once.
    expect(fieldMessages('site.md:login.url', '', IMAGES)).toEqual([]);
  });

  it('lets an unrelated edit through: a warning the file had when it was opened does not block', () => {
    const data = edited('pages/businessIntro.mdx', (data) => void (data.heading = '业务介绍'));
    expect(checkFile('content/pages/businessIntro.mdx', toFile(data), context).map((p) => p.severity)).toContain(
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
    // Sourced and dated (issue 31), so only its value is wrong.
    const events = { value: '1,200', label: '会展客户', source: '公司统计', asOf: '2024-06-30' };
    const data = edited('claims.md', (data) => void (data.claims.events = events));
    expect(checkSave('content/claims.md', data, toFile, context).map((problem) => problem.field)).toEqual([
      'claims.events.value',
    ]);
  });
});
