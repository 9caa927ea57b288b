/**
 * Athens or Thessaloniki from above: a dense grid of white and ochre apartment blocks with roof
 * terraces, the Acropolis rock or Lycabettus rising out of it, mountains and the sea in the haze;
 * or Thessaloniki's waterfront with the White Tower.
 */
import { css, mix, scale, type RGB } from '../color';
import { paintHills, paintSea, paintSky } from '../landscape';
import type { Rng } from '../prng';
import { type DrawContext, type Item, box, fog, hipRoof, paintWorld, shade, v3, type V3 } from '../scene3d';
import { Svg, n, polyD, smoothClosedD, type Pt } from '../svg';
import { tree } from '../vegetation';
import {
  context,
  defaultPost,
  makeFrame,
  paintGroundSurface,
  type SceneInput,
  type ScenePicture,
} from './common';

const FACADES: RGB[] = [
  [238, 234, 224],
  [232, 222, 204],
  [226, 214, 190],
  [240, 236, 230],
  [218, 206, 186],
  [224, 220, 212],
  [236, 222, 196],
  [214, 200, 176],
];

export interface CityOptions {
  acropolis?: 'far' | 'near';
  lycabettus?: boolean;
  sea?: boolean;
  waterfront?: boolean;
  whiteTower?: boolean;
  square?: boolean;
  lowRise?: boolean;
}

export function cityOptionsFromText(text: string, rng: Rng): CityOptions {
  const t = text.toLowerCase();
  const thessaloniki = /thessaloniki|white tower/.test(t);
  return {
    acropolis: thessaloniki
      ? undefined
      : /plaka|beneath the acropolis/.test(t)
        ? 'near'
        : /acropolis/.test(t)
          ? 'far'
          : /lycabettus/.test(t)
            ? 'far'
            : rng.chance(0.4)
              ? 'far'
              : undefined,
    lycabettus:
      !thessaloniki &&
      (/athens|rooftops|syntagma/.test(t) ? rng.chance(0.5) : rng.chance(0.3)) &&
      !/lycabettus hill/.test(t),
    sea: /sea|gulf|coast|waterfront|seafront/.test(t) || thessaloniki || rng.chance(0.35),
    waterfront: thessaloniki || /seafront|promenade|waterfront/.test(t),
    whiteTower: /white tower/.test(t) || (thessaloniki && rng.chance(0.6)),
    square: /square|syntagma/.test(t),
    lowRise: /plaka|old town|neighbourhood/.test(t),
  };
}

/** The Parthenon on its rock: a drawing at a world position, lit from the sun's side. */
function acropolis(at: V3, scaleM: number): Item {
  const rockW = 260 * scaleM;
  const rockH = 70 * scaleM;
  return {
    bbox: {
      x0: at.x - rockW / 2,
      x1: at.x + rockW / 2,
      y0: 0,
      y1: rockH + 20 * scaleM,
      z0: at.z - 60 * scaleM,
      z1: at.z + 60 * scaleM,
    },
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const depth = cam.depth(at);
      if (depth < 20) return;
      const px = cam.scaleAt(depth);
      const [x, y] = cam.project(at);
      const sunRight = light.L.x * cam.cos - light.L.z * cam.sin > 0 ? 1 : -1;
      const rock = fog(shade([176, 150, 118], v3(0, 0, -1), true, light), depth, light);
      const rockDark = fog(shade([140, 118, 96], v3(0, 0, -1), false, light), depth, light);
      const green = fog(shade([80, 96, 58], v3(0, 1, 0), true, light), depth, light);
      const W = rockW * px;
      const Hh = rockH * px;
      // Rock: a mesa with steep cliffs, a wooded slope at its foot.
      const pts: Pt[] = [
        [x - W * 0.75, y + 2],
        [x - W * 0.5, y - Hh * 0.35],
        [x - W * 0.36, y - Hh * 0.92],
        [x - W * 0.1, y - Hh * 1.0],
        [x + W * 0.22, y - Hh * 0.98],
        [x + W * 0.4, y - Hh * 0.9],
        [x + W * 0.52, y - Hh * 0.4],
        [x + W * 0.8, y + 2],
      ];
      svg.path(smoothClosedD(pts, 0.5), css(rock));
      const shadeSide: Pt[] =
        sunRight > 0
          ? [
              [x - W * 0.75, y + 2],
              [x - W * 0.5, y - Hh * 0.35],
              [x - W * 0.36, y - Hh * 0.92],
              [x - W * 0.3, y - Hh * 0.5],
              [x - W * 0.4, y + 2],
            ]
          : [
              [x + W * 0.8, y + 2],
              [x + W * 0.52, y - Hh * 0.4],
              [x + W * 0.4, y - Hh * 0.9],
              [x + W * 0.3, y - Hh * 0.5],
              [x + W * 0.45, y + 2],
            ];
      svg.path(smoothClosedD(shadeSide, 0.5), css(rockDark), 'opacity="0.8"');
      // Strata on the cliff.
      const strata: string[] = [];
      for (let i = 0; i < 6; i++) {
        const yy = y - Hh * (0.55 + i * 0.07);
        strata.push(`M${n(x - W * 0.34)} ${n(yy)}L${n(x + W * 0.38)} ${n(yy + Hh * 0.02)}`);
      }
      svg.add(
        `<path d="${strata.join('')}" stroke="${css(rockDark)}" stroke-width="${n(Math.max(0.5, px * 0.6))}" opacity="0.35" fill="none"/>`,
      );
      // Wooded slopes.
      const wood = `M${n(x - W * 0.8)} ${n(y + 3)}Q${n(x - W * 0.55)} ${n(y - Hh * 0.45)} ${n(x - W * 0.2)} ${n(y - Hh * 0.3)}Q${n(x + W * 0.3)} ${n(y - Hh * 0.45)} ${n(x + W * 0.85)} ${n(y + 3)}Z`;
      svg.path(wood, css(green), 'opacity="0.9"');
      // The Parthenon: stylobate, columns, entablature, pediment.
      const tw = 70 * scaleM * px;
      const th = 14 * scaleM * px;
      const tx = x + W * 0.05;
      const ty = y - Hh * 0.99;
      const marble = fog(shade([228, 208, 170], v3(0, 0, -1), true, light), depth, light);
      const marbleDark = fog(shade([196, 176, 146], v3(0, 0, -1), false, light), depth, light);
      svg.rect(tx - tw / 2 - tw * 0.03, ty - th * 0.1, tw * 1.06, th * 0.12, css(marble));
      const cols = 16;
      const colW = Math.max(0.6, (tw / cols) * 0.45);
      svg.rect(tx - tw / 2, ty - th * 0.78, tw, th * 0.7, css(marbleDark), 'opacity="0.55"');
      const colsD: string[] = [];
      for (let i = 0; i < cols; i++) {
        if (i === 6 || i === 7 || i === 11) continue;
        const cx = tx - tw / 2 + (tw * (i + 0.5)) / cols;
        colsD.push(`M${n(cx - colW / 2)} ${n(ty - th * 0.1)}h${n(colW)}v${n(-th * 0.7)}h${n(-colW)}Z`);
      }
      svg.path(colsD.join(''), css(marble));
      svg.rect(tx - tw / 2, ty - th * 0.95, tw * 0.72, th * 0.16, css(marble));
      // Lit by night.
      if (light.atm.lightsOn) {
        const g = svg.radial(
          tx,
          ty - th * 0.5,
          tw,
          [
            [0, [255, 214, 150], 0.55],
            [1, [255, 214, 150], 0],
          ],
          0.5,
        );
        svg.rect(tx - tw, ty - tw * 0.6, tw * 2, tw * 1.2, g);
      }
    },
  };
}

/** Lycabettus: a steep pine-clad cone with a white chapel. */
function lycabettus(at: V3, height: number): Item {
  return {
    bbox: {
      x0: at.x - height * 2,
      x1: at.x + height * 2,
      y0: 0,
      y1: height,
      z0: at.z - height,
      z1: at.z + height,
    },
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const depth = cam.depth(at);
      if (depth < 20) return;
      const px = cam.scaleAt(depth);
      const [x, y] = cam.project(at);
      const Hh = height * px;
      const W = height * 2.2 * px;
      const pine = fog(shade([66, 78, 52], v3(0, 0, -1), true, light), depth, light);
      const rock = fog(shade([168, 156, 136], v3(0, 0, -1), true, light), depth, light);
      const rockDark = fog(shade([150, 140, 124], v3(0, 0, -1), false, light), depth, light);
      const outline: Pt[] = [
        [x - W, y + 2],
        [x - W * 0.55, y - Hh * 0.3],
        [x - W * 0.3, y - Hh * 0.62],
        [x - W * 0.12, y - Hh * 0.9],
        [x - W * 0.04, y - Hh],
        [x + W * 0.05, y - Hh * 0.98],
        [x + W * 0.16, y - Hh * 0.8],
        [x + W * 0.4, y - Hh * 0.45],
        [x + W, y + 2],
      ];
      svg.path(smoothClosedD(outline, 0.4), css(rock));
      svg.path(
        smoothClosedD(
          [
            [x + W * 0.02, y - Hh * 0.95],
            [x + W * 0.16, y - Hh * 0.8],
            [x + W * 0.4, y - Hh * 0.45],
            [x + W, y + 2],
            [x + W * 0.1, y + 2],
          ],
          0.4,
        ),
        css(rockDark),
        'opacity="0.6"',
      );
      const trees: string[] = [];
      for (let i = 0; i < 160; i++) {
        const t = Math.sqrt((i * 0.618034) % 1);
        const yy = y - Hh * 0.65 * t;
        const half = W * (1 - t * 0.7) * 0.9;
        const xx = x - half + ((i * 0.754877) % 1) * half * 2;
        const r = Math.max(0.8, W * 0.02);
        trees.push(
          `M${n(xx - r)} ${n(yy)}a${n(r)} ${n(r * 0.8)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.8)} 0 1 0 ${n(-2 * r)} 0Z`,
        );
      }
      svg.path(trees.join(''), css(pine), 'opacity="0.85"');
      const chapel = fog(shade([246, 244, 238], v3(0, 0, -1), true, light), depth, light);
      svg.rect(x - W * 0.03, y - Hh * 1.04, W * 0.06, Hh * 0.05, css(chapel));
    },
  };
}

/** Thessaloniki's White Tower: a round tower with a slimmer turret. */
function whiteTower(at: V3): Item {
  const r = 11.5;
  const h = 27;
  return {
    bbox: { x0: at.x - r, x1: at.x + r, y0: 0, y1: h + 8, z0: at.z - r, z1: at.z + r },
    castsShadow: false,
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const depth = cam.depth(at);
      if (depth < 5) return;
      const px = cam.scaleAt(depth);
      const [x, y] = cam.project(at);
      const [, yt] = cam.project(v3(at.x, h, at.z));
      const [, yt2] = cam.project(v3(at.x, h + 7, at.z));
      const sunRight = light.L.x * cam.cos - light.L.z * cam.sin > 0;
      const lit = fog(shade([236, 230, 214], v3(0, 0, -1), true, light, 1.05), depth, light);
      const dark = fog(shade([236, 230, 214], v3(0, 0, -1), false, light), depth, light);
      const R = r * px;
      const g = svg.linear(
        x - R,
        0,
        x + R,
        0,
        sunRight
          ? [
              [0, dark],
              [0.55, mix(dark, lit, 0.7)],
              [1, lit],
            ]
          : [
              [0, lit],
              [0.45, mix(dark, lit, 0.7)],
              [1, dark],
            ],
      );
      svg.path(
        `M${n(x - R)} ${n(y)}L${n(x - R)} ${n(yt)}A${n(R)} ${n(R * 0.18)} 0 0 1 ${n(x + R)} ${n(yt)}L${n(x + R)} ${n(y)}A${n(R)} ${n(R * 0.18)} 0 0 1 ${n(x - R)} ${n(y)}Z`,
        g,
      );
      const r2 = R * 0.45;
      const g2 = svg.linear(
        x - r2,
        0,
        x + r2,
        0,
        sunRight
          ? [
              [0, dark],
              [1, lit],
            ]
          : [
              [0, lit],
              [1, dark],
            ],
      );
      svg.path(
        `M${n(x - r2)} ${n(yt)}L${n(x - r2)} ${n(yt2)}A${n(r2)} ${n(r2 * 0.2)} 0 0 1 ${n(x + r2)} ${n(yt2)}L${n(x + r2)} ${n(yt)}Z`,
        g2,
      );
      // Crenellation line and small windows.
      svg.rect(x - R, yt - R * 0.02, R * 2, R * 0.06, css(scale(dark, 0.9)));
      const wins: string[] = [];
      for (let k = 0; k < 3; k++) {
        for (let i = -2; i <= 2; i++) {
          const wx = x + (i / 3) * R;
          const wy = y - ((k + 1) / 4) * (y - yt);
          wins.push(`M${n(wx - R * 0.03)} ${n(wy)}h${n(R * 0.06)}v${n(-R * 0.12)}h${n(-R * 0.06)}Z`);
        }
      }
      svg.path(wins.join(''), light.atm.lightsOn ? '#ffcf8a' : css(scale(dark, 0.45)));
    },
  };
}

export function paintCity(input: SceneInput, forced?: CityOptions): ScenePicture {
  const { rng } = input;
  const o = forced ?? cityOptionsFromText(input.alt, rng);
  const portrait = input.height > input.width;
  const eye =
    o.waterfront && !o.acropolis ? rng.range(18, 40) : o.lowRise ? rng.range(25, 45) : rng.range(45, 110);
  const frame = makeFrame(input, {
    eye,
    yaw: o.waterfront ? (rng.chance(0.5) ? 1 : -1) * rng.range(0.25, 0.45) : rng.range(-0.4, 0.4),
    horizon: portrait ? 0.34 : input.wide ? rng.range(0.34, 0.42) : rng.range(0.28, 0.36),
    fov: portrait ? 55 : rng.range(48, 60),
    times: { morning: 1, midday: 1, afternoon: 2, golden: 4, dusk: 2.5 },
    sunRelative: rng.pick([-120, 120, -60, 60, 150, -150]),
    fogDistance: 1400,
    fogMax: 0.85,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  // Mountains ringing the basin, the gulf on one side.
  if (o.sea)
    paintSea(far, atm, cam.horizon, cam.horizon + H * 0.12, frame.sun, rng.fork('sea'), { calm: 0.6 });
  const seaSide = o.waterfront ? Math.sign(cam.yaw) : rng.chance(0.5) ? -1 : 1;
  paintHills(far, atm, rng.fork('m1'), {
    base: cam.horizon + 2,
    height: H * rng.range(0.05, 0.11),
    distance: 0.9,
    colour: [110, 110, 116],
    x0: o.sea ? (seaSide < 0 ? W * 0.35 : -W * 0.1) : -20,
    x1: o.sea ? (seaSide < 0 ? W * 1.1 : W * 0.65) : W + 20,
    island: o.sea,
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const block = rng.range(38, 52);
  const street = rng.range(10, 14);
  const pitch = block + street;
  const maxZ = 1600;
  const cx = cam.pos.x;
  // The coast line for the waterfront: the sea covers z beyond a line on one side.
  const waterX = (z: number) => (o.waterfront ? seaSide * (40 + z * 0.35) : Infinity * seaSide);
  const isWater = (x: number, z: number) =>
    o.waterfront ? (seaSide > 0 ? x > waterX(z) : x < waterX(z)) : false;
  const acroZ = o.acropolis === 'near' ? rng.range(380, 460) : rng.range(800, 1000);
  const acroAt = o.acropolis
    ? v3(cx + Math.tan(cam.yaw) * acroZ + rng.range(-0.2, 0.2) * acroZ * 0.6, 0, acroZ)
    : null;
  const lycaAt = o.lycabettus ? v3(cx + Math.tan(cam.yaw) * 1100 + rng.range(-400, 400), 0, 1100) : null;
  const buildingItems: Item[] = [];
  for (let gz = 0; gz * pitch < maxZ; gz++) {
    for (let gx = -40; gx <= 40; gx++) {
      const x0 = cx + gx * pitch;
      const z0 = 8 + gz * pitch;
      const centre = v3(x0 + block / 2, 0, z0 + block / 2);
      const d = cam.depth(centre);
      if (d < 15) continue;
      const [sx, sy] = cam.project(centre);
      if (sx < -W * 0.25 || sx > W * 1.25 || sy < cam.horizon - 5) continue;
      if (isWater(x0 + block / 2, z0 + block / 2)) continue;
      if (acroAt && Math.hypot(centre.x - acroAt.x, centre.z - acroAt.z) < 150) continue;
      if (lycaAt && Math.hypot(centre.x - lycaAt.x, centre.z - lycaAt.z) < 120) continue;
      if (o.square && gx === 0 && gz === Math.round(220 / pitch)) {
        for (let i = 0; i < 8; i++)
          items.push(
            tree({
              kind: 'pine',
              at: v3(x0 + rng.range(4, block - 4), 0, z0 + rng.range(4, block - 4)),
              height: rng.range(8, 12),
              rng,
              shadow: d < 400,
            }),
          );
        items.push(
          box(
            {
              x0: x0 - 10,
              x1: x0 + block + 10,
              y0: 0,
              y1: 16,
              z0: z0 + block + street,
              z1: z0 + block + street + 40,
            },
            { albedo: [232, 214, 180], top: [200, 190, 176] },
          ),
        );
        continue;
      }
      // Lots along the block.
      const lotsX = d > 700 ? 2 : rng.int(2, 4);
      const lotsZ = 2;
      for (let i = 0; i < lotsX; i++) {
        for (let j = 0; j < lotsZ; j++) {
          if (d > 900 && (i + j) % 2 === 1) continue;
          const lw = block / lotsX;
          const ld = block / lotsZ;
          const bx = x0 + i * lw + 0.3;
          const bz = z0 + j * ld + 0.3;
          const floors = o.lowRise ? rng.int(1, 3) : rng.int(4, 8);
          const h = floors * 3.1;
          const colour = rng.pick(FACADES);
          const near = d < 500;
          // Athenian balconies: a dark recessed band on every floor.
          const bands = (w: number) => {
            const out = [];
            for (let f = 1; f < floors; f++)
              out.push({
                u0: w * 0.06,
                u1: w * 0.94,
                v0: f * 3.1 + 0.35,
                v1: f * 3.1 + 2.5,
                kind: 'dark' as const,
                reveal: 0,
              });
            return out;
          };
          const style =
            near && !o.lowRise
              ? {
                  albedo: colour,
                  top: mix(colour, [196, 190, 180], 0.6),
                  front: bands(lw - 0.6),
                  left: bands(ld - 0.6),
                  right: bands(ld - 0.6),
                }
              : { albedo: colour, top: mix(colour, [196, 190, 180], 0.6) };
          const b = box({ x0: bx, x1: bx + lw - 0.6, y0: 0, y1: h, z0: bz, z1: bz + ld - 0.6 }, style);
          if (!near) b.castsShadow = d < 700;
          buildingItems.push(b);
          if (o.lowRise) {
            items.push(
              hipRoof(
                { x0: bx, x1: bx + lw - 0.6, y0: h, y1: h, z0: bz, z1: bz + ld - 0.6 },
                0.3,
                Math.min(lw, ld) * 0.22,
                mix([178, 100, 70], [150, 110, 90], rng.next()),
              ),
            );
          } else if (near && rng.chance(0.7)) {
            // Penthouse and solar water heaters on the roof.
            const pw = (lw - 0.6) * rng.range(0.4, 0.7);
            const pd = (ld - 0.6) * rng.range(0.4, 0.7);
            items.push(
              box(
                { x0: bx + 1, x1: bx + 1 + pw, y0: h, y1: h + 2.8, z0: bz + 1.5, z1: bz + 1.5 + pd },
                { albedo: colour, top: [200, 196, 188] },
              ),
            );
            if (d < 300) {
              for (let k = 0; k < rng.int(1, 3); k++) {
                const hx = bx + rng.range(1, lw - 3);
                const hz = bz + rng.range(1, ld - 3);
                items.push(
                  box(
                    { x0: hx, x1: hx + 2, y0: h, y1: h + 1.1, z0: hz, z1: hz + 1.2 },
                    { albedo: [210, 212, 214], castsShadow: false },
                  ),
                );
              }
            }
          }
        }
      }
      if (d < 350 && rng.chance(0.35))
        items.push(
          tree({
            kind: rng.pick(['pine', 'olive', 'lemon'] as const),
            at: v3(x0 - street / 2, 0, z0 + rng.range(0, block)),
            height: rng.range(6, 10),
            rng,
            shadow: false,
          }),
        );
    }
  }
  items.push(...buildingItems);
  if (acroAt) items.push(acropolis(acroAt, o.acropolis === 'near' ? 1 : 1.1));
  if (lycaAt) items.push(lycabettus(lycaAt, 200));
  if (o.whiteTower) {
    const z = rng.range(160, 320);
    const x = waterX(z) - seaSide * 25;
    items.push(whiteTower(v3(x, 0, z)));
  }
  if (o.waterfront) {
    // Palm-lined promenade along the water.
    for (let z = 30; z < 700; z += rng.range(14, 20)) {
      const x = waterX(z) - seaSide * 6;
      const p = cam.project(v3(x, 0, z));
      if (p[0] < -50 || p[0] > W + 50) continue;
      items.push(tree({ kind: 'palm', at: v3(x, 0, z), height: rng.range(8, 11), rng, shadow: false }));
    }
  }
  paintWorld(ctx, {
    items,
    groundAlbedo: [150, 146, 140],
    shadowRange: 450,
    shadowMargin: 25,
    ground: (c) => {
      paintGroundSurface(
        c,
        frame,
        [
          [cx - 3000, 0],
          [cx + 3000, 0],
          [cx + 3000, maxZ + 200],
          [cx - 3000, maxZ + 200],
        ],
        [120, 118, 114],
      );
      if (o.waterfront) paintWater(c, frame, rng, (z) => waterX(z), seaSide, maxZ);
    },
  });
  if (atm.lightsOn) paintCityLights(main, rng, cam.horizon, H);
  return {
    layers: [
      { svg: sky, scale: 0.25, blur: W * 0.004 },
      { svg: far, scale: 0.5, blur: W * 0.0015 },
      { svg: main },
    ],
    post: defaultPost(atm, { bloom: atm.lightsOn ? 0.6 : 0.35 }),
  };
}

function paintWater(
  c: DrawContext,
  frame: ReturnType<typeof makeFrame>,
  rng: Rng,
  waterX: (z: number) => number,
  side: number,
  maxZ: number,
): void {
  const pts: Array<[number, number]> = [];
  for (let z = 0; z <= maxZ + 200; z += 50) pts.push([waterX(z), z]);
  const outer: Array<[number, number]> =
    side > 0
      ? [
          [waterX(maxZ + 200) + 5000, maxZ + 200],
          [waterX(0) + 5000, 0],
        ]
      : [
          [waterX(maxZ + 200) - 5000, maxZ + 200],
          [waterX(0) - 5000, 0],
        ];
  const poly = c.cam.polygon([...pts, ...outer].map(([x, z]) => v3(x, 0.02, z)));
  if (poly.length < 3) return;
  const atm = frame.atm;
  const ys = poly.map((p) => p[1]);
  const fill = c.svg.linear(0, Math.min(...ys), 0, frame.H, [
    [0, mix(atm.seaFar, atm.skyHorizon, 0.3)],
    [1, atm.seaNear],
  ]);
  c.svg.path(polyD(poly), fill);
  const lines: string[] = [];
  for (let i = 0; i < 200; i++) {
    const y = rng.range(Math.min(...ys), frame.H);
    const x = rng.range(0, frame.W);
    const len = ((y - frame.cam.horizon) / frame.H) * 60 * rng.range(0.5, 1.5);
    lines.push(`M${n(x)} ${n(y)}h${n(len)}`);
  }
  c.svg.add(
    `<path d="${lines.join('')}" stroke="${css(mix(atm.skyHorizon, [255, 255, 255], 0.3))}" stroke-width="1" opacity="0.3" fill="none" clip-path="${c.svg.clip(polyD(poly))}"/>`,
  );
}

/** Street lights and lit windows twinkling across the city at dusk. */
function paintCityLights(svg: Svg, rng: Rng, horizon: number, H: number): void {
  const dots: string[] = [];
  for (let i = 0; i < 500; i++) {
    const t = Math.pow(rng.next(), 1.6);
    const y = horizon + 3 + t * (H - horizon);
    const x = rng.range(0, svg.width);
    const r = 0.4 + t * 1.2 * rng.range(0.5, 1.3);
    dots.push(
      `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`,
    );
  }
  svg.path(dots.join(''), '#ffd49a', 'opacity="0.75"');
}
