/**
 * Pixel difference of two pictures of the same thing (one section, one hidden state) with
 * pixelmatch. The shorter one is padded with white, so a section that grew differs where it
 * grew; a section that only moved down the page is cut out at its own place and does not.
 * Compare stage: no effects (sharp only decodes).
 */
import pixelmatch from 'pixelmatch';
import { decodePng, pad, type Raw } from './raster';
import { clusterRegions, type Box } from './regions';

/** pixelmatch's colour distance below which two pixels count as equal (its documented default). */
export const PIXEL_THRESHOLD = 0.1;

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

/** Whether two PNG captures show the same pixels (equal bytes, or no pixel pixelmatch calls different). */
export async function samePixels(first: Buffer, second: Buffer): Promise<boolean> {
  if (first.equals(second)) return true;
  const [a, b] = await Promise.all([decodePng(first), decodePng(second)]);
  return diffRaw(a, b).differing === 0;
}
