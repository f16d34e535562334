/**
 * The report's pictures as `data:` URIs, so `index.html` is one self-contained file.
 * Screenshots go to WebP (a full page is a tenth of its PNG), and a changed page also gets
 * a close-up of the changed rows, since a few changed characters vanish in a scaled-down page.
 */
import sharp from 'sharp';
import type { Box } from './pixelDiff';
import type { PageResult, WidthResult } from './types';

/** Lossy, but text stays readable at this quality. */
const WEBP_QUALITY = 75;
/** WebP cannot be taller than this (format limit); longer pages are scaled down to fit. */
const WEBP_MAX_SIDE = 16_383;
/** The frame around the changed area in the difference image, in screenshot pixels. */
const OUTLINE_WIDTH = 6;
const OUTLINE_GAP = 8;
/** Rows above and below the changed area in a close-up. */
const CLOSE_UP_MARGIN = 32;
/** A changed word alone says little: a close-up is at least this tall, and always the full width. */
const CLOSE_UP_MIN_HEIGHT = 200;
/** A close-up is a detail, not a second full page: taller changes show their top part. */
const CLOSE_UP_MAX_HEIGHT = 600;

export interface WidthImages {
  readonly after?: string;
  /** Only for a changed width, like everything below. */
  readonly before?: string;
  readonly diff?: string;
  readonly closeUpBefore?: string;
  readonly closeUpAfter?: string;
}

/** Images of each width of a page, in the order of `page.widths`. */
export function pageImages(page: PageResult): Promise<WidthImages[]> {
  return Promise.all(page.widths.map(widthImages));
}

async function widthImages({ before, after, diff }: WidthResult): Promise<WidthImages> {
  if (!diff.image || !diff.box) return { after: await webpUri(after.png) };
  const area = closeUpArea(diff.box, diff.width, diff.height);
  const [beforeUri, afterUri, diffUri, closeUpBefore, closeUpAfter] = await Promise.all([
    webpUri(before.png),
    webpUri(after.png),
    webpUri(await outline(diff.image, diff.box)),
    webpUri(before.png, area),
    webpUri(after.png, area),
  ]);
  return { before: beforeUri, after: afterUri, diff: diffUri, closeUpBefore, closeUpAfter };
}

/** `data:` URI of the image, or of the part of it inside `crop` (none if the image ends above it). */
export async function webpUri(png: Buffer, crop?: Box): Promise<string | undefined> {
  let image = sharp(png);
  if (crop) {
    const { width = 0, height = 0 } = await image.metadata();
    const area = clip(crop, width, height);
    if (!area) return undefined;
    image = sharp(png).extract(area);
  } else {
    image = image.resize({ width: WEBP_MAX_SIDE, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  }
  const webp = await image.webp({ quality: WEBP_QUALITY }).toBuffer();
  return `data:image/webp;base64,${webp.toString('base64')}`;
}

/** The rows of the changed area with a margin, at least `CLOSE_UP_MIN_HEIGHT`, at most `CLOSE_UP_MAX_HEIGHT`. */
export function closeUpArea(box: Box, width: number, height: number): Box {
  const grow = Math.max(CLOSE_UP_MARGIN, (CLOSE_UP_MIN_HEIGHT - box.height) / 2);
  const top = Math.max(0, Math.round(box.top - grow));
  const bottom = Math.min(height, Math.round(box.top + box.height + grow), top + CLOSE_UP_MAX_HEIGHT);
  return { left: 0, top, width, height: bottom - top };
}

/** A frame around the changed area: a few red pixels vanish when a long page is scaled down. */
async function outline(png: Buffer, box: Box): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const rect = {
    x: box.left - OUTLINE_GAP,
    y: box.top - OUTLINE_GAP,
    width: box.width + 2 * OUTLINE_GAP,
    height: box.height + 2 * OUTLINE_GAP,
  };
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}" fill="none" stroke="#e11d48" stroke-width="${OUTLINE_WIDTH}"/></svg>`;
  return sharp(png)
    .composite([{ input: Buffer.from(frame), top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** The part of `box` inside an image of this size; none when the image ends above it. */
function clip(box: Box, width: number, height: number): Box | undefined {
  const right = Math.min(width, box.left + box.width);
  const bottom = Math.min(height, box.top + box.height);
  if (right <= box.left || bottom <= box.top) return undefined;
  return { left: box.left, top: box.top, width: right - box.left, height: bottom - box.top };
}
