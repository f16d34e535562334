import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { copyFixes } from '../../src/check/rules/copyFix';
import { makeContentFixture } from './helpers/contentFixture';

describe('npm run content:fix (copyFixes)', () => {
  it('corrects each slip inside its own line and leaves comments, quoting and every other line alone', () => {
    const made = makeContentFixture([
      { file: 'site.md', replace: ['text: 客服 {{serviceHours}}在线，', 'text: 客服 {{serviceHours}} 在线，'] },
      {
        file: 'pages/recruitment.mdx',
        replace: ['text: 咨询 {{responseTime}}内响应。', 'text: 咨询 {{responseTime}} 内响应。'],
      },
      { file: 'pages/supplierEn.mdx', replace: ['请联系“联系我们”页面', '请联系"联系我们"页面'] },
    ]);
    onTestFinished(made.cleanup);
    const before = ['site.md', 'pages/recruitment.mdx', 'pages/supplierEn.mdx'].map((file) => made.read(file));

    const { edits, files } = copyFixes(made.root);
    expect(edits.map(({ file, field, after, applied }) => ({ file, field, after, applied }))).toEqual([
      {
        file: 'content/site.md',
        field: 'banners.contactUs.text',
        after: '客服 {{serviceHours}}在线，{{responseTime}}内响应',
        applied: true,
      },
      {
        file: 'content/pages/recruitment.mdx',
        field: 'guarantees.items[1].text',
        after: '咨询 {{responseTime}}内响应。',
        applied: true,
      },
      {
        file: 'content/pages/supplierEn.mdx',
        field: '正文 (body)',
        after:
          '提交申请 → 线下审核 → 方案洽谈 → 签订合同 → 业务上线。请联系“联系我们”页面上的供应商入驻联系人提交申请。',
        applied: true,
      },
    ]);
    for (const [file, text] of files) writeFileSync(join(made.root, file), text);

    // Only the edited lines changed back; the real content is what a correct fix produces.
    const after = ['site.md', 'pages/recruitment.mdx', 'pages/supplierEn.mdx'].map((file) => made.read(file));
    const real = makeContentFixture();
    onTestFinished(real.cleanup);
    expect(after).toEqual(['site.md', 'pages/recruitment.mdx', 'pages/supplierEn.mdx'].map((file) => real.read(file)));
    expect(after).not.toEqual(before);
    expect(copyFixes(made.root).edits).toEqual([]);
  }, 30_000);

  it('leaves a body it cannot read as text alone: a broken tag keeps its straight quotes and its spacing', () => {
    // It turned `<Note title="未写完"` into `<Note title=“未写完”`, a second mistake on top of the first,
    // and took the space out of `客服 <Claim id="serviceHours">`.
    const made = makeContentFixture([
      { file: 'pages/supplierEn.mdx', append: '\n<Note title="未写完"\n\n客服 <Claim id="serviceHours">在线。\n' },
    ]);
    onTestFinished(made.cleanup);
    expect(copyFixes(made.root).edits).toEqual([]);
  }, 30_000);

  it('does not correct a body line the body check refused, e.g. an HTML tag’s quotes', () => {
    const made = makeContentFixture([{ file: 'pages/supplierEn.mdx', append: '\n提示 <span class="x">重要</span>\n' }]);
    onTestFinished(made.cleanup);
    expect(copyFixes(made.root).edits.filter((edit) => edit.file === 'content/pages/supplierEn.mdx')).toEqual([]);
  }, 30_000);

  it('removes pasted invisible characters from copy and from claims, and leaves nothing for the check', () => {
    const made = makeContentFixture([
      { file: 'pages/homePage.mdx', replace: ['    - title: 旅行社业务\n', '    - title: 旅行社\u00a0业\u200b务\n'] },
      { file: 'claims.md', replace: ['    label: 员工\n', '    label: 员\u200c工\n'] },
    ]);
    onTestFinished(made.cleanup);
    const { edits, files } = copyFixes(made.root);
    expect(edits.map(({ file, field, after, applied }) => ({ file, field, after, applied }))).toEqual([
      { file: 'content/pages/homePage.mdx', field: 'business.cards[0].title', after: '旅行社业务', applied: true },
      { file: 'content/claims.md', field: 'claims.staff.label', after: '员工', applied: true },
    ]);
    for (const [file, text] of files) writeFileSync(join(made.root, file), text);
    const real = makeContentFixture();
    onTestFinished(real.cleanup);
    expect(['pages/homePage.mdx', 'claims.md'].map((file) => made.read(file))).toEqual(
      ['pages/homePage.mdx', 'claims.md'].map((file) => real.read(file)),
    );
  }, 30_000);

  it('takes full-width digits and colons back to half-width where a field holds only ASCII, and digits in text', () => {
    const made = makeContentFixture([
      { file: 'site.md', replace: ['  number: 400-000-0000', '  number: ４００-０００-００００'] },
      { file: 'site.md', replace: ['  url: https://login.example.com/', '  url: https：//login.example.com/'] },
      { file: 'pages/homePage.mdx', replace: ['    - title: OTA 供票\n', '    - title: OTA 供票２０２３\n'] },
    ]);
    onTestFinished(made.cleanup);
    const { edits } = copyFixes(made.root);
    expect(edits.map(({ file, field, after, applied }) => ({ file, field, after, applied }))).toEqual([
      { file: 'content/pages/homePage.mdx', field: 'business.cards[2].title', after: 'OTA 供票 2023', applied: true },
      { file: 'content/site.md', field: 'hotline.number', after: '400-000-0000', applied: true },
      { file: 'content/site.md', field: 'login.url', after: 'https://login.example.com/', applied: true },
    ]);
  }, 30_000);
});
