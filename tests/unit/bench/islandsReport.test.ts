/** The islands section: what a reader compares (medians, the difference, every run) and the warnings. */
import { describe, expect, test } from 'vitest';
import type { IslandRun, IslandsResult, LighthouseRun } from '../../../scripts/bench/islandsBench';
import { figureRow, islandsSection } from '../../../scripts/bench/islandsReport';

const run = (scriptMs: number, taskMs: number, blockingMs = 0): IslandRun => ({
  scriptMs,
  taskMs,
  scriptSettledMs: scriptMs + 1,
  taskSettledMs: taskMs + 10,
  readyMs: 1200,
  longTasks: blockingMs ? 1 : 0,
  longestTaskMs: blockingMs ? 50 + blockingMs : 0,
  blockingMs,
});
const lighthouse = (score: number, tbtMs: number): LighthouseRun => ({ score, tbtMs, fcpMs: 700, lcpMs: 900 });

function result(overrides: Partial<IslandsResult> = {}): IslandsResult {
  return {
    runs: 3,
    cpuSlowdown: 4,
    load: { before: 0.8, after: 1.4, cores: 2 },
    firstInRound: ['ours', 'astro', 'ours'],
    builds: {
      ours: {
        runs: [run(632, 950, 30), run(610, 940, 24), run(640, 990, 28)],
        lighthouse: [lighthouse(98, 392), lighthouse(97, 420), lighthouse(99, 300)],
        scripts: ['/assets/runtime.js', '/assets/entry.client.js'],
        scriptBytes: 86_526,
        htmlBytes: 11_361,
      },
      astro: {
        runs: [run(500, 870, 7), run(520, 880, 5), run(490, 860, 6)],
        lighthouse: [lighthouse(100, 203), lighthouse(100, 180), lighthouse(99, 250)],
        scripts: ['/_astro/client.js', '/_astro/Carousel.js', '/_astro/BusinessCards.js'],
        scriptBytes: 91_070,
        htmlBytes: 13_644,
      },
    },
    samePage: {
      pixels: [
        { width: 390, sizes: { ours: '390×5529', astro: '390×5529' }, differing: 0, total: 2_156_310 },
        { width: 1440, sizes: { ours: '1440×4422', astro: '1440×4422' }, differing: 0, total: 6_367_680 },
      ],
      hydration: {
        ours: { slickInitialized: true, toggle: 'false → true', errors: [] },
        astro: { slickInitialized: true, toggle: 'false → true', errors: [] },
      },
    },
    versions: {
      astro: '5.18.2',
      astroReact: '4.4.2',
      shared: ['react 19.3.1', 'react-dom 19.3.1', 'react-slick 0.31.0'],
      lighthouse: '12.8.2',
      chromium: 'Chromium 156',
    },
    astroBuildSeconds: 3.2,
    https: true,
    ...overrides,
  };
}

const line = (section: string, start: string) => section.split('\n').find((row) => row.startsWith(start)) ?? '';

describe('islands section', () => {
  test('a figure shows both medians, Astro minus ours and every run in the order taken', () => {
    const section = islandsSection(result(), 'measured now');
    expect(line(section, '| script at 4× CPU, at ready')).toBe(
      '| script at 4× CPU, at ready (`ScriptDuration`) | 632 ms | 500 ms | −132 ms | 632, 610, 640 | 500, 520, 490 |',
    );
    expect(line(section, '| Lighthouse mobile TBT')).toContain('| 392 ms | 203 ms | −189 ms |');
    expect(line(section, '| Lighthouse mobile performance score')).toContain('| 98 | 100 | +2 (≈, runs overlap) |');
  });

  test('a difference inside the spread of the runs is marked as such', () => {
    expect(figureRow({ figure: 'x', unit: ' ms', values: { ours: [200, 230, 215], astro: [206, 228, 212] } })).toBe(
      '| x | 215 ms | 212 ms | −3 ms (≈, runs overlap) | 200, 230, 215 | 206, 228, 212 |',
    );
    expect(figureRow({ figure: 'x', unit: ' ms', values: { ours: [10, 12, 11], astro: [30, 31, 29] } })).toContain(
      '| +19 ms |',
    );
  });

  test('sizes, the interleaving and the pixel check are stated', () => {
    const section = islandsSection(result(), 'measured now');
    expect(line(section, '| JavaScript fetched')).toBe(
      '| JavaScript fetched until ready, gzip 9 | 84.5 KB in 2 files | 88.9 KB in 3 files | +4.4 KB | | |',
    );
    expect(section).toContain('ours first in rounds 1, 3, Astro first in 2');
    expect(section).toContain('390 px: 0 of 2 156 310 pixels differ; 1440 px: 0 of 6 367 680 pixels differ');
    expect(section).toContain('Load average 0.8 before the run, 1.4 at its end, on 2 cores.');
    expect(section).not.toContain('⚠️');
  });

  test('a busy machine and a page that is not the same are flagged at the top of the section', () => {
    const differing = result({
      load: { before: 3.4, after: 2.9, cores: 2 },
      samePage: {
        ...result().samePage,
        pixels: [{ width: 390, sizes: { ours: '390×5529', astro: '390×5529' }, differing: 812, total: 2_156_310 }],
        hydration: {
          ours: { slickInitialized: true, toggle: 'false → true', errors: [] },
          astro: { slickInitialized: false, toggle: 'false → false', errors: ['Refused to execute inline script'] },
        },
      },
    });
    const section = islandsSection(differing, 'measured now');
    expect(section).toContain('⚠️ 机器繁忙，数字不可靠 (noisy: load average 3.4 above 2 cores before the run');
    expect(section).toContain(
      '⚠️ 不是同一个页面 (not the same page): 390 px: 812 pixels differ; astro: the carousel did not become react-slick; ' +
        'astro: the card toggle went false → false; astro: Refused to execute inline script.',
    );
  });
});
