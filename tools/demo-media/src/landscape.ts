/**
 * The open-air backdrop: sky with its sun glow and clouds, the sea with haze, glitter and swell, ranges
 * of hills fading into the haze (atmospheric perspective).
 */
import type { Atmosphere } from './atmosphere';
import { css, mix, scale, type RGB } from './color';
import type { Rng } from './prng';
import { type Pt, type Svg, n, polyD, smoothClosedD } from './svg';
import type { Camera } from './scene3d';

export interface SunPlacement {
  /** Screen x of the sun (may be off-screen), and whether its disc is in the picture. */
  x: number;
  y: number;
  visible: boolean;
}

/** Where the sun sits on screen, given its azimuth (world radians) and the camera. */
export function placeSun(cam: Camera, azimuth: number, atm: Atmosphere): SunPlacement {
  const sx = cam.screenXOfDirection(azimuth);
  const el = (atm.sunElevation * Math.PI) / 180;
  const rel = azimuth - cam.yaw;
  const c = Math.cos(rel);
  if (sx === null || c <= 0.05) {
    // Behind the camera: the glow comes from the nearer side.
    const side = Math.sin(rel) >= 0 ? cam.width * 1.3 : -cam.width * 0.3;
    return { x: side, y: cam.horizon - cam.f * Math.tan(el) * 0.5, visible: false };
  }
  const y = cam.horizon - (cam.f * Math.tan(el)) / c;
  const visible = sx > -20 && sx < cam.width + 20 && y > -20 && y < cam.horizon;
  return { x: sx, y, visible };
}

/** The sky, from the top of the picture down past the horizon. */
export function paintSky(
  svg: Svg,
  atm: Atmosphere,
  horizon: number,
  sun: SunPlacement,
  rng: Rng,
  clouds = true,
): void {
  const W = svg.width;
  const H = svg.height;
  const h = Math.max(horizon, H * 0.05);
  const sky = svg.linear(0, Math.min(0, h - H * 1.2), 0, h, [
    [0, atm.skyTop],
    [0.55, atm.skyMid],
    [0.88, mix(atm.skyMid, atm.skyHorizon, 0.7)],
    [1, atm.skyHorizon],
  ]);
  svg.rect(0, 0, W, H, sky);
  // Glow of the low sun along the horizon.
  const gx = Math.max(-W * 0.2, Math.min(W * 1.2, sun.x));
  if (atm.glowStrength > 0) {
    const g = svg.radial(
      gx,
      h,
      W * 0.9,
      [
        [0, atm.glow, atm.glowStrength],
        [0.35, atm.glow, atm.glowStrength * 0.45],
        [1, atm.glow, 0],
      ],
      0.35,
    );
    svg.rect(0, 0, W, H, g);
  }
  // Light haze band at the horizon.
  const band = svg.linear(0, h - H * 0.12, 0, h + 2, [
    [0, atm.skyHorizon, 0],
    [1, mix(atm.skyHorizon, [255, 255, 255], 0.25), 0.7],
  ]);
  svg.rect(0, h - H * 0.12, W, H * 0.12 + 2, band);
  if (clouds) paintClouds(svg, atm, horizon, rng);
  if (sun.visible) {
    const r = W * 0.012;
    const halo = svg.radial(sun.x, sun.y, W * 0.35, [
      [0, atm.sunColor, 0.85],
      [0.05, atm.sunColor, 0.5],
      [0.25, atm.glow, 0.18],
      [1, atm.glow, 0],
    ]);
    svg.rect(0, 0, W, H, halo);
    svg.ellipse(sun.x, sun.y, r, r, css(mix(atm.sunColor, [255, 255, 255], 0.6)));
  }
}

/** Thin high streaks and a few soft fair-weather clouds low over the horizon. */
export function paintClouds(svg: Svg, atm: Atmosphere, horizon: number, rng: Rng): void {
  const W = svg.width;
  const h = Math.max(horizon, svg.height * 0.05);
  const streaks = rng.int(2, 7);
  for (let i = 0; i < streaks; i++) {
    const y = rng.range(0.08, 0.75) * h;
    const x = rng.range(-0.1, 1.1) * W;
    const len = rng.range(0.15, 0.45) * W * (0.5 + y / h);
    const thick = rng.range(0.006, 0.018) * h * (1.2 - y / h);
    const tilt = rng.range(-4, 4);
    const alpha = rng.range(0.12, 0.35) * (atm.time === 'midday' ? 0.7 : 1);
    const g = svg.radial(
      x,
      y,
      len,
      [
        [0, atm.cloudColor, alpha],
        [0.6, atm.cloudColor, alpha * 0.4],
        [1, atm.cloudColor, 0],
      ],
      (thick * 3) / len,
      tilt,
    );
    svg.ellipse(x, y, len, thick * 3, g, `transform="rotate(${n(tilt)} ${n(x)} ${n(y)})"`);
  }
  // Now and then a bank of fair-weather cumulus low over the horizon: one silhouette, lit from above.
  if (rng.chance(0.3)) {
    const cx = rng.range(0.1, 0.9) * W;
    const base = h - rng.range(0.04, 0.16) * h;
    const width = rng.range(0.18, 0.4) * W;
    const tall = width * rng.range(0.12, 0.2);
    const pts: Pt[] = [];
    const steps = 26;
    for (let i = 0; i <= steps; i++) {
      const t = i / steps;
      const env = Math.pow(Math.sin(Math.PI * t), 0.6);
      const bump = 0.65 + 0.35 * Math.abs(Math.sin(t * rng.range(9, 14) + rng.range(0, 3)));
      pts.push([cx - width / 2 + t * width, base - tall * env * bump]);
    }
    const outline: Pt[] = [[cx + width / 2, base], [cx - width / 2, base], ...pts];
    const fill = svg.linear(0, base - tall, 0, base, [
      [0, mix(atm.cloudColor, [255, 255, 255], 0.35), 0.85],
      [0.6, atm.cloudColor, 0.7],
      [1, atm.cloudShade, 0.5],
    ]);
    svg.path(smoothClosedD(outline, 0.7), fill);
  }
}

/** The sea from the horizon down to `bottom`, with haze, swell lines and the sun's glitter path. */
export function paintSea(
  svg: Svg,
  atm: Atmosphere,
  horizon: number,
  bottom: number,
  sun: SunPlacement,
  rng: Rng,
  opts: { calm?: number } = {},
): void {
  const W = svg.width;
  const depth = Math.max(2, bottom - horizon);
  const fill = svg.linear(0, horizon, 0, bottom, [
    [0, mix(atm.seaFar, atm.skyHorizon, 0.35)],
    [0.06, atm.seaFar],
    [0.35, mix(atm.seaFar, atm.seaNear, 0.6)],
    [1, atm.seaNear],
  ]);
  svg.rect(0, horizon - 0.5, W, depth + 0.5, fill);
  // Reflection of the glow on the water.
  const gx = Math.max(-W * 0.2, Math.min(W * 1.2, sun.x));
  if (atm.glowStrength > 0.2) {
    const g = svg.radial(
      gx,
      horizon,
      W * 0.6,
      [
        [0, atm.glow, atm.glowStrength * 0.55],
        [1, atm.glow, 0],
      ],
      0.25,
    );
    svg.rect(0, horizon, W, depth, g);
  }
  // Swell: short strokes, longer and sparser towards the viewer.
  const calm = opts.calm ?? 1;
  const rows = Math.round(70 * calm);
  const light = mix(atm.seaFar, atm.skyHorizon, 0.5);
  const dark = scale(atm.seaNear, 0.8);
  const lightStrokes: string[] = [];
  const darkStrokes: string[] = [];
  for (let i = 0; i < rows; i++) {
    const t = Math.pow(rng.next(), 1.7);
    const y = horizon + 2 + t * (depth - 2);
    const len = (4 + t * t * 90) * rng.range(0.5, 1.6) * (W / 1800);
    const x = rng.range(-50, W);
    const th = Math.max(0.6, t * 3.2 * (W / 1800));
    const target = rng.chance(0.55) ? lightStrokes : darkStrokes;
    target.push(`M${n(x)} ${n(y)}h${n(len)}v${n(th)}h${n(-len)}Z`);
  }
  svg.path(lightStrokes.join(''), css(light), 'opacity="0.35"');
  svg.path(darkStrokes.join(''), css(dark), 'opacity="0.3"');
  // Glitter under the sun.
  if (atm.sunElevation < 40 && sun.x > -W * 0.1 && sun.x < W * 1.1 && atm.sunLight[0] > 0) {
    const strokes: string[] = [];
    const spread = W * (0.03 + (atm.sunElevation / 40) * 0.05);
    for (let i = 0; i < 260; i++) {
      const t = Math.pow(rng.next(), 1.4);
      const y = horizon + 1 + t * depth;
      const x = sun.x + rng.normal() * spread * (0.4 + t * 1.6);
      const len = (2 + t * 26) * rng.range(0.4, 1.4) * (W / 1800);
      strokes.push(`M${n(x - len / 2)} ${n(y)}h${n(len)}v${n(Math.max(0.5, t * 1.6))}h${n(-len)}Z`);
    }
    svg.path(strokes.join(''), css(mix(atm.sunColor, [255, 255, 255], 0.5)), 'opacity="0.75"');
    const path = svg.radial(
      sun.x,
      horizon,
      W * 0.5,
      [
        [0, atm.sunColor, 0.45],
        [1, atm.sunColor, 0],
      ],
      0.5,
    );
    svg.rect(0, horizon, W, depth, path);
  }
  // Haze on the horizon line.
  const haze = svg.linear(0, horizon - 3, 0, horizon + depth * 0.08, [
    [0, atm.skyHorizon, 0.9],
    [1, atm.skyHorizon, 0],
  ]);
  svg.rect(0, horizon - 3, W, depth * 0.08 + 3, haze);
}

/** A ridge line by midpoint displacement, x from 0 to width. */
export function ridge(rng: Rng, width: number, points: number, roughness: number): number[] {
  const size = 1 << Math.ceil(Math.log2(Math.max(2, points)));
  const ys = new Array<number>(size + 1).fill(0);
  ys[0] = rng.range(-0.5, 0.5);
  ys[size] = rng.range(-0.5, 0.5);
  let step = size;
  let amp = 1;
  while (step > 1) {
    const half = step / 2;
    for (let i = half; i < size; i += step) {
      ys[i] = (ys[i - half] + ys[i + half]) / 2 + rng.range(-1, 1) * amp;
    }
    amp *= roughness;
    step = half;
  }
  void width;
  return ys;
}

export interface HillOptions {
  /** Screen y of the hills' foot (where they meet the sea or plain). */
  base: number;
  /** Peak height in px above the base. */
  height: number;
  /** 0 near … 1 far: how much haze covers them. */
  distance: number;
  colour: RGB;
  /** Horizontal extent (default: the whole width). */
  x0?: number;
  x1?: number;
  roughness?: number;
  /** A bell profile (an island or a single hill) rather than a range. */
  island?: boolean;
  /** Sun side: -1 left, 1 right; lights one flank of the folds. */
  sunSide?: number;
}

/** A range of hills or an island, hazier with distance. */
export function paintHills(svg: Svg, atm: Atmosphere, rng: Rng, o: HillOptions): Pt[] {
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? svg.width + 20;
  const ys = ridge(rng, x1 - x0, 64, o.roughness ?? 0.55);
  const min = Math.min(...ys);
  const max = Math.max(...ys);
  const pts: Pt[] = [];
  const count = ys.length - 1;
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    let hgt = (ys[i] - min) / (max - min || 1);
    if (o.island) hgt = hgt * 0.35 + 0.65 * Math.pow(Math.sin(Math.PI * t), 0.8);
    hgt = 0.25 + 0.75 * hgt;
    pts.push([x0 + t * (x1 - x0), o.base - hgt * o.height]);
  }
  const outline: Pt[] = [[x1, o.base + 2], [x0, o.base + 2], ...pts];
  const hazeT = 0.15 + 0.8 * o.distance;
  const top = mix(o.colour, atm.haze, hazeT);
  const foot = mix(o.colour, atm.haze, Math.min(1, hazeT + 0.18));
  const fill = svg.linear(0, o.base - o.height, 0, o.base, [
    [0, top],
    [1, foot],
  ]);
  svg.path(polyD(outline), fill);
  // Folds: lit and shaded flanks where the ridge rises and falls.
  if (o.distance < 0.8) {
    const side = o.sunSide ?? 1;
    const shadeC = mix(scale(o.colour, 0.72), atm.haze, hazeT * 0.9);
    const litC = mix(mix(o.colour, [236, 214, 170], 0.25), atm.haze, hazeT);
    const darkParts: string[] = [];
    const litParts: string[] = [];
    for (let i = 1; i < pts.length - 1; i += 1) {
      const slope = pts[i + 1][1] - pts[i - 1][1];
      const facingSun = slope * side < 0;
      const [x, y] = pts[i];
      const depthPx = (o.base - y) * rng.range(0.35, 0.9);
      const w = ((x1 - x0) / count) * rng.range(1.2, 2.6);
      const d = `M${n(x)} ${n(y + 1)}L${n(x + w * side * 0.7)} ${n(y + depthPx)}L${n(x - w * side * 0.3)} ${n(y + depthPx * 0.8)}Z`;
      (facingSun ? litParts : darkParts).push(d);
    }
    svg.path(darkParts.join(''), css(shadeC), 'opacity="0.35"');
    svg.path(litParts.join(''), css(litC), 'opacity="0.25"');
  }
  return pts;
}

/** Soft scrub texture over a hillside or field: small dark and light specks, denser far away. */
export function paintScrub(
  svg: Svg,
  rng: Rng,
  region: { x0: number; x1: number; y0: number; y1: number },
  colours: { dark: RGB; light: RGB },
  count: number,
  clipD?: string,
): void {
  const dark: string[] = [];
  const lightP: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = rng.next();
    const y = region.y0 + t * (region.y1 - region.y0);
    const x = rng.range(region.x0, region.x1);
    const r = (0.6 + t * t * 7) * rng.range(0.5, 1.5) * (svg.width / 1800);
    const d = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.6)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.6)} 0 1 0 ${n(-2 * r)} 0Z`;
    (rng.chance(0.7) ? dark : lightP).push(d);
  }
  const clip = clipD ? ` clip-path="${svg.clip(clipD)}"` : '';
  svg.path(dark.join(''), css(colours.dark), `opacity="0.45"${clip}`);
  svg.path(lightP.join(''), css(colours.light), `opacity="0.35"${clip}`);
}

/** A soft blob (a shrub mass, a cloud of leaves) as a smooth closed path. */
export function blobD(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  lumps = 9,
  jag = 0.25,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i < lumps; i++) {
    const a = (i / lumps) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const r = 1 + rng.range(-jag, jag);
    pts.push([cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r]);
  }
  return smoothClosedD(pts);
}
