import { describe, expect, it } from 'vitest';
import { contentToday, isStale } from '../../src/content/claims';
import { hidingUnit, showFields } from '../../src/content/show';
import type { Claims } from '../../src/content/siteData';
import { businessIntroSchema } from '../../src/content/schemas/businessIntro';

const section = (features: { title: string; text: string }[], figures: string[]) => ({
  navLabel: '旅行社业务',
  anchor: 'travel-agency',
  title: '旅行社团体票系统',
  titleEn: 'Travel Agency',
  lead: '已有 {{partnerAgencies}}合作旅行社。',
  figures,
  features,
  image: 'card-travel-agency.svg',
});

const page = {
  title: '业务介绍',
  description: '说明',
  heading: '业务介绍',
  lead: '导语',
  subnavLabel: '业务板块',
  sections: [
    section(
      [
        { title: '免费开通', text: '不收开通费用。' },
        { title: '发展目标', text: '计划到 {{goal.deadline}}，合作旅行社达到 {{goal}}。' },
        { title: '团号管理', text: '按团号管理订单。' },
        { title: '{{goal}}', text: '标题和文字都提到目标：仍是一项。{{goal}}' },
      ],
      ['partnerAgencies', 'goal'],
    ),
    section([{ title: '别的', text: '与目标无关。' }], ['stations']),
  ],
};

const claims: Claims = {
  partnerAgencies: { value: '5000+', unit: '家', label: '合作旅行社', source: '公司统计', asOf: 2023 },
  goal: { value: '8000', unit: '家', label: '合作旅行社目标', deadline: '2024-12-31' },
  stations: { value: 300, unit: '个', label: '车站', source: '公司统计', asOf: 2023 },
};

describe('an expired target leaves the page', () => {
  it('stale means today is after the deadline day, in China time: the day before and the day itself are not', () => {
    expect(isStale('2024-12-31', contentToday({ SITE_TODAY: '2024-12-30' }))).toBe(false);
    expect(isStale('2024-12-31', contentToday({ SITE_TODAY: '2024-12-31' }))).toBe(false);
    expect(isStale('2024-12-31', contentToday({ SITE_TODAY: '2025-01-01' }))).toBe(true);
    // 16:30 UTC on the deadline day is already the next day in Beijing.
    expect(isStale('2024-12-31', new Date('2024-12-31T15:59:00Z'))).toBe(false);
    expect(isStale('2024-12-31', new Date('2024-12-31T16:30:00Z'))).toBe(true);
  });

  it('reads the day from SITE_TODAY, refuses a malformed one, and is today without it', () => {
    expect(contentToday({ SITE_TODAY: '2025-01-01' }).toISOString()).toBe('2025-01-01T04:00:00.000Z');
    expect(() => contentToday({ SITE_TODAY: '2025-1-1' })).toThrow(/YYYY-MM-DD/);
    expect(Math.abs(contentToday({}).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('the unit is the innermost list item without lists of its own; a required field or a section has none', () => {
    expect(hidingUnit(page, ['sections', 0, 'features', 1, 'text'])).toEqual(['sections', 0, 'features', 1]);
    expect(hidingUnit(page, ['sections', 0, 'figures', 1])).toEqual(['sections', 0, 'figures', 1]);
    expect(hidingUnit(page, ['sections', 0, 'lead'])).toBeNull();
    expect(hidingUnit(page, ['lead'])).toBeNull();
  });

  it('drops every item built on an expired target, and only those, leaving the content it was given unchanged', () => {
    const shown = showFields(businessIntroSchema, page, { claims, today: new Date('2025-01-01T12:00:00+08:00') });
    expect(shown.sections[0]?.features.map((feature) => feature.title)).toEqual(['免费开通', '团号管理']);
    expect(shown.sections[0]?.figures).toEqual(['partnerAgencies']);
    expect(shown.sections[1]?.features.map((feature) => feature.title)).toEqual(['别的']);
    expect(shown.sections[1]?.figures).toEqual(['stations']);
    expect(page.sections[0]?.features).toHaveLength(4);
  });

  it('keeps everything while the target is still a goal', () => {
    const shown = showFields(businessIntroSchema, page, { claims, today: new Date('2024-12-31T12:00:00+08:00') });
    expect(shown.sections[0]?.features.map((feature) => feature.title)).toEqual([
      '免费开通',
      '发展目标',
      '团号管理',
      '8000 家',
    ]);
    expect(shown.sections[0]?.figures).toEqual(['partnerAgencies', 'goal']);
  });
});
