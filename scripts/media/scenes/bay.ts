/**
 * A bay seen from the hillside above it, drawn as real terrain: the shore is where the ground meets the
 * sea level, so beaches curve and headlands break into coves and rocks; shallows turn turquoise by
 * depth, foam follows the shoreline, pines and maquis cover the slopes, villages, marinas, breakwaters,
 * islands and a fortress appear when the text asks for them. Santorini's caldera gets its cliffs.
 */
import { css, mix, scale, type RGB } from '../color';
import type { Layer } from '../compose';
import { paintHills, paintSea, paintSky } from '../landscape';
import type { Rng } from '../prng';
import { type DrawContext, type V3, dot, fog, shade, v3 } from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { fbm, noise2, paintTerrain, ridged, type TerrainSample } from '../terrain';
import { PALETTES, ellipseD } from '../vegetation';
import {
  context,
  defaultPost,
  foregroundFoliage,
  makeFrame,
  type Frame,
  type SceneInput,
  type ScenePicture,
} from './common';

interface BayPlan {
  zc: number;
  rx: number;
  rz: number;
  /** How far out the headlands reach (in bay depths beyond the centre), left and right. */
  tipL: number;
  tipR: number;
  hills: number;
  beach: number;
  islands: Array<{ x: number; z: number; r: number; h: number }>;
  breakwater: { x0: number; z0: number; x1: number; z1: number } | null;
  caldera: boolean;
  dunes: boolean;
  town: number;
  seed: number;
}

export function paintBay(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const caldera = /caldera|santorini/.test(text);
  const frame = makeFrame(input, {
    eye: caldera ? rng.range(200, 260) : rng.range(70, 150),
    yaw: rng.range(-0.25, 0.25),
    horizon: portrait ? 0.36 : rng.range(0.3, 0.38),
    fov: portrait ? 58 : rng.range(54, 64),
    times: caldera
      ? { golden: 3, dusk: 2, afternoon: 1 }
      : { morning: 2, midday: 2, afternoon: 2.5, golden: 2.5, dusk: 1 },
    fogDistance: 4500,
    fogMax: 0.75,
  });
  const { W, H, atm, cam } = frame;
  const hz = cam.horizon;
  const seed = rng.int(1, 100000);
  const fwd = (z: number) => v3(cam.pos.x + Math.sin(cam.yaw) * z, 0, cam.pos.z + Math.cos(cam.yaw) * z);
  const centre = fwd(caldera ? rng.range(1400, 1800) : rng.range(480, 700));
  const plan: BayPlan = {
    zc: centre.z,
    rx: rng.range(380, 650) * (caldera ? 1.6 : 1),
    rz: rng.range(220, 320),
    tipL: rng.range(0.3, 1.6),
    tipR: rng.range(0.3, 1.6),
    hills: caldera ? 260 : rng.range(50, 140),
    beach: /beach|sandy|dunes|bay/.test(text) ? rng.range(20, 45) : rng.range(0, 18),
    islands: [],
    breakwater: null,
    caldera,
    dunes: /dunes/.test(text),
    town: /harbour|village|marina|town|resort|suites|naoussa|kassiopi|glyfada|voula|elounda|porto heli|kalamaria|thessaloniki/.test(
      text,
    )
      ? 1
      : rng.chance(0.35)
        ? 0.4
        : 0,
    seed,
  };
  const cx = centre.x;
  if (/island|spinalonga|sfaktiria|aegina|spetses|bourtzi|channel/.test(text) || rng.chance(0.4)) {
    const count = /islands/.test(text) ? rng.int(2, 3) : 1;
    for (let i = 0; i < count; i++)
      plan.islands.push({
        x: cx + rng.range(-0.6, 0.6) * plan.rx,
        z: plan.zc + plan.rz * rng.range(0.3, 1.4),
        r: rng.range(60, 160) * (/sfaktiria|spinalonga/.test(text) ? 1.6 : 1),
        h: rng.range(25, 70),
      });
  }
  if (/marina|harbour|port|yachts|ships|fishing/.test(text)) {
    const side = rng.chance(0.5) ? -1 : 1;
    const x0 = cx + side * plan.rx * rng.range(0.5, 0.8);
    const z0 = plan.zc - plan.rz * 0.6;
    plan.breakwater = { x0, z0, x1: x0 - side * rng.range(120, 220), z1: z0 + rng.range(120, 220) };
  }
  if (caldera) {
    plan.islands = [{ x: cx + rng.range(-0.3, 0.3) * plan.rx, z: plan.zc + plan.rz * 0.6, r: 260, h: 90 }];
    plan.beach = 0;
  }
  const height = bayHeight(plan, cx, cam.pos.y);

  const sky = new Svg(W, H);
  paintSky(sky, atm, hz, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintSea(far, atm, hz, H, frame.sun, rng.fork('sea'));
  for (let i = 0; i < rng.int(1, 3); i++) {
    const x = rng.range(-0.1, 1.1) * W;
    const w = rng.range(0.25, 0.7) * W;
    paintHills(far, atm, rng.fork(`far${i}`), {
      base: hz + 0.5,
      height: H * rng.range(0.015, /mountain|channel|athos|white mountains/.test(text) ? 0.09 : 0.045),
      distance: rng.range(0.82, 0.95),
      colour: [104, 112, 110],
      x0: x - w / 2,
      x1: x + w / 2,
      island: true,
    });
  }

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const objects = placeObjects(plan, height, rng.fork('objects'), text, cx);
  paintTerrain(ctx, {
    height,
    albedo: (s) => bayAlbedo(plan, s, cx),
    zNear: caldera ? 200 : Math.max(40, cam.pos.y * 0.6),
    zFar: 3600,
    rows: 130,
    cols: 100,
    margin: 0.12,
    water: { level: 0, shallow: caldera ? [40, 110, 140] : [96, 200, 196], depth: caldera ? 6 : 7, foam: 1 },
    mottle: 0.07,
    seed,
    between: (z0, z1) => drawObjects(ctx, frame, objects, z0, z1),
  });
  const layers: Layer[] = [
    { svg: sky, scale: 0.25, blur: W * 0.004 },
    { svg: far, scale: 0.5, blur: W * 0.0012 },
    { svg: main },
  ];
  if (!caldera && rng.chance(0.45))
    layers.push(
      foregroundFoliage(
        frame,
        rng.fork('fg'),
        rng.chance(0.5) ? 'left' : 'right',
        /olive/.test(text) ? 'olive' : 'pine',
      ),
    );
  return { layers, post: defaultPost(atm) };
}

/** Ground height (m above the sea) of the bay's world. */
export function bayHeight(p: BayPlan, cx: number, eye: number): (x: number, z: number) => number {
  return (x, z) => {
    const u = (x - cx) / p.rx;
    const v = (z - p.zc) / p.rz;
    const r = Math.sqrt(u * u + v * v);
    // Distance from the shore (m): outside the ellipse is land; past the headlands' tips, sea again.
    let land = (r - 1) * Math.min(p.rx, p.rz);
    if (v > 0) {
      const tip = u < 0 ? p.tipL : p.tipR;
      land = Math.min(land, (tip - v) * p.rz, (Math.abs(u) - 0.75) * p.rx * 0.8 + (tip - v) * p.rz * 0.3);
    }
    // Coves and capes.
    land += fbm(x / 260, z / 260, p.seed, 4) * 70 + fbm(x / 55, z / 55, p.seed + 3, 3) * 14;
    if (p.caldera) land += (ridged(x / 180, z / 180, p.seed + 9, 3) - 0.5) * 60;
    let h: number;
    if (land <= 0) h = land * 0.22;
    else if (land < p.beach) h = land * 0.06;
    else {
      const rise = land - p.beach;
      const steep = p.caldera ? 1.6 : 0.35 + 0.5 * Math.min(1, Math.abs(u) * 0.8);
      h =
        p.beach * 0.06 + Math.min(p.hills, rise * steep) * (0.7 + 0.3 * noise2(x / 400, z / 400, p.seed + 1));
      h += ridged(x / 140, z / 140, p.seed + 2, 3) * Math.min(1, rise / 80) * p.hills * 0.35;
      if (p.dunes && rise < 120) h = p.beach * 0.06 + rise * 0.05 + Math.sin(x / 9 + z / 13) * 1.2;
    }
    for (const isl of p.islands) {
      const d = Math.hypot((x - isl.x) * 0.8, z - isl.z) / isl.r;
      if (d < 1.6)
        h = Math.max(h, (1 - d * d * 0.55) * isl.h * (0.8 + 0.4 * noise2(x / 80, z / 80, p.seed + 7)) - 6);
    }
    if (p.breakwater) {
      const b = p.breakwater;
      const dx = b.x1 - b.x0;
      const dz = b.z1 - b.z0;
      const t = Math.max(0, Math.min(1, ((x - b.x0) * dx + (z - b.z0) * dz) / (dx * dx + dz * dz)));
      const d = Math.hypot(x - (b.x0 + dx * t), z - (b.z0 + dz * t));
      if (d < 9) h = Math.max(h, 2.4 - d * 0.25);
    }
    // Keep the ground under the camera.
    const near = Math.max(0, 1 - Math.hypot(x, z) / 160);
    return Math.min(h, eye - 25 - near * 20);
  };
}

function bayAlbedo(p: BayPlan, s: TerrainSample, cx: number): RGB {
  const { x, z, h, slope } = s;
  const n1 = noise2(x / 90, z / 90, p.seed + 11);
  const n2 = noise2(x / 22, z / 22, p.seed + 12);
  if (p.caldera) {
    // Layered volcanic cliffs: bands of red, grey and pale pumice.
    const band = Math.sin(h / 9 + n1 * 3);
    const base: RGB = band > 0.5 ? [150, 90, 70] : band > -0.2 ? [96, 86, 80] : [200, 190, 172];
    if (slope < 0.3 && h > p.hills * 0.7) return mix([186, 170, 140], [120, 118, 90], n2 * 0.5);
    return mix(base, [70, 60, 56], n2 * 0.3);
  }
  const sand: RGB = p.dunes ? [232, 216, 180] : [226, 208, 172];
  if (h < 2.2 && slope < 0.3) return mix(sand, [200, 180, 146], n2 * 0.4);
  const u = Math.abs((x - cx) / p.rx);
  if (slope > 0.5 || (h < 7 && u > 0.75)) return mix([178, 166, 146], [130, 120, 106], n2);
  if (p.dunes && h < 10) return mix(sand, [150, 150, 100], n2 * 0.6);
  // Maquis and pine forest, dry grass in the open.
  const pine: RGB = [58, 76, 46];
  const maquis: RGB = [98, 106, 66];
  const dry: RGB = [176, 160, 116];
  const forest = n1 > 0.55 ? pine : n1 > 0.32 ? maquis : mix(maquis, dry, 0.6);
  return mix(forest, dry, Math.max(0, slope - 0.25) * 0.8 + (n2 - 0.5) * 0.2);
}

// ---------------------------------------------------------------------------------------------
// Objects standing on the terrain or the water

interface BayObject {
  z: number;
  kind: 'tree' | 'house' | 'boat' | 'rock' | 'fort';
  at: V3;
  size: number;
  colour?: RGB;
  heading?: number;
}

function placeObjects(
  p: BayPlan,
  height: (x: number, z: number) => number,
  rng: Rng,
  text: string,
  cx: number,
): BayObject[] {
  const out: BayObject[] = [];
  const area = { x0: cx - p.rx * 2.2, x1: cx + p.rx * 2.2, z0: 60, z1: p.zc + p.rz * 2 };
  // Trees where the noise makes forest.
  for (let i = 0; i < (p.caldera ? 0 : 2600); i++) {
    const x = rng.range(area.x0, area.x1);
    const z = area.z0 + Math.pow(rng.next(), 1.4) * (area.z1 - area.z0);
    const h = height(x, z);
    if (h < 3) continue;
    const f = noise2(x / 90, z / 90, p.seed + 11);
    if (rng.next() > (f - 0.3) * 2.2) continue;
    out.push({ z, kind: 'tree', at: v3(x, h, z), size: rng.range(5, 9) });
  }
  // A village or a town on the gentle slopes near the shore.
  if (p.town > 0) {
    const side = rng.chance(0.5) ? -1 : 1;
    const vx = cx + side * p.rx * rng.range(0.3, 0.9);
    const vz = p.zc - p.rz * rng.range(0.2, 0.9);
    const count = Math.round(220 * p.town);
    for (let i = 0; i < count * 3 && out.filter((o) => o.kind === 'house').length < count; i++) {
      const x = vx + rng.normal() * p.rx * 0.25;
      const z = vz + rng.normal() * p.rz * 0.35;
      const h = height(x, z);
      if (h < 1.5 || h > 60) continue;
      const white = /naoussa|mykonos|paros|santorini|island|cyclad/.test(text) || rng.chance(0.7);
      out.push({
        z,
        kind: 'house',
        at: v3(x, h, z),
        size: rng.range(7, 14) * (/glyfada|voula|kalamaria|thessaloniki/.test(text) ? 1.8 : 1),
        colour: white
          ? [244, 242, 236]
          : rng.pick<RGB>([
              [236, 222, 196],
              [226, 206, 178],
              [240, 232, 216],
            ]),
        heading: rng.range(-0.3, 0.3),
      });
    }
  }
  if (p.caldera) {
    // White villages along the rim.
    for (let i = 0; i < 2400; i++) {
      const x = rng.range(area.x0, area.x1);
      const z = rng.range(area.z0, area.z1);
      const h = height(x, z);
      if (h < p.hills * 0.78) continue;
      if (noise2(x / 200, z / 200, p.seed + 21) < 0.45) continue;
      out.push({
        z,
        kind: 'house',
        at: v3(x, h, z),
        size: rng.range(6, 11),
        colour: rng.chance(0.9) ? [246, 244, 238] : [214, 160, 110],
        heading: 0,
      });
    }
  }
  // Boats and yachts at anchor.
  const boats = /yacht|marina|boats|harbour|ships|port/.test(text) ? rng.int(10, 22) : rng.int(1, 5);
  for (let i = 0; i < boats * 4 && out.filter((o) => o.kind === 'boat').length < boats; i++) {
    const x = cx + rng.range(-0.9, 0.9) * p.rx;
    const z = p.zc + rng.range(-0.8, 0.9) * p.rz;
    if (height(x, z) > -1.5) continue;
    out.push({
      z,
      kind: 'boat',
      at: v3(x, 0, z),
      size: rng.range(8, 18) * (/ships/.test(text) ? 5 : 1),
      heading: rng.range(0, Math.PI * 2),
    });
  }
  // Rocks in the water off the headlands.
  for (let i = 0; i < 500; i++) {
    const x = rng.range(area.x0, area.x1);
    const z = rng.range(area.z0, area.z1);
    const h = height(x, z);
    if (h > -0.2 || h < -2.5) continue;
    if (Math.abs((x - cx) / p.rx) < 0.7 && rng.chance(0.8)) continue;
    out.push({ z, kind: 'rock', at: v3(x, 0, z), size: rng.range(1.5, 5) });
  }
  if (/castle|fortress|bourtzi/.test(text)) {
    const isl = p.islands[0];
    const at = isl
      ? v3(isl.x, Math.max(4, height(isl.x, isl.z)), isl.z)
      : v3(cx + p.rx * 0.8, height(cx + p.rx * 0.8, p.zc), p.zc);
    out.push({ z: at.z, kind: 'fort', at, size: isl ? Math.min(60, isl.r * 0.5) : 50 });
  }
  return out.sort((a, b) => b.z - a.z);
}

function drawObjects(ctx: DrawContext, frame: Frame, objects: BayObject[], z0: number, z1: number): void {
  const { cam, svg, light } = ctx;
  const trees: Record<'dark' | 'lit', string[]> = { dark: [], lit: [] };
  const L = light.L;
  const sunX = L.x * cam.cos - L.z * cam.sin;
  const palette = PALETTES.pine;
  for (const o of objects) {
    const d = cam.depth(o.at);
    if (d < z0 || d >= z1 || d < 5) continue;
    // z0 is the near edge of the row, z1 the far one.
    const px = cam.scaleAt(d);
    const [sx, sy] = cam.project(o.at);
    if (sx < -40 || sx > cam.width + 40) continue;
    if (o.kind === 'tree') {
      const r = o.size * 0.5 * px;
      if (r < 0.4) continue;
      const hgt = o.size * px;
      trees.dark.push(ellipseD(sx, sy - hgt * 0.55, r * 1.05, r * 0.8, 0));
      if (r > 0.8)
        trees.lit.push(ellipseD(sx + Math.sign(sunX) * r * 0.3, sy - hgt * 0.62, r * 0.7, r * 0.5, 0));
    } else if (o.kind === 'house') {
      miniBox(ctx, o.at, o.size, o.size * 0.8, o.size * 0.55, o.colour!, o.heading ?? 0);
    } else if (o.kind === 'boat') {
      const L2 = o.size * px;
      if (L2 < 1) continue;
      const dir = Math.cos(o.heading! - cam.yaw);
      const len = L2 * (0.35 + 0.65 * Math.abs(Math.sin(o.heading! - cam.yaw)));
      const hull = fog([246, 246, 242], d, light);
      svg.path(
        `M${n(sx - len / 2)} ${n(sy)}L${n(sx + len / 2)} ${n(sy)}L${n(sx + len * 0.4)} ${n(sy + L2 * 0.08)}L${n(sx - len * 0.45)} ${n(sy + L2 * 0.08)}Z`,
        css(hull),
      );
      if (L2 > 4)
        svg.rect(sx - len * 0.15, sy - L2 * 0.12, len * 0.3, L2 * 0.12, css(fog([226, 226, 222], d, light)));
      if (L2 > 6 && o.size < 20)
        svg.line(
          [sx, sy - L2 * 0.1],
          [sx, sy - L2 * 0.9],
          css(fog([236, 236, 232], d, light)),
          Math.max(0.5, L2 * 0.02),
        );
      // Wake or the boat's shadow on the water.
      svg.path(
        `M${n(sx - len * 0.5)} ${n(sy + L2 * 0.1)}h${n(len)}`,
        'none',
        `stroke="#ffffff" stroke-width="${n(Math.max(0.5, L2 * 0.04))}" opacity="${dir > 0 ? 0.35 : 0.2}"`,
      );
    } else if (o.kind === 'rock') {
      const r = o.size * px;
      if (r < 0.5) continue;
      const c = fog(shade([140, 130, 118], v3(0, 1, 0), true, light), d, light);
      svg.path(ellipseD(sx, sy, r, r * 0.45, 0), css(c));
      svg.path(
        `M${n(sx - r * 1.2)} ${n(sy + r * 0.2)}h${n(r * 2.4)}`,
        'none',
        `stroke="#ffffff" stroke-width="${n(Math.max(0.5, r * 0.15))}" opacity="0.5"`,
      );
    } else if (o.kind === 'fort') {
      const s = o.size;
      const stone: RGB = [196, 176, 142];
      miniBox(ctx, o.at, s, s * 0.7, s * 0.25, stone, 0.2);
      miniBox(ctx, v3(o.at.x + s * 0.1, o.at.y + s * 0.25, o.at.z), s * 0.35, s * 0.35, s * 0.45, stone, 0.2);
    }
  }
  if (trees.dark.length)
    svg.path(
      trees.dark.join(''),
      css(fog(shade(palette.dark, v3(0, 1, 0), false, light, 1.3), (z0 + z1) / 2, light)),
    );
  if (trees.lit.length)
    svg.path(
      trees.lit.join(''),
      css(fog(shade(palette.mid, v3(0, 1, 0), true, light), (z0 + z1) / 2, light)),
      'opacity="0.85"',
    );
  void frame;
}

/** A small box on the terrain (a house, a fort), lit, with a flat roof. */
function miniBox(
  ctx: DrawContext,
  at: V3,
  w: number,
  d: number,
  h: number,
  albedo: RGB,
  heading: number,
): void {
  const { cam, svg, light } = ctx;
  const c = Math.cos(heading);
  const s = Math.sin(heading);
  const corner = (u: number, vv: number, y: number) =>
    v3(at.x + u * c - vv * s, at.y + y, at.z + u * s + vv * c);
  const hw = w / 2;
  const hd = d / 2;
  const base = [corner(-hw, -hd, -2), corner(hw, -hd, -2), corner(hw, hd, -2), corner(-hw, hd, -2)];
  const top = [corner(-hw, -hd, h), corner(hw, -hd, h), corner(hw, hd, h), corner(-hw, hd, h)];
  const depth = cam.depth(at);
  const faces: Array<[V3[], V3]> = [];
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    const ex = base[j].x - base[i].x;
    const ez = base[j].z - base[i].z;
    const el = Math.hypot(ex, ez) || 1;
    const nrm = v3(ez / el, 0, -ex / el);
    const mid = v3((base[i].x + base[j].x) / 2, at.y, (base[i].z + base[j].z) / 2);
    const toEye = v3(cam.pos.x - mid.x, 0, cam.pos.z - mid.z);
    if (dot(toEye, nrm) <= 0) continue;
    faces.push([[base[i], base[j], top[j], top[i]], nrm]);
  }
  faces.push([top, v3(0, 1, 0)]);
  for (const [q, nrm] of faces) {
    const p: Pt[] = cam.polygon(q);
    if (p.length < 3) continue;
    const lit = light.atm.sunLight[0] > 0 && dot(nrm, light.L) > 0;
    const col = fog(shade(nrm.y > 0 ? scale(albedo, 0.93) : albedo, nrm, lit, light), depth, light);
    svg.path(polyD(p), css(col));
  }
}
