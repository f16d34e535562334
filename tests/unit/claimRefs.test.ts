import { describe, expect, it } from 'vitest';
import { isStale, splitClaimRefs } from '../../src/content/claimRefs';

describe('splitClaimRefs', () => {
  it('splits text around {{claimId}} references', () => {
    expect(splitClaimRefs('服务 {{agenciesServed2023}} 旅行社，年出票 {{ticketsIssued2023}}')).toEqual([
      { kind: 'text', text: '服务 ' },
      { kind: 'claim', id: 'agenciesServed2023' },
      { kind: 'text', text: ' 旅行社，年出票 ' },
      { kind: 'claim', id: 'ticketsIssued2023' },
    ]);
  });

  it('accepts spaces inside the braces and references side by side', () => {
    expect(splitClaimRefs('{{ staff }}{{stations}}')).toEqual([
      { kind: 'claim', id: 'staff' },
      { kind: 'claim', id: 'stations' },
    ]);
  });

  it('leaves text without references, and {n}-style placeholders, as text', () => {
    expect(splitClaimRefs('第 {n} 张，共 {total} 张')).toEqual([{ kind: 'text', text: '第 {n} 张，共 {total} 张' }]);
    expect(splitClaimRefs('')).toEqual([]);
  });

  it('gives the same answer when called again (no regex state leaks between calls)', () => {
    const text = '客服 {{serviceHours}} 在线';
    expect(splitClaimRefs(text)).toEqual(splitClaimRefs(text));
  });
});

describe('isStale', () => {
  // Noon local time is the same calendar day in UTC for any time zone from UTC−11 to UTC+11.
  it('a deadline of 2024-12-31 is stale on 2025-01-01', () => {
    expect(isStale('2024-12-31', new Date(2025, 0, 1, 12))).toBe(true);
  });

  it('a deadline of 2024-12-31 is not stale on the day itself or before', () => {
    expect(isStale('2024-12-31', new Date(2024, 11, 31, 12))).toBe(false);
    expect(isStale('2024-12-31', new Date(2024, 5, 1, 12))).toBe(false);
  });

  it('a claim without a deadline is never stale', () => {
    expect(isStale(undefined, new Date(2099, 0, 1, 12))).toBe(false);
    expect(isStale('', new Date(2099, 0, 1, 12))).toBe(false);
  });
});
