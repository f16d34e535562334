/**
 * Pixel difference of two pictures of the same thing (one section, one hidden state) with
 * pixelmatch. The shorter one is padded with white, so a section that grew differs where it
 * grew; a section that only moved down the page is cut out at its own place and does not.
 * Compare stage: no effects (sharp only decodes).
 */
import pixelmatch from 'pixelmatch';
import { pad, PIXEL_THRESHOLD, type Raw } from './raster';
import { clusterRegions, type Box } from './regions';

export interface AreaDiff {
  /** Size compared: the larger of the two sides. */
  readonly width: number;
  readonly height: number;
  readonly differing: number;
  /** Groups of differing pixels, in this area's coordinates. */
  readonly regions: readonly Box[];
}

export function diffRaw(before: Raw, after: Raw): AreaDiff {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  if (!width || !height) return { width, height, differing: 0, regions: [] };
  const a = pad(before, width, height);
  const b = pad(after, width, height);
  if (a.equals(b)) return { width, height, differing: 0, regions: [] };
  const output = Buffer.alloc(width * height * 4);
  const differing = pixelmatch(a, b, output, width, height, { threshold: PIXEL_THRESHOLD, diffMask: true });
  if (!differing) return { width, height, differing, regions: [] };
  // With diffMask, differing pixels are painted (red by default) and everything else is transparent.
  const mask = new Uint8Array(width * height);
  for (let index = 0; index < mask.length; index++) mask[index] = output[index * 4 + 3] ? 1 : 0;
  return { width, height, differing, regions: clusterRegions(mask, width, height) };
}
