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

/** The picture of a raster spec at the given size. */
export async function renderRaster(spec: MediaSpec, width: number, height: number): Promise<RasterImage> {
  const rng = createRng(`${spec.scene}:${spec.seed}`);
  const picture = painterFor(spec.scene)({ width, height, rng, alt: spec.alt, label: spec.label });
  return develop(picture.layers, width, height, picture.post, `${spec.scene}:${spec.seed}:grain`);
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
