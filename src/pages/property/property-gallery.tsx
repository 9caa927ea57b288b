import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { ResponsiveImage } from '../../components/media/responsive-image';
import type { Media } from '../../content/types';

const STEP_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The main picture and its thumbnails. Without JavaScript a thumbnail is a link to the full picture;
 * with it, a thumbnail (clicked, or reached with the arrow keys) shows its picture in the main place.
 */
export function PropertyGallery({ pictures }: { pictures: Media[] }) {
  const { t } = useTranslation('properties');
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<HTMLUListElement>(null);
  if (pictures.length === 0) return null;
  const current = pictures[Math.min(selected, pictures.length - 1)];

  const show = (index: number) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setSelected(index);
  };
  const step = (event: KeyboardEvent) => {
    const move = STEP_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(selected, pictures.length);
    setSelected(next);
    thumbs.current?.querySelectorAll<HTMLAnchorElement>('a')[next]?.focus();
  };

  return (
    <section className="property-gallery" aria-label={t('property.gallery')}>
      <figure className="property-gallery__main">
        <ResponsiveImage
          key={current.url}
          media={current}
          sizes="(min-width: 1440px) 1300px, 100vw"
          priority
          className="property-gallery__image"
        />
      </figure>
      {pictures.length > 1 && (
        <ul className="property-gallery__thumbs" ref={thumbs} onKeyDown={step}>
          {pictures.map((media, index) => (
            <li key={media.url}>
              <a
                className="property-gallery__thumb"
                href={media.url}
                aria-label={t('property.showPhoto', { index: index + 1, total: pictures.length })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={show(index)}
              >
                <ResponsiveImage media={media} sizes="160px" alt="" afterFirstPaint />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
