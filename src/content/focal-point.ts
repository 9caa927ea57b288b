import { clamp, type FocalPoint } from '@dkg/content-model';

export { focalCrop, readFocalPoint, type CropBox, type FocalPoint } from '@dkg/content-model';

/** A percentage as CSS writes it, to a tenth at most (`37.2%`, `18%`). */
function percent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/**
 * The `object-position` that keeps the focal point in every crop `object-fit: cover` makes, whatever
 * the frame's shape: the point of the picture at x % of its width is put at x % of the frame's
 * width (and so for y), so it is inside the frame however much of the picture is cut away.
 */
export function objectPosition(focalPoint: FocalPoint): string {
  return `${percent(focalPoint.x)} ${percent(focalPoint.y)}`;
}

/** A class that places a picture on its focal point, and the CSS rule that defines it. */
export interface FocalRule {
  className: string;
  css: string;
}

/** A short, stable name for a media query (a class name cannot hold it). */
function mediaKey(media: string): string {
  let hash = 5381;
  for (const char of media) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/**
 * The class of a focal point (`fp-372-180` for 37.2 %, 18 %) and its rule. With a media query (the
 * picture of a `<picture>` shown only under it) the rule is written inside the query and doubles its
 * class, so it wins over the picture's other focal class wherever the query holds.
 */
export function focalRule(focalPoint: FocalPoint, media?: string): FocalRule {
  const tenths = (value: number) => Math.round(clamp(value, 0, 100) * 10);
  const base = `fp-${tenths(focalPoint.x)}-${tenths(focalPoint.y)}`;
  const declaration = `{object-position:${objectPosition(focalPoint)}}`;
  if (!media) return { className: base, css: `.${base}${declaration}` };
  const className = `${base}-${mediaKey(media)}`;
  return { className, css: `@media ${media}{.${className}.${className}${declaration}}` };
}
