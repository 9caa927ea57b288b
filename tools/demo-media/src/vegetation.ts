/**
 * Mediterranean planting as items of the 3D world: olive trees (silvery, gnarled, open crowns), cypresses,
 * Aleppo pines (umbrella pads on twisting limbs), palms, citrus, shrubs, bougainvillea.
 *
 * A crown is never one shape: it is a cluster of foliage masses, each lit as a small volume (the side
 * towards the sun bright, the underside and the far masses in shade), with ragged leafy outlines, leaf
 * texture on top, and the trunk and limbs drawn between the back and the front masses so that they show
 * through the gaps. The same masses, seen from above, make the crowns of aerial views.
 */
import { css, mix, scale, type RGB } from './color';
import type { Rng } from './prng';
import { fog, type DrawContext, type Item, type V3, v3 } from './scene3d';
import { type Pt, type Svg, n, smoothClosedD } from './svg';

export type TreeKind =
  'olive' | 'cypress' | 'pine' | 'palm' | 'shrub' | 'lemon' | 'bougainvillea' | 'lavender';

export interface FoliagePalette {
  dark: RGB;
  mid: RGB;
  light: RGB;
  glint: RGB;
}

export const PALETTES: Record<string, FoliagePalette> = {
  olive: { dark: [46, 54, 40], mid: [96, 106, 80], light: [148, 156, 128], glint: [196, 200, 176] },
  cypress: { dark: [18, 28, 18], mid: [38, 54, 32], light: [78, 96, 54], glint: [118, 132, 80] },
  pine: { dark: [24, 36, 24], mid: [52, 70, 40], light: [98, 116, 64], glint: [140, 150, 94] },
  palm: { dark: [34, 50, 28], mid: [78, 100, 50], light: [134, 148, 82], glint: [184, 188, 122] },
  shrub: { dark: [36, 52, 30], mid: [76, 96, 54], light: [124, 140, 86], glint: [168, 176, 126] },
  lemon: { dark: [28, 44, 26], mid: [58, 82, 44], light: [100, 124, 66], glint: [150, 164, 98] },
  bougainvillea: { dark: [110, 20, 70], mid: [176, 40, 110], light: [222, 86, 152], glint: [246, 150, 196] },
  lavender: { dark: [78, 70, 110], mid: [118, 106, 160], light: [160, 148, 196], glint: [190, 180, 206] },
  lavenderLeaf: { dark: [70, 78, 62], mid: [120, 128, 104], light: [160, 166, 140], glint: [190, 196, 170] },
};

const BARK = { dark: [52, 44, 38] as RGB, lit: [128, 116, 98] as RGB };

/** The light in camera space (x right, y up, z away from the viewer), and its screen direction. */
interface CamLight {
  x: number;
  y: number;
  z: number;
  /** Unit screen direction towards the sun (y down). */
  sx: number;
  sy: number;
  sun: boolean;
}

function camLight(ctx: DrawContext): CamLight {
  const { L } = ctx.light;
  const { cos, sin } = ctx.cam;
  const x = L.x * cos - L.z * sin;
  const z = L.x * sin + L.z * cos;
  const y = L.y;
  let sx = x;
  let sy = -y * 0.6;
  const len = Math.hypot(sx, sy) || 1;
  sx /= len;
  sy /= len;
  return { x, y, z, sx, sy, sun: ctx.light.atm.sunLight[0] > 0 };
}

function lightColours(ctx: DrawContext, p: FoliagePalette, depth: number): FoliagePalette {
  const atm = ctx.light.atm;
  const sunUp = atm.sunLight[0] > 0;
  const warm = sunUp ? mix([255, 255, 255], atm.sunColor, 0.55) : ([190, 196, 226] as RGB);
  const k = sunUp ? 1 : 0.62;
  const f = (c: RGB) => fog(scale(c, k), depth, ctx.light);
  return {
    dark: f(p.dark),
    mid: f(mix(p.mid, warm, 0.06)),
    light: f(mix(p.light, warm, 0.18)),
    glint: f(mix(p.glint, warm, 0.3)),
  };
}

/** Colour ramp: 0 deep shade, 0.5 mid, 1 full sun, beyond: glints. */
function ramp(c: FoliagePalette, t: number): RGB {
  const x = Math.max(0, Math.min(1.2, t));
  if (x < 0.5) return mix(c.dark, c.mid, x / 0.5);
  if (x < 1) return mix(c.mid, c.light, (x - 0.5) / 0.5);
  return mix(c.light, c.glint, (x - 1) / 0.2);
}

/** A ragged, leafy outline: lobes and small jags around an ellipse. */
export function leafyD(r: Rng, cx: number, cy: number, rx: number, ry: number, jag = 1): string {
  const size = Math.max(rx, ry);
  const m = Math.max(7, Math.min(52, Math.round(size / 1.8)));
  const p1 = r.range(0, 6.3);
  const p2 = r.range(0, 6.3);
  const pts: Pt[] = [];
  for (let i = 0; i < m; i++) {
    const a = (i / m) * Math.PI * 2 + r.range(-0.12, 0.12);
    const lobe = 0.1 * Math.sin(3 * a + p1) + 0.07 * Math.sin(5 * a + p2);
    const k = 1 + (lobe + r.range(-0.1, 0.1) + (i % 2 === 0 ? 0.07 : -0.07)) * jag;
    const s = Math.sin(a);
    pts.push([cx + Math.cos(a) * rx * k, cy + s * ry * k * (s > 0 ? 0.9 : 1)]);
  }
  return smoothClosedD(pts, 0.95);
}

/** A rotated ellipse as two arcs (compact: foliage uses thousands). */
export function ellipseD(cx: number, cy: number, rx: number, ry: number, rot: number): string {
  const a = (rot * Math.PI) / 180;
  const dx = Math.cos(a) * rx;
  const dy = Math.sin(a) * rx;
  return `M${n(cx - dx)} ${n(cy - dy)}a${n(rx)} ${n(ry)} ${Math.round(rot)} 1 0 ${n(2 * dx)} ${n(2 * dy)}a${n(rx)} ${n(ry)} ${Math.round(rot)} 1 0 ${n(-2 * dx)} ${n(-2 * dy)}Z`;
}

// ---------------------------------------------------------------------------------------------
// Foliage masses

interface Clump {
  x: number;
  y: number;
  rx: number;
  ry: number;
  /** Normal of the mass on the crown's volume (camera space: x right, y up, z away). */
  nx: number;
  ny: number;
  nz: number;
}

export interface CrownShape {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Number of masses. */
  clumps: number;
  /** Size of a mass relative to the crown (0.25 … 0.55). */
  clumpSize: number;
  /** Masses squashed into flat pads (pines): ry/rx of a mass. */
  flat?: number;
  /** Glints on the lit side (olives shimmer silver). */
  shimmer?: number;
  /** How ragged the outlines are. */
  jag?: number;
}

function crownClumps(r: Rng, s: CrownShape): Clump[] {
  const out: Clump[] = [];
  for (let i = 0; i < s.clumps; i++) {
    let ox = 0;
    let oy = 0;
    for (let k = 0; k < 8; k++) {
      ox = r.range(-1, 1);
      oy = r.range(-1, 1);
      if (ox * ox + oy * oy <= 1) break;
    }
    if (i === 0) {
      ox *= 0.3;
      oy *= 0.3;
    }
    const rr = Math.hypot(ox, oy);
    const zz = Math.sqrt(Math.max(0, 1 - rr * rr)) * (r.chance(0.5) ? 1 : -1) * r.range(0.4, 1);
    const k = s.clumpSize * r.range(0.75, 1.2) * (1 - 0.25 * rr);
    const crx = s.rx * k;
    const cry = s.flat !== undefined ? crx * s.flat * r.range(0.8, 1.2) : s.ry * k * r.range(0.85, 1.1);
    out.push({
      x: s.cx + ox * (s.rx - crx * 0.55),
      y: s.cy + oy * (s.ry - cry * 0.55),
      rx: crx,
      ry: cry,
      nx: ox,
      ny: -oy,
      nz: zz,
    });
  }
  return out;
}

/** Paints masses (already ordered back to front). */
function paintClumps(
  ctx: DrawContext,
  r: Rng,
  clumps: Clump[],
  c: FoliagePalette,
  L: CamLight,
  opts: { shimmer?: number; jag?: number; dim?: number } = {},
): void {
  const { svg } = ctx;
  const dark: string[] = [];
  const mid: string[] = [];
  const glint: string[] = [];
  for (const m of clumps) {
    const len = Math.hypot(m.nx, m.ny, m.nz) || 1;
    const nx = m.nx / len;
    const ny = m.ny / len;
    const nz = -Math.abs(m.nz) / len + (m.nz > 0 ? 0.6 : 0);
    const ndl = nx * L.x + ny * L.y + nz * L.z;
    const wrap = Math.max(0, (ndl + 0.35) / 1.35);
    const sky = 0.5 + 0.5 * ny;
    let t = L.sun ? 0.1 + 0.18 * sky + 0.72 * wrap : 0.12 + 0.3 * sky;
    if (m.nz > 0) t *= 0.72;
    t *= opts.dim ?? 1;
    const size = Math.max(m.rx, m.ry);
    if (size < 1.4) {
      dark.push(ellipseD(m.x, m.y, m.rx, m.ry, 0));
      continue;
    }
    const d = size < 4 ? ellipseD(m.x, m.y, m.rx, m.ry, 0) : leafyD(r, m.x, m.y, m.rx, m.ry, opts.jag ?? 1);
    if (size < 7) {
      svg.path(d, css(ramp(c, t)));
    } else {
      // Lit towards the sun and the sky, shaded underneath.
      const gx = L.sx * 0.75;
      const gy = L.sy * 0.75 - 0.65;
      const gl = Math.hypot(gx, gy) || 1;
      const ux = (gx / gl) * m.rx;
      const uy = (gy / gl) * m.ry;
      const fill = svg.linear(m.x - ux, m.y - uy, m.x + ux, m.y + uy, [
        [0, ramp(c, t - 0.32)],
        [0.5, ramp(c, t - 0.04)],
        [1, ramp(c, t + (L.sun ? 0.2 : 0.06))],
      ]);
      svg.path(d, fill);
    }
    // Leaf texture: clusters of leaves, lighter towards the light.
    if (size >= 6) {
      const count = Math.min(48, Math.round(Math.pow(size / 2.4, 1.15)));
      for (let i = 0; i < count; i++) {
        const a = r.range(0, Math.PI * 2);
        const q = Math.sqrt(r.next()) * 0.9;
        const x = Math.cos(a) * q;
        const y = Math.sin(a) * q;
        const toward = x * L.sx + y * L.sy - y * 0.5;
        const rr = Math.max(0.6, size * r.range(0.045, 0.1));
        const dd = ellipseD(m.x + x * m.rx, m.y + y * m.ry, rr * 1.4, rr * 0.7, r.range(-60, 60));
        if (toward > 0.25 && L.sun && t > 0.35) glint.push(dd);
        else if (toward < -0.1 || y > 0.4) dark.push(dd);
        else mid.push(dd);
      }
    }
  }
  if (dark.length) svg.path(dark.join(''), css(c.dark), 'opacity="0.42"');
  if (mid.length) svg.path(mid.join(''), css(c.mid), 'opacity="0.35"');
  if (glint.length)
    svg.path(glint.join(''), css(c.glint), `opacity="${n(0.3 + (opts.shimmer ?? 0) * 0.25)}"`);
}

/**
 * A crown seen from the side, as masses; `between` draws what goes between the far and the near masses
 * (the trunk and limbs).
 */
export function paintCrown(
  ctx: DrawContext,
  r: Rng,
  shape: CrownShape,
  palette: FoliagePalette,
  depth: number,
  between?: () => void,
): void {
  const c = lightColours(ctx, palette, depth);
  const L = camLight(ctx);
  if (Math.max(shape.rx, shape.ry) < 2.5) {
    between?.();
    ctx.svg.ellipse(shape.cx, shape.cy, shape.rx, shape.ry, css(mix(c.dark, c.mid, 0.55)));
    return;
  }
  const clumps = crownClumps(r, shape).sort((a, b) => b.nz - a.nz || a.y - b.y);
  // The crown's own shadow inside: a dark core behind the masses.
  if (shape.rx > 10) {
    ctx.svg.path(
      leafyD(r, shape.cx, shape.cy + shape.ry * 0.15, shape.rx * 0.7, shape.ry * 0.6, 0.8),
      css(c.dark),
      'opacity="0.85"',
    );
  }
  const back = clumps.filter((m) => m.nz > 0.15);
  const front = clumps.filter((m) => m.nz <= 0.15);
  paintClumps(ctx, r, back, c, L, { shimmer: shape.shimmer, jag: shape.jag });
  between?.();
  paintClumps(ctx, r, front, c, L, { shimmer: shape.shimmer, jag: shape.jag });
}

/**
 * A crown seen from above (aerial views), lit from the sun's side; its shadow is drawn apart.
 * `sun` is the unit screen direction towards the sun.
 */
export function paintCrownFromAbove(
  svg: Svg,
  r: Rng,
  cx: number,
  cy: number,
  radius: number,
  squash: number,
  palette: FoliagePalette,
  sun: Pt,
  detail = 1,
): void {
  const c = palette;
  if (radius < 1.6) {
    svg.ellipse(cx, cy, radius, radius * squash, css(mix(c.dark, c.mid, 0.6)));
    return;
  }
  const count = radius < 4 ? 3 : Math.min(9, Math.round(3 + radius / 4));
  const masses: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2);
    const q = i === 0 ? 0 : Math.sqrt(r.next()) * 0.55;
    masses.push([
      cx + Math.cos(a) * q * radius,
      cy + Math.sin(a) * q * radius * squash,
      radius * r.range(0.4, 0.62),
    ]);
  }
  // Under-crown shade first, then masses, the ones towards the sun last.
  svg.path(
    leafyD(r, cx, cy + radius * 0.12 * squash, radius * 0.95, radius * 0.95 * squash, 0.7),
    css(c.dark),
  );
  masses.sort(
    (a, b) => (a[0] - cx) * sun[0] + (a[1] - cy) * sun[1] - ((b[0] - cx) * sun[0] + (b[1] - cy) * sun[1]),
  );
  const glints: string[] = [];
  const darks: string[] = [];
  for (const [x, y, mr] of masses) {
    const toward = ((x - cx) * sun[0] + (y - cy) * sun[1]) / radius;
    const t = 0.45 + toward * 0.6;
    const d = mr < 4 ? ellipseD(x, y, mr, mr * squash, 0) : leafyD(r, x, y, mr, mr * squash, 0.9);
    if (mr < 5) svg.path(d, css(ramp(c, t)));
    else {
      const fill = svg.linear(
        x - sun[0] * mr,
        y - sun[1] * mr * squash,
        x + sun[0] * mr,
        y + sun[1] * mr * squash,
        [
          [0, ramp(c, t - 0.35)],
          [0.55, ramp(c, t)],
          [1, ramp(c, t + 0.3)],
        ],
      );
      svg.path(d, fill);
    }
    if (mr * detail > 5) {
      for (let i = 0; i < Math.min(10, Math.round(mr / 2)); i++) {
        const a = r.range(0, Math.PI * 2);
        const q = Math.sqrt(r.next()) * 0.8;
        const px = Math.cos(a) * q;
        const py = Math.sin(a) * q;
        const rr = mr * r.range(0.12, 0.22);
        const dd = ellipseD(
          x + px * mr,
          y + py * mr * squash,
          rr,
          rr * 0.7 * squash + rr * 0.3,
          r.range(-40, 40),
        );
        (px * sun[0] + py * sun[1] > 0.1 ? glints : darks).push(dd);
      }
    }
  }
  if (darks.length) svg.path(darks.join(''), css(c.dark), 'opacity="0.4"');
  if (glints.length) svg.path(glints.join(''), css(c.glint), 'opacity="0.45"');
}

// ---------------------------------------------------------------------------------------------
// Wood

/** A tapered limb along a quadratic curve a→(b)→c, shaded as a cylinder lit from the sun's side. */
function limbD(
  a: Pt,
  b: Pt,
  c: Pt,
  w0: number,
  w1: number,
  wobble: (t: number) => number,
): { d: string; lit: string } {
  const steps = 7;
  const left: Pt[] = [];
  const right: Pt[] = [];
  const litR: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * b[0] + t * t * c[0];
    const y = (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * b[1] + t * t * c[1];
    const tx = 2 * (1 - t) * (b[0] - a[0]) + 2 * t * (c[0] - b[0]);
    const ty = 2 * (1 - t) * (b[1] - a[1]) + 2 * t * (c[1] - b[1]);
    const tl = Math.hypot(tx, ty) || 1;
    const nx = -ty / tl;
    const ny = tx / tl;
    const w = (w0 + (w1 - w0) * t) / 2 + wobble(t);
    left.push([x - nx * w, y - ny * w]);
    right.push([x + nx * w, y + ny * w]);
    litR.push([x + nx * w * 0.1, y + ny * w * 0.1]);
  }
  const d =
    'M' +
    left
      .concat(right.slice().reverse())
      .map((p) => `${n(p[0])} ${n(p[1])}`)
      .join('L') +
    'Z';
  const lit =
    'M' +
    litR
      .concat(right.slice().reverse())
      .map((p) => `${n(p[0])} ${n(p[1])}`)
      .join('L') +
    'Z';
  return { d, lit };
}

interface WoodPaint {
  dark: string[];
  lit: string[];
}

function addLimb(
  wood: WoodPaint,
  a: Pt,
  b: Pt,
  c: Pt,
  w0: number,
  w1: number,
  sunRight: boolean,
  gnarl = 0,
  r?: Rng,
): void {
  const ph = r ? r.range(0, 6) : 0;
  const f = r ? r.range(5, 9) : 6;
  const { d, lit } = limbD(sunRight ? a : a, b, c, Math.max(0.5, w0), Math.max(0.35, w1), (t) =>
    gnarl ? Math.sin(t * f + ph) * gnarl * w0 * 0.25 * (1 - t) : 0,
  );
  wood.dark.push(d);
  if (w0 > 1.6) wood.lit.push(sunRight ? lit : mirrorLit(a, b, c, w0, w1));
}

function mirrorLit(a: Pt, b: Pt, c: Pt, w0: number, w1: number): string {
  // The lit strip on the other side: same curve, the left half.
  const { d } = limbD(
    [a[0] - w0 * 0.22, a[1]],
    [b[0] - (w0 + w1) * 0.11, b[1]],
    [c[0] - w1 * 0.22, c[1]],
    w0 * 0.5,
    w1 * 0.5,
    () => 0,
  );
  return d;
}

function flushWood(ctx: DrawContext, wood: WoodPaint, depth: number): void {
  const dark = fog(BARK.dark, depth, ctx.light);
  const lit = fog(
    ctx.light.atm.sunLight[0] > 0 ? mix(BARK.lit, ctx.light.atm.sunColor, 0.15) : scale(BARK.lit, 0.6),
    depth,
    ctx.light,
  );
  if (wood.dark.length) ctx.svg.path(wood.dark.join(''), css(dark));
  if (wood.lit.length) ctx.svg.path(wood.lit.join(''), css(lit), 'opacity="0.75"');
  wood.dark = [];
  wood.lit = [];
}

// ---------------------------------------------------------------------------------------------
// Shadows

/** The shadow of a crown on the ground: a ragged ellipse moved away from the sun, and the trunk's. */
function crownShadow(
  ctx: DrawContext,
  r: Rng,
  centre: V3,
  radius: number,
  trunkTop: number,
  groundY: number,
): Pt[][] {
  const L = ctx.light.L;
  const t = (centre.y - groundY) / L.y;
  const c = v3(centre.x - L.x * t, centre.y - L.y * t, centre.z - L.z * t);
  const horiz = Math.hypot(L.x, L.z) || 1;
  const ax = L.x / horiz;
  const az = L.z / horiz;
  const stretch = 1 / Math.max(0.25, L.y);
  const pts: V3[] = [];
  const p1 = r.range(0, 6);
  for (let i = 0; i < 22; i++) {
    const a = (i / 22) * Math.PI * 2;
    const k = 1 + 0.12 * Math.sin(3 * a + p1) + r.range(-0.08, 0.08);
    const along = Math.cos(a) * radius * Math.min(stretch, 3) * k;
    const across = Math.sin(a) * radius * k;
    pts.push(v3(c.x + ax * along - az * across, c.y, c.z + az * along + ax * across));
  }
  const shadow = ctx.cam.polygon(pts);
  const foot = v3(centre.x, c.y, centre.z);
  const tt = trunkTop / L.y;
  const tip = v3(foot.x - L.x * tt, c.y, foot.z - L.z * tt);
  const w = radius * 0.07;
  const trunk = ctx.cam.polygon([
    v3(foot.x - az * w, c.y, foot.z + ax * w),
    v3(foot.x + az * w, c.y, foot.z - ax * w),
    v3(tip.x + az * w, c.y, tip.z - ax * w),
    v3(tip.x - az * w, c.y, tip.z + ax * w),
  ]);
  return [shadow, trunk];
}

// ---------------------------------------------------------------------------------------------
// Trees

export interface TreeOptions {
  kind: TreeKind;
  /** Foot of the trunk. */
  at: V3;
  height: number;
  rng: Rng;
  /** Cast a ground shadow (default true). */
  shadow?: boolean;
}

export function tree(o: TreeOptions): Item {
  const { kind, at, height: h, rng } = o;
  const seedRng = rng.fork(`${kind}:${at.x.toFixed(2)}:${at.z.toFixed(2)}`);
  const crownR =
    kind === 'cypress' ? h * 0.12 : kind === 'palm' ? h * 0.35 : kind === 'pine' ? h * 0.45 : h * 0.46;
  const bbox = {
    x0: at.x - crownR,
    x1: at.x + crownR,
    y0: at.y,
    y1: at.y + h,
    z0: at.z - crownR * 0.6,
    z1: at.z + crownR * 0.6,
  };
  const draw = (ctx: DrawContext) => {
    const r = seedRng.fork('draw');
    switch (kind) {
      case 'cypress':
        return drawCypress(ctx, r, at, h);
      case 'palm':
        return drawPalm(ctx, r, at, h);
      case 'pine':
        return drawPine(ctx, r, at, h);
      case 'lemon':
        return drawBroadTree(ctx, r, at, h, PALETTES.lemon, 'lemon');
      case 'shrub':
      case 'lavender':
      case 'bougainvillea':
        return drawShrub(ctx, r, at, h, PALETTES[kind], kind);
      case 'olive':
      default:
        return drawBroadTree(ctx, r, at, h, PALETTES.olive, 'olive');
    }
  };
  const groundShadow =
    o.shadow === false || kind === 'shrub' || kind === 'lavender'
      ? undefined
      : (ctx: DrawContext) => {
          if (ctx.light.atm.sunLight[0] <= 0) return [];
          const cy =
            kind === 'cypress' ? h * 0.5 : kind === 'palm' ? h * 0.95 : kind === 'pine' ? h * 0.78 : h * 0.62;
          return crownShadow(
            ctx,
            seedRng.fork('shadow'),
            v3(at.x, at.y + cy, at.z),
            crownR * (kind === 'cypress' ? 1 : kind === 'palm' ? 0.7 : 0.85),
            kind === 'pine' ? h * 0.65 : h * 0.4,
            at.y,
          );
        };
  return { bbox, draw, groundShadow, castsShadow: false };
}

function sunIsRight(ctx: DrawContext): boolean {
  return camLight(ctx).sx >= 0;
}

/** Olive or citrus: a short (olive: gnarled, often split) trunk, limbs fanning into an open crown. */
function drawBroadTree(
  ctx: DrawContext,
  r: Rng,
  at: V3,
  h: number,
  palette: FoliagePalette,
  kind: 'olive' | 'lemon',
): void {
  const { cam } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.5) return;
  const px = cam.scaleAt(depth);
  const base = cam.project(at);
  const olive = kind === 'olive';
  const lean = r.range(-0.12, 0.12) * h;
  const crownY = h * (olive ? r.range(0.6, 0.66) : 0.58);
  const rxM = h * (olive ? r.range(0.42, 0.54) : 0.42);
  const ryM = h * (olive ? r.range(0.3, 0.36) : 0.38);
  const cc: Pt = [base[0] + lean * px, base[1] - crownY * px];
  const rx = rxM * px;
  const ry = ryM * px;
  if (rx < 1) return;
  const sunRight = sunIsRight(ctx);
  const wood: WoodPaint = { dark: [], lit: [] };
  const forkY = h * (olive ? r.range(0.24, 0.34) : 0.3);
  const fork: Pt = [base[0] + lean * 0.6 * px, base[1] - forkY * px];
  const w0 = h * (olive ? r.range(0.07, 0.1) : 0.05) * px;
  const trunk = () => {
    if (rx < 3) {
      ctx.svg.line(
        base,
        [cc[0], cc[1] + ry * 0.5],
        css(fog(BARK.dark, depth, ctx.light)),
        Math.max(0.5, w0 * 0.7),
      );
      return;
    }
    const split = olive && r.chance(0.35);
    const mid: Pt = [(base[0] + fork[0]) / 2 + r.range(-0.3, 0.3) * w0, (base[1] + fork[1]) / 2];
    if (split) {
      for (const s of [-1, 1]) {
        addLimb(
          wood,
          [base[0] + s * w0 * 0.3, base[1]],
          [mid[0] + s * w0 * 0.6, mid[1]],
          [fork[0] + s * w0 * 0.9, fork[1]],
          w0 * 0.7,
          w0 * 0.45,
          sunRight,
          1,
          r,
        );
      }
    } else {
      addLimb(
        wood,
        [base[0], base[1] + w0 * 0.1],
        mid,
        fork,
        w0 * 1.15,
        w0 * 0.7,
        sunRight,
        olive ? 1.2 : 0,
        r,
      );
    }
    // Limbs fanning out into the crown, some with a side branch.
    const limbs = olive ? r.int(3, 5) : 3;
    for (let i = 0; i < limbs; i++) {
      const t = limbs === 1 ? 0 : i / (limbs - 1) - 0.5;
      const tx = cc[0] + t * rx * r.range(1.1, 1.5);
      const ty = cc[1] + r.range(-0.35, 0.25) * ry;
      const ctl: Pt = [
        fork[0] + (tx - fork[0]) * 0.25 + r.range(-0.1, 0.1) * rx,
        fork[1] + (ty - fork[1]) * 0.6,
      ];
      addLimb(wood, fork, ctl, [tx, ty], w0 * 0.55, w0 * 0.16, sunRight, olive ? 0.6 : 0, r);
      if (rx > 18 && r.chance(0.7)) {
        const sx = (fork[0] + tx) / 2;
        const sy = (fork[1] + ty) / 2;
        addLimb(
          wood,
          [sx, sy],
          [sx + t * rx * 0.3, sy - ry * 0.3],
          [sx + t * rx * 0.6 + r.range(-0.2, 0.2) * rx, sy - ry * r.range(0.4, 0.7)],
          w0 * 0.22,
          w0 * 0.08,
          sunRight,
        );
      }
    }
    flushWood(ctx, wood, depth);
    // Bark: fissures down the trunk.
    if (w0 > 6 && olive) {
      const lines: string[] = [];
      for (let i = 0; i < Math.min(8, Math.round(w0 / 3)); i++) {
        const x = base[0] + r.range(-0.35, 0.35) * w0;
        const y0 = base[1] - r.range(0, 0.2) * (base[1] - fork[1]);
        const y1 = y0 - r.range(0.3, 0.7) * (base[1] - fork[1]);
        lines.push(
          `M${n(x)} ${n(y0)}q${n(r.range(-0.2, 0.2) * w0)} ${n((y1 - y0) / 2)} ${n(r.range(-0.1, 0.3) * w0)} ${n(y1 - y0)}`,
        );
      }
      ctx.svg.add(
        `<path d="${lines.join('')}" stroke="${css(fog([34, 30, 26], depth, ctx.light))}" stroke-width="${n(Math.max(0.6, w0 * 0.06))}" fill="none" opacity="0.6"/>`,
      );
    }
  };
  const masses =
    rx < 6 ? 3 : olive ? Math.min(13, Math.round(6 + rx / 14)) : Math.min(11, Math.round(5 + rx / 16));
  paintCrown(
    ctx,
    r,
    {
      cx: cc[0],
      cy: cc[1],
      rx,
      ry,
      clumps: masses,
      clumpSize: olive ? 0.46 : 0.52,
      shimmer: olive ? 1 : 0,
      jag: olive ? 1.15 : 0.8,
    },
    palette,
    depth,
    trunk,
  );
  if (kind === 'lemon' && rx > 8) {
    const fruit: string[] = [];
    for (let i = 0; i < Math.min(30, Math.round(rx / 2)); i++) {
      const a = r.range(0, Math.PI * 2);
      const q = Math.sqrt(r.next()) * 0.85;
      const fr = Math.max(0.7, rx * 0.035);
      fruit.push(ellipseD(cc[0] + Math.cos(a) * q * rx, cc[1] + Math.sin(a) * q * ry, fr, fr * 1.15, 0));
    }
    ctx.svg.path(fruit.join(''), css(fog([236, 200, 60], depth, ctx.light)), 'opacity="0.9"');
  }
}

/** An Aleppo pine: a tall leaning trunk forking into twisting limbs that carry flat pads of needles. */
function drawPine(ctx: DrawContext, r: Rng, at: V3, h: number): void {
  const { cam } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.5) return;
  const px = cam.scaleAt(depth);
  const base = cam.project(at);
  const c = PALETTES.pine;
  const leanM = r.range(-0.18, 0.18) * h;
  const topY = h * r.range(0.56, 0.66);
  const fork: Pt = [base[0] + leanM * px, base[1] - topY * px];
  const w0 = Math.max(0.8, h * 0.045 * px);
  const sunRight = sunIsRight(ctx);
  const spread = h * r.range(0.34, 0.46) * px;
  if (spread < 5) {
    ctx.svg.line(base, fork, css(fog(BARK.dark, depth, ctx.light)), Math.max(0.5, w0 * 0.8));
    paintCrown(
      ctx,
      r,
      {
        cx: fork[0],
        cy: fork[1] - spread * 0.2,
        rx: spread,
        ry: spread * 0.45,
        clumps: 4,
        clumpSize: 0.55,
        flat: 0.5,
      },
      c,
      depth,
    );
    return;
  }
  // Pads: flat clouds of needles at the ends of the limbs.
  const padCount = r.int(3, 6);
  const pads: Array<{ x: number; y: number; rx: number }> = [];
  for (let i = 0; i < padCount; i++) {
    const t = padCount === 1 ? 0 : i / (padCount - 1) - 0.5;
    pads.push({
      x: fork[0] + t * spread * 1.7 + r.range(-0.12, 0.12) * spread,
      y: fork[1] - (h - topY) * px * r.range(0.25, 0.85) + Math.abs(t) * spread * 0.2,
      rx: spread * r.range(0.35, 0.55) * (1 - Math.abs(t) * 0.3),
    });
  }
  const crownTop = Math.min(...pads.map((p) => p.y));
  // The canopy as a whole: the far pads, then wood, then the near pads.
  const wood: WoodPaint = { dark: [], lit: [] };
  const drawWood = () => {
    const mid: Pt = [(base[0] + fork[0]) / 2 + r.range(-0.6, 0.6) * w0 * 3, (base[1] + fork[1]) / 2];
    addLimb(wood, [base[0], base[1] + w0 * 0.1], mid, fork, w0 * 1.1, w0 * 0.8, sunRight, 0.4, r);
    for (const p of pads) {
      const ctl: Pt = [
        fork[0] + (p.x - fork[0]) * r.range(0.2, 0.7),
        fork[1] + (p.y - fork[1]) * r.range(0.5, 0.9),
      ];
      addLimb(wood, fork, ctl, [p.x, p.y + p.rx * 0.1], w0 * 0.6, w0 * 0.2, sunRight, 0.3, r);
    }
    flushWood(ctx, wood, depth);
  };
  const back: CrownShape[] = [];
  const front: CrownShape[] = [];
  for (const p of pads) {
    const s: CrownShape = {
      cx: p.x,
      cy: p.y,
      rx: p.rx,
      ry: p.rx * r.range(0.32, 0.42),
      clumps: Math.min(7, Math.round(3 + p.rx / 12)),
      clumpSize: 0.5,
      flat: 0.55,
      jag: 1.2,
    };
    (r.chance(0.4) ? back : front).push(s);
  }
  void crownTop;
  for (const s of back) paintCrown(ctx, r, s, c, depth);
  drawWood();
  front.sort((a, b) => a.cy - b.cy);
  for (const s of front) paintCrown(ctx, r, s, c, depth);
}

function drawCypress(ctx: DrawContext, r: Rng, at: V3, h: number): void {
  const { cam, svg } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.5) return;
  const px = cam.scaleAt(depth);
  const base = cam.project(at);
  const H = h * px;
  const W = h * 0.13 * px * r.range(0.8, 1.15);
  if (H < 3) return;
  const c = lightColours(ctx, PALETTES.cypress, depth);
  const L = camLight(ctx);
  const bend = r.range(-0.06, 0.06) * W;
  const left: Pt[] = [];
  const right: Pt[] = [];
  const steps = Math.max(10, Math.min(40, Math.round(H / 8)));
  const ph = r.range(0, 6);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const prof = Math.pow(Math.sin(Math.PI * Math.min(1, t * 0.9 + 0.1)), 0.65) * (1 - t * 0.3);
    const y = base[1] - H * 0.03 - t * H * 0.97;
    const x = base[0] + bend * t * t * 8;
    const lump = 0.1 * Math.sin(t * 23 + ph);
    left.push([x - (W / 2) * prof * (1 + lump + r.range(-0.14, 0.14)), y]);
    right.push([x + (W / 2) * prof * (1 - lump + r.range(-0.14, 0.14)), y]);
  }
  if (W > 4)
    svg.rect(
      base[0] - W * 0.06,
      base[1] - H * 0.05,
      W * 0.12,
      H * 0.05,
      css(fog(BARK.dark, depth, ctx.light)),
    );
  const d = smoothClosedD(left.concat(right.slice().reverse()), 0.8);
  const lit = L.sun;
  const g = svg.linear(
    base[0] - W / 2,
    0,
    base[0] + W / 2,
    0,
    L.sx > 0
      ? [
          [0, c.dark],
          [0.5, mix(c.dark, c.mid, 0.8)],
          [1, lit ? c.light : c.mid],
        ]
      : [
          [0, lit ? c.light : c.mid],
          [0.5, mix(c.dark, c.mid, 0.8)],
          [1, c.dark],
        ],
  );
  svg.path(d, g);
  if (W > 5) {
    // Sprays of scale-leaves: lit ones on the sun's side, deep crevices between them.
    const tufts: string[] = [];
    const litT: string[] = [];
    const crev: string[] = [];
    const count = Math.min(90, Math.round(H / 4));
    for (let i = 0; i < count; i++) {
      const t = r.range(0.04, 0.96);
      const prof = Math.pow(Math.sin(Math.PI * Math.min(1, t * 0.9 + 0.1)), 0.65) * (1 - t * 0.3);
      const y = base[1] - t * H;
      const u = r.range(-0.45, 0.45);
      const x = base[0] + bend * t * t * 8 + u * W * prof;
      const rr = W * r.range(0.07, 0.14);
      const dd = ellipseD(x, y, rr, rr * 2, r.range(-15, 15));
      if (u * L.sx > 0.05 && lit) litT.push(dd);
      else tufts.push(dd);
      if (r.chance(0.35)) crev.push(`M${n(x)} ${n(y - rr * 2)}q${n(rr * 0.6)} ${n(rr * 2)} 0 ${n(rr * 4)}`);
    }
    svg.path(tufts.join(''), css(c.dark), 'opacity="0.5"');
    svg.path(litT.join(''), css(c.glint), 'opacity="0.4"');
    svg.add(
      `<path d="${crev.join('')}" stroke="${css(scale(c.dark, 0.6))}" stroke-width="${n(Math.max(0.5, W * 0.03))}" fill="none" opacity="0.5"/>`,
    );
  }
}

/** A palm: a textured trunk, a dense head and arching pinnate fronds in 3D, the far ones in shade. */
function drawPalm(ctx: DrawContext, r: Rng, at: V3, h: number): void {
  const { cam, svg } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.5) return;
  const px = cam.scaleAt(depth);
  const base = cam.project(at);
  const lean = r.range(-0.1, 0.1) * h * px;
  const top: Pt = [base[0] + lean, base[1] - h * px];
  const trunkW = Math.max(0.8, h * r.range(0.045, 0.06) * px);
  const sunRight = sunIsRight(ctx);
  const L = camLight(ctx);
  const c = lightColours(ctx, PALETTES.palm, depth);
  const ctl: Pt = [base[0] + lean * 0.15, (base[1] + top[1]) / 2];
  // Trunk, with the scars of old leaf bases.
  const wood: WoodPaint = { dark: [], lit: [] };
  addLimb(wood, [base[0], base[1]], ctl, [top[0], top[1] + trunkW], trunkW * 1.3, trunkW * 0.9, sunRight);
  const trunkDark = fog([98, 84, 68], depth, ctx.light);
  const trunkLit = fog(ctx.light.atm.sunLight[0] > 0 ? [184, 164, 134] : [116, 102, 86], depth, ctx.light);
  svg.path(wood.dark.join(''), css(trunkDark));
  if (wood.lit.length) svg.path(wood.lit.join(''), css(trunkLit), 'opacity="0.85"');
  const ringGap = 0.22 * px;
  if (ringGap > 2.5) {
    const rings: string[] = [];
    const count = Math.min(120, Math.floor((base[1] - top[1]) / ringGap));
    for (let i = 1; i < count; i++) {
      const t = (i + r.range(-0.3, 0.3)) / count;
      const x = (1 - t) * (1 - t) * base[0] + 2 * (1 - t) * t * ctl[0] + t * t * top[0];
      const y = (1 - t) * (1 - t) * base[1] + 2 * (1 - t) * t * ctl[1] + t * t * top[1];
      const w = (trunkW * (1.3 - 0.4 * t)) / 2;
      const x0 = x - w * r.range(0.6, 1);
      const x1 = x + w * r.range(0.6, 1);
      rings.push(`M${n(x0)} ${n(y)}Q${n(x)} ${n(y + w * 0.3)} ${n(x1)} ${n(y)}`);
    }
    svg.add(
      `<path d="${rings.join('')}" stroke="${css(scale(trunkDark, 0.75))}" stroke-width="${n(Math.max(0.5, ringGap * 0.14))}" fill="none" opacity="0.4"/>`,
    );
  }
  // Fronds in 3D around the head.
  const fronds = r.int(18, 26);
  const len = h * r.range(0.27, 0.33) * px;
  const headR = trunkW * 0.9;
  const elevView = Math.atan2(cam.pos.y - (at.y + h), depth);
  type Frond = { pts: Pt[]; dz: number; t: number; w: number };
  const list: Frond[] = [];
  for (let i = 0; i < fronds; i++) {
    const phi = i * 2.39996 + r.range(-0.25, 0.25);
    const tier = (i % 7) / 7;
    const theta =
      (tier < 0.3 ? r.range(30, 62) : tier < 0.72 ? r.range(-8, 26) : r.range(-50, -18)) * (Math.PI / 180);
    const droop = r.range(0.3, 0.55);
    const l = len * r.range(0.8, 1.1);
    const pts: Pt[] = [];
    let dzEnd = 0;
    const ox = Math.sin(phi) * headR * 0.6;
    for (let k = 0; k <= 8; k++) {
      const t = k / 8;
      const hd = l * t * Math.cos(theta);
      const vy = l * t * Math.sin(theta) - droop * l * t * t;
      const dx = hd * Math.sin(phi);
      const dz = hd * Math.cos(phi);
      pts.push([top[0] + ox + dx, top[1] - vy - dz * Math.sin(elevView)]);
      dzEnd = dz;
    }
    const facing = Math.sin(phi) * L.x + Math.cos(phi) * L.z;
    let t = L.sun ? 0.45 + 0.35 * facing + 0.22 * Math.sin(theta) : 0.3 + 0.1 * Math.sin(theta);
    if (dzEnd > 0) t -= 0.2;
    list.push({ pts, dz: dzEnd, t: t + r.range(-0.06, 0.06), w: l });
  }
  list.sort((a, b) => b.dz - a.dz);
  const drawFrond = (f: Frond) => {
    const colour = css(ramp(c, f.t));
    const path = 'M' + f.pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L');
    if (f.w < 22) {
      svg.add(
        `<path d="${path}" stroke="${colour}" stroke-width="${n(Math.max(0.7, f.w * 0.09))}" fill="none" stroke-linecap="round"/>`,
      );
      return;
    }
    // Leaflets: many narrow blades along the rachis, angled forward, drooping, never quite regular.
    const leafW = f.w * 0.2;
    const leaflets: string[] = [];
    const per = Math.min(34, Math.round(f.w / 3.2));
    for (let k = 1; k < per; k++) {
      const tt = (k + r.range(-0.3, 0.3)) / per;
      const seg = Math.max(0, Math.min(7.999, tt * 8));
      const i0 = Math.floor(seg);
      const ft = seg - i0;
      const p0 = f.pts[i0];
      const p1 = f.pts[i0 + 1];
      const x = p0[0] + (p1[0] - p0[0]) * ft;
      const y = p0[1] + (p1[1] - p0[1]) * ft;
      const tx = p1[0] - p0[0];
      const ty = p1[1] - p0[1];
      const tl = Math.hypot(tx, ty) || 1;
      const ux = tx / tl;
      const uy = ty / tl;
      for (const s of [-1, 1]) {
        const ll = leafW * Math.pow(Math.sin(Math.PI * Math.min(1, tt * 1.05)), 0.5) * r.range(0.7, 1.25);
        const spread = r.range(0.55, 0.95);
        const ex = x + (-uy * s * spread + ux * 0.5) * ll;
        const ey = y + (ux * s * spread + uy * 0.5) * ll + ll * r.range(0.35, 0.7);
        leaflets.push(
          `M${n(x)} ${n(y)}Q${n((x + ex) / 2 + ux * ll * 0.15)} ${n((y + ey) / 2 - ll * 0.22)} ${n(ex)} ${n(ey)}`,
        );
      }
    }
    svg.add(
      `<path d="${leaflets.join('')}" stroke="${colour}" stroke-width="${n(Math.max(0.55, f.w * 0.011))}" fill="none" stroke-linecap="round"/>`,
    );
    svg.add(
      `<path d="${path}" stroke="${css(ramp(c, f.t - 0.12))}" stroke-width="${n(Math.max(0.6, f.w * 0.016))}" fill="none"/>`,
    );
  };
  for (const f of list.filter((q) => q.dz > 0)) drawFrond(f);
  // Dead fronds hanging under the head, then the head itself.
  if (len > 15) {
    const skirt: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a = r.range(-1, 1);
      const l = len * r.range(0.3, 0.55);
      skirt.push(
        `M${n(top[0] + a * headR)} ${n(top[1])}q${n(a * l * 0.25)} ${n(l * 0.5)} ${n(a * l * 0.4)} ${n(l)}`,
      );
    }
    svg.add(
      `<path d="${skirt.join('')}" stroke="${css(fog([128, 106, 76], depth, ctx.light))}" stroke-width="${n(Math.max(0.7, len * 0.025))}" fill="none" opacity="0.8"/>`,
    );
  }
  svg.ellipse(
    top[0],
    top[1] + headR * 0.2,
    headR * 1.2,
    headR * 0.9,
    css(fog([104, 92, 62], depth, ctx.light)),
  );
  for (const f of list.filter((q) => q.dz <= 0)) drawFrond(f);
}

function drawShrub(
  ctx: DrawContext,
  r: Rng,
  at: V3,
  h: number,
  palette: FoliagePalette,
  kind: TreeKind,
): void {
  const { cam, svg } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.3) return;
  const px = cam.scaleAt(depth);
  const c = cam.project(v3(at.x, at.y + h * 0.45, at.z));
  const rx = h * 0.8 * px;
  const ry = h * 0.5 * px;
  if (rx < 1) return;
  const leaves = kind === 'shrub' ? palette : kind === 'lavender' ? PALETTES.lavenderLeaf : PALETTES.shrub;
  paintCrown(
    ctx,
    r,
    {
      cx: c[0],
      cy: c[1],
      rx,
      ry,
      clumps: Math.max(3, Math.min(9, Math.round(rx / 10))),
      clumpSize: 0.5,
      jag: 1,
    },
    leaves,
    depth,
  );
  if (kind === 'lavender' || kind === 'bougainvillea') {
    const col = lightColours(ctx, palette, depth);
    const spots: string[] = [];
    const lit: string[] = [];
    const count = Math.min(140, Math.round(rx * 1.6));
    for (let i = 0; i < count; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.next());
      const x = c[0] + Math.cos(a) * d * rx * 0.95;
      const y = c[1] + Math.sin(a) * d * ry * 0.9 - (kind === 'lavender' ? ry * 0.2 : 0);
      const rr = Math.max(0.7, rx * (kind === 'lavender' ? 0.03 : 0.055) * r.range(0.6, 1.4));
      (Math.sin(a) < 0 && r.chance(0.6) ? lit : spots).push(
        ellipseD(x, y, rr, kind === 'lavender' ? rr * 2.2 : rr * r.range(0.7, 1), r.range(-30, 30)),
      );
    }
    svg.path(spots.join(''), css(col.mid), 'opacity="0.85"');
    svg.path(lit.join(''), css(col.light), 'opacity="0.85"');
  }
}

/** A row of trees or shrubs along a line, jittered. */
export function treeRow(rng: Rng, kind: TreeKind, from: V3, to: V3, count: number, height: number): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const p = v3(
      from.x + (to.x - from.x) * t + rng.range(-0.3, 0.3),
      from.y + (to.y - from.y) * t,
      from.z + (to.z - from.z) * t + rng.range(-0.3, 0.3),
    );
    out.push(tree({ kind, at: p, height: height * rng.range(0.85, 1.15), rng }));
  }
  return out;
}
