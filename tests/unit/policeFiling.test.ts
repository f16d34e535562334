import { describe, expect, it, onTestFinished } from 'vitest';
import { formatProblem } from '../../src/check/problem';
import { releaseProblems } from '../../src/check/release/releaseCheck';
import { makeContentFixture } from './helpers/contentFixture';

const TODAY = new Date('2024-06-01T12:00:00+08:00');
const POLICE_BLOCK = /\npolice:\n(?: {2}.*\n)+/;

describe('release check: 公安备案号 (public-security filing number)', () => {
  it('fails a site without one, pointing at site.md', () => {
    const made = makeContentFixture();
    onTestFinished(made.cleanup);
    const site = made
      .read('site.md')
      .replace(POLICE_BLOCK, '\n')
      .replace(/ {2}- police\..*\n/g, '');
    const without = makeContentFixture([{ file: 'site.md', content: site }]);
    onTestFinished(without.cleanup);
    const lines = releaseProblems(without.root, TODAY).map(formatProblem);
    expect(lines).toContain(
      `content/site.md:${without.lineOf('site.md', /^icp:/)} police.number: 缺少公安备案号：在 site.md 的 police 下填写 number（如“京公网安备11010502000000号”）和查询地址 url (public-security filing number missing)`,
    );
  });

  it('fails a number that is not province + 公网安备 + 14 digits + 号', () => {
    const made = makeContentFixture([
      { file: 'site.md', replace: ['京公网安备11010602000000号', '京公网安备1101060号'] },
    ]);
    onTestFinished(made.cleanup);
    expect(releaseProblems(made.root, TODAY).map(formatProblem)).toContain(
      `content/site.md:${made.lineOf('site.md', '京公网安备1101060号')} police.number: 公安备案号“京公网安备1101060号”格式不对，应为“省份简称 + 公网安备 + 14 位数字 + 号”，如“京公网安备11010502000000号” (malformed public-security filing number)`,
    );
  });

  it('accepts a well-formed number; the shipped sample is found by its run of zeros, not by the samples list', () => {
    const real = makeContentFixture([
      { file: 'site.md', replace: ['京公网安备11010602000000号', '京公网安备11010602012345号'] },
    ]);
    onTestFinished(real.cleanup);
    // Only the samples list (which the company edits when it files) still names it.
    expect(
      releaseProblems(real.root, TODAY)
        .filter((problem) => problem.field === 'police.number')
        .map((problem) => problem.message),
    ).toEqual(['仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)']);

    const shipped = makeContentFixture();
    onTestFinished(shipped.cleanup);
    expect(releaseProblems(shipped.root, TODAY).map(formatProblem)).toContain(
      `content/site.md:${shipped.lineOf('site.md', /^ {2}number: 京公网安备/)} police.number: 公安备案号 "公网安备11010602000000号" 以一串 0 结尾，是占位号码，请换成公司真实的公安备案号 (placeholder filing number)`,
    );
  });
});
