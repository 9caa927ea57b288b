import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { SmartLink } from '../../components/link/smart-link';
import { ResponsiveImage } from '../../components/media/responsive-image';
import type { HomePageData } from './home-loader';
import { useAppState, useAppStore } from '../../state/store';
import './home-page.css';

/**
 * The home: a full-screen slide show. Slides snap as the visitor scrolls (so it works without
 * JavaScript); the slide in view is the current slide index, and changing the index (the side rail's
 * title, the scroll-top button) scrolls to that slide.
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
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = Number((entry.target as HTMLElement).dataset.slideIndex);
          inView.current = index;
          store.setState({ currentSlideIndex: index });
        }
      },
      { threshold: 0.6 },
    );
    slides.current.forEach((slide) => slide && observer.observe(slide));
    return () => observer.disconnect();
  }, [store, total]);

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
              sizes="100vw"
              alt=""
              priority={index === 0}
              className="slide__image"
            />
            <div className="slide__shade" aria-hidden="true" />
            <div className="slide__content container">
              {slide.subtitle && <p className="slide__subtitle">{slide.subtitle}</p>}
              <Heading className="slide__title">{slide.title}</Heading>
              {slide.text && <p className="slide__text">{slide.text}</p>}
              {slide.ctaText && (
                <SmartLink href={slide.ctaHref} className="button button--light slide__cta">
                  {slide.ctaText}
                </SmartLink>
              )}
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
