/**
 * The pictures, compared by reg-cli: each pair is placed under one name in `img/before` and
 * `img/after`; reg-cli pairs them by that name, paints each difference into `img/diff` and writes
 * its own report (`pictures.html`). Its JSON says only which pictures changed, so the differing
 * pixels of a changed pair are counted by img-diff-js, the comparer reg-cli itself runs.
 */
import { once, type EventEmitter } from 'node:events';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { imgDiff } from 'img-diff-js';
import sharp from 'sharp';
import type { ImageFiles } from '../types';

/** Pictures are files beside the report, in this folder. */
export const IMAGE_DIR = 'img';
/** reg-cli's own picture report, beside ours. */
export const PICTURE_REPORT = 'pictures.html';
/**
 * Colour distance below which two pixels count as equal (pixelmatch's documented default), with
 * anti-aliased edges not counted: a font's edge rendered a shade apart is not a change a visitor sees.
 */
const PIXELS = { threshold: 0.1, includeAA: false };

/** One picture of both sides: its name, and the captured file of each side that has it. */
export interface PicturePair {
  readonly name: string;
  readonly before?: string;
  readonly after?: string;
}

interface RegResult {
  readonly passedItems: string[];
  readonly failedItems: string[];
  readonly newItems: string[];
  readonly deletedItems: string[];
}

const regCli = createRequire(import.meta.url)('reg-cli') as (options: Record<string, unknown>) => EventEmitter;

/** The report's files of a picture: a side that does not have it gets none; a difference only where pixels differ. */
export const imageFiles = (name: string, before: boolean, after: boolean, differs: boolean): ImageFiles => ({
  ...(before ? { before: `${IMAGE_DIR}/before/${name}` } : {}),
  ...(after ? { after: `${IMAGE_DIR}/after/${name}` } : {}),
  ...(before && after && differs ? { diff: `${IMAGE_DIR}/diff/${name}` } : {}),
});

/** Differing pixels by picture name: 0 for equal pictures, the whole picture for one on one side only. */
export async function comparePictures(
  out: string,
  pairs: readonly PicturePair[],
): Promise<ReadonlyMap<string, number>> {
  const dir = (side: 'before' | 'after' | 'diff') => join(out, IMAGE_DIR, side);
  for (const pair of pairs) {
    for (const side of ['before', 'after'] as const) {
      const from = pair[side];
      if (!from) continue;
      mkdirSync(dirname(join(dir(side), pair.name)), { recursive: true });
      copyFileSync(from, join(dir(side), pair.name));
    }
  }
  const run = regCli({
    expectedDir: dir('before'),
    actualDir: dir('after'),
    diffDir: dir('diff'),
    json: join(out, IMAGE_DIR, 'reg.json'),
    report: join(out, PICTURE_REPORT),
    matchingThreshold: PIXELS.threshold,
    enableAntialias: !PIXELS.includeAA,
  });
  const [result] = (await once(run, 'complete')) as [RegResult];
  const pixels = new Map(result.passedItems.map((name) => [name, 0]));
  for (const name of result.failedItems) {
    const files = { expectedFilename: join(dir('before'), name), actualFilename: join(dir('after'), name) };
    pixels.set(name, (await imgDiff({ ...files, options: PIXELS })).diffCount);
  }
  for (const [side, names] of [
    ['before', result.deletedItems],
    ['after', result.newItems],
  ] as const) {
    for (const name of names) {
      const { width = 0, height = 0 } = await sharp(join(dir(side), name)).metadata();
      pixels.set(name, width * height);
    }
  }
  return pixels;
}
