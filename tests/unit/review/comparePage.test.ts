/**
 * The page comparison on made-up snapshots (no browser): bands paired by identity, so a band
 * that grew is the only one changed; text matched line by line.
 */
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { comparePage, diffHead } from '../../../scripts/review/compare/comparePage';
import type { Facts, PageSnapshot, SectionBox } from '../../../scripts/review/types';

const WIDTH = 40;
const COLOURS = { header: 30, intro: 90, photo: 150, footer: 210 } as const;
type Band = keyof typeof COLOURS;

/** A page of solid bands, each with a dark dot in its corner so a shifted band would differ. */
async function pagePng(bands: [Band, number][]): Promise<{ png: Buffer; sections: SectionBox[] }> {
  const height = bands.reduce((sum, [, h]) => sum + h, 0);
  const data = Buffer.alloc(WIDTH * height * 4, 255);
  const sections: SectionBox[] = [];
  let top = 0;
  for (const [key, h] of bands) {
    for (let y = top; y < top + h; y++)
      for (let x = 0; x < WIDTH; x++)
        data.fill(y === top + 2 && x < 3 ? 0 : COLOURS[key], (y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3);
    sections.push({ key, label: key, top, height: h });
    top += h;
  }
  return {
    png: await sharp(data, { raw: { width: WIDTH, height, channels: 4 } })
      .png()
      .toBuffer(),
    sections,
  };
}

const facts = (text: string[], head: Record<string, string> = { title: 't' }): Facts => ({
  head,
  text,
  names: [],
  links: [],
  images: [],
});

async function snapshot(bands: [Band, number][], text: string[], head?: Record<string, string>): Promise<PageSnapshot> {
  const { png, sections } = await pagePng(bands);
  return {
    id: 'homePage',
    status: 200,
    hydrates: true,
    noJs: facts(text, head),
    widths: [{ width: WIDTH, png, stable: true, sections, facts: facts(text, head), states: [] }],
  };
}

const info = { id: 'homePage', path: '/', name: '首页', expectedStatus: 200 };
const lines = ['甲', '乙', '丙', '丁', '戊'];

describe('comparing one page', () => {
  test('a taller photo: only its band changed; the bands below it pair up unchanged', async () => {
    const before = await snapshot(
      [
        ['header', 10],
        ['intro', 20],
        ['photo', 20],
        ['footer', 10],
      ],
      lines,
    );
    const after = await snapshot(
      [
        ['header', 10],
        ['intro', 20],
        ['photo', 35],
        ['footer', 10],
      ],
      lines,
    );
    const result = await comparePage(info, before, after);
    const sections = result.widths[0]?.sections ?? [];
    expect(sections.map((s) => [s.key, s.status])).toEqual([
      ['header', 'unchanged'],
      ['intro', 'unchanged'],
      ['photo', 'changed'],
      ['footer', 'unchanged'],
    ]);
    expect(sections[2]).toMatchObject({
      before: { top: 30, height: 20 },
      after: { top: 30, height: 35 },
      pixels: WIDTH * 15,
    });
    expect(sections[2]?.regions).toHaveLength(1);
    expect(result).toMatchObject({ changed: true, reasons: ['visual'], pixels: { [WIDTH]: WIDTH * 15 } });
  });

  test('a removed band is one removal; an inserted one one addition', async () => {
    const before = await snapshot(
      [
        ['header', 10],
        ['intro', 20],
        ['footer', 10],
      ],
      lines,
    );
    const after = await snapshot(
      [
        ['header', 10],
        ['footer', 10],
      ],
      lines,
    );
    const sections = (await comparePage(info, before, after)).widths[0]?.sections ?? [];
    expect(sections.map((s) => [s.key, s.status, s.pixels])).toEqual([
      ['header', 'unchanged', 0],
      ['intro', 'removed', WIDTH * 20],
      ['footer', 'unchanged', 0],
    ]);
  });

  test('one removed line of text is one removal seen with and without JavaScript', async () => {
    const bands: [Band, number][] = [
      ['header', 10],
      ['footer', 10],
    ];
    const result = await comparePage(
      info,
      await snapshot(bands, lines),
      await snapshot(
        bands,
        lines.filter((line) => line !== '乙'),
      ),
    );
    expect(result.text).toEqual([{ views: ['no-js', 'page'], list: 'text', kind: 'removed', before: '乙' }]);
    expect(result).toMatchObject({ changed: true, reasons: ['text'], pixels: { [WIDTH]: 0 } });
  });

  test('identical snapshots: unchanged, no reason, 0 pixels', async () => {
    const bands: [Band, number][] = [
      ['header', 10],
      ['photo', 20],
      ['footer', 10],
    ];
    const result = await comparePage(info, await snapshot(bands, lines), await snapshot(bands, lines));
    expect(result).toMatchObject({ changed: false, reasons: [], text: [], head: [], pixels: { [WIDTH]: 0 } });
  });

  test('head fields compare key by key', () => {
    expect(diffHead({ title: 'a', 'meta description': '旧' }, { title: 'a', 'meta description': '新' })).toEqual([
      { key: 'meta description', before: '旧', after: '新' },
    ]);
  });
});
