/**
 * Render stage: writes the picture files the result names (`compare.ts`), from the two sides'
 * screenshots: each changed section whole, each changed region cropped with context, each
 * changed hidden state; before, after and difference, all at full resolution.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { cropRows, decodePng, diffPicture, pad, PIXEL_THRESHOLD, withMargin, type Raw } from '../compare/raster';
import type { PageSnapshot } from '../collect/snapshot';
import type { ImageFiles, PageResult, Region } from '../types';

/** Context around a changed region, in CSS pixels: enough to see which paragraph it is in. */
const REGION_CONTEXT = 48;
/** Grey level (0–255) of the area a shorter side does not have. */
const NOTHING_GREY = 214;

export async function writeImages(
  dir: string,
  page: PageResult,
  base: PageSnapshot | undefined,
  head: PageSnapshot | undefined,
): Promise<void> {
  for (const [index, width] of page.widths.entries()) {
    const changed = width.sections.filter((section) => section.images);
    if (!changed.length) continue;
    const [a, b] = await Promise.all([decodeOf(base?.widths[index]?.png), decodeOf(head?.widths[index]?.png)]);
    for (const section of changed) {
      const before = a && section.before ? cropRows(a, section.before.top, section.before.height) : undefined;
      const after = b && section.after ? cropRows(b, section.after.top, section.after.height) : undefined;
      await writeAll(dir, section.images ?? {}, section.regions, before, after);
    }
  }
  for (const state of page.states) {
    if (!state.images) continue;
    for (const [index, width] of (head ?? base)?.widths.entries() ?? []) {
      const find = (snapshot: PageSnapshot | undefined) =>
        snapshot?.widths[index]?.states.find((s) => s.id === state.id);
      const [before, after] = await Promise.all([decodeOf(find(base)?.png), decodeOf(find(head)?.png)]);
      const key = String(width.width);
      await writeAll(dir, state.images[key] ?? {}, state.regions[key] ?? [], before, after);
    }
  }
}

/** The whole area before / after / difference, and each region of it cropped with context. */
async function writeAll(
  dir: string,
  files: ImageFiles,
  regions: readonly Region[],
  before: Raw | undefined,
  after: Raw | undefined,
) {
  await writeTriple(dir, files, before, after);
  if (!before || !after) return;
  const size = { width: Math.max(before.width, after.width), height: Math.max(before.height, after.height) };
  const diff = diffPicture(before, after, PIXEL_THRESHOLD);
  // Where one side is shorter, the reader sees grey: nothing there, rather than a white page.
  const [shownA, shownB] = [fit(before, size, NOTHING_GREY), fit(after, size, NOTHING_GREY)];
  for (const region of regions) {
    const box = withMargin(region.box, REGION_CONTEXT, size.width, size.height);
    await Promise.all([
      write(dir, region.images.before, crop(shownA, box)),
      write(dir, region.images.after, crop(shownB, box)),
      write(dir, region.images.diff, crop(diff, box)),
    ]);
  }
}

async function writeTriple(dir: string, files: ImageFiles, before: Raw | undefined, after: Raw | undefined) {
  await Promise.all([
    write(dir, files.before, before),
    write(dir, files.after, after),
    write(dir, files.diff, before && after ? diffPicture(before, after, PIXEL_THRESHOLD) : undefined),
  ]);
}

const decodeOf = (png: Buffer | undefined) => (png ? decodePng(png) : Promise.resolve(undefined));

function fit(image: Raw, size: { width: number; height: number }, fill: number): Raw {
  return { data: pad(image, size.width, size.height, fill), ...size };
}

function crop(image: Raw, box: { left: number; top: number; width: number; height: number }): Raw {
  const data = Buffer.alloc(box.width * box.height * 4);
  for (let row = 0; row < box.height; row++) {
    const start = ((box.top + row) * image.width + box.left) * 4;
    image.data.copy(data, row * box.width * 4, start, start + box.width * 4);
  }
  return { data, width: box.width, height: box.height };
}

async function write(dir: string, file: string | undefined, image: Raw | undefined): Promise<void> {
  if (!file || !image || !image.width || !image.height) return;
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toFile(path);
}
