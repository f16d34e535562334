import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fillClaimFields } from '../../src/content/fillClaimFields';
import type { Claims } from '../../src/content/index';
import { image, prose, text } from '../../src/content/schemas/fields';

const claims: Claims = {
  partnerAgencies: { value: '4000+', unit: '家', label: '团体票系统合作旅行社' },
  agencyTarget: { value: 20000, unit: '家', label: '合作旅行社目标', deadline: '2024-12-31' },
};

const schema = z.strictObject({
  title: text('heading'),
  lead: prose('lead'),
  icon: image('icon'),
  cards: z.array(z.strictObject({ label: text('label'), note: prose('note').optional() })),
});

describe('fillClaimFields', () => {
  it('fills references as words in fields shown as they are, and as marked figures in prose', () => {
    const filled = fillClaimFields(
      schema,
      {
        title: '合作旅行社 {{partnerAgencies}}',
        lead: '已有 {{partnerAgencies}}，目标到 {{agencyTarget.deadline}}达到 {{agencyTarget}}。',
        icon: 'card-{{x}}.svg',
        cards: [{ label: '{{agencyTarget.deadline}}目标', note: '{{partnerAgencies}}' }, { label: '无数字' }],
      },
      claims,
    );
    expect(filled).toEqual({
      title: '合作旅行社 4000 余家',
      lead: [
        { text: '已有 ' },
        { claim: 'partnerAgencies', label: '4000 余家' },
        { text: '，目标到 ' },
        { claim: 'agencyTarget', label: '2024 年底' },
        { text: '达到 ' },
        { claim: 'agencyTarget', label: '20000 家' },
        { text: '。' },
      ],
      // Not text: an image name is never rewritten.
      icon: 'card-{{x}}.svg',
      cards: [
        { label: '2024 年底目标', note: [{ claim: 'partnerAgencies', label: '4000 余家' }] },
        { label: '无数字' },
      ],
    });
  });
});
