import type { ContentImage } from './images';

/** An image named in content; the content check guarantees it exists. */
export function lookupImage(table: Readonly<Record<string, ContentImage>>, name: string): ContentImage {
  const image = table[name];
  if (!image) throw new Error(`content image not found: ${name}`);
  return image;
}

/** URL of an image named in content (a raster's fallback file). */
export function imageSrc(image: ContentImage): string {
  return image.kind === 'vector' ? image.src : image.picture.img.src;
}
