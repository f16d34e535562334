import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { deadlineText, isStale, splitClaimRefs, fillClaimLabels, fillClaims } from '../../src/content/claims';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import { REAL_CONTENT } from './helpers/contentFixture';

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

  it('fills a reference with spaces inside its braces as the page shows it, with no brace left', () => {
    const claims = (parseFile(readFileSync(join(REAL_CONTENT, 'claims.md'), 'utf8')).data as ClaimsContent).claims;
    const spaced = fillClaims(claims, '合作旅行社 {{ partnerAgencies }}。');
    expect(spaced).toBe(fillClaims(claims, '合作旅行社 {{partnerAgencies}}。'));
    expect(spaced).not.toMatch(/[{}]/);
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

describe('target deadlines in text: {{id.deadline}}', () => {
  it('splits a deadline reference into the claim and its field', () => {
    expect(splitClaimRefs('到 {{agencyTarget.deadline}}达到 {{agencyTarget}}')).toEqual([
      { kind: 'text', text: '到 ' },
      { kind: 'claim', id: 'agencyTarget', field: 'deadline' },
      { kind: 'text', text: '达到 ' },
      { kind: 'claim', id: 'agencyTarget' },
    ]);
  });

  it('says a deadline in words: year end, month end, or the day', () => {
    expect(deadlineText('2024-12-31')).toBe('2024 年底');
    expect(deadlineText('2025-06-30')).toBe('2025 年 6 月底');
    expect(deadlineText('2024-02-29')).toBe('2024 年 2 月底');
    expect(deadlineText('2025-06-15')).toBe('2025 年 6 月 15 日');
  });

  it('moving the deadline in claims.md moves every sentence and label that mentions it', () => {
    const claimsText = readFileSync(join(REAL_CONTENT, 'claims.md'), 'utf8');
    const intro = parseFile(readFileSync(join(REAL_CONTENT, 'pages/businessIntro.mdx'), 'utf8')).data as {
      sections: { lead: string; features: { text: string }[] }[];
    };
    const mentioning = intro.sections
      .flatMap((section) => [section.lead, ...section.features.map((feature) => feature.text)])
      .filter((text) => text.includes('agencyTarget'));
    expect(mentioning.length).toBeGreaterThan(0);
    const claims = (parseFile(claimsText).data as ClaimsContent).claims;
    const moved = (parseFile(claimsText.replace(/deadline: 2024-12-31/, 'deadline: 2026-12-31')).data as ClaimsContent)
      .claims;
    for (const lead of mentioning) {
      expect(fillClaims(claims, lead)).toContain('2024 年底');
      expect(fillClaims(moved, lead)).toContain('2026 年底');
      expect(fillClaims(moved, lead)).not.toContain('2024');
    }
    expect(fillClaimLabels(moved).agencyTarget?.label).toBe('2026 年底合作旅行社目标');
  });
});
