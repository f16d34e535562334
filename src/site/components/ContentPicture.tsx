import { useImages } from '../../content/useSiteData';

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
  const loading = priority ? 'eager' : 'lazy';
  if (found.kind === 'vector')
    return (
      <img
        src={found.src}
        alt={alt}
        width={width}
        height={height}
        className={className}
        loading={loading}
        decoding="async"
      />
    );
  const { sources, img } = found.picture;
  return (
    <picture>
      {Object.entries(sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={img.src}
        alt={alt}
        width={img.w}
        height={img.h}
        className={className}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
