import { describe, expect, test } from 'vitest';
import { withMargin } from '../../../scripts/review/compare/raster';
import { clusterRegions } from '../../../scripts/review/compare/regions';

function mask(width: number, height: number, dots: [number, number][]) {
  const data = new Uint8Array(width * height);
  for (const [x, y] of dots) data[y * width + x] = 1;
  return data;
}

describe('regions of differing pixels', () => {
  test('changes far apart (a header and a footer) are separate regions, top to bottom', () => {
    const regions = clusterRegions(
      mask(200, 1000, [
        [10, 950],
        [12, 5],
        [190, 952],
      ]),
      200,
      1000,
    );
    // The header's change, then the footer's two, which are 180 px apart on one line: two regions.
    expect(regions).toEqual([
      { left: 8, top: 0, width: 8, height: 8 },
      { left: 8, top: 944, width: 8, height: 8 },
      { left: 184, top: 952, width: 8, height: 8 },
    ]);
  });

  test('characters of one edited sentence join into one region', () => {
    const dots: [number, number][] = Array.from({ length: 20 }, (_, i) => [100 + i * 12, 300 + (i % 3)]);
    expect(clusterRegions(mask(600, 600, dots), 600, 600)).toEqual([{ left: 96, top: 296, width: 240, height: 8 }]);
  });

  test('no differing pixel, no region; margins stay inside the image', () => {
    expect(clusterRegions(new Uint8Array(100), 10, 10)).toEqual([]);
    expect(withMargin({ left: 2, top: 2, width: 4, height: 4 }, 48, 10, 10)).toEqual({
      left: 0,
      top: 0,
      width: 10,
      height: 10,
    });
  });
});
