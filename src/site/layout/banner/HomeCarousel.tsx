import { lazy, Suspense, useState } from 'react';
import { useSite } from '../../../content/useSiteData';
import { fillPlaceholders } from '../../../content/fillPlaceholders';
import { useHydrated } from '../../islands/hydrate';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import styles from './Banner.module.css';
import { BannerSlide } from './StaticBanner';

// react-slick loads only where a carousel shows.
const SlickSlides = lazy(() => import('./SlickSlides'));

/**
 * The home carousel. The pre-rendered HTML shows slide 1 with the controls;
 * after hydration react-slick takes over the same box, so nothing shifts.
 */
export default function HomeCarousel() {
  const { carousel } = useSite();
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [current, setCurrent] = useState(0);
  const [goTo, setGoTo] = useState<{ index: number } | null>(null);
  const autoplay = hydrated && playing && !reducedMotion && !held.hover && !held.focus;
  const total = carousel.slides.length;
  const firstSlide = carousel.slides[0];

  return (
    <section
      data-banner="carousel"
      aria-roledescription="carousel"
      aria-label={carousel.label}
      className={`${styles.banner} ${styles.carousel}`}
      onMouseEnter={() => setHeld((state) => ({ ...state, hover: true }))}
      onMouseLeave={() => setHeld((state) => ({ ...state, hover: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((state) => ({ ...state, focus: false }));
      }}
    >
      <div className={styles.viewport} aria-live={autoplay ? 'off' : 'polite'}>
        {hydrated ? (
          <Suspense fallback={firstSlide && <BannerSlide banner={firstSlide} priority />}>
            <SlickSlides
              slides={carousel.slides}
              autoplay={autoplay}
              reducedMotion={reducedMotion}
              goTo={goTo}
              onChange={setCurrent}
              slideLabel={(n) => fillPlaceholders(carousel.slideLabel, { n, total })}
            />
          </Suspense>
        ) : (
          firstSlide && (
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={fillPlaceholders(carousel.slideLabel, { n: 1, total })}
            >
              <BannerSlide banner={firstSlide} priority />
            </div>
          )
        )}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playButton}
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? carousel.pause : carousel.play}
        >
          <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
        </button>
        {carousel.slides.map((slide, index) => (
          <button
            key={slide.image}
            type="button"
            className={styles.dot}
            aria-label={fillPlaceholders(carousel.dotLabel, { n: index + 1 })}
            aria-current={current === index ? 'true' : undefined}
            onClick={() => {
              setGoTo({ index });
              setCurrent(index);
            }}
          />
        ))}
      </div>
    </section>
  );
}
