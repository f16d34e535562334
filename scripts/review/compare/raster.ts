/**
 * Pixel buffers for the compare stage (counting differences) and the report's images (painting
 * them): decoding, cropping rows, padding, and pixelmatch's difference of two pictures.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { clusterRegions, type Box } from './regions';

/** pixelmatch's colour distance below which two pixels count as equal (its documented default). */
const PIXEL_THRESHOLD = 0.1;

export interface Raw {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

export async function decodePng(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The rows `top`..`top + height` of an image (full width), clipped to the image. */
export function cropRows(image: Raw, top: number, height: number): Raw {
  const start = Math.max(0, Math.min(image.height, top));
  const end = Math.max(start, Math.min(image.height, top + height));
  const rowBytes = image.width * 4;
  return { data: image.data.subarray(start * rowBytes, end * rowBytes), width: image.width, height: end - start };
}

/** The image on a canvas of `width` × `height` (top-left aligned), white unless `fill` says otherwise. */
export function pad(image: Raw, width: number, height: number, fill = 255): Buffer {
  if (image.width === width && image.height === height) return Buffer.from(image.data);
  const padded = Buffer.alloc(width * height * 4, fill);
  const rowBytes = Math.min(image.width, width) * 4;
  for (let row = 0; row < Math.min(image.height, height); row++) {
    image.data.copy(padded, row * width * 4, row * image.width * 4, row * image.width * 4 + rowBytes);
  }
  return padded;
}

/**
 * Both pictures padded with white to the larger size, so a section that grew differs where it
 * grew; a section that only moved down the page is cut out at its own place and does not.
 */
function padBoth(before: Raw, after: Raw) {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  return { a: pad(before, width, height), b: pad(after, width, height), width, height };
}

/** Differing pixels, grouped into regions in the coordinates of the larger picture. */
export function diffRaw(before: Raw, after: Raw): { differing: number; regions: readonly Box[] } {
  const { a, b, width, height } = padBoth(before, after);
  if (!width || !height || a.equals(b)) return { differing: 0, regions: [] };
  const output = Buffer.alloc(width * height * 4);
  const differing = pixelmatch(a, b, output, width, height, { threshold: PIXEL_THRESHOLD, diffMask: true });
  if (!differing) return { differing, regions: [] };
  // With diffMask, differing pixels are painted (red by default) and everything else is transparent.
  const mask = new Uint8Array(width * height);
  for (let index = 0; index < mask.length; index++) mask[index] = output[index * 4 + 3] ? 1 : 0;
  return { differing, regions: clusterRegions(mask, width, height) };
}

/** pixelmatch's picture of the difference: the after image faded, differing pixels in red. */
export function diffPicture(before: Raw, after: Raw): Raw {
  const { a, b, width, height } = padBoth(before, after);
  const output = Buffer.alloc(width * height * 4);
  pixelmatch(a, b, output, width, height, { threshold: PIXEL_THRESHOLD });
  return { data: output, width, height };
}

/** Whether two PNG captures show the same pixels (equal bytes, or none that pixelmatch calls different). */
export async function samePixels(first: Buffer, second: Buffer): Promise<boolean> {
  if (first.equals(second)) return true;
  const [a, b] = await Promise.all([decodePng(first), decodePng(second)]);
  if (a.width !== b.width || a.height !== b.height) return false;
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: PIXEL_THRESHOLD }) === 0;
}

/** `box` grown by `margin` on every side, kept inside a `width` × `height` image. */
export function withMargin(box: Box, margin: number, width: number, height: number): Box {
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const right = Math.min(width, box.left + box.width + margin);
  const bottom = Math.min(height, box.top + box.height + margin);
  return { left, top, width: right - left, height: bottom - top };
}
