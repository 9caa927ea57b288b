/**
 * A kit for interiors in the manner of architectural visualisation: a room lit by its windows (each
 * window an area light; every wall, floor and piece of furniture is shaded by how much of the windows
 * it sees), soft contact shadows and ambient occlusion in the corners on a blurred multiplied layer,
 * sunlight patches and floor reflections on a blurred screened layer, soft-edged furniture.
 *
 * Coordinates: x across the room (−w/2 … w/2), y up, z away from the camera (0 … d). Walls: `back`
 * (z = d), `left` (x = −w/2), `right` (x = w/2); along a wall, `a` runs left to right as seen from inside.
 */
import type { Atmosphere } from '../atmosphere';
import { css, filmic, fromLinear, mix, scale, toLinear, type RGB } from '../color';
import type { Layer } from '../compose';
import type { Rng } from '../prng';
import {
  type Box,
  type Camera,
  type DrawContext,
  type Item,
  type Lighting,
  type V3,
  dot,
  sortItems,
  v3,
  vadd,
  vmul,
  vnorm,
  vsub,
} from '../scene3d';
import { Svg, n, polyD, smoothOpenD, type Pt } from '../svg';

export type WallId = 'back' | 'left' | 'right';

export interface WallFrame {
  id: WallId;
  /** Bottom-left corner seen from inside. */
  o: V3;
  /** Unit vector along the wall (left to right seen from inside). */
  u: V3;
  len: number;
  /** Into the room. */
  normal: V3;
}

export type ViewKind = 'sea' | 'pool' | 'city' | 'garden' | 'street' | 'gulf' | 'none';

export interface WindowSpec {
  wall: WallId;
  a0: number;
  a1: number;
  v0: number;
  v1: number;
  /** Glazing bars: vertical panes and a transom. */
  panes: number;
  transom?: number;
  arched?: boolean;
  view: ViewKind;
  /** Frame colour. */
  frame?: RGB;
  /** Shutters folded back beside the opening (neoclassical French windows). */
  shutters?: RGB;
  /** A balcony railing outside. */
  railing?: 'iron' | 'glass' | 'parapet';
  /** A door, open, showing another room (en-suite, dressing room) instead of a view. */
  doorway?: 'bathroom' | 'dressing' | 'room';
  curtains?: boolean;
}

export interface RoomSpec {
  w: number;
  d: number;
  h: number;
  wall: RGB;
  floor: 'oak' | 'herringbone' | 'terracotta' | 'marble' | 'concrete' | 'timber' | 'stone' | 'tiles';
  floorColour: RGB;
  ceiling: 'flat' | 'beams' | 'reed' | 'painted' | 'vault' | 'grid' | 'planks';
  windows: WindowSpec[];
  /** Rectangular wall mouldings (neoclassical). */
  panelling?: boolean;
  cornice?: boolean;
  skirting?: RGB;
  /** Rough whitewash or exposed stone walls. */
  wallTexture?: 'plaster' | 'stone';
}

export interface Lamp {
  at: V3;
  /** Intensity at 1 m (irradiance units). */
  power: number;
}

export interface RoomCtx {
  W: number;
  H: number;
  rng: Rng;
  spec: RoomSpec;
  cam: Camera;
  atm: Atmosphere;
  /** For painters shared with outdoor scenes (trees in pots). */
  light: Lighting;
  walls: Record<WallId, WallFrame>;
  /** Shell: view, walls, floor, ceiling. */
  shell: Svg;
  /** Multiplied, blurred: contact shadows, corners. */
  soft: Svg;
  /** Screened, blurred: sun patches, reflections, glows. */
  glow: Svg;
  /** Furniture. */
  main: Svg;
  lamps: Lamp[];
  /** Daylight through the glass (0 at night). */
  daylight: number;
  /** Sky radiance colour. */
  skyTint: RGB;
  exposure: number;
  /** Towards the sun, if it shines in. */
  sun: V3 | null;
  /** Footprints for contact shadows: [x0, z0, x1, z1, height]. */
  footprints: Array<[number, number, number, number, number]>;
}

export function wallFrames(w: number, d: number): Record<WallId, WallFrame> {
  return {
    back: { id: 'back', o: v3(-w / 2, 0, d), u: v3(1, 0, 0), len: w, normal: v3(0, 0, -1) },
    left: { id: 'left', o: v3(-w / 2, 0, 0), u: v3(0, 0, 1), len: d, normal: v3(1, 0, 0) },
    right: { id: 'right', o: v3(w / 2, 0, d), u: v3(0, 0, -1), len: d, normal: v3(-1, 0, 0) },
  };
}

export function wallPoint(wf: WallFrame, a: number, y: number, out = 0): V3 {
  return vadd(vadd(wf.o, vmul(wf.u, a)), v3(-wf.normal.x * out, y, -wf.normal.z * out));
}

// ---------------------------------------------------------------------------------------------
// Light

/** Irradiance (linear RGB multipliers) at a point with a normal: windows, bounce, lamps. */
export function irradiance(rc: RoomCtx, p: V3, nP: V3): RGB {
  let r = 0;
  let g = 0;
  let b = 0;
  const sky = rc.skyTint;
  for (const win of rc.spec.windows) {
    if (win.doorway) continue;
    const wf = rc.walls[win.wall];
    const su = 4;
    const sv = 3;
    const dA = ((win.a1 - win.a0) * (win.v1 - win.v0)) / (su * sv);
    let e = 0;
    for (let i = 0; i < su; i++) {
      for (let j = 0; j < sv; j++) {
        const s = wallPoint(
          wf,
          win.a0 + ((i + 0.5) / su) * (win.a1 - win.a0),
          win.v0 + ((j + 0.5) / sv) * (win.v1 - win.v0),
        );
        const dv = vsub(p, s);
        const r2 = Math.max(0.35, dot(dv, dv));
        const rr = Math.sqrt(r2);
        const cw = dot(wf.normal, dv) / rr;
        const cp = -dot(nP, dv) / rr;
        if (cw > 0 && cp > 0) e += (cw * cp * dA) / (Math.PI * r2);
      }
    }
    e *= rc.daylight * 3.2;
    r += e * sky[0];
    g += e * sky[1];
    b += e * sky[2];
  }
  // Bounce from the room itself: more under the ceiling near the windows, a floor of it everywhere.
  const amb = 0.2 + 0.25 * rc.daylight;
  r += amb * 1.0;
  g += amb * 0.97;
  b += amb * 0.92;
  for (const lamp of rc.lamps) {
    const dv = vsub(p, lamp.at);
    const r2 = Math.max(0.25, dot(dv, dv));
    const cp = Math.max(0.15, -dot(nP, dv) / Math.sqrt(r2));
    const e = (lamp.power * cp) / r2;
    r += e * 1.0;
    g += e * 0.78;
    b += e * 0.52;
  }
  return [r, g, b];
}

/** Display colour of an albedo under an irradiance. */
export function tone(rc: RoomCtx, albedo: RGB, e: RGB): RGB {
  const a = toLinear(albedo);
  return fromLinear(filmic([a[0] * e[0], a[1] * e[1], a[2] * e[2]], rc.exposure));
}

export function lit(rc: RoomCtx, albedo: RGB, p: V3, nP: V3): RGB {
  return tone(rc, albedo, irradiance(rc, p, nP));
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers

export function poly(rc: RoomCtx, pts: V3[]): Pt[] {
  return rc.cam.polygon(pts);
}

/** A gradient along a line in the world, sampled at k points. */
export function worldGradient(rc: RoomCtx, svg: Svg, a: V3, b: V3, colourAt: (p: V3) => RGB, k = 6): string {
  const pa = rc.cam.project(a);
  const pb = rc.cam.project(b);
  const dx = pb[0] - pa[0];
  const dy = pb[1] - pa[1];
  const l2 = dx * dx + dy * dy || 1;
  const stops: Array<[number, RGB]> = [];
  for (let i = 0; i <= k; i++) {
    const p = vadd(a, vmul(vsub(b, a), i / k));
    if (rc.cam.depth(p) < 0.2) continue;
    const s = rc.cam.project(p);
    const t = ((s[0] - pa[0]) * dx + (s[1] - pa[1]) * dy) / l2;
    stops.push([Math.max(0, Math.min(1, t)), colourAt(p)]);
  }
  stops.sort((x, y) => x[0] - y[0]);
  if (stops.length === 0) return css(colourAt(a));
  return svg.linear(pa[0], pa[1], pb[0], pb[1], stops);
}

/** Rounded polygon: each corner cut and replaced by a curve through it. */
export function roundedD(pts: Pt[], r: number): string {
  const m = pts.length;
  if (m < 3 || r < 0.6) return polyD(pts);
  let d = '';
  for (let i = 0; i < m; i++) {
    const p = pts[i];
    const a = pts[(i - 1 + m) % m];
    const b = pts[(i + 1) % m];
    const la = Math.hypot(a[0] - p[0], a[1] - p[1]) || 1;
    const lb = Math.hypot(b[0] - p[0], b[1] - p[1]) || 1;
    const ra = Math.min(r, la / 2.2);
    const rb = Math.min(r, lb / 2.2);
    const s: Pt = [p[0] + ((a[0] - p[0]) * ra) / la, p[1] + ((a[1] - p[1]) * ra) / la];
    const e: Pt = [p[0] + ((b[0] - p[0]) * rb) / lb, p[1] + ((b[1] - p[1]) * rb) / lb];
    d += `${i === 0 ? 'M' : 'L'}${n(s[0])} ${n(s[1])}Q${n(p[0])} ${n(p[1])} ${n(e[0])} ${n(e[1])}`;
  }
  return d + 'Z';
}

/** An affine map from a unit square (0..1 × 0..1, y down) onto a world quad (tl, tr, bl). */
export function affineTo(rc: RoomCtx, tl: V3, tr: V3, bl: V3): string | null {
  if (rc.cam.depth(tl) < 0.2 || rc.cam.depth(tr) < 0.2 || rc.cam.depth(bl) < 0.2) return null;
  const a = rc.cam.project(tl);
  const b = rc.cam.project(tr);
  const c = rc.cam.project(bl);
  return `matrix(${n(b[0] - a[0])} ${n(b[1] - a[1])} ${n(c[0] - a[0])} ${n(c[1] - a[1])} ${n(a[0])} ${n(a[1])})`;
}

// ---------------------------------------------------------------------------------------------
// Soft boxes: furniture made of shaded, round-edged blocks

export interface Part {
  b: Box;
  albedo: RGB;
  /** Corner radius (m). */
  round?: number;
  top?: RGB;
  /** Extra drawing on a visible face after it is filled (seams, handles, grain). */
  decorate?: (rc: RoomCtx, svg: Svg, face: FaceInfo) => void;
  /** Glossy top (stone worktops, lacquer): a faint reflection of the window. */
  gloss?: number;
  /** Emissive (lamp shades at night). */
  glow?: RGB;
  /** A cylinder (or a cone) standing in the box instead of the box: radii at the top and the foot. */
  cyl?: { top: number; foot: number };
}

export interface FaceInfo {
  normal: V3;
  corners: V3[];
  screen: Pt[];
  colour: RGB;
  /** World axes of the face: u along, v up (or depth for the top). */
  o: V3;
  u: V3;
  v: V3;
  w: number;
  h: number;
}

function boxFaces(b: Box): Array<{ normal: V3; o: V3; u: V3; v: V3; w: number; h: number }> {
  const { x0, x1, y0, y1, z0, z1 } = b;
  return [
    { normal: v3(0, 0, -1), o: v3(x0, y0, z0), u: v3(1, 0, 0), v: v3(0, 1, 0), w: x1 - x0, h: y1 - y0 },
    { normal: v3(0, 0, 1), o: v3(x1, y0, z1), u: v3(-1, 0, 0), v: v3(0, 1, 0), w: x1 - x0, h: y1 - y0 },
    { normal: v3(-1, 0, 0), o: v3(x0, y0, z1), u: v3(0, 0, -1), v: v3(0, 1, 0), w: z1 - z0, h: y1 - y0 },
    { normal: v3(1, 0, 0), o: v3(x1, y0, z0), u: v3(0, 0, 1), v: v3(0, 1, 0), w: z1 - z0, h: y1 - y0 },
    { normal: v3(0, 1, 0), o: v3(x0, y1, z0), u: v3(1, 0, 0), v: v3(0, 0, 1), w: x1 - x0, h: z1 - z0 },
    { normal: v3(0, -1, 0), o: v3(x0, y0, z1), u: v3(1, 0, 0), v: v3(0, 0, -1), w: x1 - x0, h: z1 - z0 },
  ];
}

/** Paints one part: the visible faces, rounded, lit by the room. */
export function paintPart(rc: RoomCtx, svg: Svg, part: Part): void {
  const cam = rc.cam;
  if (part.cyl) {
    paintCylinder(rc, svg, part);
    return;
  }
  const faces = boxFaces(part.b);
  const visible: FaceInfo[] = [];
  for (const f of faces) {
    const corners = [
      f.o,
      vadd(f.o, vmul(f.u, f.w)),
      vadd(vadd(f.o, vmul(f.u, f.w)), vmul(f.v, f.h)),
      vadd(f.o, vmul(f.v, f.h)),
    ];
    const toEye = vsub(cam.pos, f.o);
    if (dot(toEye, f.normal) <= 1e-6) continue;
    const screen = cam.polygon(corners);
    if (screen.length < 3) continue;
    const centre = vadd(vadd(f.o, vmul(f.u, f.w / 2)), vmul(f.v, f.h / 2));
    const albedo = f.normal.y > 0.5 && part.top ? part.top : part.albedo;
    const colour = part.glow ?? lit(rc, albedo, centre, f.normal);
    visible.push({ normal: f.normal, corners, screen, colour, o: f.o, u: f.u, v: f.v, w: f.w, h: f.h });
  }
  if (visible.length === 0) return;
  const depth = cam.depth(
    v3((part.b.x0 + part.b.x1) / 2, (part.b.y0 + part.b.y1) / 2, (part.b.z0 + part.b.z1) / 2),
  );
  const rpx = (part.round ?? 0.012) * cam.scaleAt(depth);
  if (rpx > 1 && visible.length > 1) {
    // Underlay so the rounded corners of adjacent faces leave no gaps.
    const all = visible.flatMap((f) => f.screen);
    svg.path(
      roundedD(convexHull(all), rpx),
      css(mix(visible[0].colour, visible[visible.length - 1].colour, 0.5)),
    );
  }
  for (const f of visible) {
    let fill = css(f.colour);
    if (f.normal.y === 0 && !part.glow && f.h > 0.05) {
      // Vertical faces: darker towards the floor (occlusion), a little lighter at the top edge.
      const a = cam.project(vadd(f.o, vmul(f.u, f.w / 2)));
      const b = cam.project(vadd(vadd(f.o, vmul(f.u, f.w / 2)), vmul(f.v, f.h)));
      const lowK = part.b.y0 < 0.05 ? 0.72 : 0.88;
      fill = svg.linear(a[0], a[1], b[0], b[1], [
        [0, scale(f.colour, lowK)],
        [Math.min(0.5, 0.12 / Math.max(0.1, f.h)), f.colour],
        [1, mix(f.colour, [255, 255, 255], 0.04)],
      ]);
    }
    svg.path(roundedD(f.screen, rpx), fill);
    if (f.normal.y > 0.5 && part.gloss) {
      const g = svg.linear(f.screen[0][0], f.screen[0][1], f.screen[2][0], f.screen[2][1], [
        [0, [255, 255, 255], 0],
        [0.5, [255, 255, 255], part.gloss],
        [1, [255, 255, 255], 0],
      ]);
      svg.path(roundedD(f.screen, rpx), g);
    }
    part.decorate?.(rc, svg, f);
  }
  // A fine highlight on the top front edge catches the window light.
  const top = visible.find((f) => f.normal.y > 0.5);
  const front = visible.find((f) => f.normal.y === 0);
  if (top && front && rpx > 0.8 && !part.glow) {
    const e0 = front.screen[3];
    const e1 = front.screen[2];
    if (e0 && e1)
      svg.line(
        e0,
        e1,
        css(mix(top.colour, [255, 255, 255], 0.35)),
        Math.max(0.6, rpx * 0.5),
        'opacity="0.55" stroke-linecap="round"',
      );
  }
}

function paintCylinder(rc: RoomCtx, svg: Svg, part: Part): void {
  const cam = rc.cam;
  const { b } = part;
  const cx = (b.x0 + b.x1) / 2;
  const cz = (b.z0 + b.z1) / 2;
  const ring = (y: number, r: number): Pt[] => {
    const pts: V3[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      pts.push(v3(cx + Math.cos(a) * r, y, cz + Math.sin(a) * r));
    }
    return cam.polygon(pts);
  };
  const top = ring(b.y1, part.cyl!.top);
  const foot = ring(b.y0, part.cyl!.foot);
  if (top.length < 3 || foot.length < 3) return;
  const side = convexHull(top.concat(foot));
  // Shading across the side: the normals at the left and right silhouettes and facing the camera.
  const toCam = vnorm(v3(cam.pos.x - cx, 0, cam.pos.z - cz));
  const right = v3(toCam.z, 0, -toCam.x);
  const mid = v3(cx, (b.y0 + b.y1) / 2, cz);
  const colourAt = (nrm: V3) => part.glow ?? lit(rc, part.albedo, mid, nrm);
  const xs = side.map((p) => p[0]);
  const left = Math.min(...xs);
  const rightX = Math.max(...xs);
  const yMid = (Math.min(...side.map((p) => p[1])) + Math.max(...side.map((p) => p[1]))) / 2;
  const cL = colourAt(vnorm(vadd(vmul(right, -1), vmul(toCam, 0.2))));
  const cC = colourAt(toCam);
  const cR = colourAt(vnorm(vadd(right, vmul(toCam, 0.2))));
  svg.path(
    polyD(side),
    part.glow
      ? css(part.glow)
      : svg.linear(left, yMid, rightX, yMid, [
          [0, scale(cL, 0.85)],
          [0.5, cC],
          [1, scale(cR, 0.85)],
        ]),
  );
  if (cam.pos.y > b.y1 && part.cyl!.top > 0.005) {
    const c = part.glow ?? lit(rc, part.top ?? part.albedo, v3(cx, b.y1, cz), v3(0, 1, 0));
    svg.path(polyD(top), css(c));
    if (part.gloss) svg.path(polyD(top), '#ffffff', `opacity="${n(part.gloss)}"`);
  }
}

function convexHull(points: Pt[]): Pt[] {
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

function unionBox(parts: Part[]): Box {
  return {
    x0: Math.min(...parts.map((p) => p.b.x0)),
    x1: Math.max(...parts.map((p) => p.b.x1)),
    y0: Math.min(...parts.map((p) => p.b.y0)),
    y1: Math.max(...parts.map((p) => p.b.y1)),
    z0: Math.min(...parts.map((p) => p.b.z0)),
    z1: Math.max(...parts.map((p) => p.b.z1)),
  };
}

/** A piece of furniture: its parts, painted back to front, plus extra drawing; leaves a footprint. */
export function piece(rc: RoomCtx, parts: Part[], extra?: (svg: Svg) => void, footprint = true): Item {
  const bbox = unionBox(parts);
  if (footprint && bbox.y0 < 0.6) rc.footprints.push([bbox.x0, bbox.z0, bbox.x1, bbox.z1, bbox.y1 - bbox.y0]);
  return {
    bbox,
    draw: (ctx: DrawContext) => {
      const items: Item[] = parts.map((p) => ({ bbox: p.b, draw: () => paintPart(rc, ctx.svg, p) }));
      for (const it of sortItems(items, rc.cam)) it.draw!(ctx);
      extra?.(ctx.svg);
    },
  };
}

/** Places a local box (front towards local −z) at (x, z) turned by quarter turns. */
export function place(b: Box, at: { x: number; z: number }, rot: number): Box {
  const map = (lx: number, lz: number): [number, number] => {
    switch (((rot % 4) + 4) % 4) {
      case 1:
        return [at.x - lz, at.z + lx];
      case 2:
        return [at.x - lx, at.z - lz];
      case 3:
        return [at.x + lz, at.z - lx];
      default:
        return [at.x + lx, at.z + lz];
    }
  };
  const [ax, az] = map(b.x0, b.z0);
  const [bx, bz] = map(b.x1, b.z1);
  return {
    x0: Math.min(ax, bx),
    x1: Math.max(ax, bx),
    y0: b.y0,
    y1: b.y1,
    z0: Math.min(az, bz),
    z1: Math.max(az, bz),
  };
}

// ---------------------------------------------------------------------------------------------
// The shell

/** The visible wall polygon of a wall (full height), as world corners. */
function wallQuad(rc: RoomCtx, id: WallId, top = rc.spec.h): V3[] {
  const wf = rc.walls[id];
  return [wallPoint(wf, 0, 0), wallPoint(wf, wf.len, 0), wallPoint(wf, wf.len, top), wallPoint(wf, 0, top)];
}

/** Window outline on its wall (world), arched or square. */
export function windowOutline(rc: RoomCtx, win: WindowSpec, out = 0): V3[] {
  const wf = rc.walls[win.wall];
  if (!win.arched) {
    return [
      wallPoint(wf, win.a0, win.v0, out),
      wallPoint(wf, win.a1, win.v0, out),
      wallPoint(wf, win.a1, win.v1, out),
      wallPoint(wf, win.a0, win.v1, out),
    ];
  }
  const r = (win.a1 - win.a0) / 2;
  const spring = win.v1 - r;
  const pts = [wallPoint(wf, win.a0, win.v0, out), wallPoint(wf, win.a1, win.v0, out)];
  for (let i = 0; i <= 14; i++) {
    const t = (i / 14) * Math.PI;
    pts.push(wallPoint(wf, win.a0 + r + r * Math.cos(t), spring + r * Math.sin(t), out));
  }
  return pts;
}

export interface ShellOptions {
  /** Draws the ceiling (the default draws a flat one with the spec's features). */
  ceiling?: (rc: RoomCtx) => void;
  /** Extra wall features (fireplace breasts, arches) drawn after the walls. */
  afterWalls?: (rc: RoomCtx) => void;
}

export function paintShell(rc: RoomCtx, o: ShellOptions = {}): void {
  const { shell: svg, spec } = rc;
  const h = spec.h;
  // Walls, each with its light gradient.
  for (const id of ['back', 'left', 'right'] as WallId[]) {
    const wf = rc.walls[id];
    const q = poly(rc, wallQuad(rc, id));
    if (q.length < 3) continue;
    const fill = worldGradient(
      rc,
      svg,
      wallPoint(wf, 0, h * 0.45),
      wallPoint(wf, wf.len, h * 0.45),
      (p) => lit(rc, spec.wall, p, wf.normal),
      8,
    );
    svg.path(polyD(q), fill);
    // Vertical light: the top of the wall a touch darker, the foot darker still.
    const top = rc.cam.project(wallPoint(wf, wf.len / 2, h));
    const foot = rc.cam.project(wallPoint(wf, wf.len / 2, 0));
    svg.path(
      polyD(q),
      svg.linear(top[0], top[1], foot[0], foot[1], [
        [0, [60, 50, 40], 0.1],
        [0.35, [60, 50, 40], 0],
        [0.85, [60, 50, 40], 0],
        [1, [60, 50, 40], 0.12],
      ]),
    );
    if (spec.wallTexture) paintWallTexture(rc, id);
    if (spec.panelling) paintPanelling(rc, id);
  }
  paintFloor(rc);
  if (o.ceiling) o.ceiling(rc);
  else paintCeiling(rc);
  o.afterWalls?.(rc);
  for (const win of spec.windows) paintWindow(rc, win);
  if (spec.skirting) paintSkirting(rc, spec.skirting);
  if (spec.cornice) paintCornice(rc);
}

function paintWallTexture(rc: RoomCtx, id: WallId): void {
  const { shell: svg, rng, spec } = rc;
  const wf = rc.walls[id];
  const q = poly(rc, wallQuad(rc, id));
  const clip = svg.clip(polyD(q));
  if (spec.wallTexture === 'plaster') {
    // Hand-applied whitewash: broad soft clouds, lighter and darker.
    const light: string[] = [];
    const dark: string[] = [];
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, wf.len);
      const y = rng.range(0, spec.h);
      const p = rc.cam.project(wallPoint(wf, a, y));
      const s = rc.cam.scaleAt(Math.max(0.5, rc.cam.depth(wallPoint(wf, a, y)))) * rng.range(0.2, 0.6);
      (rng.chance(0.5) ? light : dark).push(
        `M${n(p[0] - s)} ${n(p[1])}a${n(s)} ${n(s * 0.6)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s * 0.6)} 0 1 0 ${n(-2 * s)} 0Z`,
      );
    }
    svg.path(light.join(''), '#ffffff', `opacity="0.035" clip-path="${clip}"`);
    svg.path(dark.join(''), '#6a5a48', `opacity="0.025" clip-path="${clip}"`);
    return;
  }
  // Exposed stone: irregular blocks in rough courses.
  const blocks: string[] = [];
  const lightB: string[] = [];
  const joints: string[] = [];
  let y = 0;
  while (y < spec.h) {
    const ch = rng.range(0.18, 0.34);
    let a = -rng.range(0, 0.3);
    while (a < wf.len) {
      const bw = rng.range(0.25, 0.6);
      const g = 0.012;
      const pts = [
        wallPoint(wf, a + g, y + g),
        wallPoint(wf, a + bw - g, y + g + rng.range(-0.02, 0.02)),
        wallPoint(wf, a + bw - g, y + ch - g),
        wallPoint(wf, a + g, y + ch - g + rng.range(-0.02, 0.02)),
      ];
      const s = poly(rc, pts);
      if (s.length >= 3) {
        const d = roundedD(s, 2);
        const rr = rng.next();
        if (rr < 0.35) blocks.push(d);
        else if (rr > 0.7) lightB.push(d);
        joints.push(d);
      }
      a += bw;
    }
    y += ch;
  }
  svg.path(
    joints.join(''),
    'none',
    `stroke="#3e3428" stroke-width="${n(Math.max(0.6, rc.W / 1400))}" opacity="0.28" clip-path="${clip}"`,
  );
  svg.path(blocks.join(''), '#5a4a38', `opacity="0.1" clip-path="${clip}"`);
  svg.path(lightB.join(''), '#fff6e4', `opacity="0.08" clip-path="${clip}"`);
}

function paintPanelling(rc: RoomCtx, id: WallId): void {
  const { shell: svg, spec } = rc;
  const wf = rc.walls[id];
  const occupied = spec.windows.filter((w) => w.wall === id);
  const frames: string[] = [];
  const panelW = 1.1;
  for (let a = 0.3; a + panelW < wf.len - 0.2; a += panelW + 0.25) {
    if (occupied.some((w) => a + panelW > w.a0 - 0.2 && a < w.a1 + 0.2)) continue;
    for (const [y0, y1] of [
      [0.25, 0.95],
      [1.2, spec.h - 0.55],
    ]) {
      const s = poly(rc, [
        wallPoint(wf, a, y0),
        wallPoint(wf, a + panelW, y0),
        wallPoint(wf, a + panelW, y1),
        wallPoint(wf, a, y1),
      ]);
      if (s.length >= 3) frames.push(polyD(s));
    }
  }
  if (frames.length === 0) return;
  const dark = scale(lit(rc, spec.wall, wallPoint(wf, wf.len / 2, 1.5), wf.normal), 0.8);
  svg.path(
    frames.join(''),
    'none',
    `stroke="${css(dark)}" stroke-width="${n(Math.max(0.8, rc.W / 900))}" opacity="0.7"`,
  );
  svg.path(
    frames.join(''),
    'none',
    `stroke="#ffffff" stroke-width="${n(Math.max(0.6, rc.W / 1500))}" opacity="0.35" transform="translate(1 1)"`,
  );
}

function paintSkirting(rc: RoomCtx, colour: RGB): void {
  for (const id of ['back', 'left', 'right'] as WallId[]) {
    const wf = rc.walls[id];
    const s = poly(rc, [
      wallPoint(wf, 0, 0),
      wallPoint(wf, wf.len, 0),
      wallPoint(wf, wf.len, 0.1),
      wallPoint(wf, 0, 0.1),
    ]);
    if (s.length < 3) continue;
    rc.shell.path(
      polyD(s),
      worldGradient(
        rc,
        rc.shell,
        wallPoint(wf, 0, 0.05),
        wallPoint(wf, wf.len, 0.05),
        (p) => lit(rc, colour, p, wf.normal),
        4,
      ),
    );
  }
}

function paintCornice(rc: RoomCtx): void {
  const h = rc.spec.h;
  for (const id of ['back', 'left', 'right'] as WallId[]) {
    const wf = rc.walls[id];
    const band = poly(rc, [
      wallPoint(wf, 0, h - 0.22),
      wallPoint(wf, wf.len, h - 0.22),
      wallPoint(wf, wf.len, h),
      wallPoint(wf, 0, h),
    ]);
    if (band.length < 3) continue;
    const a = rc.cam.project(wallPoint(wf, wf.len / 2, h - 0.22));
    const b = rc.cam.project(wallPoint(wf, wf.len / 2, h));
    const c = lit(
      rc,
      [244, 240, 232],
      wallPoint(wf, wf.len / 2, h - 0.1),
      vnorm(vadd(wf.normal, v3(0, -0.8, 0))),
    );
    rc.shell.path(
      polyD(band),
      rc.shell.linear(a[0], a[1], b[0], b[1], [
        [0, scale(c, 0.85)],
        [0.2, mix(c, [255, 255, 255], 0.2)],
        [0.45, scale(c, 0.8)],
        [0.7, c],
        [1, scale(c, 0.9)],
      ]),
    );
  }
}

function floorPattern(rc: RoomCtx): void {
  const { shell: svg, spec, rng } = rc;
  const { w, d } = spec;
  const x0 = -w / 2;
  const lines: string[] = [];
  const darkP: string[] = [];
  const lightP: string[] = [];
  const seg = (a: V3, b: V3) => {
    const p = rc.cam.polygon([a, b, b]);
    if (p.length >= 2) lines.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
  };
  const quad = (xa: number, za: number, xb: number, zb: number, target: string[]) => {
    const p = rc.cam.polygon([v3(xa, 0.001, za), v3(xb, 0.001, za), v3(xb, 0.001, zb), v3(xa, 0.001, zb)]);
    if (p.length >= 3) target.push(polyD(p));
  };
  const kind = spec.floor;
  if (kind === 'oak' || kind === 'timber') {
    const pw = kind === 'oak' ? 0.19 : 0.26;
    for (let x = x0; x < w / 2; x += pw) {
      seg(v3(x, 0.001, 0), v3(x, 0.001, d));
      let z = -rng.range(0, 1.5);
      while (z < d) {
        const len = rng.range(1.2, 2.2);
        if (z > 0) seg(v3(x, 0.001, z), v3(x + pw, 0.001, z));
        const r = rng.next();
        if (r < 0.25) quad(x, Math.max(0, z), x + pw, Math.min(d, z + len), darkP);
        else if (r > 0.75) quad(x, Math.max(0, z), x + pw, Math.min(d, z + len), lightP);
        z += len;
      }
    }
  } else if (kind === 'herringbone') {
    const sw = 0.32;
    for (let x = x0, k = 0; x < w / 2; x += sw, k++) {
      seg(v3(x, 0.001, 0), v3(x, 0.001, d));
      for (let z = 0; z < d; z += 0.09) {
        if (k % 2 === 0) seg(v3(x, 0.001, z), v3(x + sw, 0.001, z + sw));
        else seg(v3(x + sw, 0.001, z), v3(x, 0.001, z + sw));
        if (rng.chance(0.12)) quad(x, z, x + sw, z + 0.09, rng.chance(0.5) ? darkP : lightP);
      }
    }
  } else {
    const t =
      kind === 'terracotta'
        ? 0.33
        : kind === 'tiles'
          ? 0.45
          : kind === 'stone'
            ? 0.5
            : kind === 'marble'
              ? 0.8
              : 1.2;
    for (let x = x0; x <= w / 2 + 0.01; x += t) seg(v3(x, 0.001, 0), v3(x, 0.001, d));
    const stagger = kind === 'stone';
    for (let z = 0; z <= d; z += t) {
      seg(v3(x0, 0.001, z), v3(w / 2, 0.001, z));
      for (let x = x0; x < w / 2; x += t) {
        const r = rng.next();
        if (kind === 'concrete') continue;
        if (r < 0.3) quad(x + (stagger ? t / 2 : 0), z, x + t, z + t, darkP);
        else if (r > 0.72) quad(x, z, x + t, z + t, lightP);
      }
    }
  }
  const base = mix(spec.floorColour, [0, 0, 0], 0.5);
  const strength = kind === 'concrete' ? 0.12 : kind === 'marble' ? 0.25 : kind === 'terracotta' ? 0.55 : 0.4;
  svg.path(darkP.join(''), css(base), `opacity="${kind === 'terracotta' ? 0.16 : 0.1}"`);
  svg.path(lightP.join(''), '#ffffff', `opacity="${kind === 'terracotta' ? 0.08 : 0.07}"`);
  svg.add(
    `<path d="${lines.join('')}" stroke="${css(base)}" stroke-width="${n(Math.max(0.5, rc.W / 2200))}" fill="none" opacity="${strength}"/>`,
  );
  if (kind === 'marble' || kind === 'concrete') {
    // Veins or trowel clouds.
    const veins: string[] = [];
    for (let i = 0; i < (kind === 'marble' ? 26 : 14); i++) {
      const pts: Pt[] = [];
      let x = rng.range(x0, w / 2);
      let z = rng.range(0, d);
      for (let k = 0; k < 5; k++) {
        const p = rc.cam.polygon([v3(x, 0.001, z), v3(x, 0.001, z), v3(x, 0.001, z)]);
        if (p.length) pts.push(p[0]);
        x += rng.range(-0.4, 0.4);
        z += rng.range(0.1, 0.5);
      }
      if (pts.length >= 3) veins.push(smoothOpenD(pts));
    }
    svg.add(
      `<path d="${veins.join('')}" stroke="${css(base)}" stroke-width="${n(Math.max(0.6, rc.W / 1600))}" fill="none" opacity="0.12"/>`,
    );
  }
}

function paintFloor(rc: RoomCtx): void {
  const { shell: svg, spec } = rc;
  const { w, d } = spec;
  const q = poly(rc, [v3(-w / 2, 0, 0), v3(w / 2, 0, 0), v3(w / 2, 0, d), v3(-w / 2, 0, d)]);
  if (q.length < 3) return;
  // Light falls off away from the main window.
  const main = spec.windows.find((win) => !win.doorway) ?? spec.windows[0];
  let a = v3(0, 0, d);
  if (main) {
    const wf = rc.walls[main.wall];
    a = wallPoint(wf, (main.a0 + main.a1) / 2, 0);
  }
  const b = v3(rc.cam.pos.x, 0, 0.2);
  const up = v3(0, 1, 0);
  svg.path(
    polyD(q),
    worldGradient(
      rc,
      svg,
      vadd(a, vmul(vnorm(vsub(b, a)), 0.05)),
      b,
      (p) => lit(rc, spec.floorColour, p, up),
      8,
    ),
  );
  // Across: the far side of the room is darker.
  floorPattern(rc);
}

function paintCeiling(rc: RoomCtx): void {
  const { shell: svg, spec, rng } = rc;
  const { w, d, h } = spec;
  const q = poly(rc, [v3(-w / 2, h, 0), v3(w / 2, h, 0), v3(w / 2, h, d), v3(-w / 2, h, d)]);
  if (q.length < 3) return;
  const down = v3(0, -1, 0);
  const ceilingAlbedo: RGB =
    spec.ceiling === 'planks' ? [176, 134, 96] : spec.ceiling === 'reed' ? [206, 180, 128] : [244, 242, 238];
  svg.path(
    polyD(q),
    worldGradient(rc, svg, v3(0, h, d), v3(rc.cam.pos.x, h, 0.2), (p) => lit(rc, ceilingAlbedo, p, down), 6),
  );
  const beamC: RGB = [104, 78, 56];
  const lines: string[] = [];
  if (spec.ceiling === 'reed' || spec.ceiling === 'planks') {
    // Reeds (or planks) run across the beams.
    const step = spec.ceiling === 'reed' ? 0.035 : 0.16;
    for (let x = -w / 2; x < w / 2; x += step) {
      const p = rc.cam.polygon([v3(x, h - 0.002, 0), v3(x, h - 0.002, d), v3(x, h - 0.002, d)]);
      if (p.length >= 2) lines.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
    }
    svg.add(
      `<path d="${lines.join('')}" stroke="${css(spec.ceiling === 'reed' ? [120, 98, 60] : [90, 64, 44])}" stroke-width="${n(Math.max(0.5, rc.W / 2400))}" fill="none" opacity="0.45"/>`,
    );
  }
  if (spec.ceiling === 'beams' || spec.ceiling === 'reed' || spec.ceiling === 'planks') {
    const gap = spec.ceiling === 'beams' ? rng.range(0.7, 1.0) : rng.range(0.6, 0.8);
    const bw = spec.ceiling === 'reed' ? 0.12 : 0.16;
    const bh = spec.ceiling === 'reed' ? 0.1 : 0.2;
    for (let z = gap * 0.6; z < d; z += gap) {
      const under = poly(rc, [
        v3(-w / 2, h - bh, z),
        v3(w / 2, h - bh, z),
        v3(w / 2, h - bh, z + bw),
        v3(-w / 2, h - bh, z + bw),
      ]);
      const side = poly(rc, [v3(-w / 2, h - bh, z), v3(w / 2, h - bh, z), v3(w / 2, h, z), v3(-w / 2, h, z)]);
      const c1 = lit(rc, beamC, v3(0, h - bh, z), down);
      const c2 = lit(rc, beamC, v3(0, h - bh / 2, z), v3(0, 0, -1));
      if (side.length >= 3) svg.path(polyD(side), css(c2));
      if (under.length >= 3) svg.path(polyD(under), css(c1));
    }
  }
  if (spec.ceiling === 'painted') paintPaintedCeiling(rc);
  if (spec.ceiling === 'grid') {
    const grid: string[] = [];
    for (let x = -w / 2; x <= w / 2; x += 0.6) {
      const p = rc.cam.polygon([v3(x, h - 0.002, 0), v3(x, h - 0.002, d), v3(x, h - 0.002, d)]);
      if (p.length >= 2) grid.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
    }
    for (let z = 0.6; z <= d; z += 0.6) {
      const p = rc.cam.polygon([v3(-w / 2, h - 0.002, z), v3(w / 2, h - 0.002, z), v3(w / 2, h - 0.002, z)]);
      if (p.length >= 2) grid.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
    }
    svg.add(
      `<path d="${grid.join('')}" stroke="#9a9a98" stroke-width="${n(Math.max(0.5, rc.W / 2000))}" fill="none" opacity="0.5"/>`,
    );
    const lights: string[] = [];
    for (let x = -w / 2 + 1.2; x < w / 2 - 0.6; x += 2.4) {
      for (let z = 1.2; z < d - 0.6; z += 2.4) {
        const p = poly(rc, [
          v3(x, h - 0.004, z),
          v3(x + 0.6, h - 0.004, z),
          v3(x + 0.6, h - 0.004, z + 1.2),
          v3(x, h - 0.004, z + 1.2),
        ]);
        if (p.length >= 3) lights.push(polyD(p));
      }
    }
    svg.path(lights.join(''), '#fbfaf6');
  }
  if (spec.ceiling === 'flat' && rng.chance(0.7)) {
    // Recessed downlights.
    const dots: string[] = [];
    for (let x = -w / 2 + 0.9; x < w / 2 - 0.5; x += rng.range(1.3, 1.8)) {
      for (let z = 1.2; z < d - 0.4; z += 1.6) {
        const c = v3(x, h - 0.002, z);
        if (rc.cam.depth(c) < 0.5) continue;
        const p = rc.cam.project(c);
        const s = rc.cam.scaleAt(rc.cam.depth(c)) * 0.05;
        dots.push(
          `M${n(p[0] - s)} ${n(p[1])}a${n(s)} ${n(s * 0.4)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s * 0.4)} 0 1 0 ${n(-2 * s)} 0Z`,
        );
      }
    }
    svg.path(dots.join(''), rc.daylight > 0.5 ? '#c8c6c0' : '#fff4da');
  }
}

/** A neoclassical painted ceiling: a moulded border, a painted frieze, a central medallion. */
function paintPaintedCeiling(rc: RoomCtx): void {
  const { shell: svg, spec, rng } = rc;
  const { w, d, h } = spec;
  const y = h - 0.003;
  const palette: RGB[] = rng.pick([
    [
      [120, 150, 150],
      [196, 160, 96],
      [170, 110, 96],
    ],
    [
      [140, 160, 190],
      [210, 180, 120],
      [150, 120, 140],
    ],
    [
      [110, 140, 110],
      [200, 170, 110],
      [180, 130, 110],
    ],
  ]);
  const rect = (inset: number): V3[] => [
    v3(-w / 2 + inset, y, inset),
    v3(w / 2 - inset, y, inset),
    v3(w / 2 - inset, y, d - inset),
    v3(-w / 2 + inset, y, d - inset),
  ];
  const down = v3(0, -1, 0);
  const band = (i0: number, i1: number, colour: RGB, opacity: number) => {
    const outer = poly(rc, rect(i0));
    const inner = poly(rc, rect(i1));
    if (outer.length < 3 || inner.length < 3) return;
    svg.path(
      polyD(outer) + polyD(inner.slice().reverse()),
      css(lit(rc, colour, v3(0, h, d / 2), down)),
      `opacity="${opacity}" fill-rule="evenodd"`,
    );
  };
  band(0.35, 0.42, palette[1], 0.85);
  band(0.5, 0.75, palette[0], 0.55);
  band(0.78, 0.82, palette[1], 0.8);
  // Frieze ornament: small rosettes in the painted band.
  const dots: string[] = [];
  for (let t = 0; t < 1; t += 0.04) {
    const edges: Array<[number, number]> = [
      [-w / 2 + 0.62 + t * (w - 1.24), 0.62],
      [-w / 2 + 0.62 + t * (w - 1.24), d - 0.62],
      [-w / 2 + 0.62, 0.62 + t * (d - 1.24)],
      [w / 2 - 0.62, 0.62 + t * (d - 1.24)],
    ];
    for (const [x, z] of edges) {
      const c = v3(x, y, z);
      if (rc.cam.depth(c) < 0.4) continue;
      const p = rc.cam.project(c);
      const s = rc.cam.scaleAt(rc.cam.depth(c)) * 0.05;
      dots.push(
        `M${n(p[0] - s)} ${n(p[1])}a${n(s)} ${n(s * 0.5)} 0 1 0 ${n(2 * s)} 0a${n(s)} ${n(s * 0.5)} 0 1 0 ${n(-2 * s)} 0Z`,
      );
    }
  }
  svg.path(dots.join(''), css(lit(rc, palette[2], v3(0, h, d / 2), down)), 'opacity="0.8"');
  // Medallion: concentric rings and petals around the chandelier.
  const mc = v3(0, y, d * 0.55);
  const rings: Array<[number, RGB, number]> = [
    [1.1, palette[0], 0.4],
    [0.85, palette[1], 0.7],
    [0.6, [240, 236, 226], 1],
    [0.35, palette[2], 0.6],
  ];
  for (const [r, c, op] of rings) {
    const pts: V3[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      pts.push(v3(mc.x + Math.cos(a) * r, y, mc.z + Math.sin(a) * r));
    }
    const p = poly(rc, pts);
    if (p.length >= 3) svg.path(polyD(p), css(lit(rc, c, mc, down)), `opacity="${op}"`);
  }
  const petals: string[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const p = poly(rc, [
      v3(mc.x + Math.cos(a) * 0.62, y, mc.z + Math.sin(a) * 0.62),
      v3(mc.x + Math.cos(a + 0.12) * 0.8, y, mc.z + Math.sin(a + 0.12) * 0.8),
      v3(mc.x + Math.cos(a) * 0.95, y, mc.z + Math.sin(a) * 0.95),
      v3(mc.x + Math.cos(a - 0.12) * 0.8, y, mc.z + Math.sin(a - 0.12) * 0.8),
    ]);
    if (p.length >= 3) petals.push(polyD(p));
  }
  svg.path(petals.join(''), css(lit(rc, palette[1], mc, down)), 'opacity="0.75"');
}

// ---------------------------------------------------------------------------------------------
// Windows and what they show

function paintWindow(rc: RoomCtx, win: WindowSpec): void {
  const { shell: svg, cam } = rc;
  const wf = rc.walls[win.wall];
  const outline = poly(rc, windowOutline(rc, win));
  if (outline.length < 3) return;
  const d = polyD(outline);
  const depthOf = 0.28;
  svg.open(`clip-path="${svg.clip(d)}"`);
  if (win.doorway) paintDoorway(rc, win);
  else paintView(rc, win);
  svg.close();
  // Reveals: the wall's thickness around the opening, lit by the window.
  const reveal: V3[][] = [];
  const inner = windowOutline(rc, win, 0);
  const outer = windowOutline(rc, win, depthOf);
  for (let i = 0; i < inner.length; i++) {
    const j = (i + 1) % inner.length;
    const q = [inner[i], inner[j], outer[j], outer[i]];
    const mid = vmul(vadd(vadd(q[0], q[1]), vadd(q[2], q[3])), 0.25);
    // Inward normal of that reveal facet, towards the opening's centre.
    const centre = wallPoint(wf, (win.a0 + win.a1) / 2, (win.v0 + win.v1) / 2, depthOf / 2);
    const nrm = vnorm(vsub(centre, mid));
    if (dot(vsub(cam.pos, mid), nrm) <= 0) continue;
    reveal.push(q);
  }
  const revealC = lit(
    rc,
    mix(rc.spec.wall, [255, 255, 255], 0.1),
    wallPoint(wf, (win.a0 + win.a1) / 2, (win.v0 + win.v1) / 2),
    wf.u,
  );
  for (const q of reveal) {
    const p = poly(rc, q);
    if (p.length >= 3) svg.path(polyD(p), css(mix(revealC, [255, 255, 255], 0.15)));
  }
  if (win.doorway) return;
  // Frame and glazing bars.
  const frame = win.frame ?? [70, 72, 74];
  const fc = lit(rc, frame, wallPoint(wf, (win.a0 + win.a1) / 2, 1.2), wf.normal);
  const bars: string[] = [];
  const t = 0.03;
  const barAt = (a: number, v0: number, v1: number) => {
    const p = poly(rc, [
      wallPoint(wf, a - t, v0, depthOf * 0.6),
      wallPoint(wf, a + t, v0, depthOf * 0.6),
      wallPoint(wf, a + t, v1, depthOf * 0.6),
      wallPoint(wf, a - t, v1, depthOf * 0.6),
    ]);
    if (p.length >= 3) bars.push(polyD(p));
  };
  const top = win.arched ? win.v1 - (win.a1 - win.a0) / 2 : win.v1;
  for (let i = 1; i < win.panes; i++)
    barAt(win.a0 + ((win.a1 - win.a0) * i) / win.panes, win.v0, win.arched ? win.v1 : win.v1);
  barAt(win.a0 + t, win.v0, top);
  barAt(win.a1 - t, win.v0, top);
  const hbar = (v: number) => {
    const p = poly(rc, [
      wallPoint(wf, win.a0, v - t, depthOf * 0.6),
      wallPoint(wf, win.a1, v - t, depthOf * 0.6),
      wallPoint(wf, win.a1, v + t, depthOf * 0.6),
      wallPoint(wf, win.a0, v + t, depthOf * 0.6),
    ]);
    if (p.length >= 3) bars.push(polyD(p));
  };
  hbar(win.v0 + t);
  if (!win.arched) hbar(win.v1 - t);
  if (win.transom) hbar(win.transom);
  if (win.arched) hbar(top);
  svg.open(`clip-path="${svg.clip(d)}"`);
  svg.path(bars.join(''), css(fc));
  svg.close();
  if (win.shutters) paintShutters(rc, win);
  if (win.curtains) paintCurtains(rc, win);
}

function paintShutters(rc: RoomCtx, win: WindowSpec): void {
  // Interior folding shutters (neoclassical), folded into the reveals: louvred panels.
  const wf = rc.walls[win.wall];
  const colour = win.shutters!;
  for (const side of [-1, 1]) {
    const a = side < 0 ? win.a0 : win.a1;
    const wdt = Math.min(0.5, (win.a1 - win.a0) / 4);
    const p0 = wallPoint(wf, a, win.v0 + 0.02, 0.02);
    const p1 = wallPoint(wf, a + side * wdt * 0.35, win.v0 + 0.02, -wdt * 0.9);
    const p2 = wallPoint(wf, a + side * wdt * 0.35, win.v1 - 0.05, -wdt * 0.9);
    const p3 = wallPoint(wf, a, win.v1 - 0.05, 0.02);
    const q = poly(rc, [p0, p1, p2, p3]);
    if (q.length < 3) continue;
    const nrm = vnorm(vsub(wallPoint(wf, a + side, 1, 0), wallPoint(wf, a, 1, 0)));
    const c = lit(rc, colour, vmul(vadd(p0, p2), 0.5), vmul(nrm, -1));
    rc.shell.path(polyD(q), css(c));
    const slats: string[] = [];
    for (let v = win.v0 + 0.1; v < win.v1 - 0.1; v += 0.07) {
      const s = poly(rc, [
        wallPoint(wf, a, v, 0.02),
        wallPoint(wf, a + side * wdt * 0.35, v, -wdt * 0.9),
        wallPoint(wf, a + side * wdt * 0.35, v + 0.02, -wdt * 0.9),
        wallPoint(wf, a, v + 0.02, 0.02),
      ]);
      if (s.length >= 3) slats.push(polyD(s));
    }
    rc.shell.path(slats.join(''), css(scale(c, 0.75)), 'opacity="0.6"');
  }
}

function paintCurtains(rc: RoomCtx, win: WindowSpec): void {
  const { shell: svg, rng } = rc;
  const wf = rc.walls[win.wall];
  const linen: RGB = [246, 242, 234];
  for (const side of [-1, 1]) {
    const width = rng.range(0.35, 0.6);
    const a0 = side < 0 ? win.a0 - 0.2 : win.a1 - width + 0.2;
    const a1 = a0 + width;
    const top = Math.min(rc.spec.h - 0.05, win.v1 + 0.15);
    const q = poly(rc, [
      wallPoint(wf, a0, 0.01, -0.12),
      wallPoint(wf, a1, 0.01, -0.12),
      wallPoint(wf, a1, top, -0.12),
      wallPoint(wf, a0, top, -0.12),
    ]);
    if (q.length < 3) continue;
    const folds = Math.max(4, Math.round(width / 0.08));
    const stops: Array<[number, RGB, number]> = [];
    for (let i = 0; i <= folds; i++) {
      const t = i / folds;
      const p = wallPoint(wf, a0 + t * width, 1.4, -0.12);
      const base = lit(rc, linen, p, wf.normal);
      const k = i % 2 === 0 ? 1.04 : 0.86;
      stops.push([t, mix(scale(base, k), [255, 255, 255], 0.08), 0.86]);
    }
    const pa = rc.cam.project(wallPoint(wf, a0, 1.4, -0.12));
    const pb = rc.cam.project(wallPoint(wf, a1, 1.4, -0.12));
    svg.path(polyD(q), svg.linear(pa[0], pa[1], pb[0], pb[1], stops));
  }
}

/** What is seen through a window, bright and hazy as a camera exposed for the room sees it. */
function paintView(rc: RoomCtx, win: WindowSpec): void {
  const { shell: svg, atm, cam, W, H, rng } = rc;
  const hz = cam.horizon;
  const night = rc.daylight < 0.3;
  const wash = (c: RGB) => mix(c, [255, 255, 255], night ? 0.02 : 0.34);
  svg.rect(
    0,
    0,
    W,
    hz + 2,
    svg.linear(0, -H * 0.2, 0, hz, [
      [0, wash(atm.skyTop)],
      [0.6, wash(atm.skyMid)],
      [1, wash(mix(atm.skyHorizon, [255, 255, 255], 0.2))],
    ]),
  );
  const ground = win.view;
  const wf = rc.walls[win.wall];
  const sill = rc.cam.project(wallPoint(wf, (win.a0 + win.a1) / 2, 0, 0.3))[1];
  if (ground === 'sea' || ground === 'pool' || ground === 'gulf') {
    svg.rect(
      0,
      hz,
      W,
      H,
      svg.linear(0, hz, 0, H, [
        [0, wash(mix(atm.seaFar, atm.skyHorizon, 0.3))],
        [0.4, wash(mix(atm.seaFar, atm.seaNear, 0.5))],
        [1, wash(atm.seaNear)],
      ]),
    );
    // A far coast or islands in the haze.
    const x0 = rng.range(-0.2, 0.6) * W;
    const wI = rng.range(0.3, 0.8) * W;
    const hI = H * rng.range(0.02, ground === 'gulf' ? 0.07 : 0.04);
    const pts: Pt[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      pts.push([
        x0 + t * wI,
        hz - hI * Math.pow(Math.sin(Math.PI * t), 0.7) * (0.7 + 0.3 * Math.sin(t * 9 + x0)),
      ]);
    }
    svg.path(
      `M${n(x0)} ${n(hz + 1)}L${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}L${n(x0 + wI)} ${n(hz + 1)}Z`,
      css(wash(mix(atm.haze, [110, 118, 120], 0.35))),
    );
    const glint: string[] = [];
    for (let i = 0; i < 80; i++) {
      const t = Math.pow(rng.next(), 1.6);
      const y = hz + 2 + t * (sill - hz);
      const x = rng.range(0, W);
      const l = (3 + t * 30) * (W / 1800);
      glint.push(`M${n(x)} ${n(y)}h${n(l)}v${n(Math.max(0.6, t * 2))}h${n(-l)}Z`);
    }
    svg.path(glint.join(''), '#ffffff', `opacity="${night ? 0.1 : 0.35}"`);
  } else if (ground === 'city' || ground === 'street') {
    const base = ground === 'street' ? sill : hz + H * 0.03;
    svg.rect(0, base, W, H, css(wash([176, 172, 164])));
    let x = -20;
    const blocks: string[] = [];
    const windows: string[] = [];
    while (x < W + 20) {
      const bw = rng.range(0.04, 0.12) * W;
      const bh = ground === 'street' ? rng.range(0.3, 0.6) * H : rng.range(0.03, 0.14) * H;
      blocks.push(`M${n(x)} ${n(base)}h${n(bw)}v${n(-bh)}h${n(-bw)}Z`);
      if (ground === 'street') {
        for (let wy = base - bh + H * 0.05; wy < base - H * 0.05; wy += H * 0.08)
          for (let wx = x + bw * 0.15; wx < x + bw * 0.8; wx += bw * 0.3)
            windows.push(`M${n(wx)} ${n(wy)}h${n(bw * 0.15)}v${n(H * 0.04)}h${n(-bw * 0.15)}Z`);
      }
      x += bw + rng.range(0, 0.01) * W;
    }
    svg.path(blocks.join(''), css(wash(mix([214, 204, 188], atm.haze, 0.35))));
    svg.path(windows.join(''), css(wash([120, 124, 130])), 'opacity="0.5"');
  } else if (ground === 'garden') {
    svg.rect(0, hz, W, H, css(wash([150, 156, 110])));
    const blobs: string[] = [];
    for (let i = 0; i < 26; i++) {
      const x = rng.range(0, W);
      const r = rng.range(0.03, 0.08) * W;
      blobs.push(`M${n(x - r)} ${n(hz + r * 0.2)}a${n(r)} ${n(r * 0.8)} 0 1 1 ${n(2 * r)} 0Z`);
    }
    svg.path(blobs.join(''), css(wash([96, 110, 74])));
  }
  // The terrace outside, its edge and its railing.
  if (ground !== 'street' && ground !== 'none') {
    const terraceY = Math.max(hz + H * 0.02, sill - H * 0.12);
    const terrace: RGB = ground === 'pool' ? [226, 218, 200] : [214, 204, 186];
    svg.rect(
      0,
      terraceY,
      W,
      H,
      svg.linear(0, terraceY, 0, H, [
        [0, wash(scale(terrace, 0.95))],
        [1, wash(terrace)],
      ]),
    );
    if (ground === 'pool') {
      const py = terraceY + (sill - terraceY) * 0.25;
      svg.rect(
        0,
        py,
        W,
        (sill - terraceY) * 0.35,
        svg.linear(0, py, 0, py + (sill - terraceY) * 0.35, [
          [0, wash([120, 206, 214])],
          [1, wash([44, 156, 186])],
        ]),
      );
    }
    if (win.railing === 'iron') {
      const bars: string[] = [];
      const top = sill - (sill - hz) * 0.55;
      for (let x = 0; x < W; x += W / 90) bars.push(`M${n(x)} ${n(sill)}V${n(top)}`);
      bars.push(`M0 ${n(top)}H${n(W)}M0 ${n(top + (sill - top) * 0.12)}H${n(W)}`);
      svg.add(
        `<path d="${bars.join('')}" stroke="#2c2c2c" stroke-width="${n(Math.max(1, W / 700))}" fill="none" opacity="0.85"/>`,
      );
    } else if (win.railing === 'glass') {
      const top = sill - (sill - hz) * 0.5;
      svg.rect(0, top, W, sill - top, '#dfeaf0', 'opacity="0.25"');
      svg.rect(0, top, W, Math.max(1, H * 0.004), '#9aa4aa', 'opacity="0.7"');
    } else if (win.railing === 'parapet') {
      const top = sill - (sill - hz) * 0.4;
      svg.rect(0, top, W, H, css(wash(lit(rc, [240, 236, 228], v3(0, 1, rc.spec.d + 2), v3(0, 0, -1)))));
    }
  }
}

function paintDoorway(rc: RoomCtx, win: WindowSpec): void {
  const { shell: svg, W, H } = rc;
  const wf = rc.walls[win.wall];
  const far = 2.5;
  // A glimpse of the next room: its back wall and floor, a little darker.
  const wallC = lit(
    rc,
    win.doorway === 'bathroom' ? [226, 222, 214] : rc.spec.wall,
    wallPoint(wf, (win.a0 + win.a1) / 2, 1.2, 0.5),
    wf.normal,
  );
  svg.rect(0, 0, W, H, css(scale(wallC, 0.86)));
  const floorY = rc.cam.project(wallPoint(wf, (win.a0 + win.a1) / 2, 0, far))[1];
  svg.rect(
    0,
    floorY,
    W,
    H,
    css(
      scale(
        lit(
          rc,
          win.doorway === 'bathroom' ? [200, 196, 188] : rc.spec.floorColour,
          wallPoint(wf, (win.a0 + win.a1) / 2, 0, 0.5),
          v3(0, 1, 0),
        ),
        0.85,
      ),
    ),
  );
  if (win.doorway === 'bathroom') {
    // Large tiles, a vanity with a mirror and a basin.
    const lines: string[] = [];
    for (let v = 0.6; v < 2.6; v += 0.6) {
      const p = rc.cam.project(wallPoint(wf, 0, v, far));
      lines.push(`M0 ${n(p[1])}H${n(W)}`);
    }
    for (let a = win.a0 - 1; a < win.a1 + 1; a += 0.6) {
      const p = rc.cam.project(wallPoint(wf, a, 0, far));
      const q = rc.cam.project(wallPoint(wf, a, 2.6, far));
      lines.push(`M${n(p[0])} ${n(p[1])}L${n(q[0])} ${n(q[1])}`);
    }
    svg.add(`<path d="${lines.join('')}" stroke="#9a968e" stroke-width="1" fill="none" opacity="0.4"/>`);
    const mid = (win.a0 + win.a1) / 2;
    const vanity = poly(rc, [
      wallPoint(wf, mid - 0.5, 0.55, far - 0.5),
      wallPoint(wf, mid + 0.5, 0.55, far - 0.5),
      wallPoint(wf, mid + 0.5, 0.85, far - 0.5),
      wallPoint(wf, mid - 0.5, 0.85, far - 0.5),
    ]);
    svg.path(polyD(vanity), css(scale(lit(rc, [150, 118, 86], wallPoint(wf, mid, 0.7, 1), wf.normal), 0.9)));
    const mirror = poly(rc, [
      wallPoint(wf, mid - 0.4, 1.1, far),
      wallPoint(wf, mid + 0.4, 1.1, far),
      wallPoint(wf, mid + 0.4, 1.9, far),
      wallPoint(wf, mid - 0.4, 1.9, far),
    ]);
    svg.path(
      roundedD(mirror, 6),
      svg.linear(mirror[0][0], mirror[0][1], mirror[2][0], mirror[2][1], [
        [0, [200, 208, 212]],
        [0.5, [236, 240, 240]],
        [1, [180, 186, 190]],
      ]),
    );
  } else if (win.doorway === 'dressing') {
    // Hanging clothes and shelves.
    const mid = (win.a0 + win.a1) / 2;
    const rail = rc.cam.project(wallPoint(wf, mid, 1.8, far - 0.3))[1];
    const clothes: string[] = [];
    const colours: RGB[] = [
      [70, 80, 96],
      [200, 190, 170],
      [150, 110, 90],
      [230, 226, 218],
      [60, 60, 62],
    ];
    for (let a = win.a0 - 0.2; a < win.a1 + 0.2; a += 0.07) {
      const p = rc.cam.project(wallPoint(wf, a, 1.8, far - 0.3));
      const len = rc.cam.project(wallPoint(wf, a, 0.9 + rc.rng.range(0, 0.5), far - 0.3))[1] - rail;
      clothes.push(
        `<path d="M${n(p[0])} ${n(rail)}h${n(W / 300)}l${n(W / 600)} ${n(len)}h${n(-W / 150)}Z" fill="${css(scale(rc.rng.pick(colours), 0.8))}"/>`,
      );
    }
    svg.add(clothes.join(''));
  }
  // Door leaf standing open against the reveal.
  const door = poly(rc, [
    wallPoint(wf, win.a1, 0, 0),
    wallPoint(wf, win.a1 - 0.05, 0, 0.75),
    wallPoint(wf, win.a1 - 0.05, win.v1, 0.75),
    wallPoint(wf, win.a1, win.v1, 0),
  ]);
  if (door.length >= 3)
    svg.path(polyD(door), css(lit(rc, [236, 232, 224], wallPoint(wf, win.a1, 1, 0.3), wf.u)));
}

// ---------------------------------------------------------------------------------------------
// Soft light layers

/** Occlusion in the room's corners and under the furniture; sun patches and floor reflections. */
export function paintSoftLight(rc: RoomCtx, opts: { glossy: number }): void {
  const { soft, glow, spec, cam } = rc;
  const { w, d, h } = spec;
  const dark: string[] = [];
  const darker: string[] = [];
  const band = (pts: V3[], target: string[]) => {
    const p = poly(rc, pts);
    if (p.length >= 3) target.push(polyD(p));
  };
  // Occlusion along the corners: bands fading from the crease, drawn on the shell itself.
  const ao = 0.35;
  const crease = (edge0: V3, edge1: V3, dir: V3, strength: number) => {
    const q = poly(rc, [edge0, edge1, vadd(edge1, vmul(dir, ao)), vadd(edge0, vmul(dir, ao))]);
    if (q.length < 3) return;
    const mid = vmul(vadd(edge0, edge1), 0.5);
    if (cam.depth(mid) < 0.3) return;
    const pa = cam.project(mid);
    const pb = cam.project(vadd(mid, vmul(dir, ao)));
    rc.shell.path(
      polyD(q),
      rc.shell.linear(pa[0], pa[1], pb[0], pb[1], [
        [0, [58, 48, 40], strength],
        [0.35, [58, 48, 40], strength * 0.35],
        [1, [58, 48, 40], 0],
      ]),
    );
  };
  for (const id of ['back', 'left', 'right'] as WallId[]) {
    const wf = rc.walls[id];
    const a0 = wallPoint(wf, 0, 0);
    const b0 = wallPoint(wf, wf.len, 0);
    crease(a0, b0, wf.normal, 0.3);
    crease(a0, b0, v3(0, 1, 0), 0.26);
    const c0 = wallPoint(wf, 0, h);
    const e0 = wallPoint(wf, wf.len, h);
    if (spec.ceiling !== 'vault') {
      crease(c0, e0, v3(0, -1, 0), 0.14);
      crease(c0, e0, wf.normal, 0.12);
    }
  }
  for (const x of [-w / 2, w / 2]) {
    const s = x < 0 ? 1 : -1;
    crease(v3(x, 0, d), v3(x, h, d), v3(s, 0, 0), 0.16);
    crease(v3(x, 0, d), v3(x, h, d), v3(0, 0, -1), 0.16);
  }
  // Contact shadows and the soft shadow cast away from the windows.
  const main = spec.windows.find((win) => !win.doorway);
  const away = main ? vmul(rc.walls[main.wall].normal, 1) : v3(0, 0, -1);
  for (const [x0, z0, x1, z1, hh] of rc.footprints) {
    const g = 0.04;
    band(
      [v3(x0 - g, 0, z0 - g), v3(x1 + g, 0, z0 - g), v3(x1 + g, 0, z1 + g), v3(x0 - g, 0, z1 + g)],
      darker,
    );
    const off = Math.min(0.8, hh * 0.7);
    const sx = away.x * off;
    const sz = away.z * off;
    band(
      [
        v3(x0 + sx * 0.3, 0, z0 + sz * 0.3),
        v3(x1 + sx * 0.3, 0, z0 + sz * 0.3),
        v3(x1 + sx, 0, z1 + sz),
        v3(x0 + sx, 0, z1 + sz),
      ],
      dark,
    );
  }
  soft.path(darker.join(''), '#2e2620', 'opacity="0.5"');
  soft.path(dark.join(''), '#4a3e34', 'opacity="0.18"');
  // Sunlight through the panes.
  if (rc.sun) {
    const L = rc.sun;
    const patches: string[] = [];
    for (const win of spec.windows) {
      if (win.doorway) continue;
      const wf = rc.walls[win.wall];
      if (dot(L, wf.normal) > -0.05) continue;
      const paneW = (win.a1 - win.a0) / win.panes;
      for (let i = 0; i < win.panes; i++) {
        const a = win.a0 + i * paneW + 0.04;
        const b = a + paneW - 0.08;
        const corners = [
          wallPoint(wf, a, win.v0),
          wallPoint(wf, b, win.v0),
          wallPoint(wf, b, win.v1),
          wallPoint(wf, a, win.v1),
        ].map((p) => {
          const t = p.y / L.y;
          return v3(
            Math.max(-w / 2, Math.min(w / 2, p.x - L.x * t)),
            0.002,
            Math.max(0, Math.min(d, p.z - L.z * t)),
          );
        });
        const p = poly(rc, corners);
        if (p.length >= 3) patches.push(polyD(p));
      }
    }
    const warm = mix([255, 236, 200], rc.atm.sunColor, 0.5);
    glow.path(patches.join(''), css(warm), 'opacity="0.5"');
  }
  // Reflections of the bright windows in a glossy floor.
  if (opts.glossy > 0) {
    for (const win of spec.windows) {
      if (win.doorway) continue;
      const pts = windowOutline(rc, win).map((p) => v3(p.x, -p.y, p.z));
      const p = poly(rc, pts);
      if (p.length < 3) continue;
      const top = cam.project(wallPoint(rc.walls[win.wall], (win.a0 + win.a1) / 2, 0));
      const bottom = cam.project(wallPoint(rc.walls[win.wall], (win.a0 + win.a1) / 2, -win.v1));
      glow.path(
        polyD(p),
        glow.linear(top[0], top[1], bottom[0], bottom[1], [
          [0, [255, 255, 255], opts.glossy],
          [0.6, [255, 255, 255], opts.glossy * 0.25],
          [1, [255, 255, 255], 0],
        ]),
      );
    }
  }
  // Warm pools of lamp light at night.
  for (const lamp of rc.lamps) {
    if (cam.depth(lamp.at) < 0.3) continue;
    const p = cam.project(lamp.at);
    const r = cam.scaleAt(cam.depth(lamp.at)) * 1.4;
    glow.ellipse(
      p[0],
      p[1],
      r,
      r,
      glow.radial(p[0], p[1], r, [
        [0, [255, 214, 150], 0.55],
        [0.4, [255, 200, 130], 0.2],
        [1, [255, 200, 130], 0],
      ]),
    );
  }
}

export function roomLayers(rc: RoomCtx): Layer[] {
  const haze = new Svg(rc.W, rc.H);
  // Light spilling from the windows into the air of the room.
  for (const win of rc.spec.windows) {
    if (win.doorway) continue;
    const wf = rc.walls[win.wall];
    const c = wallPoint(wf, (win.a0 + win.a1) / 2, (win.v0 + win.v1) / 2);
    if (rc.cam.depth(c) < 0.5) continue;
    const p = rc.cam.project(c);
    const r = rc.cam.scaleAt(rc.cam.depth(c)) * (win.a1 - win.a0) * 1.1;
    haze.ellipse(
      p[0],
      p[1],
      r,
      r * 0.8,
      haze.radial(p[0], p[1], r, [
        [0, [255, 252, 244], 0.28 * rc.daylight],
        [1, [255, 252, 244], 0],
      ]),
    );
  }
  return [
    { svg: rc.shell },
    { svg: rc.soft, scale: 0.35, blur: rc.W * 0.006, blend: 'multiply' },
    { svg: rc.glow, scale: 0.5, blur: rc.W * 0.004, blend: 'screen' },
    { svg: rc.main },
    { svg: haze, scale: 0.25, blur: rc.W * 0.02, blend: 'screen' },
  ];
}

export function makeLighting(atm: Atmosphere, towards: V3): Lighting {
  return { atm, L: vnorm(towards), fogDistance: 1e6, fogMax: 0 };
}
