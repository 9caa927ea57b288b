/**
 * Mediterranean planting as items of the 3D world: olive trees (silvery, gnarled), cypresses, Aleppo
 * pines, palms, shrubs, bougainvillea. Drawn from many small leaf masses lit from the sun's side.
 */
import { css, mix, scale, type RGB } from './color';
import type { Rng } from './prng';
import { fog, type DrawContext, type Item, type V3, v3, vadd, vmul } from './scene3d';
import { type Pt, n, smoothClosedD } from './svg';
import { blobD } from './landscape';

export type TreeKind =
  'olive' | 'cypress' | 'pine' | 'palm' | 'shrub' | 'lemon' | 'bougainvillea' | 'lavender';

/** Screen direction towards the sun at a point (unit 2D), and how much sun there is. */
function sunSide(ctx: DrawContext, at: V3): { dx: number; dy: number; sun: number } {
  const a = ctx.cam.project(at);
  const b = ctx.cam.project(vadd(at, vmul(ctx.light.L, 0.5)));
  let dx = b[0] - a[0];
  let dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  dx /= len;
  dy /= len;
  return { dx, dy, sun: ctx.light.atm.sunLight[0] > 0 ? 1 : 0 };
}

interface FoliagePalette {
  dark: RGB;
  mid: RGB;
  light: RGB;
  glint: RGB;
}

const PALETTES: Record<string, FoliagePalette> = {
  olive: { dark: [50, 58, 40], mid: [100, 108, 80], light: [150, 156, 124], glint: [186, 190, 162] },
  cypress: { dark: [22, 32, 20], mid: [40, 56, 32], light: [78, 96, 54], glint: [110, 124, 74] },
  pine: { dark: [30, 42, 28], mid: [56, 72, 44], light: [96, 110, 66], glint: [130, 138, 92] },
  palm: { dark: [40, 58, 30], mid: [82, 104, 52], light: [138, 150, 86], glint: [180, 184, 120] },
  shrub: { dark: [40, 56, 32], mid: [80, 98, 58], light: [128, 142, 90], glint: [170, 176, 130] },
  lemon: { dark: [34, 50, 30], mid: [64, 86, 48], light: [106, 126, 72], glint: [150, 160, 100] },
  bougainvillea: { dark: [110, 20, 70], mid: [176, 40, 110], light: [222, 86, 152], glint: [246, 150, 196] },
  lavender: { dark: [78, 70, 110], mid: [118, 106, 160], light: [160, 148, 196], glint: [190, 180, 206] },
  lavenderLeaf: { dark: [70, 78, 62], mid: [120, 128, 104], light: [160, 166, 140], glint: [190, 196, 170] },
};

function lightColours(ctx: DrawContext, p: FoliagePalette, depth: number) {
  const atm = ctx.light.atm;
  const warm = atm.sunLight[0] > 0 ? mix([255, 255, 255], atm.sunColor, 0.5) : ([200, 200, 230] as RGB);
  const k = atm.sunLight[0] > 0 ? 1 : 0.65;
  const f = (c: RGB) => fog(scale(c, k), depth, ctx.light);
  return {
    dark: f(p.dark),
    mid: f(p.mid),
    light: f(mix(p.light, warm, 0.15)),
    glint: f(mix(p.glint, warm, 0.25)),
  };
}

/**
 * A crown: an irregular silhouette shaded as a volume (lit on the sun's side, dark underneath and
 * inside), then leaf texture: many small clusters, lighter towards the light.
 */
function paintCrown(
  ctx: DrawContext,
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  palette: FoliagePalette,
  depth: number,
  masses: number,
  at: V3,
): void {
  const { svg } = ctx;
  const c = lightColours(ctx, palette, depth);
  const s = sunSide(ctx, at);
  if (Math.max(rx, ry) < 5) {
    svg.ellipse(cx, cy, rx, ry, css(mix(c.dark, c.mid, 0.5)));
    return;
  }
  // Silhouette: lumps around the rim.
  const lumps = Math.max(8, Math.min(22, Math.round(rx / 5)));
  const rim: Pt[] = [];
  for (let i = 0; i < lumps; i++) {
    const a = (i / lumps) * Math.PI * 2 + rng.range(-0.12, 0.12);
    const k = 1 + rng.range(-0.16, 0.12) + (i % 2 === 0 ? 0.06 : -0.04);
    rim.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k * (Math.sin(a) > 0 ? 0.85 : 1)]);
  }
  const lx = cx + s.dx * rx * 0.45;
  const ly = cy + (s.dy * 0.5 - 0.45) * ry;
  const fill = svg.radial(
    lx,
    ly,
    Math.max(rx, ry) * 1.5,
    [
      [0, s.sun ? c.light : c.mid],
      [0.45, c.mid],
      [1, c.dark],
    ],
    ry / rx,
  );
  svg.path(smoothClosedD(rim, 0.9), fill);
  // Leaf clusters.
  const count = Math.max(6, Math.min(140, Math.round(masses * 5 * Math.min(1, rx / 40))));
  const darkP: string[] = [];
  const midP: string[] = [];
  const lightP: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = Math.sqrt(rng.next()) * 0.95;
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r;
    const toward = x * s.dx + (y * s.dy * 0.5 - y * 0.5);
    const mr = Math.max(0.8, (0.05 + rng.next() * 0.07) * rx);
    const d = ellipseD(cx + x * rx, cy + y * ry, mr * 1.3, mr * 0.8, rng.range(-40, 40));
    if (toward > 0.25 && s.sun) lightP.push(d);
    else if (toward < -0.2 || y > 0.4) darkP.push(d);
    else midP.push(d);
  }
  svg.path(darkP.join(''), css(c.dark), 'opacity="0.55"');
  svg.path(midP.join(''), css(c.mid), 'opacity="0.6"');
  svg.path(lightP.join(''), css(c.glint), 'opacity="0.55"');
}

/** A rotated ellipse as two arcs (compact: foliage uses thousands). */
function ellipseD(cx: number, cy: number, rx: number, ry: number, rot: number): string {
  const a = (rot * Math.PI) / 180;
  const dx = Math.cos(a) * rx;
  const dy = Math.sin(a) * rx;
  return `M${n(cx - dx)} ${n(cy - dy)}a${n(rx)} ${n(ry)} ${Math.round(rot)} 1 0 ${n(2 * dx)} ${n(2 * dy)}a${n(rx)} ${n(ry)} ${Math.round(rot)} 1 0 ${n(-2 * dx)} ${n(-2 * dy)}Z`;
}

/** The shadow of a crown on the ground: an ellipse moved away from the sun. */
function crownShadow(ctx: DrawContext, centre: V3, radius: number, trunkTop: number): Pt[][] {
  const L = ctx.light.L;
  const t = centre.y / L.y;
  const c = v3(centre.x - L.x * t, 0, centre.z - L.z * t);
  const horiz = Math.hypot(L.x, L.z) || 1;
  const ax = L.x / horiz;
  const az = L.z / horiz;
  const stretch = 1 / Math.max(0.25, L.y);
  const pts: V3[] = [];
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2;
    const along = Math.cos(a) * radius * Math.min(stretch, 3);
    const across = Math.sin(a) * radius;
    pts.push(v3(c.x + ax * along - az * across, 0, c.z + az * along + ax * across));
  }
  const shadow = ctx.cam.polygon(pts);
  // The trunk's shadow, a thin band from the foot.
  const foot = v3(centre.x, 0, centre.z);
  const tt = trunkTop / L.y;
  const tip = v3(foot.x - L.x * tt, 0, foot.z - L.z * tt);
  const w = radius * 0.08;
  const trunk = ctx.cam.polygon([
    v3(foot.x - az * w, 0, foot.z + ax * w),
    v3(foot.x + az * w, 0, foot.z - ax * w),
    v3(tip.x + az * w, 0, tip.z - ax * w),
    v3(tip.x - az * w, 0, tip.z + ax * w),
  ]);
  return [shadow, trunk];
}

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
    kind === 'cypress' ? h * 0.12 : kind === 'palm' ? h * 0.35 : kind === 'pine' ? h * 0.45 : h * 0.42;
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
        return drawBroadTree(ctx, r, at, h, PALETTES.pine, {
          trunk: 0.62,
          width: 0.5,
          flat: 0.45,
          lean: r.range(-0.12, 0.12),
        });
      case 'lemon':
        return drawBroadTree(ctx, r, at, h, PALETTES.lemon, { trunk: 0.3, width: 0.5, flat: 0.75, lean: 0 });
      case 'shrub':
      case 'lavender':
      case 'bougainvillea':
        return drawShrub(ctx, r, at, h, PALETTES[kind], kind);
      case 'olive':
      default:
        return drawBroadTree(ctx, r, at, h, PALETTES.olive, {
          trunk: 0.3,
          width: 0.6,
          flat: 0.6,
          lean: r.range(-0.1, 0.1),
          gnarled: true,
          low: true,
        });
    }
  };
  const groundShadow =
    o.shadow === false || kind === 'shrub' || kind === 'lavender'
      ? undefined
      : (ctx: DrawContext) => {
          if (ctx.light.atm.sunLight[0] <= 0) return [];
          const cy = kind === 'cypress' ? h * 0.5 : kind === 'palm' ? h * 0.92 : h * 0.62;
          return crownShadow(
            ctx,
            v3(at.x, at.y + cy, at.z),
            crownR * (kind === 'cypress' ? 1 : 0.85),
            h * 0.4,
          );
        };
  return { bbox, draw, groundShadow, castsShadow: false };
}

function drawTrunk(
  ctx: DrawContext,
  r: Rng,
  base: Pt,
  top: Pt,
  width: number,
  depth: number,
  gnarled: boolean,
): void {
  const { svg } = ctx;
  const dark = fog([58, 50, 42], depth, ctx.light);
  const lit = fog([120, 108, 92], depth, ctx.light);
  const segs = 6;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= segs; i++) {
    const t = i / segs;
    const wob = gnarled ? Math.sin(t * 5 + r.range(0, 3)) * width * 0.35 : 0;
    const x = base[0] + (top[0] - base[0]) * t + wob;
    const y = base[1] + (top[1] - base[1]) * t;
    const w = width * (1 - t * 0.45) * (i === 0 ? 1.35 : 1);
    left.push([x - w / 2, y]);
    right.push([x + w / 2, y]);
  }
  const d =
    'M' +
    left
      .concat(right.reverse())
      .map((p) => `${n(p[0])} ${n(p[1])}`)
      .join('L') +
    'Z';
  const g = svg.linear(base[0] - width / 2, base[1], base[0] + width / 2, base[1], [
    [0, dark],
    [0.6, lit],
    [1, dark],
  ]);
  svg.path(d, g);
}

function drawBroadTree(
  ctx: DrawContext,
  r: Rng,
  at: V3,
  h: number,
  palette: FoliagePalette,
  shape: { trunk: number; width: number; flat: number; lean: number; gnarled?: boolean; low?: boolean },
): void {
  const { cam } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.5) return;
  const px = cam.scaleAt(depth);
  const base = cam.project(at);
  const crownCentre = v3(
    at.x + shape.lean * h,
    at.y + h * (shape.low ? 0.6 : 1 - shape.width * shape.flat * 0.75),
    at.z,
  );
  const cc = cam.project(crownCentre);
  const rx = shape.width * h * px;
  const ry = rx * shape.flat;
  if (rx < 1.2) return;
  const trunkTop: Pt = [cc[0], cc[1] + ry * 0.2];
  drawTrunk(ctx, r, base, trunkTop, Math.max(0.8, h * 0.06 * px), depth, shape.gnarled ?? false);
  // Limbs into the crown.
  if (rx > 25) {
    const limbs = r.int(2, 4);
    const limbColour = css(fog([66, 58, 48], depth, ctx.light));
    for (let i = 0; i < limbs; i++) {
      const tx = cc[0] + r.range(-0.6, 0.6) * rx;
      const ty = cc[1] + r.range(-0.3, 0.3) * ry;
      ctx.svg.add(
        `<path d="M${n(trunkTop[0])} ${n(trunkTop[1] + ry * 0.3)}Q${n((trunkTop[0] + tx) / 2 + r.range(-8, 8))} ${n((trunkTop[1] + ty) / 2)} ${n(tx)} ${n(ty)}" stroke="${limbColour}" stroke-width="${n(Math.max(1, h * 0.025 * px))}" fill="none" stroke-linecap="round"/>`,
      );
    }
  }
  // Several sub-crowns make the silhouette irregular and wider than tall.
  const subs = rx < 12 ? 1 : Math.max(3, Math.min(6, Math.round(rx / 22) + r.int(1, 2)));
  const masses = Math.max(6, Math.min(26, Math.round(rx / 4)));
  const subCrowns: Array<[number, number, number, number]> = [];
  for (let i = 0; i < subs; i++) {
    const t = subs === 1 ? 0 : i / (subs - 1) - 0.5;
    const ox = subs === 1 ? 0 : t * rx * 1.1 + r.range(-0.12, 0.12) * rx;
    const oy = subs === 1 ? 0 : (Math.abs(t) * 0.5 + r.range(-0.35, 0.15)) * ry;
    const k = subs === 1 ? 1 : r.range(0.45, 0.62) * (1 - Math.abs(t) * 0.3);
    subCrowns.push([cc[0] + ox, cc[1] + oy, rx * k, ry * k * r.range(0.8, 1.1)]);
  }
  subCrowns.sort((a, b) => a[1] - b[1]);
  for (const [x, y, sx, sy] of subCrowns) {
    paintCrown(ctx, r, x, y, sx, sy, palette, depth, Math.round(masses / Math.sqrt(subs)), crownCentre);
  }
}

function drawCypress(ctx: DrawContext, r: Rng, at: V3, h: number): void {
  const { cam, svg } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.5) return;
  const px = cam.scaleAt(depth);
  const base = cam.project(at);
  const H = h * px;
  const W = h * 0.13 * px * r.range(0.85, 1.2);
  if (H < 3) return;
  const c = lightColours(ctx, PALETTES.cypress, depth);
  const s = sunSide(ctx, at);
  // Flame profile with a ragged edge.
  const left: Pt[] = [];
  const right: Pt[] = [];
  const steps = 18;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const prof = Math.pow(Math.sin(Math.PI * Math.min(1, t * 0.92 + 0.08)), 0.7) * (1 - t * 0.35);
    const y = base[1] - H * 0.04 - t * H * 0.96;
    const jl = 1 + r.range(-0.14, 0.14);
    const jr = 1 + r.range(-0.14, 0.14);
    left.push([base[0] - (W / 2) * prof * jl, y]);
    right.push([base[0] + (W / 2) * prof * jr, y]);
  }
  const outline = left.concat(right.reverse());
  const d = smoothClosedD(outline, 0.8);
  const g = svg.linear(
    base[0] - W / 2,
    0,
    base[0] + W / 2,
    0,
    s.dx > 0
      ? [
          [0, c.dark],
          [0.45, c.mid],
          [1, c.light],
        ]
      : [
          [0, c.light],
          [0.55, c.mid],
          [1, c.dark],
        ],
  );
  svg.path(d, g);
  // Foliage texture: small darker and lighter tufts.
  if (W > 6) {
    const tufts: string[] = [];
    const lit: string[] = [];
    const count = Math.min(60, Math.round(H / 6));
    for (let i = 0; i < count; i++) {
      const t = r.range(0.05, 0.95);
      const prof = Math.sin(Math.PI * t) * (1 - t * 0.35);
      const y = base[1] - t * H;
      const x = base[0] + r.range(-0.4, 0.4) * W * prof;
      const rr = W * r.range(0.08, 0.16);
      const target = (x - base[0]) * s.dx > 0 && r.chance(0.7) ? lit : tufts;
      target.push(blobD(r, x, y, rr, rr * 1.6, 6, 0.3));
    }
    svg.path(tufts.join(''), css(c.dark), 'opacity="0.5"');
    svg.path(lit.join(''), css(c.glint), 'opacity="0.35"');
  }
}

function drawPalm(ctx: DrawContext, r: Rng, at: V3, h: number): void {
  const { cam, svg } = ctx;
  const depth = cam.depth(at);
  if (depth < 0.5) return;
  const px = cam.scaleAt(depth);
  const base = cam.project(at);
  const lean = r.range(-0.12, 0.12) * h * px;
  const top: Pt = [base[0] + lean, base[1] - h * px];
  const trunkW = Math.max(1, h * 0.045 * px);
  const trunkColour = fog([128, 110, 90], depth, ctx.light);
  svg.add(
    `<path d="M${n(base[0])} ${n(base[1])}Q${n(base[0] + lean * 0.2)} ${n((base[1] + top[1]) / 2)} ${n(top[0])} ${n(top[1])}" stroke="${css(trunkColour)}" stroke-width="${n(trunkW)}" fill="none"/>`,
  );
  const c = lightColours(ctx, PALETTES.palm, depth);
  const fronds = r.int(9, 13);
  const len = h * 0.32 * px;
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI / 2 + (i / fronds - 0.5) * Math.PI * 1.9 + r.range(-0.15, 0.15);
    const droop = 0.5 + Math.abs(Math.cos(a)) * 0.5;
    const ex = top[0] + Math.cos(a) * len;
    const ey = top[1] + Math.sin(a) * len * 0.6 + len * 0.45 * droop;
    const mx = top[0] + Math.cos(a) * len * 0.55;
    const my = top[1] + Math.sin(a) * len * 0.55 - len * 0.12;
    const colour = i % 3 === 0 ? c.light : i % 3 === 1 ? c.mid : c.dark;
    const wdt = Math.max(0.8, len * 0.09);
    svg.add(
      `<path d="M${n(top[0])} ${n(top[1])}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}" stroke="${css(colour)}" stroke-width="${n(wdt)}" fill="none" stroke-linecap="round"/>`,
    );
    if (len > 30) {
      const leaflets: string[] = [];
      for (let k = 2; k < 12; k++) {
        const t = k / 12;
        const qx = (1 - t) * (1 - t) * top[0] + 2 * (1 - t) * t * mx + t * t * ex;
        const qy = (1 - t) * (1 - t) * top[1] + 2 * (1 - t) * t * my + t * t * ey;
        const ll = len * 0.18 * (1 - t * 0.6);
        leaflets.push(
          `M${n(qx)} ${n(qy)}l${n(-ll * 0.3)} ${n(ll)}M${n(qx)} ${n(qy)}l${n(ll * 0.35)} ${n(ll * 0.9)}`,
        );
      }
      svg.add(
        `<path d="${leaflets.join('')}" stroke="${css(colour)}" stroke-width="${n(Math.max(0.6, wdt * 0.35))}" fill="none" opacity="0.9"/>`,
      );
    }
  }
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
  const clumps = Math.max(1, Math.min(5, Math.round(rx / 14)));
  for (let i = 0; i < clumps; i++) {
    const ox = clumps === 1 ? 0 : (i / (clumps - 1) - 0.5) * rx * 1.2;
    const k = r.range(0.55, 0.8);
    paintCrown(
      ctx,
      r,
      c[0] + ox,
      c[1] + r.range(-0.1, 0.15) * ry,
      rx * k,
      ry * k,
      leaves,
      depth,
      Math.max(4, Math.round(rx / 5)),
      at,
    );
  }
  if (kind === 'lavender' || kind === 'bougainvillea') {
    const col = lightColours(ctx, palette, depth);
    const spots: string[] = [];
    const lit: string[] = [];
    const count = Math.min(120, Math.round(rx * 1.5));
    for (let i = 0; i < count; i++) {
      const a = r.range(0, Math.PI * 2);
      const d = Math.sqrt(r.next());
      const x = c[0] + Math.cos(a) * d * rx * 0.95;
      const y = c[1] + Math.sin(a) * d * ry * 0.9 - (kind === 'lavender' ? ry * 0.2 : 0);
      const rr = Math.max(0.7, rx * (kind === 'lavender' ? 0.03 : 0.05) * r.range(0.6, 1.4));
      (Math.sin(a) < 0 && r.chance(0.6) ? lit : spots).push(
        blobD(r, x, y, rr, kind === 'lavender' ? rr * 2.2 : rr, 5, 0.3),
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
