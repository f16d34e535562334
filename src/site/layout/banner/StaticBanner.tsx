import { Text } from '../../components/text/Text';
import { imageSrc, useImages } from '../../../content/useSiteData';
import { PictureSources } from '../../components/ContentPicture';
import type { BannerContent } from '../../../content/schemas/site';
import styles from './Banner.module.css';
import type { ForPage } from '../../../content/prose';

export function StaticBanner({ banner }: { banner: ForPage<BannerContent> }) {
  return (
    <section data-banner="static" aria-label={banner.title} className={`${styles.banner} ${styles.static}`}>
      <BannerSlide banner={banner} priority />
    </section>
  );
}

/**
 * One banner picture with its headline; `priority` marks the page's largest image (LCP), `eager`
 * an image that must not wait for the viewport (the carousel's other slides).
 */
export function BannerSlide({
  banner,
  priority = false,
  eager = false,
}: {
  banner: ForPage<BannerContent>;
  priority?: boolean;
  eager?: boolean;
}) {
  const found = useImages().image(banner.image);
  const img = (
    <img
      className={styles.image}
      src={imageSrc(found)}
      alt={banner.alt}
      width={1920}
      height={800}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  return (
    <div className={styles.slide}>
      {/* A photo in its phone-sized versions too (the guide promises them); artwork as it is. */}
      {found.kind === 'raster' ? (
        <picture>
          <PictureSources picture={found.picture} sizes="100vw" />
          {img}
        </picture>
      ) : (
        img
      )}
      <div className={`container ${styles.caption}`}>
        <p className={styles.title}>{banner.title}</p>
        <p className={styles.text}>
          <Text prose={banner.text} />
        </p>
      </div>
    </div>
  );
}
