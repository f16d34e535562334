import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type createSharp from 'sharp';
import type { Sharp } from 'sharp';
import type { Plugin } from 'vite';
import {
  applyTransforms,
  builtinOutputFormats,
  builtins,
  extractEntries,
  generateTransforms,
  resolveConfigs,
  type ImageConfig,
  type ImageMetadata,
  type OutputFormat,
} from 'vite-imagetools';
import { IMAGES_DIR } from '../../../src/content/collections';
import { buildContent } from './buildContent';

/**
 * The sharp vite-imagetools runs (its own version, with its own libvips): the same encoders make the same
 * bytes, so a photo's variants do not change with the way the build reads it.
 */
const require = createRequire(import.meta.url);
const sharp = require(
  require.resolve('sharp', { paths: [dirname(require.resolve('vite-imagetools'))] }),
) as typeof createSharp;

/** `content/images/case-study.jpg?w=480;960&format=avif;jpeg&as=picture` as src/content/images.ts imports it. */
const PICTURE = /^(.*)[\\/]([^\\/?]+\.(?:avif|jpeg|jpg|png|webp))\?(.+)$/i;

/**
 * A build's photos, resized and re-encoded by imagetools-core as vite-imagetools does, from the bytes the
 * build's content check read (buildContent.ts): vite-imagetools hands sharp the file's path, which opened a
 * photo about 28 times per build. The outputs are the same bytes and names; they are kept in a disk cache as
 * vite-imagetools keeps its own, so a rebuild encodes nothing, and for the server's bundle in memory.
 * `npm run dev` keeps vite-imagetools, which serves its variants on request.
 */
export function contentPictures(root = process.cwd()): Plugin {
  const imagesDir = resolve(root, 'content', IMAGES_DIR);
  const cacheDir = resolve(root, 'node_modules/.cache/content-pictures');
  let building = false;
  return {
    name: 'content-pictures',
    enforce: 'pre',
    config(_config, { command }) {
      building = command === 'build';
    },
    async load(id) {
      const match = PICTURE.exec(id);
      if (!building || !match || resolve(match[1] ?? '') !== imagesDir) return undefined;
      const [, , name = '', query = ''] = match;
      const bytes = buildContent(root).report.images.get(name);
      if (!bytes) return undefined;
      const directives = new URLSearchParams(query);
      const image = sharp(bytes);
      const { width = 0 } = await image.metadata();
      // Never wider than the photo itself, as vite-imagetools clamps (`allowUpscale` is not used here).
      const widths = directives.get('w');
      if (widths)
        directives.set(
          'w',
          [...new Set(widths.split(';').map((w) => (Number.parseInt(w) <= width ? w : `${width}`)))].join(';'),
        );
      const source = createHash('sha1').update(bytes).digest('hex');
      const outputs = await Promise.all(
        resolveConfigs(extractEntries(directives), builtinOutputFormats).map(async (config) => {
          const { buffer, metadata } = await variant(config, source, image, directives);
          const handle = this.emitFile({
            type: 'asset',
            name: `${name.slice(0, name.lastIndexOf('.'))}.${String(metadata.format)}`,
            originalFileName: `content/${IMAGES_DIR}/${name}`,
            source: buffer,
          });
          // Vite's placeholder for an emitted file's URL (what vite-imagetools writes too): Vite puts in the
          // final URL, with the site's base path, when it writes the bundle.
          return { ...metadata, src: `__VITE_ASSET__${handle}__`, image: sharp(buffer) };
        }),
      );
      const as = directives.get('as')?.split(':')[0];
      const formats: Record<string, OutputFormat> = builtinOutputFormats;
      const format = (as && formats[as]) || builtinOutputFormats.url;
      return `export default ${JSON.stringify(await format()(outputs))};`;
    },
  };

  /** One resized, re-encoded variant: from the disk cache, or made and cached. */
  async function variant(config: ImageConfig, source: string, image: Sharp, directives: URLSearchParams) {
    const key = createHash('sha1').update(JSON.stringify(config)).update(source).digest('hex');
    const file = join(cacheDir, key);
    if (existsSync(file) && existsSync(`${file}.json`))
      return {
        buffer: readFileSync(file),
        metadata: JSON.parse(readFileSync(`${file}.json`, 'utf8')) as ImageMetadata,
      };
    const { transforms } = generateTransforms(config, builtins, directives);
    const made = await applyTransforms(transforms, image.clone(), true);
    const buffer = await made.image.toBuffer();
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(file, buffer);
    writeFileSync(`${file}.json`, JSON.stringify(made.metadata));
    return { buffer, metadata: made.metadata };
  }
}
