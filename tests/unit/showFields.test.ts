import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { marksIn, withoutMarks } from '../../src/content/marks/sourceMark';
import { showFields } from '../../src/content/show';
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

describe('showFields', () => {
  it('fills references as words in fields shown as they are, and as marked figures in prose', () => {
    const filled = showFields(
      schema,
      {
        title: '合作旅行社 {{partnerAgencies}}',
        lead: '已有 {{partnerAgencies}}，目标到 {{agencyTarget.deadline}}达到 {{agencyTarget}}。',
        icon: 'card-{{x}}.svg',
        cards: [{ label: '{{agencyTarget.deadline}}目标', note: '{{partnerAgencies}}' }, { label: '无数字' }],
      },
      // Before the target's deadline: its card is still shown.
      { claims, today: new Date('2024-06-01T00:00:00+08:00') },
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

  it('leaves out an item built on a passed target, and marks the others with the lines they are written on', () => {
    const lines = (file: string, entries: [(string | number)[], number][]) => ({
      file,
      lines: Object.fromEntries(entries.map(([path, line]) => [JSON.stringify(path), line])),
    });
    const source = lines('content/pages/x.mdx', [
      [['cards', 0, 'label'], 5],
      [['cards', 1, 'label'], 7],
    ]);
    const claimLines = lines('content/claims.md', [[['claims', 'agencyTarget', 'deadline'], 12]]);
    const shown = showFields(
      schema,
      { title: '', lead: '', icon: '', cards: [{ label: '{{agencyTarget.deadline}}目标' }, { label: '无数字' }] },
      { claims, today: new Date('2025-01-02T00:00:00+08:00'), marks: { source, claims: claimLines } },
    );
    expect(shown.cards.map((card) => withoutMarks(card.label))).toEqual(['无数字']);
    // The second item as written, line 7: not the first place, where it moved up to.
    expect(marksIn(shown.cards[0]?.label ?? '')).toEqual([{ source: 'content/pages/x.mdx:7 cards[1].label' }]);
  });
});
