import type { Picture } from 'vite-imagetools';
import { useImages } from '../../content/useSiteData';

/** A raster's modern formats, each at the widths the pipeline made, for the `<picture>` around its `<img>`. */
export function PictureSources({ picture, sizes }: { picture: Picture; sizes: string }) {
  return (
    <>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
    </>
  );
}

interface Props {
  image: string;
  alt: string;
  /** Intrinsic size of SVG artwork (rasters carry their own). */
  width: number;
  height: number;
  /** `sizes` for responsive rasters. */
  sizes?: string;
  className?: string;
  /** Above the fold: load at once. Everything else loads lazily. */
  priority?: boolean;
}

/** An image from content: SVG as it is, rasters as a `<picture>` with AVIF/WebP sources and a `srcset`. */
export function ContentPicture({ image, alt, width, height, sizes = '100vw', className, priority = false }: Props) {
  const found = useImages().image(image);
  const img = found.kind === 'vector' ? { src: found.src, w: width, h: height } : found.picture.img;
  const element = (
    <img
      src={img.src}
      alt={alt}
      width={img.w}
      height={img.h}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  if (found.kind === 'vector') return element;
  return (
    <picture>
      <PictureSources picture={found.picture} sizes={sizes} />
      {element}
    </picture>
  );
}
