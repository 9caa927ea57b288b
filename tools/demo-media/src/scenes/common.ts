/**
 * Shared pieces of the outdoor scenes: the frame (size, camera, light), the ground surfaces (lawn,
 * limestone paving, pools), terrace furniture, pergolas and the out-of-focus foreground.
 */
import { atmosphere, chooseTime, type Atmosphere, type TimeOfDay } from '../atmosphere';
import { css, mix, scale, type RGB } from '../color';
import type { Layer, PostOptions } from '../compose';
import type { Rng } from '../prng';
import {
  Camera,
  type DrawContext,
  type Item,
  type Lighting,
  box,
  fog,
  groundPolygon,
  shade,
  sunVector,
  v3,
} from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { blobD, placeSun, type SunPlacement } from '../landscape';

export interface SceneInput {
  width: number;
  height: number;
  rng: Rng;
  alt: string;
  label?: string;
  /** Set by the hero painter: a hint to draw wider, with more sky. */
  wide?: boolean;
  /**
   * The width of the picture cut from a wider canvas (its subject at its focal point, see
   * render.ts): the lens is set for it, so the subject keeps the size it has in a picture painted
   * at that width.
   */
  viewWidth?: number;
}

export interface ScenePicture {
  layers: Layer[];
  post: PostOptions;
}

export const LIMESTONE: RGB = [226, 218, 200];
export const WHITEWASH: RGB = [246, 243, 236];
export const WARM_WHITE: RGB = [238, 232, 220];
export const SAND: RGB = [214, 196, 160];
export const TERRACOTTA: RGB = [184, 98, 66];
export const AEGEAN: RGB = [34, 86, 138];
export const OLIVE: RGB = [108, 116, 78];
export const STONE: RGB = [188, 168, 136];
export const CONCRETE: RGB = [178, 174, 166];
export const DARK_METAL: RGB = [58, 60, 62];
export const WOOD: RGB = [132, 104, 80];

export interface Frame {
  W: number;
  H: number;
  atm: Atmosphere;
  light: Lighting;
  cam: Camera;
  sun: SunPlacement;
  sunAzimuth: number;
}

export interface FrameOptions {
  /** Eye height (m). */
  eye: number;
  /** Heading (radians). */
  yaw: number;
  /** Horizon as a fraction of the height from the top. */
  horizon: number;
  /** Horizontal field of view (degrees). */
  fov: number;
  /** Camera position x, z. */
  x?: number;
  z?: number;
  /** Sun azimuth relative to the view, in degrees (0 = straight ahead, 180 = behind the camera). */
  sunRelative?: number;
  times?: Partial<Record<TimeOfDay, number>>;
  fogDistance?: number;
  fogMax?: number;
}

export function makeFrame(input: SceneInput, o: FrameOptions): Frame {
  const { width: W, height: H, rng } = input;
  const time = chooseTime(rng, input.alt, o.times);
  const atm = atmosphere(time, rng.fork('atm'));
  const f = (input.viewWidth ?? W) / 2 / Math.tan((o.fov * Math.PI) / 360);
  const cam = new Camera(v3(o.x ?? 0, o.eye, o.z ?? 0), o.yaw, f, W, H, H * o.horizon);
  const rel = ((o.sunRelative ?? rng.pick([-130, -115, 120, 135, 150, -150])) * Math.PI) / 180;
  const sunAzimuth = o.yaw + rel;
  const light: Lighting = {
    atm,
    L: sunVector(sunAzimuth, atm.sunElevation),
    fogDistance: o.fogDistance ?? 900,
    fogMax: o.fogMax ?? 0.75,
  };
  return { W, H, atm, light, cam, sun: placeSun(cam, sunAzimuth, atm), sunAzimuth };
}

export function defaultPost(atm: Atmosphere, extra: Partial<PostOptions> = {}): PostOptions {
  return {
    bloom: atm.time === 'golden' || atm.time === 'dusk' ? 0.45 : 0.3,
    bloomThreshold: atm.time === 'dusk' ? 170 : 205,
    bloomRadius: 0.03,
    grain: 4.2,
    vignette: 0.24,
    soften: 0.55,
    grade: atm.grade,
    ...extra,
  };
}

export function context(svg: Svg, frame: Frame): DrawContext {
  return { svg, cam: frame.cam, light: frame.light };
}

/** Lit colour of a horizontal surface, with haze at the given distance. */
export function groundColour(frame: Frame, albedo: RGB, depth: number): RGB {
  return fog(shade(albedo, v3(0, 1, 0), frame.atm.sunLight[0] > 0, frame.light), depth, frame.light);
}

/** A horizontal surface with a gradient from near to far (haze), as [x, z] corners. */
export function paintGroundSurface(
  ctx: DrawContext,
  frame: Frame,
  pts: ReadonlyArray<readonly [number, number]>,
  albedo: RGB,
  y = 0,
): Pt[] {
  const screen = groundPolygon(ctx.cam, pts, y);
  if (screen.length < 3) return screen;
  let zNear = Infinity;
  let zFar = -Infinity;
  for (const [x, z] of pts) {
    const d = ctx.cam.depth(v3(x, y, z));
    zNear = Math.min(zNear, d);
    zFar = Math.max(zFar, d);
  }
  zNear = Math.max(zNear, 1);
  const yNear = Math.max(...screen.map((p) => p[1]));
  const yFar = Math.min(...screen.map((p) => p[1]));
  const fill = ctx.svg.linear(0, yFar, 0, yNear, [
    [0, groundColour(frame, albedo, zFar)],
    [1, groundColour(frame, scale(albedo, 0.96), zNear)],
  ]);
  ctx.svg.path(polyD(screen), fill);
  return screen;
}

/** Paving joints: a grid of faint lines on a rectangle of the ground. */
export function paintPavingJoints(
  ctx: DrawContext,
  frame: Frame,
  rect: [number, number, number, number],
  step: number,
  albedo: RGB,
  y = 0,
): void {
  const [x0, z0, x1, z1] = rect;
  const lines: string[] = [];
  const add = (a: [number, number], b: [number, number]) => {
    const p = groundPolygon(ctx.cam, [a, b, b], y);
    if (p.length >= 2) lines.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
  };
  for (let x = x0 + step; x < x1 - 0.01; x += step) add([x, z0], [x, z1]);
  for (let z = z0 + step; z < z1 - 0.01; z += step * 1.5) add([x0, z], [x1, z]);
  const c = groundColour(frame, scale(albedo, 0.72), 30);
  ctx.svg.add(
    `<path d="${lines.join('')}" stroke="${css(c)}" stroke-width="${n(Math.max(0.5, frame.W / 2400))}" fill="none" opacity="0.45"/>`,
  );
}

/** Lawn or dry meadow with a mottled texture. */
export function paintLawn(
  ctx: DrawContext,
  frame: Frame,
  rng: Rng,
  pts: ReadonlyArray<readonly [number, number]>,
  albedo: RGB,
): void {
  const screen = paintGroundSurface(ctx, frame, pts, albedo);
  if (screen.length < 3) return;
  const clip = ctx.svg.clip(polyD(screen));
  const ys = screen.map((p) => p[1]);
  const y0 = Math.max(frame.cam.horizon, Math.min(...ys));
  const y1 = Math.min(frame.H + 10, Math.max(...ys));
  if (y1 <= y0) return;
  const xs = screen.map((p) => p[0]);
  const x0 = Math.max(-20, Math.min(...xs));
  const x1 = Math.min(frame.W + 20, Math.max(...xs));
  const base = groundColour(frame, albedo, 20);
  const hz = frame.cam.horizon;
  const near = (y: number) => Math.max(0.02, (y - hz) / (frame.H - hz));
  // Broad mottling (mowing, dry patches), then fine blades; both grow towards the viewer.
  const patches: string[] = [];
  const dryP: string[] = [];
  for (let i = 0; i < 90; i++) {
    const y = y0 + Math.pow(rng.next(), 0.8) * (y1 - y0);
    const x = rng.range(x0, x1);
    const k = near(y);
    const r = frame.W * (0.02 + k * 0.12) * rng.range(0.5, 1.3);
    (rng.chance(0.55) ? patches : dryP).push(blobD(rng, x, y, r, r * (0.12 + k * 0.25), 8, 0.4));
  }
  ctx.svg.path(patches.join(''), css(scale(base, 0.8)), `opacity="0.45" clip-path="${clip}"`);
  ctx.svg.path(dryP.join(''), css(mix(base, [222, 200, 150], 0.4)), `opacity="0.4" clip-path="${clip}"`);
  const dark: string[] = [];
  const lightP: string[] = [];
  const count = Math.round(((x1 - x0) * (y1 - y0)) / 500);
  for (let i = 0; i < Math.min(count, 2600); i++) {
    const y = y0 + rng.next() * (y1 - y0);
    const x = rng.range(x0, x1);
    const k = near(y);
    const r = (0.8 + k * 9) * rng.range(0.5, 1.4) * (frame.W / 1800);
    const d = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.35)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.35)} 0 1 0 ${n(-2 * r)} 0Z`;
    (rng.chance(0.6) ? dark : lightP).push(d);
  }
  ctx.svg.path(dark.join(''), css(scale(base, 0.75)), `opacity="0.4" clip-path="${clip}"`);
  ctx.svg.path(lightP.join(''), css(mix(base, [240, 232, 190], 0.3)), `opacity="0.35" clip-path="${clip}"`);
}

/** A pool: coping, water with the sky's reflection and a lighter far edge, ripples; it glows at dusk. */
export function paintPool(
  ctx: DrawContext,
  frame: Frame,
  rng: Rng,
  rect: [number, number, number, number],
  y = 0,
): void {
  const [x0, z0, x1, z1] = rect;
  const cope = 0.35;
  paintGroundSurface(
    ctx,
    frame,
    [
      [x0 - cope, z0 - cope],
      [x1 + cope, z0 - cope],
      [x1 + cope, z1 + cope],
      [x0 - cope, z1 + cope],
    ],
    [236, 230, 216],
    y + 0.01,
  );
  const screen = groundPolygon(
    ctx.cam,
    [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ],
    y + 0.02,
  );
  if (screen.length < 3) return;
  const ys = screen.map((p) => p[1]);
  const yFar = Math.min(...ys);
  const yNear = Math.max(...ys);
  const atm = frame.atm;
  const glow = atm.lightsOn;
  const far = glow ? ([120, 220, 230] as RGB) : mix([120, 200, 210], atm.skyHorizon, 0.4);
  const mid = glow ? ([40, 170, 200] as RGB) : ([52, 160, 186] as RGB);
  const near = glow ? ([20, 120, 160] as RGB) : ([24, 110, 150] as RGB);
  const fill = ctx.svg.linear(0, yFar, 0, yNear, [
    [0, far],
    [0.45, mid],
    [1, near],
  ]);
  ctx.svg.path(polyD(screen), fill);
  // Inner wall of the far side, lit or shaded, and the waterline.
  const wall = groundPolygon(
    ctx.cam,
    [
      [x0, z1],
      [x1, z1],
      [x1, z1 - 0.25],
      [x0, z1 - 0.25],
    ],
    y + 0.02,
  );
  ctx.svg.path(polyD(wall), css(glow ? [150, 230, 235] : [170, 214, 214]), 'opacity="0.55"');
  // Ripples and caustics.
  const clip = ctx.svg.clip(polyD(screen));
  const lines: string[] = [];
  for (let i = 0; i < 60; i++) {
    const t = rng.next();
    const yy = yFar + t * (yNear - yFar);
    const x = rng.range(Math.min(...screen.map((p) => p[0])), Math.max(...screen.map((p) => p[0])));
    const len = (6 + t * 40) * rng.range(0.5, 1.5) * (frame.W / 1800);
    lines.push(`M${n(x)} ${n(yy)}q${n(len / 2)} ${n(-len * 0.08)} ${n(len)} 0`);
  }
  ctx.svg.add(
    `<path d="${lines.join('')}" stroke="#ffffff" stroke-width="${n(Math.max(0.6, frame.W / 1500))}" fill="none" opacity="0.35" clip-path="${clip}"/>`,
  );
  if (glow) {
    const g = ctx.svg.radial(
      (screen[0][0] + screen[2][0]) / 2,
      (yFar + yNear) / 2,
      Math.abs(screen[1][0] - screen[0][0]) * 0.7,
      [
        [0, [160, 250, 255], 0.5],
        [1, [160, 250, 255], 0],
      ],
      0.4,
    );
    ctx.svg.path(polyD(screen), g);
  }
}

/** Two sun loungers with cushions, facing the view. */
export function loungers(x: number, z: number, count: number, spacing: number): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const cx = x + i * spacing;
    out.push(
      box(
        { x0: cx, x1: cx + 0.7, y0: 0, y1: 0.32, z0: z, z1: z + 1.9 },
        { albedo: [236, 232, 224], top: [242, 238, 230] },
      ),
    );
    out.push(
      box(
        { x0: cx, x1: cx + 0.7, y0: 0.32, y1: 0.75, z0: z + 1.55, z1: z + 1.9 },
        { albedo: [236, 232, 224] },
      ),
    );
  }
  return out;
}

/** A pergola: posts and a grid of slender beams, throwing striped shadows. */
export function pergola(
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  height: number,
  colour: RGB,
  beams = 10,
): Item[] {
  const out: Item[] = [];
  const post = 0.16;
  for (const x of [x0, x1 - post]) {
    for (const z of [z0, z1 - post])
      out.push(box({ x0: x, x1: x + post, y0: 0, y1: height, z0: z, z1: z + post }, { albedo: colour }));
  }
  out.push(box({ x0, x1, y0: height, y1: height + 0.18, z0, z1: z0 + 0.14 }, { albedo: colour }));
  out.push(box({ x0, x1, y0: height, y1: height + 0.18, z0: z1 - 0.14, z1 }, { albedo: colour }));
  for (let i = 0; i < beams; i++) {
    const x = x0 + ((x1 - x0 - 0.08) * i) / (beams - 1);
    out.push(
      box(
        { x0: x, x1: x + 0.08, y0: height + 0.18, y1: height + 0.3, z0: z0 - 0.2, z1: z1 + 0.2 },
        { albedo: colour },
      ),
    );
  }
  return out;
}

/** Out-of-focus leaves in a corner, as real lenses show them: drawn small, blurred hard. */
export function foregroundFoliage(
  frame: Frame,
  rng: Rng,
  side: 'left' | 'right',
  kind: 'olive' | 'bougainvillea' | 'pine',
): Layer {
  const svg = new Svg(frame.W, frame.H);
  const W = frame.W;
  const H = frame.H;
  const x = side === 'left' ? -W * 0.05 : W * 1.05;
  const colours: RGB[] =
    kind === 'bougainvillea'
      ? [
          [150, 30, 90],
          [200, 60, 130],
          [90, 110, 60],
          [60, 80, 40],
        ]
      : kind === 'pine'
        ? [
            [30, 44, 28],
            [54, 72, 40],
            [84, 100, 60],
          ]
        : [
            [60, 70, 46],
            [96, 106, 74],
            [140, 148, 112],
          ];
  const dim = frame.atm.lightsOn ? 0.45 : 0.8;
  const count = 26;
  for (let i = 0; i < count; i++) {
    const t = rng.next();
    const cx = x + (side === 'left' ? 1 : -1) * rng.range(0, W * 0.22) * (1 - t * 0.5);
    const cy = rng.range(-0.05, 0.45) * H + t * H * 0.1;
    const r = rng.range(0.02, 0.05) * W;
    svg.path(
      blobD(rng, cx, cy, r * 1.6, r * 0.7, 7, 0.3),
      css(scale(rng.pick(colours), dim)),
      `opacity="0.95" transform="rotate(${n(rng.range(-40, 40))} ${n(cx)} ${n(cy)})"`,
    );
  }
  return { svg, scale: 0.25, blur: W * 0.012 };
}
