import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import type { Media } from '../../content/types';
import { ResponsiveImage } from '../media/responsive-image';

interface ProjectGalleryProps {
  pictures: Media[];
  label: string;
}

/**
 * The project's photographs in a strip that snaps picture by picture: it scrolls by touch, trackpad
 * or keyboard without JavaScript; the previous/next buttons appear once the page is interactive.
 * The pictures after the first wait for the first paint (the first one sets the strip's height).
 */
export function ProjectGallery({ pictures, label }: ProjectGalleryProps) {
  const { t } = useTranslation('projects');
  const strip = useRef<HTMLUListElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  if (pictures.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    const slide = element?.firstElementChild as HTMLElement | null;
    if (!element || !slide) return;
    element.scrollBy({ left: direction * slide.offsetWidth, behavior: 'smooth' });
  };

  return (
    <section className="project-gallery" aria-label={label}>
      <ul className="project-gallery__strip" ref={strip} tabIndex={0}>
        {pictures.map((media, index) => (
          <li key={media.url} className="project-gallery__slide">
            <ResponsiveImage
              media={media}
              sizes="(min-width: 1280px) 1000px, 88vw"
              priority={index === 0}
              afterFirstPaint={index > 0}
              className="project-gallery__image"
            />
          </li>
        ))}
      </ul>
      {pictures.length > 1 && (
        <div className="project-gallery__controls" hidden={!interactive}>
          <button
            type="button"
            className="project-gallery__button"
            onClick={() => scroll(-1)}
            aria-label={t('popup.previous')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <button
            type="button"
            className="project-gallery__button"
            onClick={() => scroll(1)}
            aria-label={t('popup.next')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
