import type { Picture } from 'vite-imagetools';

/** A raster's modern formats, each at the widths the pipeline made (DESIGN §7), for the `<picture>` around its `<img>`. */
export function PictureSources({ picture, sizes }: { picture: Picture; sizes: string }) {
  return (
    <>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
    </>
  );
}
