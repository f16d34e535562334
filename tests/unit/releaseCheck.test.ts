import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem, renderProblem } from '../../src/check/problem';
import { releaseGroups, releaseProblems } from '../../src/check/release/releaseCheck';
import { RELEASE_RULES, type ReleaseRule } from '../../src/check/release/releaseRules';
import { makeContentFixture, type ContentFixture } from './helpers/contentFixture';

const TODAY = new Date('2026-06-01T12:00:00+08:00');
const SAMPLE = '仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)';

/** The shipped content with the `samples` list emptied: the release check must not trust it. */
const withoutSamples = (made: ContentFixture) =>
  made.read('site.md').replace(/samples:\n( {2}- .*\n)+/, 'samples: []\n');

// Each test runs the whole content check (1–2 s, longer on a busy machine).
describe('release check', { timeout: 30_000 }, () => {
  let made: ContentFixture | undefined;
  afterEach(() => made?.cleanup());

  it('names every listed sample value that no pattern recognises, with file and line', () => {
    made = makeContentFixture();
    const lines = releaseProblems(made.root, TODAY).map(formatProblem);
    expect(lines).toContain(
      `content/site.md:${made.lineOf('site.md', /^ {2}name: 王/)} supplierContact.name: ${SAMPLE}`,
    );
    expect(
      lines.some((line) => line.startsWith('警告 (warning) content/claims.md:') && line.includes('agencyTarget')),
    ).toBe(true);
  });

  it('fails on the shipped content even with the samples list emptied, naming each placeholder', () => {
    const first = makeContentFixture();
    const site = withoutSamples(first);
    first.cleanup();
    made = makeContentFixture([
      { file: 'claims.md', replace: ['deadline: 2024-12-31', 'deadline: 2030-12-31'] },
      { file: 'site.md', content: site },
    ]);
    const lines = releaseProblems(made.root, TODAY).map(formatProblem);
    const at = (file: string, needle: string | RegExp) => `content/${file}:${made?.lineOf(file, needle) ?? 0}`;
    expect(lines).toEqual(
      expect.arrayContaining([
        `${at('pages/recruitment.mdx', 'contact/supplier')} supplier.contact.qr: "www.example.com" 是示例用的保留域名，请换成公司真实的网址 (reserved example domain)`,
        `${at('pages/document.mdx', /^ {2}url: /)} frame.url: "127.0.0.1" 是本机或内网地址，访客打不开，请换成公开的 https 网址 (loopback or private address)`,
        `${at('site.md', /^ {2}name: 示例/)} company.name: "示例铁路票务服务有限公司" 里有“示例”两个字，是示例文字，请换成真实信息 (sample text)`,
        `${at('site.md', /公网安备/)} police.number: 公安备案号 "公网安备11010602000000号" 以一串 0 结尾，是占位号码，请换成公司真实的公安备案号 (placeholder filing number)`,
        `${at('site.md', /^ {2}number: 400/)} hotline.number: 电话 "400-000-0000" 全是 0，是占位号码，请换成真实电话 (placeholder phone number)`,
        `${at('site.md', /^ {2}phone: /)} supplierContact.phone: 电话 "138-0000-0000" 全是 0，是占位号码，请换成真实电话 (placeholder phone number)`,
        `${at('site.md', /ICP备/)} icp.number: 备案号 "ICP备00000000号-1" 全是 0，是占位号码，请换成真实的备案号 (placeholder filing number)`,
      ]),
    );
    // Page titles take the company name from site.md through the title template, so one finding covers all eight;
    // the logo has no alternative text repeating it.
    expect(lines.filter((line) => /"示例铁路票务服务有限公司/.test(line))).toHaveLength(1);
    expect(lines.some((line) => line.includes(SAMPLE))).toBe(false);
  });

  it('shows each finding with its code frame, the marker under the placeholder', () => {
    made = makeContentFixture();
    const line = made.lineOf('site.md', /^ {2}number: 400/);
    const before = made.read('site.md').split('\n')[line - 2] ?? '';
    const problem = releaseProblems(made.root, TODAY).find((item) => item.field === 'hotline.number');
    expect(problem && renderProblem(problem).split('\n').slice(1)).toEqual([
      `  ${line - 1} | ${before}`,
      `  ${line} |   number: 400-000-0000`,
      `  ${' '.repeat(String(line).length)} |           ^^^^^^^^^^^^`,
    ]);
  });

  it('names every field awaiting the company with file, line and field path, until its line is deleted', () => {
    const awaiting = (field: string) =>
      `这句话的措辞还在等公司确认。公司确认后，请从本文件的 unconfirmed 列表里删掉 "${field}" 这一行 (wording awaiting the company's confirmation)`;
    made = makeContentFixture();
    const lines = releaseProblems(made.root, TODAY).map(formatProblem);
    const mission = made.lineOf('pages/homePage.mdx', /^ {4}text: 让旅行社/);
    expect(lines).toContain(
      `content/pages/homePage.mdx:${mission} statements[0].text: ${awaiting('statements[0].text')}`,
    );
    const provider = made.lineOf('pages/recruitment.mdx', /^ {4}- title: 服务能力/);
    expect(lines).toContain(
      `content/pages/recruitment.mdx:${provider} provider.items[0].title: ${awaiting('provider.items[0].title')}`,
    );
    made.cleanup();

    // The company confirms the mission: its line goes, and so does the finding; the others stay.
    made = makeContentFixture([{ file: 'pages/homePage.mdx', replace: ['  - statements[0].text\n', ''] }]);
    const confirmed = releaseProblems(made.root, TODAY).map(formatProblem);
    expect(confirmed.some((line) => line.includes(awaiting('statements[0].text')))).toBe(false);
    expect(confirmed.some((line) => line.includes(awaiting('statements[1].text')))).toBe(true);
  });

  it('is a list of small rules: one more rule is one more entry, its findings located like the others', () => {
    const frameRule: ReleaseRule = {
      id: 'httpsFrame',
      description: '开发者平台的地址必须是 https',
      check: ({ texts }) =>
        texts
          .filter((text) => text.field === 'frame.url' && !text.value.startsWith('https://'))
          .map(({ file, line, field }) => ({ file, line, field, message: '必须是 https 地址', severity: 'error' })),
    };
    made = makeContentFixture();
    const lines = releaseProblems(made.root, TODAY, [...RELEASE_RULES, frameRule]).map(formatProblem);
    expect(lines).toContain(
      `content/pages/document.mdx:${made.lineOf('pages/document.mdx', /^ {2}url: /)} frame.url: 必须是 https 地址`,
    );
  });

  it('lists a real content error first, then warnings, then sample values, with the field paths of content:check', () => {
    made = makeContentFixture([{ file: 'site.md', replace: ['  label: 服务热线\n', '  label:\n    - 服务热线\n'] }]);
    const groups = releaseGroups(made.root, TODAY);
    const lines = releaseProblems(made.root, TODAY).map(formatProblem);
    const contentError = `content/site.md:${made.lineOf('site.md', /^ {2}label:$/)} hotline.label: 应为文字 (text)，实际是列表 (list) (expected string, got list)`;
    expect(groups.errors.map(formatProblem)).toContain(contentError);
    expect(lines.indexOf(contentError)).toBeLessThan(groups.errors.length);
    expect(lines).toEqual([...groups.errors, ...groups.warnings, ...groups.samples].map(formatProblem));
    // The end-2024 target is stale on TODAY: a warning, kept as one and listed before every sample value.
    expect(groups.warnings.map(formatProblem)).toContain(
      `警告 (warning) content/claims.md:${made.lineOf('claims.md', 'deadline: 2024-12-31')} claims.agencyTarget.deadline: 数据 "agencyTarget" 的目标截止日期已过，请更新这条数据或改写文字 (claim deadline has passed)`,
    );
    expect(groups.samples.length).toBeGreaterThan(10);
    expect(groups.samples.every((problem) => problem.severity === 'error')).toBe(true);
    // Wording awaiting the company waits with the sample values, named as content:check names fields.
    const statement = made.lineOf('pages/homePage.mdx', /^statements:/) + 2;
    expect(groups.samples.map(formatProblem)).toContain(
      `content/pages/homePage.mdx:${statement} statements[0].text: 这句话的措辞还在等公司确认。公司确认后，请从本文件的 unconfirmed 列表里删掉 "statements[0].text" 这一行 (wording awaiting the company's confirmation)`,
    );
  });
});
