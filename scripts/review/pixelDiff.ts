/**
 * Pixel difference of two screenshots with pixelmatch. The shorter image is padded with
 * white to the taller one's size, so a page that grew or shrank counts as changed.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

/** pixelmatch's colour distance below which two pixels count as equal (its documented default). */
const THRESHOLD = 0.1;
/** pixelmatch paints differing pixels in this colour in the diff image. */
const DIFF_COLOR: [number, number, number] = [255, 0, 0];

export interface PixelDiff {
  readonly width: number;
  readonly height: number;
  readonly differing: number;
  /** Image of the differences (PNG), only when there are any. */
  readonly image?: Buffer;
  /** The smallest rectangle holding every differing pixel, only when there are any. */
  readonly box?: Box;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const diffShare = (diff: PixelDiff) => diff.differing / (diff.width * diff.height);

export async function diffScreenshots(before: Buffer, after: Buffer): Promise<PixelDiff> {
  if (before.equals(after)) {
    const { width = 0, height = 0 } = await sharp(after).metadata();
    return { width, height, differing: 0 };
  }
  const [old, now] = await Promise.all([rgba(before), rgba(after)]);
  const width = Math.max(old.width, now.width);
  const height = Math.max(old.height, now.height);
  const output = Buffer.alloc(width * height * 4);
  const differing = pixelmatch(pad(old, width, height), pad(now, width, height), output, width, height, {
    threshold: THRESHOLD,
    diffColor: DIFF_COLOR,
  });
  if (!differing) return { width, height, differing };
  const image = await sharp(output, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { width, height, differing, image, box: diffBox(output, width, height) };
}

interface Raw {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

async function rgba(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function pad(image: Raw, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const padded = Buffer.alloc(width * height * 4, 255);
  for (let row = 0; row < image.height; row++) {
    image.data.copy(padded, row * width * 4, row * image.width * 4, (row + 1) * image.width * 4);
  }
  return padded;
}

function diffBox(output: Buffer, width: number, height: number): Box {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      if (
        output[index] !== DIFF_COLOR[0] ||
        output[index + 1] !== DIFF_COLOR[1] ||
        output[index + 2] !== DIFF_COLOR[2]
      ) {
        continue;
      }
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}
