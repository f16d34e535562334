import { describe, expect, it, onTestFinished } from 'vitest';
import { checkContent } from '../../src/check/checkContent';
import { termFindings } from '../../src/check/rules/glossary';
import { formatProblem } from '../../src/check/problem';
import { correctTypography } from '../../src/check/rules/typography';
import { writeBack } from '../../src/check/rules/visibleText';
import { inlineFigure } from '../../src/content/claims';
import { COPY_CASES } from '../fixtures/bad-content/copyCases';
import { makeContentFixture } from './helpers/contentFixture';

/** Deadlines are judged on this day, so the real content's own targets are not stale yet. */
const TODAY = new Date('2024-06-01T12:00:00Z');

describe('copy checks, pure', () => {
  it('reads a figure inside a sentence the Chinese way', () => {
    expect(inlineFigure('5000+', '家')).toBe('5000 余家');
    expect(inlineFigure('24', '小时')).toBe('24 小时');
    expect(inlineFigure('约 22 亿', '元')).toBe('约 22 亿元');
    expect(inlineFigure('1400 万', '张')).toBe('1400 万张');
    expect(inlineFigure('72')).toBe('72');
  });

  it('corrects spacing, punctuation, quotes, ellipses and dashes, and leaves good copy alone', () => {
    expect(correctTypography('客服 24 小时 在线')).toBe('客服 24 小时在线');
    expect(correctTypography('2016年起覆盖72 个车站')).toBe('2016 年起覆盖 72 个车站');
    expect(correctTypography('团体票,商旅票')).toBe('团体票，商旅票');
    expect(correctTypography('请通过"联系我们"页面')).toBe('请通过“联系我们”页面');
    expect(correctTypography('正在加载...')).toBe('正在加载……');
    expect(correctTypography('一城一家--先到先得')).toBe('一城一家——先到先得');
    expect(correctTypography('员工100+人，服务 5000+ 家旅行社')).toBe('员工 100 余人，服务 5000 余家旅行社');
    const good = '计算年度奖励时，计划票（抢票）按 1:3 折算为现场票。';
    expect(correctTypography(good)).toBe(good);
  });

  it('writes a correction back with its placeholders, or refuses when it reached into a figure', () => {
    const parts = [
      { kind: 'text', text: '客服 ' },
      { kind: 'claim', id: 'serviceHours', source: '{{serviceHours}}', label: '24 小时' },
      { kind: 'text', text: ' 在线' },
    ] as const;
    expect(writeBack(parts, '客服 24 小时在线')).toBe('客服 {{serviceHours}}在线');
    expect(writeBack(parts, '客服 24小时在线')).toBeNull();
  });

  it('finds a variant term, but not inside the preferred one', () => {
    const terms = [{ preferred: '城市服务商招募', avoid: ['服务商招募'] }];
    expect(termFindings('城市服务商招募', terms)).toEqual([]);
    expect(termFindings('服务商招募规则', terms)).toEqual([{ variant: '服务商招募', preferred: '城市服务商招募' }]);
  });
});

describe('copy checks in the content check', () => {
  it('the shipped copy has no copy findings', () => {
    const made = makeContentFixture();
    onTestFinished(made.cleanup);
    const errors = checkContent({ root: made.root, today: TODAY }).problems.filter((p) => p.severity === 'error');
    expect(errors.map(formatProblem)).toEqual([]);
  });

  for (const copyCase of COPY_CASES)
    it(copyCase.name, () => {
      const made = makeContentFixture(copyCase.edits);
      onTestFinished(made.cleanup);
      const printed = checkContent({ root: made.root, today: TODAY })
        .problems.filter((p) => p.severity === 'error')
        .map(formatProblem);
      const expected = copyCase.expected.map((line) => {
        const file = line.file.replace(/^content\//, '');
        const at =
          typeof line.at === 'number'
            ? line.at
            : typeof line.at === 'function'
              ? line.at(made.read(file))
              : made.lineOf(file, line.at);
        return formatProblem({
          file: line.file,
          line: at,
          field: line.field,
          message: line.message,
          severity: 'error',
        });
      });
      expect(printed).toEqual(expected);
    });
});
