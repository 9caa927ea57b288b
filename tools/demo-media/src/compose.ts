/**
 * From SVG layers to a photograph-like raster: each layer is rendered at its own resolution (far, soft
 * layers at a fraction of it), blurred for depth of field, stacked, then the "camera" is applied:
 * lens softness, bloom around the light, a colour grade, vignette and film grain.
 */
import sharp from 'sharp';
import { hashString } from './prng';
import type { Svg } from './svg';

export interface Layer {
  svg: Svg;
  /** Render scale (1 = full resolution); blurred layers can be drawn smaller. */
  scale?: number;
  /** Gaussian blur sigma in full-resolution pixels (depth of field, haze). */
  blur?: number;
  /**
   * How the layer meets what is below: painted over it (default), multiplied into it (soft shadows and
   * ambient occlusion drawn as dark shapes on a transparent layer) or screened onto it (light: sun
   * patches, glows).
   */
  blend?: 'over' | 'multiply' | 'screen';
}

export interface Grade {
  /** Added to the blacks (0..255), per channel: a film-like lifted shadow. */
  lift?: readonly [number, number, number];
  /** Multiplies the whites, per channel: the colour of the light. */
  gain?: readonly [number, number, number];
  /** S-curve strength, 0 = none. */
  contrast?: number;
  /** -1 grey … 0 unchanged … +0.3 richer. */
  saturation?: number;
}

export interface PostOptions {
  /** Strength of the bloom (0..1). */
  bloom?: number;
  /** Brightness (0..255) from which light blooms. */
  bloomThreshold?: number;
  /** Bloom radius as a fraction of the picture width. */
  bloomRadius?: number;
  /** Grain amplitude in levels (0..255), ~3–6. */
  grain?: number;
  /** Vignette darkening at the corners (0..1). */
  vignette?: number;
  /** Lens softness sigma in px. */
  soften?: number;
  grade?: Grade;
}

export interface RasterImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

async function renderLayer(layer: Layer, width: number, height: number): Promise<Buffer> {
  const s = layer.scale ?? 1;
  const w = Math.max(8, Math.round(width * s));
  const h = Math.max(8, Math.round(height * s));
  let img = sharp(Buffer.from(layer.svg.toString(w, h)), { density: 72 }).ensureAlpha();
  const sigma = (layer.blur ?? 0) * s;
  if (sigma >= 0.35) img = img.blur(sigma);
  if (w !== width || h !== height) {
    const raw = await img.raw().toBuffer();
    img = sharp(raw, { raw: { width: w, height: h, channels: 4 } }).resize(width, height, {
      fit: 'fill',
      kernel: 'cubic',
    });
  }
  return img.raw().toBuffer();
}

/** Renders and stacks the layers (the first should be opaque), then develops the picture. */
export async function develop(
  layers: Layer[],
  width: number,
  height: number,
  post: PostOptions,
  seed: string,
): Promise<RasterImage> {
  const rendered = await Promise.all(layers.map((l) => renderLayer(l, width, height)));
  const px = width * height;
  const rgb = Buffer.alloc(px * 3);
  const base = rendered[0];
  for (let i = 0, j = 0; i < px; i++, j += 4) {
    const a = base[j + 3] / 255;
    // An unfinished background shows as the sky's mid-blue rather than black.
    rgb[i * 3] = base[j] * a + 120 * (1 - a);
    rgb[i * 3 + 1] = base[j + 1] * a + 150 * (1 - a);
    rgb[i * 3 + 2] = base[j + 2] * a + 180 * (1 - a);
  }
  for (let li = 1; li < rendered.length; li++) {
    const layer = rendered[li];
    const blend = layers[li].blend ?? 'over';
    if (blend !== 'over') {
      blendLayer(rgb, layer, px, blend);
      continue;
    }
    for (let i = 0, j = 0; i < px; i++, j += 4) {
      const a = layer[j + 3];
      if (a === 0) continue;
      const k = i * 3;
      if (a === 255) {
        rgb[k] = layer[j];
        rgb[k + 1] = layer[j + 1];
        rgb[k + 2] = layer[j + 2];
      } else {
        const t = a / 255;
        rgb[k] = layer[j] * t + rgb[k] * (1 - t) + 0.5;
        rgb[k + 1] = layer[j + 1] * t + rgb[k + 1] * (1 - t) + 0.5;
        rgb[k + 2] = layer[j + 2] * t + rgb[k + 2] * (1 - t) + 0.5;
      }
    }
  }
  return camera(rgb, width, height, post, seed);
}

/** Multiply or screen a layer into the picture, weighted by its alpha. */
function blendLayer(rgb: Buffer, layer: Buffer, px: number, mode: 'multiply' | 'screen'): void {
  for (let i = 0, j = 0; i < px; i++, j += 4) {
    const a = layer[j + 3];
    if (a === 0) continue;
    const t = a / 255;
    const k = i * 3;
    for (let c = 0; c < 3; c++) {
      const base = rgb[k + c];
      const top = layer[j + c];
      const mixed = mode === 'multiply' ? (base * top) / 255 : 255 - ((255 - base) * (255 - top)) / 255;
      rgb[k + c] = base + (mixed - base) * t + 0.5;
    }
  }
}

async function camera(
  input: Buffer,
  width: number,
  height: number,
  post: PostOptions,
  seed: string,
): Promise<RasterImage> {
  const raw = { width, height, channels: 3 as const };
  const soften = post.soften ?? 0.55;
  const img = soften > 0.3 ? await sharp(input, { raw }).blur(soften).raw().toBuffer() : input;

  // Bloom: the bright parts, blurred wide at low resolution, screened back over the picture.
  let bloom: Buffer | null = null;
  const strength = post.bloom ?? 0.35;
  if (strength > 0) {
    const bw = Math.max(16, Math.round(width / 8));
    const bh = Math.max(16, Math.round(height / 8));
    const small = await sharp(img, { raw }).resize(bw, bh, { fit: 'fill' }).raw().toBuffer();
    const threshold = post.bloomThreshold ?? 200;
    for (let i = 0; i < small.length; i++) {
      const v = small[i];
      small[i] = v > threshold ? Math.min(255, ((v - threshold) * 255) / (255 - threshold)) : 0;
    }
    const sigma = Math.max(1, ((post.bloomRadius ?? 0.03) * width) / 8);
    bloom = await sharp(small, { raw: { width: bw, height: bh, channels: 3 } })
      .blur(sigma)
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer();
  }

  // Colour grade as per-channel lookup tables.
  const g = post.grade ?? {};
  const lift = g.lift ?? [4, 3, 6];
  const gain = g.gain ?? [1, 1, 1];
  const contrast = g.contrast ?? 0.12;
  const luts = [0, 1, 2].map((c) => {
    const lut = new Float32Array(256);
    for (let v = 0; v < 256; v++) {
      let x = v / 255;
      // Gentle S-curve around mid-grey.
      x = x + contrast * (x - 0.5) * (1 - Math.abs(2 * x - 1)) * 2;
      x = lift[c] / 255 + x * (1 - lift[c] / 255);
      lut[v] = Math.max(0, x * gain[c] * 255);
    }
    return lut;
  });
  const saturation = 1 + (g.saturation ?? 0);
  const vignette = post.vignette ?? 0.22;
  const grain = post.grain ?? 4.5;
  const out = Buffer.alloc(width * height * 3);
  const cx = width / 2;
  const cy = height / 2;
  const inv = 1 / Math.sqrt(cx * cx + cy * cy);
  let state = hashString(seed) | 1;
  for (let y = 0; y < height; y++) {
    const dy = (y - cy) * inv;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let r = img[i];
      let gg = img[i + 1];
      let b = img[i + 2];
      if (bloom) {
        const k = strength / 255;
        r += bloom[i] * k * (255 - r);
        gg += bloom[i + 1] * k * (255 - gg);
        b += bloom[i + 2] * k * (255 - b);
      }
      let R = luts[0][Math.min(255, r | 0)];
      let G = luts[1][Math.min(255, gg | 0)];
      let B = luts[2][Math.min(255, b | 0)];
      if (saturation !== 1) {
        const l = 0.2126 * R + 0.7152 * G + 0.0722 * B;
        R = l + (R - l) * saturation;
        G = l + (G - l) * saturation;
        B = l + (B - l) * saturation;
      }
      const dx = (x - cx) * inv;
      const d2 = dx * dx + dy * dy;
      const v = 1 - vignette * d2 * d2 * 1.6 - vignette * d2 * 0.4;
      // Film grain: xorshift noise, triangular distribution, strongest in the mid-tones.
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const n1 = (state >>> 0) / 4294967296;
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const n2 = (state >>> 0) / 4294967296;
      const lum = (0.2126 * R + 0.7152 * G + 0.0722 * B) / 255;
      const noise = (n1 + n2 - 1) * grain * (0.55 + 1.8 * lum * (1 - lum));
      out[i] = clamp(R * v + noise);
      out[i + 1] = clamp(G * v + noise);
      out[i + 2] = clamp(B * v + noise);
    }
  }
  return { data: out, width, height, channels: 3 };
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : v + 0.5;
}
