import type { Picture } from 'vite-imagetools';

// Every file in content/images/, fingerprinted by Vite (at build time: see imageTable). SVG artwork is served as it is;
// raster photos go through vite-imagetools: AVIF/WebP/JPEG at three widths.
// Upper-case extensions too, as cameras write them (schemas/fields.ts IMAGE_FILE_NAME: tests/unit/imageNames.test.ts).
const vectors = import.meta.glob<string>('../../content/images/*.{svg,SVG}', {
  eager: true,
  query: '?url',
  import: 'default',
});
// `jpeg`, not `jpg`: vite-imagetools names a file after the format it reads back from its cache
// (`jpeg` for either spelling), so with `jpg` a rebuild renamed every JPEG file.
const rasters = import.meta.glob<Picture>('../../content/images/*.{png,jpg,jpeg,webp,avif,PNG,JPG,JPEG,WEBP,AVIF}', {
  eager: true,
  query: { w: '480;960;1440', format: 'avif;webp;jpeg', as: 'picture' },
  import: 'default',
});

const byName = <T>(files: Record<string, T>) =>
  Object.entries(files).map(([path, file]) => [path.slice(path.lastIndexOf('/') + 1), file] as const);

export type ContentImage = { kind: 'vector'; src: string } | { kind: 'raster'; picture: Picture };

/** Every content image by file name. Read by the root loader at build time, never bundled for the browser. */
export function imageTable(): Record<string, ContentImage> {
  return Object.fromEntries([
    ...byName(vectors).map(([name, src]) => [name, { kind: 'vector', src }] as const),
    ...byName(rasters).map(([name, picture]) => [name, { kind: 'raster', picture }] as const),
  ]);
}
