/**
 * The point of a picture that must stay in view, as Strapi's media library keeps it: percentages of
 * the picture's width (x, from the left) and height (y, from the top), 0 to 100.
 */
export interface FocalPoint {
  x: number;
  y: number;
}

/** A crop of a picture in its own pixels, as sharp's `extract` takes it. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** A focal point from anything a content service answers: numbers (or numeric strings) kept within 0–100; else none. */
export function readFocalPoint(value: unknown): FocalPoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const { x, y } = value as Record<string, unknown>;
  const number = (coordinate: unknown) =>
    typeof coordinate === 'number' || (typeof coordinate === 'string' && coordinate.trim() !== '')
      ? Number(coordinate)
      : Number.NaN;
  const [px, py] = [number(x), number(y)];
  if (!Number.isFinite(px) || !Number.isFinite(py)) return null;
  return { x: clamp(px, 0, 100), y: clamp(py, 0, 100) };
}

/**
 * The crop of a picture of `width` × `height` pixels to the shape of `targetWidth` × `targetHeight`
 * (a share picture of 1200 × 630, a square thumbnail…): the largest box of that shape, placed so
 * that the focal point is as near its middle as the picture's edges allow. The point is always
 * inside it. Without a focal point the crop is the middle of the picture. Whole pixels; resize the
 * box to the target afterwards.
 */
export function focalCrop(
  width: number,
  height: number,
  focalPoint: FocalPoint | null,
  targetWidth: number,
  targetHeight: number,
): CropBox {
  if (!(width > 0 && height > 0 && targetWidth > 0 && targetHeight > 0)) {
    throw new RangeError(
      `A crop needs positive sizes (${width}×${height} to ${targetWidth}×${targetHeight})`,
    );
  }
  const target = targetWidth / targetHeight;
  const boxWidth = width / height > target ? clamp(Math.round(height * target), 1, width) : width;
  const boxHeight = width / height > target ? height : clamp(Math.round(width / target), 1, height);
  const point = focalPoint ?? { x: 50, y: 50 };
  const around = (focus: number, size: number, box: number) =>
    clamp(Math.round((focus / 100) * size - box / 2), 0, size - box);
  return {
    left: around(point.x, width, boxWidth),
    top: around(point.y, height, boxHeight),
    width: boxWidth,
    height: boxHeight,
  };
}

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
