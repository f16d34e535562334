import { describe, expect, test } from 'vitest';
import { inlineDiff, segmentsOf } from '../../../scripts/review/compare/inlineDiff';

describe('word and character highlighting', () => {
  test('one year changed in a long lead marks only the year', () => {
    const before =
      '为线下旅行社打造的团体票预订系统，已有 4000+ 家合作旅行社，目标到 2024 年底达到 20000 家，服务覆盖全国各地的旅行社。';
    const after = before.replace('2024', '2031');
    expect(inlineDiff(before, after).filter((segment) => segment.op !== '=')).toEqual([
      { op: '-', text: '2024' },
      { op: '+', text: '2031' },
    ]);
  });

  test('Chinese is compared character by character, and both sides rebuild from the segments', () => {
    const before = '日本、欧洲和台湾地区的铁路购票正在筹备中。';
    const after = '日本、欧洲和台湾地区的铁路购票正在洽谈中。';
    const segments = inlineDiff(before, after);
    expect(segments.filter((segment) => segment.op !== '=')).toEqual([
      { op: '-', text: '筹备' },
      { op: '+', text: '洽谈' },
    ]);
    const side = (op: '-' | '+') =>
      segments
        .filter((segment) => segment.op === '=' || segment.op === op)
        .map((s) => s.text)
        .join('');
    expect([side('-'), side('+')]).toEqual([before, after]);
  });

  test('a character that moved is deleted where it was and inserted where it is', () => {
    const before = '我们的服务覆盖全国的旅行社和学校';
    const after = '我们服务覆盖全国旅行社的和学校的';
    const segments = inlineDiff(before, after);
    const side = (op: '-' | '+') =>
      segments
        .filter((segment) => segment.op === '=' || segment.op === op)
        .map((s) => s.text)
        .join('');
    expect([side('-'), side('+')]).toEqual([before, after]);
  });

  test('short values are shown whole: no segments', () => {
    expect(segmentsOf('20000', '30000')).toEqual({});
  });
});
