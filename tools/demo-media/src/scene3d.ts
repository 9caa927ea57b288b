/**
 * A little 3D world for architecture: a pinhole camera with a shift lens (verticals stay vertical, as in
 * architectural photography), boxes and convex solids lit by the sun and the sky, exact cast shadows on
 * walls, terraces and the ground, openings (glass, doors, shutters) on faces, fog with distance, and a
 * painter's sort. Everything ends as SVG polygons with gradients.
 */
import { filmic, fromLinear, mix, scale, toLinear, type RGB, css } from './color';
import type { Atmosphere } from './atmosphere';
import { type Pt, type Svg, polyD } from './svg';

export interface V3 {
  x: number;
  y: number;
  z: number;
}

export const v3 = (x: number, y: number, z: number): V3 => ({ x, y, z });
export const vadd = (a: V3, b: V3): V3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const vsub = (a: V3, b: V3): V3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
export const vmul = (a: V3, k: number): V3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
export const dot = (a: V3, b: V3): number => a.x * b.x + a.y * b.y + a.z * b.z;
export const vlen = (a: V3): number => Math.sqrt(dot(a, a));
export const vnorm = (a: V3): V3 => vmul(a, 1 / (vlen(a) || 1));

const NEAR = 0.15;

export class Camera {
  readonly cos: number;
  readonly sin: number;

  /**
   * @param pos eye position (metres, y up)
   * @param yaw heading in radians (0 looks along +z, positive turns right towards +x)
   * @param f focal length in pixels
   * @param horizon screen y of the horizon (the lens shift)
   */
  constructor(
    readonly pos: V3,
    readonly yaw: number,
    readonly f: number,
    readonly width: number,
    readonly height: number,
    readonly horizon: number,
    readonly cx = width / 2,
  ) {
    this.cos = Math.cos(yaw);
    this.sin = Math.sin(yaw);
  }

  toCam(p: V3): V3 {
    const dx = p.x - this.pos.x;
    const dz = p.z - this.pos.z;
    return { x: dx * this.cos - dz * this.sin, y: p.y - this.pos.y, z: dx * this.sin + dz * this.cos };
  }

  /** World point from camera coordinates. */
  fromCam(c: V3): V3 {
    return {
      x: this.pos.x + c.x * this.cos + c.z * this.sin,
      y: this.pos.y + c.y,
      z: this.pos.z - c.x * this.sin + c.z * this.cos,
    };
  }

  projectCam(c: V3): Pt {
    const z = Math.max(c.z, 1e-4);
    return [this.cx + (this.f * c.x) / z, this.horizon - (this.f * c.y) / z];
  }

  project(p: V3): Pt {
    return this.projectCam(this.toCam(p));
  }

  depth(p: V3): number {
    return this.toCam(p).z;
  }

  /** Pixels per metre at this depth. */
  scaleAt(depth: number): number {
    return this.f / Math.max(depth, NEAR);
  }

  /** The world point on the ground (y = level) seen at screen (sx, sy), if any. */
  unproject(sx: number, sy: number, level = 0): V3 | null {
    const dy = this.horizon - sy;
    if (dy >= -1e-6) return null;
    const camY = level - this.pos.y;
    const z = (this.f * camY) / dy;
    if (z <= 0) return null;
    return this.fromCam({ x: ((sx - this.cx) * z) / this.f, y: camY, z });
  }

  /** Clips a world polygon to the near plane and projects it. */
  polygon(points: readonly V3[]): Pt[] {
    const cam = points.map((p) => this.toCam(p));
    const clipped: V3[] = [];
    for (let i = 0; i < cam.length; i++) {
      const a = cam[i];
      const b = cam[(i + 1) % cam.length];
      const ina = a.z >= NEAR;
      const inb = b.z >= NEAR;
      if (ina) clipped.push(a);
      if (ina !== inb) {
        const t = (NEAR - a.z) / (b.z - a.z);
        clipped.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, z: NEAR });
      }
    }
    const pts = clipped.map((c) => this.projectCam(c));
    // Renderers lose precision with huge coordinates: clip to a generous window around the frame.
    const lim = 4 * Math.max(this.width, this.height);
    if (pts.some(([x, y]) => Math.abs(x) > lim || Math.abs(y) > lim)) {
      return clipConvex(pts, [
        [-lim, -lim],
        [lim, -lim],
        [lim, lim],
        [-lim, lim],
      ]);
    }
    return pts;
  }

  /** Yaw (radians) at which a world direction appears, relative to the view axis, for the sun. */
  screenXOfDirection(azimuth: number): number | null {
    const rel = azimuth - this.yaw;
    const c = Math.cos(rel);
    if (c <= 0.05) return null;
    return this.cx + (this.f * Math.sin(rel)) / c;
  }
}

/** Sun direction (towards the sun) from world azimuth (radians, same convention as yaw) and elevation (degrees). */
export function sunVector(azimuth: number, elevationDeg: number): V3 {
  const el = (Math.max(elevationDeg, 2) * Math.PI) / 180;
  return v3(Math.cos(el) * Math.sin(azimuth), Math.sin(el), Math.cos(el) * Math.cos(azimuth));
}

export interface Lighting {
  atm: Atmosphere;
  /** Towards the sun. */
  L: V3;
  /** Haze: fraction of the haze colour at distance d is fogMax·(1 − e^(−d/fogDistance)). */
  fogDistance: number;
  fogMax: number;
}

/** Colour of a surface of this albedo and orientation, lit by sun (or not) and sky. */
export function shade(albedo: RGB, normal: V3, lit: boolean, light: Lighting, boost = 1): RGB {
  const a = toLinear(albedo);
  const { atm, L } = light;
  const up = normal.y;
  const skyK = 0.6 + 0.4 * up;
  const groundK = 0.5 - 0.5 * up;
  const ndl = lit ? Math.max(0, dot(normal, L)) : 0;
  const c: RGB = [0, 1, 2].map(
    (i) => a[i] * (atm.skyLight[i] * skyK + atm.groundLight[i] * groundK + atm.sunLight[i] * ndl) * boost,
  ) as unknown as RGB;
  return fromLinear(filmic(c, atm.exposure));
}

export function fog(color: RGB, depth: number, light: Lighting): RGB {
  const t = light.fogMax * (1 - Math.exp(-Math.max(0, depth) / light.fogDistance));
  return mix(color, light.atm.haze, t);
}

/** Multiply colour that turns the lit version of a surface into its shaded version. */
export function shadowRatio(albedo: RGB, normal: V3, light: Lighting): RGB {
  const lit = shade(albedo, normal, true, light);
  const dark = shade(albedo, normal, false, light);
  return [0, 1, 2].map((i) => Math.min(255, (255 * (dark[i] + 1)) / (lit[i] + 1))) as unknown as RGB;
}

// ---------------------------------------------------------------------------------------------
// Solids

export type OpeningKind =
  'glass' | 'door' | 'shutter' | 'dark' | 'glow' | 'arch-dark' | 'arch-glass' | 'panel';

export interface Opening {
  /** In face-local metres: u along the face from its left edge, v up from its bottom edge. */
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  kind: OpeningKind;
  color?: RGB;
  /** Mullions: vertical divisions, horizontal divisions. */
  divisions?: [number, number];
  /** Reveal depth (m): the lintel's shadow on the glass. */
  reveal?: number;
  /** Paints what is seen through the opening (a view), clipped to it. */
  paint?: (ctx: DrawContext, outline: Pt[]) => void;
}

export interface Face {
  /** Bottom-left corner seen from outside, along u (right) and v (up) for w × h metres. */
  o: V3;
  u: V3;
  v: V3;
  w: number;
  h: number;
  normal: V3;
  albedo: RGB;
  openings?: Opening[];
  /** Darken the foot of the wall (ambient occlusion at the ground), in metres. */
  ao?: number;
  /** Stripes (tiles, cladding, stone courses): every `step` metres along v or u, a fainter line. */
  courses?: { step: number; along: 'u' | 'v'; strength: number; stone?: boolean };
  /** Glass curtain walls reflect the sky rather than being lit. */
  material?: 'matte' | 'glass' | 'water';
  /** Receives cast shadows (default true). */
  receives?: boolean;
  /** See-through (glass balustrades). */
  opacity?: number;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface Item {
  bbox: Box;
  faces?: Face[];
  /** Vertices for casting shadows (convex); defaults to the faces' corners. */
  castsShadow?: boolean;
  /** A free drawing (trees, people), called in paint order. */
  draw?: (ctx: DrawContext) => void;
  /** A shadow on the ground (trees), drawn with the ground shadows. */
  groundShadow?: (ctx: DrawContext) => Pt[][];
}

export interface DrawContext {
  svg: Svg;
  cam: Camera;
  light: Lighting;
}

export function faceCorners(f: Face): V3[] {
  const a = f.o;
  const b = vadd(a, vmul(f.u, f.w));
  const c = vadd(b, vmul(f.v, f.h));
  const d = vadd(a, vmul(f.v, f.h));
  return [a, b, c, d];
}

export function facePoint(f: Face, u: number, v: number): V3 {
  return vadd(f.o, vadd(vmul(f.u, u), vmul(f.v, v)));
}

export interface BoxStyle {
  albedo: RGB;
  top?: RGB;
  /** Openings per side. */
  front?: Opening[];
  back?: Opening[];
  left?: Opening[];
  right?: Opening[];
  ao?: number;
  courses?: Face['courses'];
  sideMaterial?: Face['material'];
  opacity?: number;
  /** Leave out faces (e.g. the bottom is never drawn anyway). */
  noTop?: boolean;
  castsShadow?: boolean;
}

/** An axis-aligned box. Front faces −z (towards a camera at negative z), right faces +x. */
export function box(b: Box, style: BoxStyle): Item {
  const { x0, x1, y0, y1, z0, z1 } = b;
  const w = x1 - x0;
  const d = z1 - z0;
  const h = y1 - y0;
  const side = (o: V3, u: V3, normal: V3, width: number, openings?: Opening[]): Face => ({
    o,
    u,
    v: v3(0, 1, 0),
    w: width,
    h,
    normal,
    albedo: style.albedo,
    openings,
    ao: style.ao,
    courses: style.courses,
    material: style.sideMaterial,
    opacity: style.opacity,
  });
  const faces: Face[] = [
    side(v3(x0, y0, z0), v3(1, 0, 0), v3(0, 0, -1), w, style.front),
    side(v3(x1, y0, z0), v3(0, 0, 1), v3(1, 0, 0), d, style.right),
    side(v3(x1, y0, z1), v3(-1, 0, 0), v3(0, 0, 1), w, style.back),
    side(v3(x0, y0, z1), v3(0, 0, -1), v3(-1, 0, 0), d, style.left),
  ];
  if (!style.noTop) {
    faces.push({
      o: v3(x0, y1, z0),
      u: v3(1, 0, 0),
      v: v3(0, 0, 1),
      w,
      h: d,
      normal: v3(0, 1, 0),
      albedo: style.top ?? style.albedo,
    });
  }
  // Seen from below (a slab overhead): the soffit.
  faces.push({
    o: v3(x0, y0, z1),
    u: v3(1, 0, 0),
    v: v3(0, 0, -1),
    w,
    h: d,
    normal: v3(0, -1, 0),
    albedo: style.albedo,
  });
  return { bbox: b, faces, castsShadow: style.castsShadow ?? true };
}

/** A hipped (four-sided) roof over a rectangle, with eaves, ridge along the longer side. */
export function hipRoof(b: Box, overhang: number, pitchHeight: number, albedo: RGB): Item {
  const x0 = b.x0 - overhang;
  const x1 = b.x1 + overhang;
  const z0 = b.z0 - overhang;
  const z1 = b.z1 + overhang;
  const y = b.y0;
  const top = y + pitchHeight;
  const w = x1 - x0;
  const d = z1 - z0;
  const inset = Math.min(w, d) / 2;
  const faces: Face[] = [];
  const tri = (pts: V3[]): Face => {
    const e1 = vsub(pts[1], pts[0]);
    const e2 = vsub(pts[pts.length - 1], pts[0]);
    const nrm = vnorm({
      x: e1.y * e2.z - e1.z * e2.y,
      y: e1.z * e2.x - e1.x * e2.z,
      z: e1.x * e2.y - e1.y * e2.x,
    });
    return {
      o: pts[0],
      u: e1,
      v: e2,
      w: 1,
      h: 1,
      normal: nrm,
      albedo,
      polygon: pts,
      courses: { step: 0.07, along: 'v', strength: 0.45 },
    } as Face & { polygon: V3[] };
  };
  if (w >= d) {
    const r0 = v3(x0 + inset, top, (z0 + z1) / 2);
    const r1 = v3(x1 - inset, top, (z0 + z1) / 2);
    faces.push(tri([v3(x0, y, z0), v3(x1, y, z0), r1, r0]));
    faces.push(tri([v3(x1, y, z1), v3(x0, y, z1), r0, r1]));
    faces.push(tri([v3(x1, y, z0), v3(x1, y, z1), r1]));
    faces.push(tri([v3(x0, y, z1), v3(x0, y, z0), r0]));
  } else {
    const r0 = v3((x0 + x1) / 2, top, z0 + inset);
    const r1 = v3((x0 + x1) / 2, top, z1 - inset);
    faces.push(tri([v3(x0, y, z0), v3(x1, y, z0), r0]));
    faces.push(tri([v3(x1, y, z0), v3(x1, y, z1), r1, r0]));
    faces.push(tri([v3(x1, y, z1), v3(x0, y, z1), r1]));
    faces.push(tri([v3(x0, y, z1), v3(x0, y, z0), r0, r1]));
  }
  faces.push({ o: v3(x0, y, z1), u: v3(1, 0, 0), v: v3(0, 0, -1), w, h: d, normal: v3(0, -1, 0), albedo });
  return { bbox: { x0, x1, y0: y, y1: top, z0, z1 }, faces, castsShadow: true };
}

function polygonOf(f: Face): V3[] {
  return (f as Face & { polygon?: V3[] }).polygon ?? faceCorners(f);
}

// ---------------------------------------------------------------------------------------------
// Shadows

function clipByPlane(poly: V3[], o: V3, n: V3, eps: number): V3[] {
  const out: V3[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const da = dot(n, vsub(a, o)) - eps;
    const db = dot(n, vsub(b, o)) - eps;
    if (da >= 0) out.push(a);
    if (da >= 0 !== db >= 0) out.push(vadd(a, vmul(vsub(b, a), da / (da - db))));
  }
  return out;
}

function hull(points: Pt[]): Pt[] {
  const pts = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

/** Sutherland–Hodgman against a convex polygon (counter-clockwise or clockwise). */
function clipConvex(subject: Pt[], clipper: Pt[]): Pt[] {
  let out = subject;
  const m = clipper.length;
  // Orientation of the clipper.
  let area = 0;
  for (let i = 0; i < m; i++) {
    const a = clipper[i];
    const b = clipper[(i + 1) % m];
    area += a[0] * b[1] - b[0] * a[1];
  }
  const sgn = area >= 0 ? 1 : -1;
  for (let i = 0; i < m && out.length > 0; i++) {
    const a = clipper[i];
    const b = clipper[(i + 1) % m];
    const side = (p: Pt) => sgn * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]));
    const input = out;
    out = [];
    for (let k = 0; k < input.length; k++) {
      const p = input[k];
      const q = input[(k + 1) % input.length];
      const sp = side(p);
      const sq = side(q);
      if (sp >= 0) out.push(p);
      if (sp >= 0 !== sq >= 0) {
        const t = sp / (sp - sq);
        out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
      }
    }
  }
  return out;
}

/** A plane region that receives shadows, in its own 2D frame. */
interface Receiver {
  o: V3;
  u: V3;
  v: V3;
  normal: V3;
  /** Outline in (u, v) coordinates (convex). */
  outline: Pt[];
}

function receiverOf(f: Face): Receiver {
  const uu = vnorm(f.u);
  const vv = vnorm(f.v);
  const poly = polygonOf(f);
  return {
    o: f.o,
    u: uu,
    v: vv,
    normal: f.normal,
    outline: poly.map((p) => [dot(vsub(p, f.o), uu), dot(vsub(p, f.o), vv)] as Pt),
  };
}

/** The world polygons of the shadows `casters` throw on a receiving plane. */
function shadowsOn(rec: Receiver, casters: Item[], L: V3): V3[][] {
  const ndl = dot(rec.normal, L);
  if (ndl <= 0.02) return [];
  const out: V3[][] = [];
  for (const item of casters) {
    if (!item.faces) continue;
    const pts: Pt[] = [];
    for (const f of item.faces) {
      const clipped = clipByPlane(polygonOf(f), rec.o, rec.normal, 0.004);
      for (const p of clipped) {
        const s = dot(rec.normal, vsub(p, rec.o)) / ndl;
        const q = vsub(p, vmul(L, s));
        const d = vsub(q, rec.o);
        pts.push([dot(d, rec.u), dot(d, rec.v)]);
      }
    }
    if (pts.length < 3) continue;
    const shape = clipConvex(hull(pts), rec.outline);
    if (shape.length < 3) continue;
    out.push(shape.map(([a, b]) => vadd(rec.o, vadd(vmul(rec.u, a), vmul(rec.v, b)))));
  }
  return out;
}

function overlaps(a: Box, b: Box, margin: number): boolean {
  return (
    a.x0 - margin <= b.x1 &&
    b.x0 - margin <= a.x1 &&
    a.y0 - margin <= b.y1 &&
    b.y0 - margin <= a.y1 &&
    a.z0 - margin <= b.z1 &&
    b.z0 - margin <= a.z1
  );
}

// ---------------------------------------------------------------------------------------------
// Painting

export interface World {
  items: Item[];
  /** Draws the ground (lawn, paving, pools) before the ground shadows and the items. */
  ground?: (ctx: DrawContext) => void;
  /** Albedo of the ground, for the colour of its shadows. */
  groundAlbedo?: RGB;
  /** Extent of the ground that receives shadows (x0, z0, x1, z1). */
  groundExtent?: [number, number, number, number];
  /** Only items within this distance from the camera cast shadows (cheap far scenes). */
  shadowRange?: number;
  /** How far (m) around a receiving item casters are looked for (default 60). */
  shadowMargin?: number;
  /** Ground shadows only fall inside this screen path (e.g. the land, not the sea beside it). */
  groundClip?: string;
}

/** Paints the world: ground, ground shadows, then items back to front. */
export function paintWorld(ctx: DrawContext, world: World): void {
  const { svg, cam, light } = ctx;
  world.ground?.(ctx);
  const range = world.shadowRange ?? 1e9;
  const casters = world.items.filter(
    (it) => it.castsShadow && it.faces && cam.depth(centre(it.bbox)) < range + 40,
  );
  const sunUp = light.atm.sunLight[0] > 0;

  // Shadows on the ground.
  if (sunUp) {
    const [gx0, gz0, gx1, gz1] = world.groundExtent ?? [-500, -500, 500, 500];
    const rec: Receiver = {
      o: v3(gx0, 0, gz0),
      u: v3(1, 0, 0),
      v: v3(0, 0, 1),
      normal: v3(0, 1, 0),
      outline: [
        [0, 0],
        [gx1 - gx0, 0],
        [gx1 - gx0, gz1 - gz0],
        [0, gz1 - gz0],
      ],
    };
    const near = casters.filter((c) => c.bbox.y0 < 30);
    const polys = shadowsOn(rec, near, light.L).map((p) => cam.polygon(p));
    const extra = world.items.flatMap((it) => it.groundShadow?.(ctx) ?? []);
    const all = polys.concat(extra).filter((p) => p.length >= 3);
    if (all.length > 0) {
      const ratio = shadowRatio(world.groundAlbedo ?? [180, 170, 150], v3(0, 1, 0), light);
      svg.open(`style="mix-blend-mode:multiply"`);
      svg.path(
        all.map((p) => polyD(p)).join(''),
        css(ratio),
        world.groundClip ? `clip-path="${svg.clip(world.groundClip)}"` : '',
      );
      svg.close();
    }
  }

  const margin = world.shadowMargin ?? 60;
  for (const item of sortItems(world.items, cam)) {
    if (item.faces) paintFaces(ctx, item, cam.depth(centre(item.bbox)) < range ? casters : [], sunUp, margin);
    item.draw?.(ctx);
  }
}

function centre(b: Box): V3 {
  return v3((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, (b.z0 + b.z1) / 2);
}

function paintFaces(ctx: DrawContext, item: Item, casters: Item[], sunUp: boolean, margin: number): void {
  const { svg, cam, light } = ctx;
  for (const f of item.faces ?? []) {
    const toEye = vsub(cam.pos, f.o);
    if (dot(toEye, f.normal) <= 1e-6) continue;
    const poly3 = polygonOf(f);
    const screen = cam.polygon(poly3);
    if (screen.length < 3) continue;
    if (!onScreen(screen, cam)) continue;
    const depth = cam.depth(centreOf(poly3));
    const lit = sunUp && dot(f.normal, light.L) > 0;
    const glass = f.material === 'glass';
    const d = polyD(screen);
    const see = f.opacity !== undefined ? ` fill-opacity="${f.opacity}"` : '';
    // Fill for the lit (or unlit) state: ambient occlusion at the foot, more sky light at the top.
    const fillFor = (isLit: boolean): string => {
      const base = glass ? glassColour(f, light) : shade(f.albedo, f.normal, isLit, light);
      const colour = fog(base, depth, light);
      if (f.normal.y !== 0 || f.h <= 0.3 || f.opacity !== undefined) return css(colour);
      const mid = f.w / 2;
      const a = cam.project(facePoint(f, mid, 0));
      const b = cam.project(facePoint(f, mid, f.h));
      const ao = f.ao ?? 0.7;
      const aoT = Math.min(0.45, ao / f.h);
      return svg.linear(a[0], a[1], b[0], b[1], [
        [0, fog(scale(base, isLit ? 0.9 : 0.8), depth, light)],
        [aoT, colour],
        [1, fog(scale(base, glass ? 0.82 : isLit ? 1.0 : 1.05), depth, light)],
      ]);
    };
    svg.path(d, fillFor(lit), see);
    // Cast shadows: the face's unlit colour over the shadowed parts (before openings, which shade themselves).
    if (lit && f.receives !== false && !glass && f.opacity === undefined) {
      const rec = receiverOf(f);
      const others = casters.filter((c) => c !== item && overlaps(c.bbox, item.bbox, margin));
      const polys = shadowsOn(rec, others, light.L)
        .map((p) => cam.polygon(p))
        .filter((p) => p.length >= 3);
      if (polys.length > 0) svg.path(polys.map((p) => polyD(p)).join(''), fillFor(false));
    }
    if (f.courses) paintCourses(ctx, f, depth);
    if (glass) paintGlassGrid(ctx, f, depth);
    for (const op of f.openings ?? []) paintOpening(ctx, f, op, depth, lit);
  }
}

function onScreen(pts: Pt[], cam: Camera): boolean {
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const [x, y] of pts) {
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  return x1 >= -50 && x0 <= cam.width + 50 && y1 >= -50 && y0 <= cam.height + 50 && x1 - x0 + y1 - y0 > 0.4;
}

function centreOf(pts: V3[]): V3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of pts) {
    x += p.x;
    y += p.y;
    z += p.z;
  }
  return v3(x / pts.length, y / pts.length, z / pts.length);
}

/** Glass reflects the sky: darker and bluer than the sky, lighter towards the horizon. */
function glassColour(f: Face, light: Lighting): RGB {
  const atm = light.atm;
  const facing = Math.abs(f.normal.x) > 0.5 ? 0.92 : 1;
  return scale(mix(mix(atm.skyMid, atm.skyTop, 0.4), [120, 126, 132], 0.45), 0.74 * facing);
}

function paintCourses(ctx: DrawContext, f: Face, depth: number): void {
  const { svg, cam, light } = ctx;
  const c = f.courses!;
  const pxPerM = cam.scaleAt(depth);
  const parametric = (f as Face & { polygon?: V3[] }).polygon !== undefined;
  if (!parametric && c.step * pxPerM < 3) return;
  if (parametric && pxPerM < 12) return;
  const shadeC = fog(scale(shade(f.albedo, f.normal, false, light), 0.7), depth, light);
  if (c.stone) {
    // Coursed rubble: rows of blocks of random length, each a little lighter or darker.
    let seed = Math.floor((f.o.x * 73 + f.o.z * 37 + f.o.y * 11) * 100) | 0;
    const rnd = () => {
      seed = (Math.imul(seed ^ (seed >>> 15), 2246822507) + 0x9e3779b9) | 0;
      return ((seed >>> 0) % 10000) / 10000;
    };
    const dark: string[] = [];
    const lightB: string[] = [];
    const joints: string[] = [];
    for (let v = 0; v < f.h - 0.01; v += c.step) {
      const vh = Math.min(c.step * (0.8 + rnd() * 0.4), f.h - v);
      let u = -rnd() * 0.4;
      while (u < f.w) {
        const len = c.step * (1.2 + rnd() * 2.2);
        const a = Math.max(0, u);
        const b = Math.min(f.w, u + len);
        if (b - a > 0.05) {
          const g = 0.015 * (1 + rnd());
          const q = cam.polygon([
            facePoint(f, a + g, v + g),
            facePoint(f, b - g, v + g),
            facePoint(f, b - g, v + vh - g),
            facePoint(f, a + g, v + vh - g),
          ]);
          if (q.length >= 3) {
            const r = rnd();
            if (r < 0.35) dark.push(polyD(q));
            else if (r > 0.7) lightB.push(polyD(q));
          }
          const j = cam.polygon([facePoint(f, b, v), facePoint(f, b, v + vh), facePoint(f, b, v + vh)]);
          if (j.length >= 2)
            joints.push(
              `M${j[0][0].toFixed(1)} ${j[0][1].toFixed(1)}L${j[1][0].toFixed(1)} ${j[1][1].toFixed(1)}`,
            );
        }
        u += len;
      }
      const h0 = cam.polygon([facePoint(f, 0, v + vh), facePoint(f, f.w, v + vh), facePoint(f, f.w, v + vh)]);
      if (h0.length >= 2)
        joints.push(
          `M${h0[0][0].toFixed(1)} ${h0[0][1].toFixed(1)}L${h0[1][0].toFixed(1)} ${h0[1][1].toFixed(1)}`,
        );
    }
    svg.path(dark.join(''), css(shadeC), `opacity="${(c.strength * 0.45).toFixed(2)}"`);
    svg.path(lightB.join(''), '#fff', `opacity="${(c.strength * 0.3).toFixed(2)}"`);
    svg.add(
      `<path d="${joints.join('')}" stroke="${css(shadeC)}" stroke-width="${Math.max(0.5, Math.min(2.5, pxPerM * 0.025)).toFixed(1)}" opacity="${c.strength}" fill="none"/>`,
    );
    return;
  }
  const lines: string[] = [];
  const poly = (f as Face & { polygon?: V3[] }).polygon;
  const count = Math.floor((c.along === 'v' ? f.h : f.w) / c.step);
  for (let i = 1; i <= count; i++) {
    const t = i * c.step;
    const a = c.along === 'v' ? facePoint(f, 0, t) : facePoint(f, t, 0);
    const b = c.along === 'v' ? facePoint(f, f.w, t) : facePoint(f, t, f.h);
    const pa = cam.polygon([a, b, b, a]);
    if (pa.length < 2) continue;
    lines.push(
      `M${pa[0][0].toFixed(1)} ${pa[0][1].toFixed(1)}L${pa[1][0].toFixed(1)} ${pa[1][1].toFixed(1)}`,
    );
  }
  if (lines.length === 0) return;
  const clip = poly ? ` clip-path="${svg.clip(polyD(cam.polygon(poly)))}"` : '';
  svg.add(
    `<path d="${lines.join('')}" stroke="${css(shadeC)}" stroke-width="${Math.max(0.6, Math.min(2, pxPerM * 0.02)).toFixed(1)}" opacity="${c.strength}" fill="none"${clip}/>`,
  );
}

function paintGlassGrid(ctx: DrawContext, f: Face, depth: number): void {
  const { svg, cam, light } = ctx;
  const pxPerM = cam.scaleAt(depth);
  // Reflection: a soft diagonal sheen and the sky's gradient, then mullions and spandrels.
  const a = cam.project(facePoint(f, 0, f.h));
  const b = cam.project(facePoint(f, f.w, 0));
  const sky = light.atm;
  const sheen = svg.linear(a[0], a[1], b[0], b[1], [
    [0, sky.skyTop, 0.0],
    [0.35, sky.skyHorizon, 0.28],
    [0.5, sky.skyMid, 0.05],
    [0.7, sky.skyHorizon, 0.18],
    [1, sky.skyTop, 0],
  ]);
  svg.path(polyD(cam.polygon(faceCorners(f))), sheen);
  if (light.atm.lightsOn) {
    const glow = fog([255, 206, 140], depth, light);
    svg.path(polyD(cam.polygon(faceCorners(f))), css(glow), 'opacity="0.25"');
  }
  const mullion = 1.5;
  const floor = 3.4;
  if (mullion * pxPerM < 2.5) return;
  const frame = fog(shade([70, 74, 78], f.normal, false, light), depth, light);
  const parts: string[] = [];
  for (let u = mullion; u < f.w - 0.1; u += mullion) {
    const p = cam.polygon([
      facePoint(f, u - 0.04, 0),
      facePoint(f, u + 0.04, 0),
      facePoint(f, u + 0.04, f.h),
      facePoint(f, u - 0.04, f.h),
    ]);
    if (p.length >= 3) parts.push(polyD(p));
  }
  for (let v = floor; v < f.h - 0.1; v += floor) {
    const p = cam.polygon([
      facePoint(f, 0, v - 0.25),
      facePoint(f, f.w, v - 0.25),
      facePoint(f, f.w, v + 0.12),
      facePoint(f, 0, v + 0.12),
    ]);
    if (p.length >= 3) parts.push(polyD(p));
  }
  svg.path(parts.join(''), css(frame), 'opacity="0.85"');
}

function paintOpening(ctx: DrawContext, f: Face, op: Opening, depth: number, lit: boolean): void {
  const { svg, cam, light } = ctx;
  const atm = light.atm;
  const corners = [
    facePoint(f, op.u0, op.v0),
    facePoint(f, op.u1, op.v0),
    facePoint(f, op.u1, op.v1),
    facePoint(f, op.u0, op.v1),
  ];
  const arch = op.kind === 'arch-dark' || op.kind === 'arch-glass';
  let pts: Pt[];
  if (arch) {
    const r = (op.u1 - op.u0) / 2;
    const spring = op.v1 - r;
    const pts3: V3[] = [facePoint(f, op.u0, op.v0), facePoint(f, op.u1, op.v0)];
    for (let i = 0; i <= 12; i++) {
      const a = (i / 12) * Math.PI;
      pts3.push(facePoint(f, op.u0 + r + r * Math.cos(a), spring + r * Math.sin(a)));
    }
    pts = cam.polygon(pts3);
  } else {
    pts = cam.polygon(corners);
  }
  if (pts.length < 3) return;
  const d = polyD(pts);
  if (op.paint) {
    svg.open(`clip-path="${svg.clip(d)}"`);
    op.paint(ctx, pts);
    svg.close();
  }
  const top = cam.project(facePoint(f, (op.u0 + op.u1) / 2, op.v1));
  const bottom = cam.project(facePoint(f, (op.u0 + op.u1) / 2, op.v0));
  const hash =
    Math.abs(Math.sin(op.u0 * 12.9898 + op.v0 * 78.233 + f.o.x * 3.7 + f.o.z * 5.3) * 43758.5453) % 1;
  const lightsOn = atm.lightsOn && hash < 0.55;
  const kind = (op.kind === 'glass' || op.kind === 'arch-glass') && lightsOn ? 'glow' : op.kind;
  if (op.paint) {
    // Drawn above.
  } else if (kind === 'glass' || kind === 'arch-glass') {
    const refl = svg.linear(top[0], top[1], bottom[0], bottom[1], [
      [0, fog(scale(mix(atm.skyTop, [90, 96, 104], 0.45), 0.55), depth, light)],
      [0.55, fog(scale(mix(mix(atm.skyMid, atm.skyHorizon, 0.5), [120, 124, 128], 0.4), 0.62), depth, light)],
      [1, fog(scale([60, 62, 64], 0.9), depth, light)],
    ]);
    svg.path(d, refl);
  } else if (kind === 'glow') {
    const warm = svg.linear(top[0], top[1], bottom[0], bottom[1], [
      [0, fog([255, 196, 120], depth, light)],
      [0.6, fog([246, 170, 96], depth, light)],
      [1, fog([196, 120, 70], depth, light)],
    ]);
    svg.path(d, warm);
  } else if (kind === 'dark' || kind === 'arch-dark') {
    const inner = svg.linear(top[0], top[1], bottom[0], bottom[1], [
      [0, fog([34, 34, 38], depth, light)],
      [1, fog([70, 64, 60], depth, light)],
    ]);
    svg.path(d, inner);
  } else {
    // Painted timber doors and shutters, or a solid panel.
    const c = shade(op.color ?? [40, 90, 130], f.normal, lit, light);
    svg.path(d, css(fog(c, depth, light)));
    if (kind === 'shutter' || kind === 'door') {
      const lines: string[] = [];
      const count = kind === 'shutter' ? Math.max(3, Math.round((op.v1 - op.v0) / 0.12)) : 0;
      for (let i = 1; i < count; i++) {
        const v = op.v0 + ((op.v1 - op.v0) * i) / count;
        const a = cam.project(facePoint(f, op.u0, v));
        const b = cam.project(facePoint(f, op.u1, v));
        lines.push(`M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`);
      }
      const mid = (op.u0 + op.u1) / 2;
      const a = cam.project(facePoint(f, mid, op.v0));
      const b = cam.project(facePoint(f, mid, op.v1));
      lines.push(`M${a[0].toFixed(1)} ${a[1].toFixed(1)}L${b[0].toFixed(1)} ${b[1].toFixed(1)}`);
      const lc = css(fog(scale(c, 0.7), depth, light));
      svg.add(
        `<path d="${lines.join('')}" stroke="${lc}" stroke-width="${Math.max(0.5, cam.scaleAt(depth) * 0.015).toFixed(1)}" fill="none" opacity="0.8"/>`,
      );
    }
  }
  // Mullions.
  const [nu, nv] = op.divisions ?? [0, 0];
  const pxPerM = cam.scaleAt(depth);
  if ((nu > 0 || nv > 0) && pxPerM > 8 && !arch) {
    const frame = css(
      fog(shade(kind === 'glow' ? [60, 50, 40] : [90, 92, 94], f.normal, lit, light), depth, light),
    );
    const t = 0.035;
    const parts: string[] = [];
    for (let i = 1; i <= nu; i++) {
      const u = op.u0 + ((op.u1 - op.u0) * i) / (nu + 1);
      parts.push(
        polyD(
          cam.polygon([
            facePoint(f, u - t, op.v0),
            facePoint(f, u + t, op.v0),
            facePoint(f, u + t, op.v1),
            facePoint(f, u - t, op.v1),
          ]),
        ),
      );
    }
    for (let i = 1; i <= nv; i++) {
      const v = op.v0 + ((op.v1 - op.v0) * i) / (nv + 1);
      parts.push(
        polyD(
          cam.polygon([
            facePoint(f, op.u0, v - t),
            facePoint(f, op.u1, v - t),
            facePoint(f, op.u1, v + t),
            facePoint(f, op.u0, v + t),
          ]),
        ),
      );
    }
    svg.path(parts.join(''), frame);
  }
  // The reveal: the lintel's shadow across the top of the opening, and a frame line.
  const reveal = op.reveal ?? 0.18;
  if (pxPerM * reveal > 1.2 && !arch) {
    const depthShadow = Math.min(op.v1 - op.v0, reveal * (lit ? 1.2 : 0.6));
    const band = cam.polygon([
      facePoint(f, op.u0, op.v1 - depthShadow),
      facePoint(f, op.u1, op.v1 - depthShadow),
      facePoint(f, op.u1, op.v1),
      facePoint(f, op.u0, op.v1),
    ]);
    svg.path(polyD(band), '#000', `opacity="${lit ? 0.35 : 0.2}"`);
    const side = cam.polygon([
      facePoint(f, op.u0, op.v0),
      facePoint(f, op.u0 + reveal * 0.6, op.v0),
      facePoint(f, op.u0 + reveal * 0.6, op.v1),
      facePoint(f, op.u0, op.v1),
    ]);
    svg.path(polyD(side), '#000', `opacity="${lit ? 0.22 : 0.12}"`);
  }
}

/** Back-to-front order: a pair of boxes separated along an axis is ordered by the camera's side of it. */
export function sortItems(items: Item[], cam: Camera): Item[] {
  const n = items.length;
  const depth = items.map((it) => {
    const b = it.bbox;
    const cx = Math.max(b.x0, Math.min(cam.pos.x, b.x1));
    const cy = Math.max(b.y0, Math.min(cam.pos.y, b.y1));
    const cz = Math.max(b.z0, Math.min(cam.pos.z, b.z1));
    return vlen(vsub(v3(cx, cy, cz), cam.pos)) + 0.001 * vlen(vsub(centre(b), cam.pos));
  });
  const rects = items.map((it) => screenRect(it.bbox, cam));
  const after: number[][] = items.map(() => []);
  const indegree = new Array<number>(n).fill(0);
  const e = 1e-3;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const ra = rects[i];
      const rb = rects[j];
      if (!ra || !rb || ra[2] < rb[0] || rb[2] < ra[0] || ra[3] < rb[1] || rb[3] < ra[1]) continue;
      const a = items[i].bbox;
      const b = items[j].bbox;
      const p = cam.pos;
      // -1: i first (i behind j), 1: j first, 2: the camera is between them (no constraint).
      const axis = (a0: number, a1: number, b0: number, b1: number, c: number): number => {
        if (a1 <= b0 + e) return c >= b0 ? -1 : c <= a1 ? 1 : 2;
        if (b1 <= a0 + e) return c >= a0 ? 1 : c <= b1 ? -1 : 2;
        return 0;
      };
      const ox = axis(a.x0, a.x1, b.x0, b.x1, p.x);
      const oz = axis(a.z0, a.z1, b.z0, b.z1, p.z);
      const oy = axis(a.y0, a.y1, b.y0, b.y1, p.y);
      if (ox === 2 || oz === 2 || oy === 2) continue;
      const order = ox || oz || oy || (depth[i] > depth[j] ? -1 : 1);
      if (order < 0) {
        after[i].push(j);
        indegree[j]++;
      } else {
        after[j].push(i);
        indegree[i]++;
      }
    }
  }
  // Kahn's algorithm, farthest first among the ready ones; cycles are broken by distance.
  const done = new Array<boolean>(n).fill(false);
  const out: Item[] = [];
  for (let k = 0; k < n; k++) {
    let best = -1;
    for (let i = 0; i < n; i++) {
      if (!done[i] && indegree[i] === 0 && (best < 0 || depth[i] > depth[best])) best = i;
    }
    if (best < 0) {
      for (let i = 0; i < n; i++) if (!done[i] && (best < 0 || depth[i] > depth[best])) best = i;
    }
    done[best] = true;
    out.push(items[best]);
    for (const j of after[best]) indegree[j]--;
  }
  return out;
}

function screenRect(b: Box, cam: Camera): [number, number, number, number] | null {
  const pts: V3[] = [];
  for (const x of [b.x0, b.x1])
    for (const y of [b.y0, b.y1]) for (const z of [b.z0, b.z1]) pts.push(v3(x, y, z));
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  // Points behind the camera: be generous.
  for (const p of pts) {
    const c = cam.toCam(p);
    if (c.z < NEAR) return [-1e9, -1e9, 1e9, 1e9];
    const [sx, sy] = cam.projectCam(c);
    x0 = Math.min(x0, sx);
    y0 = Math.min(y0, sy);
    x1 = Math.max(x1, sx);
    y1 = Math.max(y1, sy);
  }
  return [x0, y0, x1, y1];
}

/** A convenience: projects a ground polygon given as [x, z] pairs at height y. */
export function groundPolygon(cam: Camera, pts: ReadonlyArray<readonly [number, number]>, y = 0): Pt[] {
  return cam.polygon(pts.map(([x, z]) => v3(x, y, z)));
}
