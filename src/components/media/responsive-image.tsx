import { AFTER_FIRST_PAINT } from './after-first-paint';
import { useFocalClass } from './focal-class';
import type { Media } from '../../content/types';

interface ResponsiveImageProps {
  media: Media | null | undefined;
  /** The `sizes` attribute: how wide the picture is shown at each viewport. */
  sizes: string;
  alt?: string;
  className?: string;
  /** Above the fold: loaded eagerly with high priority (the largest paint). */
  priority?: boolean;
  /**
   * Not what the first paint waits for, and nothing's place depends on it (a slide's cover, a picture
   * in a frame that keeps its place): fetched only once the first screen is drawn, so it never takes
   * bandwidth from what that screen waits for (see `AFTER_FIRST_PAINT`).
   */
  afterFirstPaint?: boolean;
  /**
   * Shown whole (`object-fit: contain`, a logo): its focal point would only move it in its box, so
   * it is not used. Every other picture is placed on its focal point, which keeps that point in
   * whatever crop its CSS makes.
   */
  whole?: boolean;
}

/** A content picture with its responsive renditions (srcset/sizes), width and height, lazy below the fold. */
export function ResponsiveImage({
  media,
  sizes,
  alt,
  className,
  priority = false,
  afterFirstPaint = false,
  whole = false,
}: ResponsiveImageProps) {
  const focalClass = useFocalClass(whole ? null : media?.focalPoint);
  if (!media) return null;
  const candidates = [...media.sources];
  if (media.width && media.height && !candidates.some((source) => source.width === media.width)) {
    candidates.push({ url: media.url, width: media.width, height: media.height });
  }
  const srcSet = candidates.map((source) => `${source.url} ${source.width}w`).join(', ');
  const fallback = candidates.find((source) => source.width >= 750) ?? candidates[candidates.length - 1];
  return (
    <img
      className={[className, focalClass].filter(Boolean).join(' ') || undefined}
      src={fallback?.url ?? media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...(afterFirstPaint && !priority ? { [AFTER_FIRST_PAINT.attribute]: '' } : {})}
    />
  );
}
