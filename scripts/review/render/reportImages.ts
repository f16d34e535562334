/**
 * Writes the picture files the result names, at full resolution: each changed section and
 * hidden state whole, each changed region cropped with context; before, after and difference.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { cropRows, decodePng, diffPicture, pad, withMargin, type Raw } from '../compare/raster';
import type { Box } from '../compare/regions';
import type { ImageFiles, PageResult, PageSnapshot, Region } from '../types';

/** Context around a changed region, in CSS pixels: enough to see which paragraph it is in. */
const REGION_CONTEXT = 48;
/** Grey level (0–255) of the area a shorter side does not have. */
const NOTHING_GREY = 214;

export async function writeImages(dir: string, page: PageResult, base?: PageSnapshot, head?: PageSnapshot) {
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
async function writeAll(dir: string, files: ImageFiles, regions: readonly Region[], before?: Raw, after?: Raw) {
  const diff = before && after ? diffPicture(before, after) : undefined;
  await Promise.all([write(dir, files.before, before), write(dir, files.after, after), write(dir, files.diff, diff)]);
  if (!before || !after || !diff) return;
  // Where one side is shorter, the reader sees grey: nothing there, rather than a white page.
  const [shownA, shownB] = [before, after].map((image) => ({
    ...diff,
    data: pad(image, diff.width, diff.height, NOTHING_GREY),
  }));
  for (const region of regions) {
    const box = withMargin(region.box, REGION_CONTEXT, diff.width, diff.height);
    await Promise.all([
      write(dir, region.images.before, shownA, box),
      write(dir, region.images.after, shownB, box),
      write(dir, region.images.diff, diff, box),
    ]);
  }
}

const decodeOf = (png: Buffer | undefined) => (png ? decodePng(png) : Promise.resolve(undefined));

/** `image` (or the `box` of it) as a PNG file. */
async function write(dir: string, file: string | undefined, image: Raw | undefined, box?: Box): Promise<void> {
  if (!file || !image || !image.width || !image.height) return;
  const path = join(dir, file);
  mkdirSync(dirname(path), { recursive: true });
  const picture = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
  await (box ? picture.extract(box) : picture).png().toFile(path);
}
