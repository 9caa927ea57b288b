/**
 * Names, dimensions and formats of the demo media files, shared by the generator
 * (scripts/generate-media.ts, which writes the files) and by the dataset (media.ts, which announces them):
 * both must agree to the pixel and the letter, so neither computes them on its own.
 */
import { createHash } from 'node:crypto';
import { SHARE_FORMAT, SHARE_IMAGE_SIZE } from '@dkg/content-model';
import type { Aspect, MediaSpec, Scene } from './media-manifest';

/** Bump whenever a painter changes: every hash, so every file name, changes with it and caches refresh. */
export const GENERATOR_VERSION = 4;

export type MediaKind = 'raster' | 'svg' | 'pdf';

export type FormatName = 'large' | 'medium' | 'small' | 'thumbnail' | typeof SHARE_FORMAT;

export interface FileDimensions {
  width: number;
  height: number;
}

export interface PlannedFormat extends FileDimensions {
  format: FormatName;
  /** Strapi's hash of the format, e.g. `large_villa_3f2a1b9c0d`. */
  hash: string;
  /** File name in the upload folder, e.g. `large_villa_3f2a1b9c0d.webp`. */
  fileName: string;
  /** `.webp` as the original, or `.jpg` for the share crop (as the CMS makes it). */
  ext: string;
  mime: string;
}

export interface PlannedMedia {
  kind: MediaKind;
  /** `{key}_{hash}`, Strapi's hash of the original. */
  hash: string;
  /** `{key}_{hash}{ext}`. */
  fileName: string;
  ext: string;
  mime: string;
  /** Null for PDFs (Strapi reports no dimensions for them). */
  width: number | null;
  height: number | null;
  /** Responsive formats, largest first, then the share crop; empty for SVG and PDF. */
  formats: PlannedFormat[];
}

/** Strapi's responsive breakpoints: each format fits inside a square of this side. */
export const BREAKPOINTS: ReadonlyArray<readonly [FormatName, number]> = [
  ['large', 1000],
  ['medium', 750],
  ['small', 500],
];

/** Strapi's thumbnail fits inside this box. */
export const THUMBNAIL_BOX = { width: 245, height: 156 } as const;

/** Width of the original of a raster picture, by aspect. */
const ORIGINAL_WIDTH: Record<Aspect, number> = {
  '21:9': 2520,
  '16:9': 1920,
  '3:2': 1800,
  '4:3': 1600,
  '1:1': 1200,
  '3:4': 1200,
  '9:16': 1080,
};

/** Full-screen backgrounds stay at least this wide, whatever their aspect. */
const FULL_SCREEN_MIN_WIDTH = 1600;

export function mediaKind(scene: Scene): MediaKind {
  if (scene === 'logo' || scene === 'social-icon' || scene === 'partner-logo') return 'svg';
  if (scene === 'certificate-pdf') return 'pdf';
  return 'raster';
}

export function aspectRatio(aspect: Aspect): { w: number; h: number } {
  const [w, h] = aspect.split(':').map(Number);
  return { w, h };
}

/**
 * The first 10 hex digits of the sha1 of everything the picture is drawn from. The alternative text is
 * part of it: painters read it (time of day, landmarks, objects on a desk), so editing it redraws the picture.
 */
export function mediaHash(spec: MediaSpec): string {
  const source = [
    spec.key,
    spec.scene,
    spec.seed,
    spec.aspect,
    spec.label ?? '',
    GENERATOR_VERSION,
    spec.alt,
    // A subject moved to the focal point moves with it; other pictures keep their names.
    ...(spec.moveSubject && spec.focalPoint ? [`${spec.focalPoint.x},${spec.focalPoint.y}`] : []),
  ];
  return createHash('sha1').update(source.join('|')).digest('hex').slice(0, 10);
}

/** Pixel size of the original (raster) or the intrinsic size (SVG); null for PDFs. */
export function originalDimensions(spec: MediaSpec): FileDimensions | null {
  const kind = mediaKind(spec.scene);
  if (kind === 'pdf') return null;
  const { w, h } = aspectRatio(spec.aspect);
  if (kind === 'svg') return svgDimensions(spec.scene, w, h);
  let width = ORIGINAL_WIDTH[spec.aspect];
  if ((spec.scene === 'hero' || spec.scene === 'error') && width < FULL_SCREEN_MIN_WIDTH) {
    width = FULL_SCREEN_MIN_WIDTH;
  }
  return { width, height: Math.round((width * h) / w) };
}

function svgDimensions(scene: Scene, w: number, h: number): FileDimensions {
  if (scene === 'social-icon') return { width: 24, height: 24 };
  // Logos: 360 px on their longer side, the drawing lays itself out for the box.
  const long = 360;
  return w >= h
    ? { width: long, height: Math.round((long * h) / w) }
    : { width: Math.round((long * w) / h), height: long };
}

/** Rounds half to even, as libvips does (sharp: 562.5 px is 562, 563.5 px is 564). */
function roundHalfEven(value: number): number {
  const floor = Math.floor(value);
  const fraction = value - floor;
  if (fraction !== 0.5) return Math.round(value);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** Fits (width, height) inside (boxW, boxH) keeping the ratio, like sharp's `fit: 'inside'`. */
export function fitInside(width: number, height: number, boxW: number, boxH: number): FileDimensions {
  const scale = Math.min(boxW / width, boxH / height);
  if (scale >= 1) return { width, height };
  if (boxW / width <= boxH / height) {
    return { width: boxW, height: Math.max(1, roundHalfEven(height * scale)) };
  }
  return { width: Math.max(1, roundHalfEven(width * scale)), height: boxH };
}

/** Strapi's responsive formats of a raster of this size: only those smaller than the original. */
export function formatDimensions(
  width: number,
  height: number,
): Array<FileDimensions & { format: FormatName }> {
  const out: Array<FileDimensions & { format: FormatName }> = [];
  for (const [format, side] of BREAKPOINTS) {
    if (side < width || side < height) out.push({ format, ...fitInside(width, height, side, side) });
  }
  if (width > THUMBNAIL_BOX.width || height > THUMBNAIL_BOX.height) {
    out.push({ format: 'thumbnail', ...fitInside(width, height, THUMBNAIL_BOX.width, THUMBNAIL_BOX.height) });
  }
  return out;
}

/**
 * The picture of a shared link, as the CMS makes it of every raster it can resize
 * (cms/src/extensions/upload): the picture cut to 1200×630 around its middle, a JPEG.
 */
export const SHARE_RENDITION = { ...SHARE_IMAGE_SIZE, ext: '.jpg', mime: 'image/jpeg', quality: 80 } as const;

const EXT: Record<MediaKind, { ext: string; mime: string }> = {
  raster: { ext: '.webp', mime: 'image/webp' },
  svg: { ext: '.svg', mime: 'image/svg+xml' },
  pdf: { ext: '.pdf', mime: 'application/pdf' },
};

/** Everything about the files of one spec, without touching the disk. */
export function planMedia(spec: MediaSpec): PlannedMedia {
  const kind = mediaKind(spec.scene);
  const { ext, mime } = EXT[kind];
  const hash = `${spec.key}_${mediaHash(spec)}`;
  const dims = originalDimensions(spec);
  const formats: PlannedFormat[] =
    kind === 'raster' && dims
      ? [
          ...formatDimensions(dims.width, dims.height).map((f) => ({
            ...f,
            hash: `${f.format}_${hash}`,
            fileName: `${f.format}_${hash}${ext}`,
            ext,
            mime,
          })),
          {
            format: SHARE_FORMAT,
            width: SHARE_RENDITION.width,
            height: SHARE_RENDITION.height,
            hash: `${SHARE_FORMAT}_${hash}`,
            fileName: `${SHARE_FORMAT}_${hash}${SHARE_RENDITION.ext}`,
            ext: SHARE_RENDITION.ext,
            mime: SHARE_RENDITION.mime,
          },
        ]
      : [];
  return {
    kind,
    hash,
    fileName: `${hash}${ext}`,
    ext,
    mime,
    width: dims?.width ?? null,
    height: dims?.height ?? null,
    formats,
  };
}

/** Every file name a spec produces (original first). */
export function plannedFileNames(spec: MediaSpec): string[] {
  const plan = planMedia(spec);
  return [plan.fileName, ...plan.formats.map((f) => f.fileName)];
}

export function uploadUrl(fileName: string): string {
  return `/uploads/${fileName}`;
}

/**
 * Estimated size in KB (Strapi reports the real one, rounded to 2 decimals). Measured on the generated
 * library: WebP of these smooth, grainy pictures takes about 0.025 byte a pixel at full size and more
 * in the small formats; an SVG about 1 KB, a certificate PDF about 75 KB.
 */
export function estimateSizeKb(kind: MediaKind, width: number | null, height: number | null): number {
  if (kind === 'pdf') return 75;
  if (kind === 'svg') return 1;
  const pixels = (width ?? 0) * (height ?? 0);
  const bytesPerPixel =
    pixels > 1_500_000
      ? 0.025
      : pixels > 600_000
        ? 0.038
        : pixels > 300_000
          ? 0.048
          : pixels > 100_000
            ? 0.065
            : 0.11;
  return Math.round(((pixels * bytesPerPixel) / 1000) * 100) / 100;
}
