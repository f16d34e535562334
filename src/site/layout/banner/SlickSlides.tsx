import { useEffect, useRef } from 'react';
import SlickImport from 'react-slick';
import type { BannerContent } from '../../../content/schemas/site';
import { BannerSlide } from './StaticBanner';
import './slick.css';
import type { ForPage } from '../../../content/prose';

/** The original site's carousel: one slide every 5000 ms. */
const CAROUSEL_INTERVAL_MS = 5000;

// react-slick is CommonJS: under Vite 8 the default import is the module object (pre-rendering fails with "Element type is invalid… got: object" without `.default`).
const Slider = ((SlickImport as unknown as { default?: typeof SlickImport }).default ??
  SlickImport) as typeof SlickImport;
type SliderHandle = InstanceType<typeof SlickImport>;

interface Props {
  slides: readonly ForPage<BannerContent>[];
  autoplay: boolean;
  reducedMotion: boolean;
  goTo: { index: number } | null;
  onChange: (index: number) => void;
  slideLabel: (n: number) => string;
}

/** The moving part of the home carousel; controls live in `HomeCarousel`. */
export default function SlickSlides({ slides, autoplay, reducedMotion, goTo, onChange, slideLabel }: Props) {
  const slider = useRef<SliderHandle>(null);

  useEffect(() => {
    if (goTo) slider.current?.slickGoTo(goTo.index);
  }, [goTo]);

  // react-slick never restarts once its `autoplay` prop has gone false ("paused" is sticky),
  // so pausing and playing go through its imperative API instead.
  useEffect(() => {
    if (autoplay) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [autoplay]);

  return (
    <Slider
      ref={slider}
      arrows={false}
      dots={false}
      infinite
      autoplay={!reducedMotion}
      autoplaySpeed={CAROUSEL_INTERVAL_MS}
      pauseOnHover={false}
      pauseOnFocus={false}
      speed={reducedMotion ? 0 : 600}
      accessibility={false}
      beforeChange={(_from, to) => onChange(to)}
    >
      {slides.map((slide, index) => (
        <div key={slide.image} role="group" aria-roledescription="slide" aria-label={slideLabel(index + 1)}>
          {/* Every slide's picture loads at once (react-slick renders them only after the first
              paint): lazily, each arrived as its slide came into view, and react-slick restarts
              its autoplay timer whenever a picture finishes loading, so the next slide came late. */}
          <BannerSlide banner={slide} priority={index === 0} eager />
        </div>
      ))}
    </Slider>
  );
}
