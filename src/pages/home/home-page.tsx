import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { ArrivalMark, ARRIVES_WHOLE } from '../../components/arrival/arrival-mark';
import { SmartLink } from '../../components/link/smart-link';
import { ResponsiveImage } from '../../components/media/responsive-image';
import type { HomePageData } from './home-loader.server';
import { useAppState, useAppStore } from '../../state/store';
import './home-page.css';

/**
 * A slide fills the viewport and its 16:9 picture is cropped to cover it, so on a viewport
 * taller than 16:9 (every phone) the picture is shown as wide as 16/9 of the viewport's height.
 */
const SLIDE_SIZES = '(max-aspect-ratio: 16/9) 178vh, 100vw';

/**
 * The home: a full-screen slide show. Slides snap as the visitor scrolls (so it works without
 * JavaScript); the slide in view is the current slide index, and changing the index (the side rail's
 * title, the scroll-top button) scrolls to that slide.
 *
 * Every slide's picture, the first one's too, waits for the first paint (`afterFirstPaint`): a picture
 * covering the whole screen is no candidate for the largest paint (the browser takes it for a
 * background), so the first screen is read when its text is drawn, over the slide's own colour, and
 * the picture (about 80 KB on a phone, which asks for the 1920 w rendition) would only hold that text
 * back on a slow connection.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { home } = useLoaderData() as HomePageData;
  const store = useAppStore();
  const current = useAppState((state) => state.currentSlideIndex);
  const slides = useRef<(HTMLElement | null)[]>([]);
  const inView = useRef(0);
  const total = home.slides.length;

  useEffect(() => {
    store.setState({ slidesCount: Math.max(total, 1), currentSlideIndex: 0 });
    return () => store.setState({ slidesCount: 1, currentSlideIndex: 0 });
  }, [store, total]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    // How much of each slide is in view; the current slide is the one most in view. Keeping every
    // slide's share (not just the last one to enter) stays right when the layout changes under the
    // observer, e.g. when several short slides were in view before the styles applied.
    const shares: number[] = [];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.slideIndex);
          shares[index] = entry.isIntersecting ? entry.intersectionRatio : 0;
        }
        const best = shares.reduce((top, share, index) => (share > (shares[top] ?? 0) ? index : top), 0);
        if ((shares[best] ?? 0) < 0.5 || best === inView.current) return;
        inView.current = best;
        store.setState({ currentSlideIndex: best });
      },
      { threshold: [0, 0.25, 0.5, 0.6, 0.75, 1] },
    );
    slides.current.slice(0, total).forEach((slide) => slide && observer.observe(slide));
    return () => observer.disconnect();
    // Another locale's home has other slide elements: observe those.
  }, [store, total, home.slides]);

  useEffect(() => {
    if (current === inView.current) return;
    inView.current = current;
    slides.current[current]?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [current]);

  return (
    <div className="slides">
      {home.slides.map((slide, index) => {
        const Heading = index === 0 ? 'h1' : 'h2';
        return (
          <section
            key={slide.id}
            className="slide"
            data-slide-index={index}
            aria-roledescription="slide"
            aria-label={t('slides.label', { current: index + 1, total })}
            ref={(element) => {
              slides.current[index] = element;
            }}
          >
            <ResponsiveImage
              media={slide.image}
              sizes={SLIDE_SIZES}
              alt=""
              afterFirstPaint
              className="slide__image"
            />
            <div className="slide__shade" aria-hidden="true" />
            <div className={`slide__content container ${ARRIVES_WHOLE}`}>
              {slide.subtitle && <p className="slide__subtitle">{slide.subtitle}</p>}
              <Heading className="slide__title">{slide.title}</Heading>
              {slide.text && <p className="slide__text">{slide.text}</p>}
              {slide.ctaText && (
                <SmartLink href={slide.ctaHref} className="button button--light slide__cta">
                  {slide.ctaText}
                </SmartLink>
              )}
              <ArrivalMark />
            </div>
            <p className="slide__counter" aria-hidden="true">
              <span>{String(index + 1).padStart(2, '0')}</span> / {String(total).padStart(2, '0')}
            </p>
          </section>
        );
      })}
    </div>
  );
}
