/**
 * A bay seen from the hillside above it, drawn as real terrain: the shore is where the ground meets the
 * sea level, so beaches curve and headlands break into coves and rocks; shallows turn turquoise by
 * depth, foam follows the shoreline, pines and maquis cover the slopes, villages, marinas, breakwaters,
 * islands and a fortress appear when the text asks for them. Santorini's caldera gets its cliffs.
 */
import { css, mix, scale, type RGB } from '../color';
import type { Layer } from '../compose';
import { paintHills, paintSea, paintSky } from '../landscape';
import { createRng, type Rng } from '../prng';
import { type DrawContext, type V3, dot, fog, shade, v3 } from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { fbm, noise2, paintTerrain, ridged, type TerrainSample } from '../terrain';
import { PALETTES, ellipseD, paintCrown, tree } from '../vegetation';
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
    horizon: portrait ? 0.36 : caldera ? rng.range(0.38, 0.44) : rng.range(0.3, 0.38),
    fov: portrait ? 58 : rng.range(54, 64),
    sunRelative: caldera ? rng.range(-35, 35) : undefined,
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
  // The near shore sits a little below the middle of the picture.
  const rz = rng.range(220, 320) * (caldera ? 2.2 : 1);
  const shoreDist = (cam.pos.y * cam.f) / (rng.range(0.62, 0.86) * (H - hz));
  const centre = fwd(shoreDist + rz);
  const plan: BayPlan = {
    zc: centre.z,
    rx: rng.range(230, 400) * (caldera ? 2.4 : 1),
    rz,
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
  let calderaX = cx;
  if (caldera) {
    // We stand on the rim among the houses; the flooded crater ahead, the far rim's cliffs facing us.
    const R = rng.range(2300, 2800);
    const c = fwd(R + 240);
    calderaX = c.x;
    plan.zc = c.z;
    plan.rx = R * 1.25;
    plan.rz = R;
    plan.hills = cam.pos.y - rng.range(28, 40);
    const ib = cam.yaw + rng.range(-0.35, 0.35);
    const id = rng.range(1300, 2000);
    plan.islands = [{ x: cam.pos.x + Math.sin(ib) * id, z: cam.pos.z + Math.cos(ib) * id, r: 600, h: 70 }];
    plan.beach = 0;
  }
  const height = caldera ? calderaHeight(plan, calderaX) : bayHeight(plan, cx, cam.pos.y);

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
  const objects = placeObjects(plan, height, rng.fork('objects'), text, caldera ? calderaX : cx, cam.pos);
  paintTerrain(ctx, {
    height,
    albedo: (s) => bayAlbedo(plan, s, cx),
    zNear: caldera ? 20 : Math.max(22, cam.pos.y * 0.3),
    baseLevel: Math.max(0, height(fwd(60).x, fwd(60).z)),
    zFar: caldera ? 9000 : 3600,
    rows: 150,
    cols: 120,
    margin: 0.12,
    water: { level: 0, shallow: caldera ? [40, 110, 140] : [96, 200, 196], depth: caldera ? 6 : 7, foam: 1 },
    mottle: 0.07,
    seed,
    contours: caldera
      ? { step: 11, colour: [214, 196, 170], width: 0.9, from: 95, minDepth: 900 }
      : undefined,
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
/** Santorini: a steep rim of layered cliffs around a flooded crater, a low lava island inside. */
function calderaHeight(p: BayPlan, cx: number): (x: number, z: number) => number {
  return (x, z) => {
    const r = Math.sqrt(((x - cx) / p.rx) ** 2 + ((z - p.zc) / p.rz) ** 2);
    const rim = p.hills + fbm(x / 700, z / 700, p.seed, 3) * 40;
    let h: number;
    if (r >= 1) h = Math.max(-60, rim - (r - 1) * p.rz * 0.1 + fbm(x / 90, z / 90, p.seed + 4, 3) * 4);
    else {
      // A terraced upper slope (where the villages cling), then the cliff down to the water.
      const drop = (1 - r) * p.rz;
      const upper = Math.min(drop, 90) * 0.72;
      const cliff = Math.max(0, drop - 90) * (2.4 + ridged(x / 120, z / 120, p.seed + 5, 3) * 1.5);
      h = Math.max(-120, rim - upper - cliff + fbm(x / 60, z / 60, p.seed + 6, 3) * 6);
    }
    for (const isl of p.islands) {
      const d = Math.hypot(x - isl.x, (z - isl.z) * 1.3) / isl.r;
      if (d < 1.3)
        h = Math.max(h, (1 - d * d * 0.6) * isl.h * (0.8 + 0.3 * fbm(x / 200, z / 200, p.seed + 8, 3)) - 10);
    }
    return h;
  };
}

function bayHeight(p: BayPlan, cx: number, eye: number): (x: number, z: number) => number {
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
    // Keep the ground well under the camera: the view looks down the slope to the shore.
    const near = Math.max(0, 1 - Math.hypot(x, z) / 250);
    const cap = eye * (0.62 - near * 0.3);
    return h > cap ? cap + (h - cap) * 0.15 : h;
  };
}

const smooth = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

function bayAlbedo(p: BayPlan, s: TerrainSample, cx: number): RGB {
  const { x, z, h, slope } = s;
  const n1 = noise2(x / 90, z / 90, p.seed + 11);
  const n2 = noise2(x / 22, z / 22, p.seed + 12);
  if (p.caldera) {
    // Volcanic cliffs, red and grey in broad patches (the strata are drawn as contour lines); pale
    // pumice on the rim; black lava on the island in the middle.
    const cliff = mix(
      [150, 100, 80],
      [112, 102, 96],
      smooth(0.3, 0.7, noise2(x / 500, z / 500, p.seed + 13)),
    );
    const top = mix([250, 240, 220], [222, 206, 178], n2 * 0.6);
    const r = Math.hypot((x - cx) / p.rx, (z - p.zc) / p.rz);
    if (r < 0.85) return [78, 70, 64];
    return mix(cliff, top, 1 - smooth(0.2, 0.45, slope));
  }
  const sandC: RGB = p.dunes ? [232, 216, 180] : [226, 208, 172];
  const sand = mix(sandC, [204, 184, 150], n2 * 0.4);
  const rock = mix([180, 168, 148], [128, 118, 104], n2);
  const pine: RGB = [58, 76, 46];
  const maquis: RGB = [94, 104, 64];
  const dry: RGB = [168, 154, 112];
  const green = mix(mix(maquis, dry, 0.55 - 0.55 * smooth(0.2, 0.45, n1)), pine, smooth(0.5, 0.7, n1));
  const veg = mix(green, dry, smooth(0.25, 0.6, slope) * 0.6);
  const u = Math.abs((x - cx) / p.rx);
  const rocky = Math.max(smooth(0.4, 0.6, slope), (1 - smooth(4, 9, h)) * smooth(0.65, 0.85, u));
  let c = mix(veg, rock, rocky);
  if (p.dunes) c = mix(c, mix(sandC, [150, 150, 100], n2 * 0.6), 1 - smooth(6, 12, h));
  return mix(sand, c, smooth(1.2, 3.2, h) * (1 - (1 - smooth(0.2, 0.35, slope)) * (1 - smooth(1.5, 3.2, h))));
}

// ---------------------------------------------------------------------------------------------
// Objects standing on the terrain or the water

interface BayObject {
  z: number;
  kind: 'tree' | 'bush' | 'house' | 'dome' | 'boat' | 'rock' | 'fort';
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
  cam0: V3 = v3(0, 0, 0),
): BayObject[] {
  const out: BayObject[] = [];
  const area = { x0: cx - p.rx * 2.2, x1: cx + p.rx * 2.2, z0: 60, z1: p.zc + p.rz * 2 };
  // Trees where the noise makes forest.
  for (let i = 0; i < (p.caldera ? 0 : 5200); i++) {
    const x = rng.range(area.x0, area.x1);
    const z = area.z0 + Math.pow(rng.next(), 1.4) * (area.z1 - area.z0);
    const h = height(x, z);
    if (h < 3) continue;
    const f = noise2(x / 90, z / 90, p.seed + 11);
    if (rng.next() > (f - 0.3) * 2.2) continue;
    out.push({ z, kind: 'tree', at: v3(x, h, z), size: rng.range(5, 9) });
  }
  // Maquis bushes and boulders: texture on the near slopes.
  for (let i = 0; i < (p.caldera ? 0 : 5000); i++) {
    const x = rng.range(area.x0 * 0.6, area.x1 * 0.6);
    const z = area.z0 + Math.pow(rng.next(), 2.2) * (p.zc - area.z0);
    const h = height(x, z);
    if (h < 2.5) continue;
    if (noise2(x / 25, z / 25, p.seed + 31) < rng.range(0.35, 0.75)) continue;
    out.push({ z, kind: 'bush', at: v3(x, h, z), size: rng.range(0.6, 2.4) * rng.range(0.6, 1.3) });
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
    // Fira or Oia: white houses and blue domes all around us on the rim, and along the far rim.
    for (let i = 0; i < 4400; i++) {
      const near = i < 1100;
      const ang = rng.range(-Math.PI, Math.PI);
      const d = near ? 0 : p.rx + rng.range(-25, 80);
      const zn = rng.range(70, 250);
      const x = near ? cam0.x + (rng.next() * 2 - 1) * zn * 0.7 : cx + Math.sin(ang) * d;
      const z = near ? cam0.z + zn : p.zc + Math.cos(ang) * d * (p.rz / p.rx);
      const h = height(x, z);
      if (h < p.hills - 30) continue;
      if (noise2(x / (near ? 60 : 250), z / (near ? 60 : 250), p.seed + 21) < (near ? 0.3 : 0.35)) continue;
      const dome = rng.chance(near ? 0.025 : 0.01);
      out.push({
        z,
        kind: dome ? 'dome' : 'house',
        at: v3(x, h, z),
        size: near ? rng.range(4, 7) : rng.range(6, 10),
        colour: rng.chance(0.86)
          ? [246, 244, 238]
          : rng.pick<RGB>([
              [214, 160, 110],
              [226, 200, 150],
              [200, 120, 90],
            ]),
        heading: near ? rng.range(-0.3, 0.3) : 0,
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

const treeRng = createRng('bay-trees');

function drawObjects(ctx: DrawContext, frame: Frame, objects: BayObject[], z0: number, z1: number): void {
  const { cam, svg, light } = ctx;
  const trees: Record<'dark' | 'lit' | 'trunks', string[]> = { dark: [], lit: [], trunks: [] };
  const bushes: string[] = [];
  const bushLit: string[] = [];
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
      if (r > 28) {
        tree({
          kind: o.size > 7 ? 'pine' : 'olive',
          at: o.at,
          height: o.size,
          rng: treeRng.fork(`${o.at.x.toFixed(1)}`),
        }).draw!(ctx);
        continue;
      }
      if (r > 5) {
        const tr = treeRng.fork(`c${o.at.x.toFixed(1)}`);
        const cyH = sy - o.size * px * 0.62;
        svg.line([sx, sy], [sx, cyH], css(fog([70, 60, 50], d, light)), Math.max(0.8, r * 0.12));
        paintCrown(
          ctx,
          tr,
          { cx: sx, cy: cyH, rx: r, ry: r * 0.7, clumps: 4, clumpSize: 0.55, jag: 1 },
          o.size > 7 ? PALETTES.pine : PALETTES.olive,
          d,
        );
        continue;
      }
      const hgt = o.size * px;
      const k = (((o.at.x * 7.13 + o.at.z * 3.7) % 1) + 1) % 1;
      trees.dark.push(ellipseD(sx, sy - hgt * 0.5, r * 1.05, r * 0.75, 0));
      if (r > 2.5) trees.dark.push(ellipseD(sx + r * (k - 0.5), sy - hgt * 0.7, r * 0.7, r * 0.55, 0));
      if (r > 0.8)
        trees.lit.push(ellipseD(sx + Math.sign(sunX) * r * 0.3, sy - hgt * 0.6, r * 0.65, r * 0.42, 0));
    } else if (o.kind === 'bush') {
      const r = o.size * 0.5 * px;
      if (r < 0.5) continue;
      const k = (((o.at.x * 13.7 + o.at.z * 7.1) % 1) + 1) % 1;
      bushes.push(ellipseD(sx, sy - r * 0.4, r * (0.9 + k * 0.8), r * (0.5 + k * 0.3), (k - 0.5) * 30));
      if (r > 1.2)
        bushLit.push(ellipseD(sx + Math.sign(sunX) * r * 0.25, sy - r * 0.55, r * 0.7, r * 0.4, 0));
    } else if (o.kind === 'dome') {
      miniBox(ctx, o.at, o.size, o.size, o.size * 0.6, [246, 244, 238], o.heading ?? 0);
      const top = cam.project(v3(o.at.x, o.at.y + o.size * 0.6, o.at.z));
      const r = o.size * 0.42 * px;
      const blue = fog(
        shade([40, 96, 170], v3(0, 0.6, -0.8), light.atm.sunLight[0] > 0, light, 1.2),
        d,
        light,
      );
      svg.path(
        `M${n(top[0] - r)} ${n(top[1])}A${n(r)} ${n(r * 0.95)} 0 0 1 ${n(top[0] + r)} ${n(top[1])}Z`,
        svg.radial(top[0] - r * 0.3, top[1] - r * 0.6, r * 1.4, [
          [0, mix(blue, [255, 255, 255], 0.3)],
          [0.6, blue],
          [1, scale(blue, 0.6)],
        ]),
      );
    } else if (o.kind === 'house') {
      miniBox(ctx, o.at, o.size, o.size * 0.8, o.size * 0.55, o.colour!, o.heading ?? 0);
      if (px * o.size > 14) {
        const k = (((o.at.x * 3.3 + o.at.z * 1.7) % 1) + 1) % 1;
        const wx = cam.project(
          v3(o.at.x + o.size * (k - 0.5) * 0.5, o.at.y + o.size * 0.12, o.at.z - o.size * 0.4),
        );
        const ww = o.size * 0.12 * px;
        svg.rect(
          wx[0] - ww / 2,
          wx[1] - ww * 1.8,
          ww,
          ww * 1.8,
          css(fog(k > 0.5 ? [40, 90, 140] : [60, 50, 44], d, light)),
        );
      }
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
  const rowDepth = (z0 + z1) / 2;
  if (bushes.length)
    svg.path(
      bushes.join(''),
      css(fog(shade([64, 74, 44], v3(0, 1, 0), false, light, 1.5), rowDepth, light)),
      'opacity="0.55"',
    );
  if (bushLit.length)
    svg.path(
      bushLit.join(''),
      css(fog(shade([112, 120, 76], v3(0, 1, 0), true, light), rowDepth, light)),
      'opacity="0.4"',
    );
  if (trees.trunks.length)
    svg.add(
      `<path d="${trees.trunks.join('')}" stroke="${css(fog([70, 60, 50], rowDepth, light))}" stroke-width="1.2" fill="none"/>`,
    );
  if (trees.dark.length)
    svg.path(
      trees.dark.join(''),
      css(fog(scale(shade(palette.mid, v3(0, 1, 0), true, light), 0.62), rowDepth, light)),
    );
  if (trees.lit.length)
    svg.path(
      trees.lit.join(''),
      css(fog(shade(palette.mid, v3(0, 1, 0), true, light, 1.1), rowDepth, light)),
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
