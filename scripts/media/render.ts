/** From a media spec to the bytes of its files (original and responsive formats), all in memory. */
import sharp from 'sharp';
import type { MediaSpec, Scene } from '../../server/content-service/media-manifest';
import { planMedia } from '../../server/content-service/media-naming';
import { develop, type RasterImage } from './compose';
import { createRng } from './prng';
import type { SceneInput, ScenePicture } from './scenes/common';
import { paintApartment } from './scenes/apartment';
import { paintCity } from './scenes/city';
import { paintCoast } from './scenes/coast';
import { paintCommercial } from './scenes/commercial';
import { paintConstruction } from './scenes/construction';
import { paintHouse } from './scenes/house';
import { paintInterior } from './scenes/interior';
import { paintLand } from './scenes/land';
import { paintVilla } from './scenes/villa';

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
};

export const WEBP_QUALITY = 78;

export function painterFor(scene: Scene): Painter {
  return PAINTERS[scene] ?? paintVilla;
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

/** All files of a spec: the original and its formats. */
export async function renderSpec(spec: MediaSpec): Promise<OutputFile[]> {
  const plan = planMedia(spec);
  if (plan.kind !== 'raster') throw new Error(`not a raster: ${spec.key}`);
  const image = await renderRaster(spec, plan.width!, plan.height!);
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const encode = (w: number, h: number) => {
    let s = sharp(image.data, { raw });
    if (w !== image.width || h !== image.height) s = s.resize(w, h, { fit: 'fill', kernel: 'lanczos3' });
    return s.webp({ quality: WEBP_QUALITY, effort: 4, smartSubsample: true }).toBuffer();
  };
  const files: OutputFile[] = [{ fileName: plan.fileName, data: await encode(image.width, image.height) }];
  for (const f of plan.formats) files.push({ fileName: f.fileName, data: await encode(f.width, f.height) });
  return files;
}
