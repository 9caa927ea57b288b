/** From a media spec to the bytes of its files (original and responsive formats), all in memory. */
import sharp from 'sharp';
import type { MediaSpec, Scene } from '@dkg/demo-content';
import { planMedia, SHARE_RENDITION } from '@dkg/demo-content';
import { develop, type RasterImage } from './compose';
import { createRng } from './prng';
import type { SceneInput, ScenePicture } from './scenes/common';
import { certificatePdf } from './certificate-pdf';
import { paintApartment } from './scenes/apartment';
import { paintCertificate } from './scenes/certificate';
import { paintCity } from './scenes/city';
import { paintCoast } from './scenes/coast';
import { paintCommercial } from './scenes/commercial';
import { paintConstruction } from './scenes/construction';
import { paintDocument } from './scenes/document';
import { paintError } from './scenes/error';
import { paintEvent } from './scenes/event';
import { paintHero } from './scenes/hero';
import { paintHouse } from './scenes/house';
import { paintInterior } from './scenes/interior';
import { paintLand } from './scenes/land';
import { paintOffice } from './scenes/office';
import { paintVilla } from './scenes/villa';
import { logoSvg } from './vector/logo';
import { partnerLogoSvg } from './vector/partner-logo';
import { socialIconSvg } from './vector/social-icon';

type Painter = (input: SceneInput) => ScenePicture;

const PAINTERS: Partial<Record<Scene, Painter>> = {
  villa: paintVilla,
  apartment: paintApartment,
  house: paintHouse,
  commercial: paintCommercial,
  construction: paintConstruction,
  land: paintLand,
  city: (input) => paintCity(input),
  coast: paintCoast,
  interior: paintInterior,
  office: paintOffice,
  event: paintEvent,
  document: paintDocument,
  hero: paintHero,
  error: paintError,
  certificate: paintCertificate,
};

export const WEBP_QUALITY = 78;

export function painterFor(scene: Scene): Painter {
  const painter = PAINTERS[scene];
  if (!painter) throw new Error(`No raster painter for scene "${scene}"`);
  return painter;
}

/** Where a picture of `width` × `height` is cut from the larger canvas it is painted on. */
export interface SubjectCanvas {
  width: number;
  height: number;
  left: number;
  top: number;
}

/**
 * The canvas a picture is painted on so that its subject stands at its focal point. Painters put
 * their subject in the middle of what they paint: with the point at x % of the width, the canvas is
 * as much wider as it takes for its middle to fall x % of the way across the picture cut from it
 * (on the canvas's right for x below 50, on its left above), and so for y. Without a focal point,
 * the canvas is the picture.
 */
export function subjectCanvas(
  width: number,
  height: number,
  focalPoint: MediaSpec['focalPoint'],
): SubjectCanvas {
  const along = (size: number, percent: number) => {
    const share = Math.min(1, Math.max(0, percent / 100));
    const canvas = Math.round(2 * Math.max(share, 1 - share) * size);
    return { canvas, offset: share < 0.5 ? canvas - size : 0 };
  };
  const x = along(width, focalPoint?.x ?? 50);
  const y = along(height, focalPoint?.y ?? 50);
  return { width: x.canvas, height: y.canvas, left: x.offset, top: y.offset };
}

/** The picture of a raster spec at the given size (its subject moved to its focal point when asked). */
export async function renderRaster(spec: MediaSpec, width: number, height: number): Promise<RasterImage> {
  const canvas = subjectCanvas(width, height, spec.moveSubject ? spec.focalPoint : undefined);
  const rng = createRng(`${spec.scene}:${spec.seed}`);
  const picture = painterFor(spec.scene)({
    width: canvas.width,
    height: canvas.height,
    rng,
    alt: spec.alt,
    label: spec.label,
    ...(canvas.width !== width ? { viewWidth: width } : {}),
  });
  const painted = await develop(
    picture.layers,
    canvas.width,
    canvas.height,
    picture.post,
    `${spec.scene}:${spec.seed}:grain`,
  );
  if (canvas.width === width && canvas.height === height) return painted;
  const raw = { width: painted.width, height: painted.height, channels: painted.channels };
  const data = await sharp(painted.data, { raw })
    .extract({ left: canvas.left, top: canvas.top, width, height })
    .raw()
    .toBuffer();
  return { data, width, height, channels: 3 };
}

export interface OutputFile {
  fileName: string;
  data: Buffer;
}

/** The SVG document of a vector spec. */
export function renderVector(spec: MediaSpec): string {
  const plan = planMedia(spec);
  const w = plan.width ?? 24;
  const h = plan.height ?? 24;
  if (spec.scene === 'social-icon') return socialIconSvg(spec.label);
  if (spec.scene === 'partner-logo')
    return partnerLogoSvg(w, h, spec.label ?? spec.key, createRng(`partner-logo:${spec.seed}`));
  return logoSvg(w, h, spec.label);
}

/**
 * The share crop of a picture, made of its file as the CMS makes it of an upload: cut to 1200×630
 * around its middle, a JPEG.
 */
export function shareRendition(original: Buffer | string): Promise<Buffer> {
  return sharp(original)
    .resize(SHARE_RENDITION.width, SHARE_RENDITION.height, { fit: 'cover', position: 'centre' })
    .jpeg({ quality: SHARE_RENDITION.quality, mozjpeg: true })
    .toBuffer();
}

/** All files of a spec: the original and, for rasters, its formats. */
export async function renderSpec(spec: MediaSpec): Promise<OutputFile[]> {
  const plan = planMedia(spec);
  if (plan.kind === 'svg')
    return [{ fileName: plan.fileName, data: Buffer.from(renderVector(spec), 'utf8') }];
  if (plan.kind === 'pdf') return [{ fileName: plan.fileName, data: await certificatePdf(spec) }];
  const image = await renderRaster(spec, plan.width!, plan.height!);
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const encode = (w: number, h: number) => {
    let s = sharp(image.data, { raw });
    if (w !== image.width || h !== image.height) s = s.resize(w, h, { fit: 'fill', kernel: 'lanczos3' });
    return s.webp({ quality: WEBP_QUALITY, effort: 2, smartSubsample: true }).toBuffer();
  };
  const original = await encode(image.width, image.height);
  const files: OutputFile[] = [{ fileName: plan.fileName, data: original }];
  for (const f of plan.formats) {
    const data = f.format === 'share' ? await shareRendition(original) : await encode(f.width, f.height);
    files.push({ fileName: f.fileName, data });
  }
  return files;
}
