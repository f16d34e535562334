import type { Picture } from 'vite-imagetools';

// Every file in content/images/, fingerprinted by Vite. SVG artwork is served as it is;
// raster photos go through vite-imagetools: AVIF/WebP/JPEG at three widths (DESIGN §7).
const vectors = import.meta.glob<string>('../../content/images/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});
const rasters = import.meta.glob<Picture>('../../content/images/*.{png,jpg,jpeg,webp}', {
  eager: true,
  query: { w: '480;960;1440', format: 'avif;webp;jpg', as: 'picture' },
  import: 'default',
});

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const vectorUrls = new Map(Object.entries(vectors).map(([path, url]) => [fileName(path), url]));
const pictures = new Map(Object.entries(rasters).map(([path, picture]) => [fileName(path), picture]));

export type ContentImage = { kind: 'vector'; src: string } | { kind: 'raster'; picture: Picture };

/** An image named in content; the content check guarantees it exists. */
export function contentImage(name: string): ContentImage {
  const src = vectorUrls.get(name);
  if (src !== undefined) return { kind: 'vector', src };
  const picture = pictures.get(name);
  if (picture !== undefined) return { kind: 'raster', picture };
  throw new Error(`content image not found: ${name}`);
}

/** URL of an SVG named in content (logos, banners, icons). */
export function imageUrl(name: string): string {
  const image = contentImage(name);
  return image.kind === 'vector' ? image.src : image.picture.img.src;
}
