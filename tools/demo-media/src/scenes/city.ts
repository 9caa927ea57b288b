/**
 * Athens or Thessaloniki from above: a dense grid of white and ochre apartment blocks with roof
 * terraces, the Acropolis rock or Lycabettus rising out of it, mountains and the sea in the haze;
 * or Thessaloniki's waterfront with the White Tower.
 */
import { css, mix, scale, type RGB } from '../color';
import { paintHills, paintSea, paintSky } from '../landscape';
import type { Rng } from '../prng';
import {
  type DrawContext,
  type Item,
  box,
  dot,
  fog,
  hipRoof,
  paintWorld,
  shade,
  v3,
  type V3,
} from '../scene3d';
import { fbm, noise2, paintTerrain, ridged } from '../terrain';
import { Svg, n, polyD, type Pt } from '../svg';
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

/**
 * The Acropolis: a limestone outcrop with sheer cliffs and wooded slopes at its foot, drawn as terrain,
 * the wall crowning the cliffs, the Parthenon's colonnade and pediments on the summit, the
 * Erechtheion and the Propylaea; floodlit at dusk.
 */
function acropolis(at: V3, scaleM: number, axis: number): Item {
  const s = scaleM;
  const cosA = Math.cos(axis);
  const sinA = Math.sin(axis);
  const top = 70 * s;
  const local = (x: number, z: number) =>
    [(x - at.x) * cosA + (z - at.z) * sinA, -(x - at.x) * sinA + (z - at.z) * cosA] as const;
  const world = (u: number, y: number, v: number) =>
    v3(at.x + u * cosA - v * sinA, y, at.z + u * sinA + v * cosA);
  const height = (x: number, z: number): number => {
    const [u, v] = local(x, z);
    const d = Math.pow(Math.pow(Math.abs(u) / (150 * s), 3) + Math.pow(Math.abs(v) / (78 * s), 3), 1 / 3);
    const rough = ridged(x / 25, z / 25, 7, 3);
    if (d < 0.84) return top - Math.pow(d / 0.84, 6) * 3 + fbm(x / 40, z / 40, 3, 2) * 1.2;
    if (d < 1.0) {
      const t = (d - 0.84) / 0.16;
      // The cliff, gentler on the west where the way up climbs.
      const west = u < -110 * s ? 0.5 : 1;
      return top - 3 - Math.pow(t, 0.7 + (1 - west)) * (30 * s) - rough * 4;
    }
    if (d < 2.0) return Math.max(0, 37 * s * Math.pow(1 - (d - 1) / 1.0, 1.7) + rough * 3 * (2 - d));
    return 0;
  };
  const R = 320 * s;
  return {
    bbox: { x0: at.x - R, x1: at.x + R, y0: 0, y1: top + 20 * s, z0: at.z - R, z1: at.z + R },
    castsShadow: false,
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const depth = cam.depth(at);
      if (depth < 60) return;
      const corners = [world(-R, 0, -R), world(R, 0, -R), world(R, 0, R), world(-R, 0, R)].map((p) =>
        cam.project(p),
      );
      const sx0 = Math.max(-20, Math.min(...corners.map((p) => p[0])));
      const sx1 = Math.min(cam.width + 20, Math.max(...corners.map((p) => p[0])));
      if (sx1 <= sx0) return;
      paintTerrain(ctx, {
        height,
        albedo: (q) => {
          const n1 = noise2(q.x / 90, q.z / 90, 11);
          const cliff = mix([196, 176, 144], [150, 132, 108], n1);
          const summit = mix([216, 204, 178], [190, 178, 152], n1);
          const slope = mix(
            mix([92, 106, 66], [70, 86, 52], n1),
            [172, 160, 122],
            noise2(q.x / 70, q.z / 70, 12) * 0.6,
          );
          if (q.h > top - 4) return summit;
          const steep = Math.min(1, Math.max(0, (q.slope - 0.35) * 3));
          return mix(slope, cliff, Math.max(steep, q.h > top * 0.55 ? 0.85 : 0));
        },
        zNear: Math.max(20, depth - R * 1.2),
        zFar: depth + R * 1.2,
        rows: depth < 700 ? 130 : 80,
        cols: Math.round(Math.min(180, Math.max(40, (sx1 - sx0) / 5))),
        screenX: [sx0, sx1],
        skipBelow: 0.6,
        mottle: 0.05,
        seed: 5,
        baseLevel: 0,
      });
      const night = light.atm.lightsOn;
      const marble = (nrm: V3): string => {
        if (night) return css(mix([255, 214, 150], [200, 150, 100], Math.max(0, -nrm.x * 0.3)));
        return css(
          fog(
            shade([232, 216, 180], nrm, light.atm.sunLight[0] > 0 && dot(nrm, light.L) > 0, light, 1.05),
            depth,
            light,
          ),
        );
      };
      // The circuit wall along the cliff tops.
      const ring: Pt[] = [];
      for (let i = 0; i <= 48; i++) {
        const a = (i / 48) * Math.PI * 2;
        const u = Math.sign(Math.cos(a)) * Math.pow(Math.abs(Math.cos(a)), 2 / 3) * 150 * s * 0.84;
        const v = Math.sign(Math.sin(a)) * Math.pow(Math.abs(Math.sin(a)), 2 / 3) * 78 * s * 0.84;
        const p = world(u, top + 4 * s, v);
        // Only the near half of the circuit shows above the cliffs.
        if (cam.depth(p) > 1 && cam.depth(p) < depth) ring.push(cam.project(p));
        else if (ring.length > 1) break;
      }
      const wallC = night
        ? '#e8b880'
        : css(fog(shade([206, 188, 156], v3(0, 0.3, -1), true, light), depth, light));
      svg.add(
        `<path d="M${ring.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}" stroke="${wallC}" stroke-width="${n(Math.max(0.8, cam.scaleAt(depth) * 4 * s))}" fill="none" stroke-linejoin="round" opacity="0.85"/>`,
      );
      // Temple helpers: a box with lit faces, a row of columns.
      const face = (pts: V3[], nrm: V3) => {
        if (dot(v3(cam.pos.x - pts[0].x, cam.pos.y - pts[0].y, cam.pos.z - pts[0].z), nrm) <= 0) return;
        const q = cam.polygon(pts);
        if (q.length >= 3) svg.path(polyD(q), marble(nrm));
      };
      const templeBox = (
        u0: number,
        u1: number,
        v0: number,
        v1: number,
        y0: number,
        y1: number,
        dark = false,
      ) => {
        const nU = v3(cosA, 0, sinA);
        const nV = v3(-sinA, 0, cosA);
        const sides: Array<[V3[], V3]> = [
          [[world(u0, y0, v0), world(u1, y0, v0), world(u1, y1, v0), world(u0, y1, v0)], v3(-nV.x, 0, -nV.z)],
          [[world(u1, y0, v1), world(u0, y0, v1), world(u0, y1, v1), world(u1, y1, v1)], nV],
          [[world(u0, y0, v1), world(u0, y0, v0), world(u0, y1, v0), world(u0, y1, v1)], v3(-nU.x, 0, -nU.z)],
          [[world(u1, y0, v0), world(u1, y0, v1), world(u1, y1, v1), world(u1, y1, v0)], nU],
          [[world(u0, y1, v0), world(u1, y1, v0), world(u1, y1, v1), world(u0, y1, v1)], v3(0, 1, 0)],
        ];
        for (const [pts, nrm] of sides) {
          if (dark) {
            if (dot(v3(cam.pos.x - pts[0].x, cam.pos.y - pts[0].y, cam.pos.z - pts[0].z), nrm) <= 0) continue;
            const q = cam.polygon(pts);
            if (q.length >= 3) svg.path(polyD(q), night ? '#7a5230' : css(fog([92, 82, 70], depth, light)));
          } else face(pts, nrm);
        }
      };
      const colonnade = (
        u0: number,
        v0: number,
        u1: number,
        v1: number,
        count: number,
        y0: number,
        h: number,
        r: number,
      ) => {
        const dark = night ? '#6a4428' : css(fog([110, 98, 84], depth, light));
        for (let i = 0; i < count; i++) {
          const t = count === 1 ? 0.5 : i / (count - 1);
          const u = u0 + (u1 - u0) * t;
          const v = v0 + (v1 - v0) * t;
          const b = cam.project(world(u, y0, v));
          const tp = cam.project(world(u, y0 + h, v));
          const w = Math.max(0.6, cam.scaleAt(cam.depth(world(u, y0, v))) * r * 2);
          svg.add(
            `<path d="M${n(b[0])} ${n(b[1])}L${n(tp[0])} ${n(tp[1])}" stroke="${marble(v3(0, 0, -1))}" stroke-width="${n(w)}"/>`,
          );
          svg.add(
            `<path d="M${n(b[0] + w * 0.3)} ${n(b[1])}L${n(tp[0] + w * 0.3)} ${n(tp[1])}" stroke="${dark}" stroke-width="${n(w * 0.25)}" opacity="0.35"/>`,
          );
        }
      };
      // The Parthenon: stylobate, the dark cella, 8 × 17 columns, entablature, pediments.
      const pu = 15 * s;
      const pv = -22 * s;
      const L2 = 34.7 * s;
      const W2 = 15.4 * s;
      const base = top + 0.5;
      const colH = 10.4 * s;
      templeBox(pu - L2, pu + L2, pv - W2, pv + W2, base - 1.5, base + 1.6 * s);
      const y0 = base + 1.6 * s;
      templeBox(
        pu - L2 + 3 * s,
        pu + L2 - 3 * s,
        pv - W2 + 3 * s,
        pv + W2 - 3 * s,
        y0,
        y0 + colH * 0.9,
        true,
      );
      colonnade(pu - L2 + s, pv - W2 + s, pu + L2 - s, pv - W2 + s, 17, y0, colH, 0.9 * s);
      colonnade(pu - L2 + s, pv + W2 - s, pu + L2 - s, pv + W2 - s, 17, y0, colH, 0.9 * s);
      colonnade(pu - L2 + s, pv - W2 + s, pu - L2 + s, pv + W2 - s, 8, y0, colH, 0.9 * s);
      colonnade(pu + L2 - s, pv - W2 + s, pu + L2 - s, pv + W2 - s, 8, y0, colH, 0.9 * s);
      templeBox(pu - L2, pu + L2, pv - W2, pv + W2, y0 + colH, y0 + colH + 3.3 * s);
      for (const end of [-1, 1]) {
        if (end > 0 && (at.x * 7) % 1 > 0.5) continue;
        const uE = pu + end * L2;
        const yE = y0 + colH + 3.3 * s;
        const tri = cam.polygon([
          world(uE, yE, pv - W2),
          world(uE, yE, pv + W2),
          world(uE, yE + 4.2 * s, pv),
        ]);
        if (tri.length >= 3) svg.path(polyD(tri), marble(v3(end * cosA, 0.2, end * sinA)));
      }
      // The Erechtheion and the Propylaea.
      templeBox(-12 * s, 11 * s, 20 * s, 32 * s, top, top + 8 * s);
      colonnade(11 * s, 21 * s, 11 * s, 31 * s, 6, top, 7 * s, 0.45 * s);
      templeBox(-132 * s, -110 * s, -16 * s, 16 * s, top - 6 * s, top + 5 * s);
      colonnade(-132 * s, -12 * s, -132 * s, 12 * s, 6, top - 4 * s, 8.5 * s, 0.8 * s);
      if (night) {
        const c = cam.project(world(pu, y0 + colH / 2, pv));
        const r = cam.scaleAt(depth) * 70 * s;
        svg.ellipse(
          c[0],
          c[1],
          r,
          r * 0.6,
          svg.radial(
            c[0],
            c[1],
            r,
            [
              [0, [255, 214, 150], 0.45],
              [1, [255, 214, 150], 0],
            ],
            0.6,
          ),
        );
      }
    },
  };
}

/** Lycabettus: a steep limestone cone, pine woods on its flanks, bare rock and a white chapel on top. */
function lycabettus(at: V3, height: number): Item {
  const R = height * 2.2;
  const h = (x: number, z: number): number => {
    const d = Math.hypot(x - at.x, (z - at.z) * 1.2) / R;
    if (d > 1) return 0;
    const cone = Math.pow(1 - d, 1.6) * height;
    return Math.max(0, cone * (0.85 + 0.25 * ridged(x / 60, z / 60, 21, 3)));
  };
  return {
    bbox: { x0: at.x - R, x1: at.x + R, y0: 0, y1: height, z0: at.z - R, z1: at.z + R },
    castsShadow: false,
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const depth = cam.depth(at);
      if (depth < 60) return;
      const a = cam.project(v3(at.x - R, 0, at.z));
      const b = cam.project(v3(at.x + R, 0, at.z));
      const sx0 = Math.max(-20, Math.min(a[0], b[0]) - 40);
      const sx1 = Math.min(cam.width + 20, Math.max(a[0], b[0]) + 40);
      if (sx1 <= sx0) return;
      paintTerrain(ctx, {
        height: h,
        albedo: (q) => {
          const n1 = noise2(q.x / 80, q.z / 80, 23);
          const pine = mix([54, 70, 44], [72, 88, 54], n1);
          const rock = mix([196, 184, 164], [160, 150, 134], n1);
          return mix(
            pine,
            rock,
            Math.min(1, Math.max(0, (q.h - height * 0.6) / (height * 0.25)) + Math.max(0, q.slope - 0.6)),
          );
        },
        zNear: Math.max(20, depth - R),
        zFar: depth + R,
        rows: 70,
        cols: Math.round(Math.min(160, Math.max(30, (sx1 - sx0) / 5))),
        screenX: [sx0, sx1],
        skipBelow: 0.6,
        seed: 9,
      });
      // The chapel of St George on the summit.
      const topP = v3(at.x, height, at.z);
      const c = cam.project(topP);
      const px = cam.scaleAt(cam.depth(topP));
      const white = light.atm.lightsOn
        ? '#ffe6b8'
        : css(fog(shade([246, 244, 238], v3(0, 0, -1), true, light, 1.1), depth, light));
      svg.rect(c[0] - px * 9, c[1] - px * 7, px * 18, px * 7.5, white);
      svg.rect(c[0] + px * 5, c[1] - px * 13, px * 3, px * 6, white);
    },
  };
}

/** Thessaloniki's White Tower: a round drum of pale stone with a crenellated parapet and a slimmer
 * crenellated turret, rows of small windows, a low enclosure at its foot. */
function whiteTower(at: V3): Item {
  const r = 11.5;
  const h = 27;
  const r2 = 6;
  const h2 = 6.5;
  return {
    bbox: { x0: at.x - r, x1: at.x + r, y0: 0, y1: h + h2 + 2, z0: at.z - r, z1: at.z + r },
    castsShadow: false,
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const depth = cam.depth(at);
      if (depth < 5) return;
      const px = cam.scaleAt(depth);
      const night = light.atm.lightsOn;
      const stone: RGB = [232, 224, 204];
      const sunX = light.L.x * cam.cos - light.L.z * cam.sin;
      const colourAt = (a: number) => {
        // a: angle around the drum as seen (−π/2 left silhouette … π/2 right).
        const nrm = v3(Math.sin(a) * cam.cos + 0, 0, -Math.cos(a));
        const lit = light.atm.sunLight[0] > 0 && Math.sin(a) * sunX + Math.cos(a) * 0.3 > 0;
        const c = shade(stone, v3(Math.sin(a), 0, -Math.cos(a)), lit, light, 1.05);
        void nrm;
        return night ? mix([255, 220, 170], [190, 150, 110], (1 - Math.cos(a)) * 0.5) : fog(c, depth, light);
      };
      const drum = (y0: number, y1: number, rr: number) => {
        const [x, yb] = cam.project(v3(at.x, y0, at.z));
        const [, yt] = cam.project(v3(at.x, y1, at.z));
        const R = rr * px;
        const stops: Array<[number, RGB]> = [];
        for (let i = 0; i <= 8; i++) stops.push([i / 8, colourAt(-Math.PI / 2 + (i / 8) * Math.PI)]);
        svg.path(
          `M${n(x - R)} ${n(yb)}L${n(x - R)} ${n(yt)}A${n(R)} ${n(R * 0.16)} 0 0 1 ${n(x + R)} ${n(yt)}L${n(x + R)} ${n(yb)}A${n(R)} ${n(R * 0.16)} 0 0 1 ${n(x - R)} ${n(yb)}Z`,
          svg.linear(x - R, 0, x + R, 0, stops),
        );
        return { x, yb, yt, R };
      };
      const crenels = (d: { x: number; yt: number; R: number }, count: number, hM: number) => {
        const teeth: string[] = [];
        const th = hM * px;
        for (let i = 0; i < count; i++) {
          const a0 = -Math.PI / 2 + ((i + 0.2) / count) * Math.PI;
          const a1 = -Math.PI / 2 + ((i + 0.7) / count) * Math.PI;
          const x0 = d.x + Math.sin(a0) * d.R;
          const x1 = d.x + Math.sin(a1) * d.R;
          const y0 = d.yt + Math.cos(a0) * d.R * 0.16;
          const y1 = d.yt + Math.cos(a1) * d.R * 0.16;
          teeth.push(`M${n(x0)} ${n(y0)}L${n(x0)} ${n(y0 - th)}L${n(x1)} ${n(y1 - th)}L${n(x1)} ${n(y1)}Z`);
        }
        svg.path(teeth.join(''), css(colourAt(0)));
      };
      // The low octagonal enclosure at the foot.
      const base = drum(0, 4, r * 1.35);
      void base;
      const d1 = drum(0, h, r);
      // A string course and rows of windows.
      svg.path(
        `M${n(d1.x - d1.R)} ${n(d1.yt + px * 1.2)}A${n(d1.R)} ${n(d1.R * 0.16)} 0 0 0 ${n(d1.x + d1.R)} ${n(d1.yt + px * 1.2)}`,
        'none',
        `stroke="${css(scale(colourAt(0), 0.8))}" stroke-width="${n(Math.max(0.6, px * 0.5))}"`,
      );
      const wins: string[] = [];
      for (let k = 0; k < 4; k++) {
        for (let i = -3; i <= 3; i++) {
          const a = (i / 3.6) * (Math.PI / 2);
          const wx = d1.x + Math.sin(a) * d1.R * 0.98;
          const wy = d1.yb - ((k + 1) / 5.2) * (d1.yb - d1.yt) + Math.cos(a) * d1.R * 0.16;
          const ww = px * 0.9 * Math.cos(a);
          wins.push(`M${n(wx - ww / 2)} ${n(wy)}h${n(ww)}v${n(-px * 1.6)}h${n(-ww)}Z`);
        }
      }
      svg.path(wins.join(''), night ? '#ffcf8a' : css(fog([70, 64, 58], depth, light)));
      crenels(d1, 16, 1.6);
      const d2 = drum(h, h + h2, r2);
      crenels(d2, 9, 1.3);
      if (night) {
        svg.ellipse(
          d1.x,
          (d1.yb + d1.yt) / 2,
          d1.R * 2.4,
          d1.R * 2.2,
          svg.radial(d1.x, (d1.yb + d1.yt) / 2, d1.R * 2.4, [
            [0, [255, 214, 150], 0.35],
            [1, [255, 214, 150], 0],
          ]),
        );
      }
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
  if (o.waterfront && o.sea) {
    // Olympus across the gulf, its summit under snow.
    const ox = seaSide > 0 ? W * rng.range(0.55, 0.8) : W * rng.range(0.2, 0.45);
    const ow = W * rng.range(0.35, 0.5);
    const ridge = paintHills(far, atm, rng.fork('olympus'), {
      base: cam.horizon + 1,
      height: H * rng.range(0.07, 0.1),
      distance: 0.8,
      colour: [104, 108, 118],
      x0: ox - ow / 2,
      x1: ox + ow / 2,
      island: true,
    });
    const peak = Math.min(...ridge.map((p) => p[1]));
    const snow = far.linear(0, peak, 0, peak + H * 0.035, [
      [0, mix([250, 250, 252], atm.haze, 0.35), 0.85],
      [1, mix([250, 250, 252], atm.haze, 0.35), 0],
    ]);
    far.path(polyD([[ox + ow / 2, cam.horizon + 1], [ox - ow / 2, cam.horizon + 1], ...ridge]), snow);
  }

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
      if (acroAt && Math.hypot(centre.x - acroAt.x, centre.z - acroAt.z) < 240) continue;
      if (lycaAt && Math.hypot(centre.x - lycaAt.x, centre.z - lycaAt.z) < 330) continue;
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
          if (
            o.waterfront &&
            Math.max((bx - waterX(bz)) * seaSide, (bx + lw - waterX(bz + ld)) * seaSide) > -30
          )
            continue;
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
  if (acroAt) items.push(acropolis(acroAt, o.acropolis === 'near' ? 1 : 1.1, cam.yaw + rng.range(-0.5, 0.5)));
  if (lycaAt) items.push(lycabettus(lycaAt, 200));
  if (o.whiteTower) {
    const z = rng.range(160, 320);
    const x = waterX(z) - seaSide * 25;
    items.push(whiteTower(v3(x, 0, z)));
  }
  if (o.waterfront) {
    // The promenade along the water: palms and pines, lamp posts, a line of parasols by the cafés.
    for (let z = 30; z < 900; z += rng.range(12, 18)) {
      const x = waterX(z) - seaSide * rng.range(5, 12);
      const p = cam.project(v3(x, 0, z));
      if (p[0] < -50 || p[0] > W + 50) continue;
      items.push(
        tree({
          kind: rng.chance(0.6) ? 'palm' : 'pine',
          at: v3(x, 0, z),
          height: rng.range(8, 12),
          rng,
          shadow: false,
        }),
      );
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
  // The promenade and the seafront road along the water.
  const prom = c.cam.polygon(
    [
      ...pts,
      ...pts
        .slice()
        .reverse()
        .map(([x, z]) => [x - side * 18, z] as [number, number]),
    ].map(([x, z]) => v3(x, 0.01, z)),
  );
  if (prom.length >= 3)
    c.svg.path(
      polyD(prom),
      css(fog(shade([222, 214, 196], v3(0, 1, 0), frame.atm.sunLight[0] > 0, frame.light), 300, frame.light)),
    );
  const road = c.cam.polygon(
    [
      ...pts.map(([x, z]) => [x - side * 18, z] as [number, number]),
      ...pts
        .slice()
        .reverse()
        .map(([x, z]) => [x - side * 28, z] as [number, number]),
    ].map(([x, z]) => v3(x, 0.01, z)),
  );
  if (road.length >= 3)
    c.svg.path(
      polyD(road),
      css(fog(shade([96, 96, 98], v3(0, 1, 0), frame.atm.sunLight[0] > 0, frame.light), 300, frame.light)),
    );
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
