/**
 * The page comparison on made-up snapshots (no browser, but the real picture comparer): bands
 * paired by identity, so a band that grew is the only one changed; text matched line by line.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { compareSites } from '../../../scripts/review/compare/compare';
import { diffHead } from '../../../scripts/review/compare/comparePage';
import type { Facts, PageSnapshot, SectionBox } from '../../../scripts/review/types';

const WIDTH = 40;
const COLOURS = { header: 30, intro: 90, photo: 150, footer: 210 } as const;
type Band = keyof typeof COLOURS;

const root = mkdtempSync(join(tmpdir(), 'review-compare-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Each band a solid picture with a dark dot in its corner, written under its name as collect does. */
async function bandPictures(dir: string, bands: [Band, number][]): Promise<SectionBox[]> {
  const sections: SectionBox[] = [];
  let top = 0;
  for (const [key, height] of bands) {
    const data = Buffer.alloc(WIDTH * height * 4, COLOURS[key]);
    for (let x = 0; x < 3; x++) data.fill(0, (2 * WIDTH + x) * 4, (2 * WIDTH + x) * 4 + 3);
    const file = `homePage/${WIDTH}/${key}.png`;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    await sharp(data, { raw: { width: WIDTH, height, channels: 4 } })
      .png()
      .toFile(join(dir, file));
    sections.push({ key, label: key, top, height, file });
    top += height;
  }
  return sections;
}

const facts = (text: string[], head: Record<string, string> = { title: 't' }): Facts => ({
  head,
  text,
  names: [],
  links: [],
  images: [],
});

async function snapshot(dir: string, bands: [Band, number][], text: string[]): Promise<PageSnapshot> {
  const sections = await bandPictures(dir, bands);
  const widths = [{ width: WIDTH, sections, facts: facts(text), states: [] }];
  return { id: 'homePage', status: 200, hydrates: true, noJs: facts(text), widths };
}

const info = { id: 'homePage', path: '/', name: '首页', expectedStatus: 200 };
const lines = ['甲', '乙', '丙', '丁', '戊'];
let runs = 0;

/** Both sides through the compare stage, each run in a folder of its own. */
async function compare(before: [Band, number][], after: [Band, number][], textAfter = lines) {
  const run = join(root, String(++runs));
  const folders = { base: join(run, 'base'), head: join(run, 'head'), out: join(run, 'out') };
  const base = new Map([['homePage', await snapshot(folders.base, before, lines)]]);
  const head = new Map([['homePage', await snapshot(folders.head, after, textAfter)]]);
  const { pages } = await compareSites([info], base, head, [], folders);
  return { page: pages[0], out: folders.out };
}

describe('comparing one page', () => {
  test('a taller photo: only its band changed; the bands below it pair up unchanged', async () => {
    const { page, out } = await compare(
      [
        ['header', 10],
        ['intro', 20],
        ['photo', 20],
        ['footer', 10],
      ],
      [
        ['header', 10],
        ['intro', 20],
        ['photo', 35],
        ['footer', 10],
      ],
    );
    const sections = page?.widths[0]?.sections ?? [];
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
    // Before, after and reg-cli's difference of the whole section, at full size.
    for (const file of Object.values(sections[2]?.images ?? {})) expect(existsSync(join(out, file)), file).toBe(true);
    expect(Object.keys(sections[2]?.images ?? {})).toEqual(['before', 'after', 'diff']);
    expect(await sharp(join(out, sections[2]?.images?.diff ?? '')).metadata()).toMatchObject({
      width: WIDTH,
      height: 35,
    });
    expect(existsSync(join(out, 'pictures.html'))).toBe(true);
    expect(page).toMatchObject({ changed: true, reasons: ['visual'], pixels: { [WIDTH]: WIDTH * 15 } });
  });

  test('a removed band is one removal; an inserted one one addition', async () => {
    const { page } = await compare(
      [
        ['header', 10],
        ['intro', 20],
        ['footer', 10],
      ],
      [
        ['header', 10],
        ['footer', 10],
      ],
    );
    const sections = page?.widths[0]?.sections ?? [];
    expect(sections.map((s) => [s.key, s.status, s.pixels])).toEqual([
      ['header', 'unchanged', 0],
      ['intro', 'removed', WIDTH * 20],
      ['footer', 'unchanged', 0],
    ]);
    expect(Object.keys(sections[1]?.images ?? {})).toEqual(['before']);
  });

  test('one removed line of text is one removal seen with and without JavaScript', async () => {
    const bands: [Band, number][] = [
      ['header', 10],
      ['footer', 10],
    ];
    const { page } = await compare(
      bands,
      bands,
      lines.filter((line) => line !== '乙'),
    );
    expect(page?.text).toEqual([{ views: ['no-js', 'page'], list: 'text', kind: 'removed', before: '乙' }]);
    expect(page).toMatchObject({ changed: true, reasons: ['text'], pixels: { [WIDTH]: 0 } });
  });

  test('identical snapshots: unchanged, no reason, 0 pixels', async () => {
    const bands: [Band, number][] = [
      ['header', 10],
      ['photo', 20],
      ['footer', 10],
    ];
    const { page } = await compare(bands, bands);
    expect(page).toMatchObject({ changed: false, reasons: [], text: [], head: [], pixels: { [WIDTH]: 0 } });
  });

  test('head fields compare key by key', () => {
    expect(diffHead({ title: 'a', 'meta description': '旧' }, { title: 'a', 'meta description': '新' })).toEqual([
      { key: 'meta description', before: '旧', after: '新' },
    ]);
  });
});
