/**
 * Furniture for the room kit, built in local coordinates (front towards local −z, origin at the middle
 * of the front edge) and placed with quarter turns: sofas, armchairs, beds, tables, kitchens, lamps,
 * rugs and pictures, shop and office fittings.
 */
import { css, mix, scale, type RGB } from '../color';
import type { Rng } from '../prng';
import { type Box, type Item, type V3, sortItems, v3 } from '../scene3d';
import { type Svg, n, polyD } from '../svg';
import { tree } from '../vegetation';
import {
  type FaceInfo,
  type Part,
  type RoomCtx,
  type WallId,
  affineTo,
  lit,
  paintPart as paintPartPublic,
  piece,
  place,
  poly,
  roundedD,
  wallPoint,
} from './room-kit';

const bx = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): Box => ({
  x0,
  x1,
  y0,
  y1,
  z0,
  z1,
});

export interface At {
  x: number;
  z: number;
  rot: number;
}

function P(at: At, b: Box, albedo: RGB, extra: Partial<Part> = {}): Part {
  return { b: place(b, at, at.rot), albedo, ...extra };
}

export const FABRICS: RGB[] = [
  [222, 214, 198],
  [204, 200, 192],
  [178, 184, 184],
  [212, 198, 174],
  [136, 146, 140],
  [190, 176, 156],
  [96, 108, 120],
];

export const ACCENTS: RGB[] = [
  [170, 120, 86],
  [128, 138, 116],
  [92, 106, 124],
  [196, 172, 128],
  [150, 104, 92],
  [226, 218, 200],
  [84, 88, 92],
  [176, 160, 140],
];

export const WOODS: RGB[] = [
  [150, 112, 78],
  [120, 86, 60],
  [176, 140, 100],
  [92, 68, 50],
];

/** Lines on a face (door seams, drawer fronts), in face coordinates (u along, v up), and handles. */
function seams(us: number[], vs: number[], handles: Array<[number, number, number, number]> = []) {
  return (rc: RoomCtx, svg: Svg, f: FaceInfo) => {
    if (f.normal.y !== 0) return;
    const pt = (u: number, v: number) => {
      const p = v3(
        f.o.x + f.u.x * u + f.v.x * v,
        f.o.y + f.u.y * u + f.v.y * v,
        f.o.z + f.u.z * u + f.v.z * v,
      );
      return p;
    };
    const lines: string[] = [];
    const seg = (a: V3, b: V3) => {
      const p = rc.cam.polygon([a, b, b]);
      if (p.length >= 2) lines.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
    };
    for (const u of us) if (u > 0 && u < f.w) seg(pt(u, 0.02), pt(u, f.h - 0.02));
    for (const v of vs) if (v > 0 && v < f.h) seg(pt(0.01, v), pt(f.w - 0.01, v));
    if (lines.length)
      svg.add(
        `<path d="${lines.join('')}" stroke="${css(scale(f.colour, 0.62))}" stroke-width="${n(Math.max(0.6, rc.W / 1800))}" fill="none" opacity="0.8"/>`,
      );
    const hs: string[] = [];
    for (const [u0, v0, u1, v1] of handles) {
      if (u1 > f.w || u0 < 0) continue;
      const p = poly(rc, [pt(u0, v0), pt(u1, v0), pt(u1, v1), pt(u0, v1)]);
      if (p.length >= 3) hs.push(polyD(p));
    }
    if (hs.length) svg.path(hs.join(''), css(mix(f.colour, [40, 40, 40], 0.6)));
  };
}

// ---------------------------------------------------------------------------------------------
// Seating

export function sofa(
  rc: RoomCtx,
  at: At,
  width: number,
  fabric: RGB,
  rng: Rng,
  seatsOverride?: number,
): Item {
  const W = width;
  const D = 0.95;
  const parts: Part[] = [];
  const arm = 0.2;
  const legC: RGB = [70, 58, 48];
  for (const x of [-W / 2 + 0.08, W / 2 - 0.12])
    for (const z of [0.08, D - 0.12]) parts.push(P(at, bx(x, x + 0.04, 0, 0.08, z, z + 0.04), legC));
  parts.push(P(at, bx(-W / 2, W / 2, 0.08, 0.3, 0, D), scale(fabric, 0.9), { round: 0.03 }));
  const seats = seatsOverride ?? (W > 2.3 ? 3 : 2);
  const sw = (W - 2 * arm) / seats;
  for (let i = 0; i < seats; i++) {
    const x = -W / 2 + arm + i * sw;
    parts.push(P(at, bx(x + 0.005, x + sw - 0.005, 0.3, 0.47, 0.02, D - 0.25), fabric, { round: 0.05 }));
    parts.push(
      P(at, bx(x + 0.01, x + sw - 0.01, 0.47, 0.86, D - 0.24, D - 0.06), mix(fabric, [255, 255, 255], 0.04), {
        round: 0.07,
      }),
    );
  }
  parts.push(P(at, bx(-W / 2, W / 2, 0.3, 0.66, D - 0.06, D), scale(fabric, 0.92), { round: 0.03 }));
  parts.push(P(at, bx(-W / 2, -W / 2 + arm, 0.3, 0.62, 0, D), scale(fabric, 0.96), { round: 0.06 }));
  parts.push(P(at, bx(W / 2 - arm, W / 2, 0.3, 0.62, 0, D), scale(fabric, 0.96), { round: 0.06 }));
  // Throw cushions leaning against the back.
  const accent = rng.pick(ACCENTS);
  const accent2 = rng.pick(ACCENTS);
  const cushions = rng.int(2, 4);
  for (let i = 0; i < cushions; i++) {
    const left = i % 2 === 0;
    const k = Math.floor(i / 2);
    const x = left ? -W / 2 + arm + 0.04 + k * 0.42 : W / 2 - arm - 0.46 - k * 0.42;
    parts.push(
      P(
        at,
        bx(x, x + 0.42, 0.47, 0.86 - k * 0.06, D - 0.4 + k * 0.02, D - 0.26 + k * 0.02),
        i < 2 ? accent : accent2,
        { round: 0.1 },
      ),
    );
  }
  return piece(rc, parts);
}

export function armchair(rc: RoomCtx, at: At, fabric: RGB, wood: RGB): Item {
  const W = 0.82;
  const D = 0.84;
  const parts: Part[] = [];
  for (const x of [-W / 2 + 0.05, W / 2 - 0.09])
    for (const z of [0.05, D - 0.09]) parts.push(P(at, bx(x, x + 0.04, 0, 0.16, z, z + 0.04), wood));
  parts.push(P(at, bx(-W / 2, W / 2, 0.16, 0.32, 0, D), scale(fabric, 0.92), { round: 0.03 }));
  parts.push(P(at, bx(-W / 2 + 0.14, W / 2 - 0.14, 0.32, 0.46, 0.02, D - 0.2), fabric, { round: 0.05 }));
  parts.push(
    P(at, bx(-W / 2, W / 2, 0.32, 0.82, D - 0.2, D), mix(fabric, [255, 255, 255], 0.03), { round: 0.06 }),
  );
  parts.push(P(at, bx(-W / 2, -W / 2 + 0.14, 0.32, 0.6, 0, D - 0.2), scale(fabric, 0.95), { round: 0.05 }));
  parts.push(P(at, bx(W / 2 - 0.14, W / 2, 0.32, 0.6, 0, D - 0.2), scale(fabric, 0.95), { round: 0.05 }));
  return piece(rc, parts);
}

/** Built-in masonry sofa (Cycladic): a plastered plinth along a wall with cushions. */
export function builtInSofa(rc: RoomCtx, at: At, length: number, plaster: RGB, fabric: RGB, rng: Rng): Item {
  const D = 0.8;
  const parts: Part[] = [
    P(at, bx(-length / 2, length / 2, 0, 0.36, 0, D), plaster, { round: 0.06 }),
    P(at, bx(-length / 2 + 0.02, length / 2 - 0.02, 0.36, 0.48, 0.02, D - 0.2), fabric, { round: 0.05 }),
  ];
  const count = Math.max(2, Math.round(length / 0.75));
  for (let i = 0; i < count; i++) {
    const x = -length / 2 + 0.05 + i * ((length - 0.1) / count);
    parts.push(
      P(
        at,
        bx(x, x + (length - 0.1) / count - 0.04, 0.48, 0.92, D - 0.2, D - 0.04),
        i % 3 === 1 ? rng.pick(ACCENTS) : mix(fabric, [255, 255, 255], 0.05),
        { round: 0.09 },
      ),
    );
  }
  return piece(rc, parts);
}

// ---------------------------------------------------------------------------------------------
// Tables and storage

export function coffeeTable(rc: RoomCtx, at: At, rng: Rng, wood: RGB): Item {
  const round = rng.chance(0.5);
  const top: RGB = rng.pick<RGB>([wood, [232, 228, 220], [70, 68, 66], [214, 206, 190]]);
  const parts: Part[] = [];
  if (round) {
    const r = rng.range(0.45, 0.6);
    parts.push(P(at, bx(-r, r, 0.36, 0.42, 0, 2 * r), top, { cyl: { top: r, foot: r }, gloss: 0.08 }));
    parts.push(
      P(at, bx(-r * 0.5, r * 0.5, 0, 0.36, r * 0.5, r * 1.5), scale(top, 0.8), {
        cyl: { top: r * 0.3, foot: r * 0.45 },
      }),
    );
    parts.push(...decor(at, 0, 0.42, r, rng));
  } else {
    const w = rng.range(1.1, 1.4);
    const d = rng.range(0.6, 0.75);
    parts.push(P(at, bx(-w / 2, w / 2, 0.34, 0.4, 0, d), top, { round: 0.015, gloss: 0.06 }));
    parts.push(
      P(at, bx(-w / 2 + 0.06, w / 2 - 0.06, 0.05, 0.34, 0.06, d - 0.06), scale(top, 0.82), { round: 0.01 }),
    );
    parts.push(...decor(at, -w * 0.15, 0.4, d / 2, rng));
  }
  return piece(rc, parts);
}

/** Books, a bowl, a vase on a surface at height y, around local (x, z). */
function decor(at: At, x: number, y: number, z: number, rng: Rng): Part[] {
  const parts: Part[] = [];
  const books = rng.int(2, 3);
  let yy = y;
  for (let i = 0; i < books; i++) {
    const t = 0.03 + rng.next() * 0.02;
    const bw = 0.28 - i * 0.03;
    parts.push(
      P(at, bx(x - 0.15 + i * 0.01, x - 0.15 + bw, yy, yy + t, z - 0.12, z + 0.08), rng.pick(ACCENTS), {
        round: 0.004,
      }),
    );
    yy += t;
  }
  if (rng.chance(0.7)) {
    const r = rng.range(0.05, 0.08);
    const hh = rng.range(0.12, 0.3);
    parts.push(
      P(
        at,
        bx(x + 0.25 - r, x + 0.25 + r, y, y + hh, z - r, z + r),
        rng.pick<RGB>([
          [230, 226, 216],
          [60, 62, 64],
          [176, 120, 90],
          [120, 140, 150],
        ]),
        { cyl: { top: r * 0.6, foot: r * 0.8 }, gloss: 0.1 },
      ),
    );
  } else {
    parts.push(
      P(at, bx(x + 0.12, x + 0.36, y, y + 0.06, z - 0.12, z + 0.12), [210, 200, 184], {
        cyl: { top: 0.12, foot: 0.07 },
      }),
    );
  }
  return parts;
}

export function sideTable(rc: RoomCtx, at: At, wood: RGB, lamp: boolean, rng: Rng): Item {
  const r = 0.24;
  const parts: Part[] = [
    P(at, bx(-r, r, 0.5, 0.54, 0, 2 * r), wood, { cyl: { top: r, foot: r } }),
    P(at, bx(-0.03, 0.03, 0, 0.5, r - 0.03, r + 0.03), scale(wood, 0.7), { cyl: { top: 0.02, foot: 0.02 } }),
    P(at, bx(-r * 0.8, r * 0.8, 0, 0.03, r * 0.2, r * 1.8), scale(wood, 0.7), {
      cyl: { top: r * 0.7, foot: r * 0.7 },
    }),
  ];
  if (lamp) parts.push(...tableLamp(rc, at, 0, 0.54, r, rng));
  return piece(rc, parts);
}

export function tableLamp(rc: RoomCtx, at: At, x: number, y: number, z: number, rng: Rng): Part[] {
  const night = rc.daylight < 0.3;
  const shadeC: RGB = [238, 230, 212];
  const baseC = rng.pick<RGB>([
    [200, 190, 170],
    [60, 60, 62],
    [170, 120, 80],
    [230, 226, 218],
  ]);
  const b0 = place(bx(x - 0.08, x + 0.08, y, y + 0.3, z - 0.08, z + 0.08), at, at.rot);
  const cx = (b0.x0 + b0.x1) / 2;
  const cz = (b0.z0 + b0.z1) / 2;
  if (night) rc.lamps.push({ at: v3(cx, y + 0.42, cz), power: 0.5 });
  return [
    { b: b0, albedo: baseC, cyl: { top: 0.03, foot: 0.08 }, gloss: 0.1 },
    {
      b: { x0: cx - 0.2, x1: cx + 0.2, y0: y + 0.3, y1: y + 0.56, z0: cz - 0.2, z1: cz + 0.2 },
      albedo: shadeC,
      cyl: { top: 0.13, foot: 0.19 },
      glow: night ? [255, 226, 170] : undefined,
    },
  ];
}

export function floorLamp(rc: RoomCtx, x: number, z: number): Item {
  const night = rc.daylight < 0.3;
  if (night) rc.lamps.push({ at: v3(x, 1.45, z), power: 0.8 });
  return piece(rc, [
    {
      b: bx(x - 0.16, x + 0.16, 0, 0.03, z - 0.16, z + 0.16),
      albedo: [50, 50, 52],
      cyl: { top: 0.15, foot: 0.16 },
    },
    {
      b: bx(x - 0.015, x + 0.015, 0.03, 1.35, z - 0.015, z + 0.015),
      albedo: [50, 50, 52],
      cyl: { top: 0.012, foot: 0.012 },
    },
    {
      b: bx(x - 0.25, x + 0.25, 1.3, 1.62, z - 0.25, z + 0.25),
      albedo: [240, 232, 214],
      cyl: { top: 0.17, foot: 0.24 },
      glow: night ? [255, 222, 164] : undefined,
    },
  ]);
}

export function sideboard(rc: RoomCtx, at: At, length: number, wood: RGB, rng: Rng): Item {
  const D = 0.45;
  const H = 0.72;
  const doors = Math.max(2, Math.round(length / 0.5));
  const us = Array.from({ length: doors - 1 }, (_, i) => ((i + 1) * length) / doors);
  const parts: Part[] = [
    P(at, bx(-length / 2, length / 2, 0.12, H, 0, D), wood, { round: 0.01, decorate: seams(us, []) }),
    P(at, bx(-length / 2 + 0.05, length / 2 - 0.05, 0, 0.12, 0.05, D - 0.05), scale(wood, 0.5)),
  ];
  parts.push(...decor(at, -length * 0.2, H, D / 2, rng));
  if (rng.chance(0.6)) parts.push(...tableLamp(rc, at, length * 0.3, H, D / 2, rng));
  return piece(rc, parts);
}

export function diningTable(rc: RoomCtx, at: At, length: number, wood: RGB, chairC: RGB, rng: Rng): Item[] {
  const D = 0.95;
  const out: Item[] = [];
  const parts: Part[] = [
    P(at, bx(-length / 2, length / 2, 0.72, 0.76, 0, D), wood, { round: 0.01, gloss: 0.05 }),
  ];
  for (const x of [-length / 2 + 0.08, length / 2 - 0.14])
    for (const z of [0.08, D - 0.14])
      parts.push(P(at, bx(x, x + 0.06, 0, 0.72, z, z + 0.06), scale(wood, 0.85)));
  const vaseX = rng.range(-0.2, 0.2);
  parts.push(
    P(at, bx(vaseX - 0.08, vaseX + 0.08, 0.76, 1.02, D / 2 - 0.08, D / 2 + 0.08), [230, 226, 216], {
      cyl: { top: 0.05, foot: 0.07 },
      gloss: 0.1,
    }),
  );
  out.push(piece(rc, parts));
  const per = Math.max(2, Math.floor(length / 0.62));
  for (let i = 0; i < per; i++) {
    const x = -length / 2 + (length * (i + 0.5)) / per;
    out.push(chair(rc, at, x, -0.25, 0, chairC));
    out.push(chair(rc, at, x, D + 0.25, 2, chairC));
  }
  return out;
}

/** A dining chair at local (x, z) of a table placed at `at`, facing the table (turn 0: back towards −z). */
function chair(rc: RoomCtx, at: At, x: number, z: number, turn: number, colour: RGB): Item {
  const cAt: At = { ...at };
  const s = 0.44;
  const local = (b: Box): Box => {
    // Chair geometry around (x, z), its back on the side away from the table.
    return turn === 0
      ? bx(x + b.x0, x + b.x1, b.y0, b.y1, z + b.z0, z + b.z1)
      : bx(x - b.x1, x - b.x0, b.y0, b.y1, z - b.z1, z - b.z0);
  };
  const parts: Part[] = [];
  for (const lx of [-s / 2, s / 2 - 0.035])
    for (const lz of [-s / 2, s / 2 - 0.035])
      parts.push(P(cAt, local(bx(lx, lx + 0.035, 0, 0.45, lz, lz + 0.035)), scale(colour, 0.8)));
  parts.push(P(cAt, local(bx(-s / 2, s / 2, 0.45, 0.5, -s / 2, s / 2)), colour, { round: 0.02 }));
  parts.push(P(cAt, local(bx(-s / 2, s / 2, 0.5, 0.92, -s / 2, -s / 2 + 0.05)), colour, { round: 0.02 }));
  return piece(rc, parts);
}

export function stool(rc: RoomCtx, x: number, z: number, seat: RGB, metal: RGB): Item {
  return piece(rc, [
    { b: bx(x - 0.2, x + 0.2, 0.62, 0.68, z - 0.2, z + 0.2), albedo: seat, cyl: { top: 0.19, foot: 0.19 } },
    {
      b: bx(x - 0.02, x + 0.02, 0.03, 0.62, z - 0.02, z + 0.02),
      albedo: metal,
      cyl: { top: 0.02, foot: 0.02 },
    },
    { b: bx(x - 0.18, x + 0.18, 0, 0.03, z - 0.18, z + 0.18), albedo: metal, cyl: { top: 0.17, foot: 0.18 } },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Beds

export function bed(rc: RoomCtx, at: At, width: number, fabric: RGB, linen: RGB, rng: Rng): Item {
  const W = width;
  const Lb = 2.1;
  const parts: Part[] = [];
  const headH = rng.range(1.05, 1.35);
  parts.push(P(at, bx(-W / 2 - 0.05, W / 2 + 0.05, 0.06, 0.34, 0, Lb), fabric, { round: 0.03 }));
  parts.push(P(at, bx(-W / 2, W / 2, 0.34, 0.52, 0.02, Lb - 0.02), [246, 244, 240], { round: 0.05 }));
  parts.push(P(at, bx(-W / 2 - 0.06, W / 2 + 0.06, 0.3, 0.6, -0.05, Lb - 0.55), linen, { round: 0.07 }));
  parts.push(
    P(
      at,
      bx(-W / 2 - 0.04, W / 2 + 0.04, 0.56, 0.66, Lb - 0.75, Lb - 0.55),
      mix(linen, [255, 255, 255], 0.3),
      { round: 0.05 },
    ),
  );
  const throwC = rng.pick(ACCENTS);
  parts.push(P(at, bx(-W / 2 - 0.08, W / 2 + 0.08, 0.3, 0.63, -0.08, 0.42), throwC, { round: 0.05 }));
  const pillows = W > 1.6 ? 2 : 1;
  const pw = (W - 0.1) / pillows;
  for (let i = 0; i < pillows; i++) {
    const x = -W / 2 + 0.05 + i * pw;
    parts.push(
      P(at, bx(x + 0.02, x + pw - 0.02, 0.52, 0.8, Lb - 0.32, Lb - 0.08), [250, 248, 244], { round: 0.1 }),
    );
    parts.push(
      P(
        at,
        bx(x + 0.06, x + pw - 0.06, 0.52, 0.74, Lb - 0.5, Lb - 0.34),
        i === 0 ? mix(throwC, [255, 255, 255], 0.35) : linen,
        { round: 0.09 },
      ),
    );
  }
  parts.push(
    P(at, bx(-W / 2 - 0.12, W / 2 + 0.12, 0.06, headH, Lb, Lb + 0.1), scale(fabric, 0.92), { round: 0.05 }),
  );
  for (const x of [-W / 2, W / 2 - 0.05])
    for (const z of [0.05, Lb - 0.1]) parts.push(P(at, bx(x, x + 0.05, 0, 0.06, z, z + 0.05), [60, 50, 42]));
  return piece(rc, parts);
}

export function nightstand(rc: RoomCtx, at: At, wood: RGB, rng: Rng): Item {
  const parts: Part[] = [
    P(at, bx(-0.25, 0.25, 0.12, 0.55, 0, 0.42), wood, { round: 0.01, decorate: seams([], [0.22]) }),
    P(at, bx(-0.22, 0.22, 0, 0.12, 0.04, 0.38), scale(wood, 0.55)),
  ];
  parts.push(...tableLamp(rc, at, 0, 0.55, 0.22, rng));
  return piece(rc, parts);
}

export function bench(rc: RoomCtx, at: At, length: number, fabric: RGB, wood: RGB): Item {
  return piece(rc, [
    P(at, bx(-length / 2, length / 2, 0.3, 0.46, 0, 0.42), fabric, { round: 0.04 }),
    P(at, bx(-length / 2 + 0.04, -length / 2 + 0.08, 0, 0.3, 0.04, 0.38), wood),
    P(at, bx(length / 2 - 0.08, length / 2 - 0.04, 0, 0.3, 0.04, 0.38), wood),
  ]);
}

export function wardrobe(rc: RoomCtx, at: At, length: number, height: number, finish: RGB): Item {
  const doors = Math.max(2, Math.round(length / 0.6));
  const us = Array.from({ length: doors - 1 }, (_, i) => ((i + 1) * length) / doors);
  const handles: Array<[number, number, number, number]> = us.map((u) => [u - 0.04, 0.95, u - 0.02, 1.35]);
  return piece(rc, [
    P(at, bx(-length / 2, length / 2, 0, height, 0, 0.62), finish, {
      round: 0.005,
      decorate: seams(us, [], handles),
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Kitchens

export interface KitchenStyle {
  fronts: RGB;
  top: RGB;
  uppers: 'cabinets' | 'shelves' | 'none';
  metal: RGB;
}

/** A run of base cabinets along local x with worktop, hob, sink, and uppers or shelves. */
export function kitchenRun(
  rc: RoomCtx,
  at: At,
  length: number,
  style: KitchenStyle,
  rng: Rng,
  tall = true,
  hoodTop = rc.spec.h,
): Item[] {
  const out: Item[] = [];
  const D = 0.62;
  const doors = Math.max(2, Math.round(length / 0.6));
  const us = Array.from({ length: doors - 1 }, (_, i) => ((i + 1) * length) / doors);
  const handles: Array<[number, number, number, number]> = Array.from({ length: doors }, (_, i) => {
    const u = ((i + 0.5) * length) / doors;
    return [u - 0.12, 0.74, u + 0.12, 0.76];
  });
  // Fronts face local −z: the run's back is against the wall at local z = D.
  const base: Part[] = [
    P(at, bx(-length / 2, length / 2, 0.1, 0.88, 0, D), style.fronts, {
      round: 0.004,
      decorate: seams(us, [0.66], handles),
    }),
    P(at, bx(-length / 2 + 0.02, length / 2 - 0.02, 0, 0.1, 0.06, D), scale(style.fronts, 0.35)),
    P(at, bx(-length / 2 - 0.01, length / 2 + 0.01, 0.88, 0.92, -0.02, D), style.top, {
      round: 0.004,
      gloss: 0.14,
    }),
  ];
  // Hob, sink and tap on the worktop.
  const hobX = rng.range(-0.2, 0.2) * length;
  base.push(P(at, bx(hobX - 0.35, hobX + 0.35, 0.92, 0.925, 0.08, 0.55), [28, 28, 30], { gloss: 0.2 }));
  const sinkX = hobX + (hobX > 0 ? -1 : 1) * Math.min(1.2, length * 0.3);
  base.push(P(at, bx(sinkX - 0.3, sinkX + 0.3, 0.918, 0.923, 0.1, 0.5), [150, 152, 154], { gloss: 0.25 }));
  base.push(P(at, bx(sinkX - 0.015, sinkX + 0.015, 0.92, 1.22, 0.52, 0.55), style.metal));
  base.push(P(at, bx(sinkX - 0.015, sinkX + 0.015, 1.19, 1.22, 0.35, 0.55), style.metal));
  base.push(...decor(at, sinkX + (sinkX > hobX ? 0.5 : -0.9), 0.92, 0.35, rng));
  out.push(piece(rc, base));
  // Backsplash against the wall.
  out.push(
    piece(
      rc,
      [
        P(at, bx(-length / 2, length / 2, 0.92, 1.5, D - 0.015, D), mix(style.top, [255, 255, 255], 0.1), {
          decorate: seams(
            Array.from({ length: Math.floor(length / 0.3) }, (_, i) => (i + 1) * 0.3),
            [0.15, 0.3, 0.45],
          ),
        }),
      ],
      undefined,
      false,
    ),
  );
  if (style.uppers === 'cabinets') {
    const uus = Array.from({ length: doors - 1 }, (_, i) => ((i + 1) * length) / doors);
    out.push(
      piece(
        rc,
        [
          P(at, bx(-length / 2, length / 2, 1.55, 2.3, D - 0.36, D), style.fronts, {
            round: 0.004,
            decorate: seams(uus, []),
          }),
        ],
        undefined,
        false,
      ),
    );
  } else if (style.uppers === 'shelves') {
    const shelves: Part[] = [];
    for (const y of [1.62, 2.02]) {
      shelves.push(P(at, bx(-length / 2 + 0.2, length / 2 - 0.2, y, y + 0.04, D - 0.28, D), style.top));
      let x = -length / 2 + 0.3;
      while (x < length / 2 - 0.4) {
        const w = rng.range(0.08, 0.22);
        const h = rng.range(0.1, 0.28);
        if (rng.chance(0.7))
          shelves.push(
            P(
              at,
              bx(x, x + w, y + 0.04, y + 0.04 + h, D - 0.22, D - 0.22 + w * 0.8),
              rng.pick<RGB>([
                [236, 232, 224],
                [200, 190, 176],
                [120, 130, 140],
                [180, 130, 100],
                [240, 240, 236],
              ]),
              { cyl: rng.chance(0.6) ? { top: w / 2, foot: w / 2 } : undefined },
            ),
          );
        x += w + rng.range(0.04, 0.14);
      }
    }
    out.push(piece(rc, shelves, undefined, false));
  }
  // The hood over the hob.
  out.push(
    piece(
      rc,
      [
        P(at, bx(hobX - 0.45, hobX + 0.45, 1.6, 1.72, D - 0.5, D), style.metal, { round: 0.01 }),
        P(at, bx(hobX - 0.15, hobX + 0.15, 1.72, Math.max(1.9, hoodTop), D - 0.3, D), style.metal),
      ],
      undefined,
      false,
    ),
  );
  if (tall) {
    // A tall unit with fridge and oven at one end.
    const tx = length / 2;
    out.push(
      piece(rc, [
        P(at, bx(tx, tx + 0.65, 0, 2.3, 0, D), style.fronts, {
          round: 0.004,
          decorate: seams([], [0.88, 1.5], [[0.08, 1.0, 0.1, 1.4]]),
        }),
      ]),
    );
  }
  return out;
}

export function island(rc: RoomCtx, at: At, length: number, style: KitchenStyle, body: RGB): Item {
  const D = 0.95;
  return piece(rc, [
    P(at, bx(-length / 2, length / 2, 0.08, 0.88, 0, D), body, {
      round: 0.004,
      decorate: seams([length / 3, (2 * length) / 3], []),
    }),
    P(at, bx(-length / 2 + 0.04, length / 2 - 0.04, 0, 0.08, 0.05, D - 0.05), scale(body, 0.35)),
    P(at, bx(-length / 2 - 0.05, length / 2 + 0.05, 0.88, 0.93, -0.25, D + 0.02), style.top, {
      round: 0.004,
      gloss: 0.16,
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------
// Lights

export function pendantLamp(
  rc: RoomCtx,
  x: number,
  z: number,
  drop: number,
  kind: 'dome' | 'cone' | 'globe',
  colour: RGB,
): Item {
  const h = rc.spec.h;
  const y = h - drop;
  const night = rc.daylight < 0.3;
  if (night) rc.lamps.push({ at: v3(x, y - 0.1, z), power: 0.6 });
  const shade: Part =
    kind === 'globe'
      ? {
          b: bx(x - 0.16, x + 0.16, y - 0.3, y, z - 0.16, z + 0.16),
          albedo: [246, 242, 232],
          cyl: { top: 0.08, foot: 0.08 },
          glow: night ? [255, 232, 190] : [246, 244, 238],
        }
      : {
          b: bx(x - 0.24, x + 0.24, y - 0.22, y, z - 0.24, z + 0.24),
          albedo: colour,
          cyl: { top: kind === 'dome' ? 0.06 : 0.05, foot: kind === 'dome' ? 0.24 : 0.17 },
        };
  return {
    bbox: { x0: x - 0.25, x1: x + 0.25, y0: y - 0.3, y1: h, z0: z - 0.25, z1: z + 0.25 },
    draw: (ctx) => {
      const a = rc.cam.project(v3(x, h, z));
      const b = rc.cam.project(v3(x, y, z));
      ctx.svg.line(a, b, '#2e2e2e', Math.max(0.6, rc.cam.scaleAt(rc.cam.depth(v3(x, y, z))) * 0.008));
      if (kind === 'globe') {
        const c = rc.cam.project(v3(x, y - 0.15, z));
        const r = rc.cam.scaleAt(rc.cam.depth(v3(x, y, z))) * 0.16;
        ctx.svg.ellipse(
          c[0],
          c[1],
          r,
          r,
          ctx.svg.radial(c[0] - r * 0.3, c[1] - r * 0.3, r * 1.3, [
            [0, [255, 255, 252]],
            [1, night ? [255, 214, 150] : [220, 218, 212]],
          ]),
        );
      } else {
        const items = sortParts(rc, [shade]);
        for (const p of items) paintPartPublic(rc, ctx.svg, p);
        const rim = rc.cam.project(v3(x, y - 0.22, z));
        const r = rc.cam.scaleAt(rc.cam.depth(v3(x, y, z))) * (kind === 'dome' ? 0.24 : 0.17);
        ctx.svg.ellipse(rim[0], rim[1], r * 0.9, r * 0.16, night ? '#fff0cc' : '#e8e4dc');
      }
    },
  };
}

export function chandelier(rc: RoomCtx, x: number, z: number): Item {
  const h = rc.spec.h;
  const y = h - 1.1;
  const night = rc.daylight < 0.3;
  if (night) rc.lamps.push({ at: v3(x, y, z), power: 1.2 });
  return {
    bbox: { x0: x - 0.5, x1: x + 0.5, y0: y - 0.3, y1: h, z0: z - 0.5, z1: z + 0.5 },
    draw: (ctx) => {
      const cam = rc.cam;
      const d = cam.depth(v3(x, y, z));
      if (d < 0.5) return;
      const px = cam.scaleAt(d);
      const top = cam.project(v3(x, h, z));
      const c = cam.project(v3(x, y, z));
      const brass = night ? '#d8b070' : '#a88850';
      ctx.svg.line(top, c, '#5a4a30', Math.max(0.6, px * 0.012));
      ctx.svg.ellipse(
        c[0],
        c[1],
        px * 0.45,
        px * 0.1,
        'none',
        `stroke="${brass}" stroke-width="${n(Math.max(0.8, px * 0.02))}"`,
      );
      ctx.svg.ellipse(c[0], c[1] + px * 0.05, px * 0.08, px * 0.12, brass);
      const bulbs: string[] = [];
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        const bx0 = c[0] + Math.cos(a) * px * 0.45;
        const by0 = c[1] + Math.sin(a) * px * 0.1;
        bulbs.push(`M${n(bx0 - px * 0.018)} ${n(by0)}h${n(px * 0.036)}v${n(-px * 0.1)}h${n(-px * 0.036)}Z`);
      }
      ctx.svg.path(bulbs.join(''), night ? '#fff2d0' : '#f4f0e6');
      // Crystal drops.
      const drops: string[] = [];
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2;
        const dx = c[0] + Math.cos(a) * px * 0.38;
        const dy = c[1] + Math.sin(a) * px * 0.08 + px * 0.06;
        drops.push(
          `M${n(dx)} ${n(dy)}l${n(px * 0.012)} ${n(px * 0.06)}l${n(-px * 0.012)} ${n(px * 0.03)}l${n(-px * 0.012)} ${n(-px * 0.03)}Z`,
        );
      }
      ctx.svg.path(drops.join(''), '#ffffff', 'opacity="0.7"');
    },
  };
}

function sortParts(rc: RoomCtx, parts: Part[]): Part[] {
  const items = parts.map((p) => ({ bbox: p.b, part: p }));
  return sortItems(items, rc.cam).map((it) => (it as unknown as { part: Part }).part);
}

// ---------------------------------------------------------------------------------------------
// Plants

export function pottedPlant(
  rc: RoomCtx,
  x: number,
  z: number,
  height: number,
  rng: Rng,
  kind: 'olive' | 'shrub' | 'palm' = 'shrub',
): Item[] {
  const r = rng.range(0.18, 0.28);
  const potH = rng.range(0.35, 0.55);
  const potC = rng.pick<RGB>([
    [214, 204, 188],
    [70, 70, 70],
    [180, 116, 84],
    [236, 232, 224],
    [150, 140, 126],
  ]);
  const pot = piece(rc, [
    { b: bx(x - r, x + r, 0, potH, z - r, z + r), albedo: potC, cyl: { top: r, foot: r * 0.78 } },
  ]);
  const t = tree({ kind, at: v3(x, potH, z), height, rng: rng.fork(`plant${x.toFixed(2)}`), shadow: false });
  // Keep the plant in front of its pot.
  t.bbox = { ...t.bbox, y0: potH };
  return [pot, { ...t, bbox: { ...t.bbox, z0: Math.min(t.bbox.z0, z - r - 0.01) } }];
}

// ---------------------------------------------------------------------------------------------
// On the floor and on the walls

export function rug(rc: RoomCtx, cx: number, cz: number, w: number, d: number, rng: Rng): void {
  const svg = rc.shell;
  const base = rng.pick<RGB>([
    [214, 204, 186],
    [184, 174, 160],
    [200, 186, 164],
    [150, 150, 146],
    [176, 150, 126],
    [120, 116, 112],
  ]);
  const border = mix(
    base,
    rng.pick<RGB>([
      [90, 80, 70],
      [60, 70, 90],
      [150, 100, 70],
    ]),
    0.4,
  );
  const q = (inset: number): V3[] => [
    v3(cx - w / 2 + inset, 0.006, cz - d / 2 + inset),
    v3(cx + w / 2 - inset, 0.006, cz - d / 2 + inset),
    v3(cx + w / 2 - inset, 0.006, cz + d / 2 - inset),
    v3(cx - w / 2 + inset, 0.006, cz + d / 2 - inset),
  ];
  const outer = poly(rc, q(0));
  if (outer.length < 3) return;
  const up = v3(0, 1, 0);
  svg.path(polyD(outer), css(lit(rc, base, v3(cx, 0, cz), up)));
  if (rng.chance(0.6)) {
    const inner = poly(rc, q(0.12));
    const inner2 = poly(rc, q(0.2));
    if (inner.length >= 3 && inner2.length >= 3)
      svg.path(
        polyD(inner) + polyD(inner2.slice().reverse()),
        css(lit(rc, border, v3(cx, 0, cz), up)),
        'fill-rule="evenodd" opacity="0.8"',
      );
  }
  // Pile texture.
  const specks: string[] = [];
  for (let i = 0; i < 260; i++) {
    const p = v3(cx + rng.range(-0.48, 0.48) * w, 0.007, cz + rng.range(-0.48, 0.48) * d);
    if (rc.cam.depth(p) < 0.3) continue;
    const s = rc.cam.project(p);
    const r = rc.cam.scaleAt(rc.cam.depth(p)) * 0.012;
    specks.push(`M${n(s[0] - r)} ${n(s[1])}h${n(2 * r)}v${n(r)}h${n(-2 * r)}Z`);
  }
  svg.path(specks.join(''), css(scale(lit(rc, base, v3(cx, 0, cz), up), 0.8)), 'opacity="0.35"');
  // A lit edge: the rug's thickness.
  svg.path(
    polyD(outer),
    'none',
    `stroke="${css(scale(lit(rc, base, v3(cx, 0, cz), up), 0.7))}" stroke-width="${n(Math.max(0.8, rc.W / 1200))}" opacity="0.6"`,
  );
}

/** A framed picture on a wall: an abstract or a seascape, painted in the wall's perspective. */
export function artwork(
  rc: RoomCtx,
  wall: WallId,
  a: number,
  y: number,
  w: number,
  h: number,
  rng: Rng,
): void {
  const wf = rc.walls[wall];
  const svg = rc.shell;
  const frameC = rng.pick<RGB>([
    [30, 30, 30],
    [180, 150, 110],
    [240, 238, 232],
    [120, 96, 70],
  ]);
  const out = 0.025;
  const corners = [
    wallPoint(wf, a, y, -out),
    wallPoint(wf, a + w, y, -out),
    wallPoint(wf, a + w, y + h, -out),
    wallPoint(wf, a, y + h, -out),
  ];
  const q = poly(rc, corners);
  if (q.length < 3) return;
  // A soft shadow under the frame.
  const sh = poly(rc, [
    wallPoint(wf, a + 0.02, y - 0.04, 0),
    wallPoint(wf, a + w + 0.02, y - 0.04, 0),
    wallPoint(wf, a + w + 0.02, y + h - 0.04, 0),
    wallPoint(wf, a + 0.02, y + h - 0.04, 0),
  ]);
  if (sh.length >= 3) rc.soft.path(polyD(sh), '#3a3028', 'opacity="0.45"');
  svg.path(polyD(q), css(lit(rc, frameC, corners[0], wf.normal)));
  const m = 0.04;
  const tl = wallPoint(wf, a + m, y + h - m, -out);
  const tr = wallPoint(wf, a + w - m, y + h - m, -out);
  const bl = wallPoint(wf, a + m, y + m, -out);
  const inner = poly(rc, [bl, wallPoint(wf, a + w - m, y + m, -out), tr, tl]);
  if (inner.length < 3) return;
  const tf = affineTo(rc, tl, tr, bl);
  if (!tf) return;
  const e = (c: RGB) => css(lit(rc, c, corners[0], wf.normal));
  svg.open(`clip-path="${svg.clip(polyD(inner))}"`);
  svg.open(`transform="${tf}"`);
  const style = rng.int(0, 3);
  const palettes: RGB[][] = [
    [
      [226, 214, 190],
      [190, 120, 80],
      [70, 90, 110],
      [236, 230, 214],
    ],
    [
      [214, 222, 224],
      [120, 150, 170],
      [40, 70, 100],
      [230, 210, 170],
    ],
    [
      [236, 228, 210],
      [160, 150, 120],
      [90, 80, 66],
      [200, 170, 120],
    ],
    [
      [230, 226, 220],
      [60, 60, 60],
      [180, 60, 40],
      [200, 190, 170],
    ],
  ];
  const pal = rng.pick(palettes);
  svg.rect(0, 0, 1, 1, e(pal[0]));
  if (style === 0) {
    // Colour fields.
    const y1 = rng.range(0.35, 0.6);
    svg.rect(0.08, 0.08, 0.84, y1 - 0.12, e(pal[1]), 'opacity="0.85"');
    svg.rect(0.08, y1, 0.84, 0.84 - y1, e(pal[2]), 'opacity="0.8"');
  } else if (style === 1) {
    // A seascape: horizon, sea, a headland.
    svg.rect(0, 0.55, 1, 0.45, e(pal[1]));
    svg.rect(0, 0.75, 1, 0.25, e(pal[2]), 'opacity="0.7"');
    svg.path(`M0 0.55L0.2 0.45Q0.35 0.4 0.5 0.55Z`, e(pal[3]), 'opacity="0.7"');
  } else if (style === 2) {
    // Organic shapes.
    for (let i = 0; i < 4; i++) {
      const cx = rng.range(0.2, 0.8);
      const cy = rng.range(0.2, 0.8);
      const r = rng.range(0.1, 0.28);
      svg.ellipse(cx, cy, r, r * rng.range(0.6, 1.2), e(pal[1 + (i % 3)]), 'opacity="0.75"');
    }
  } else {
    // Lines and a circle.
    for (let i = 0; i < 6; i++)
      svg.rect(rng.range(0, 0.9), 0, rng.range(0.01, 0.05), 1, e(pal[1]), 'opacity="0.6"');
    svg.ellipse(rng.range(0.3, 0.7), rng.range(0.3, 0.7), 0.18, 0.18, e(pal[2]), 'opacity="0.8"');
  }
  svg.close();
  svg.close();
}

/** A fireplace built into a wall: a chimney breast, the firebox, a mantel, the hearth. */
export function fireplace(rc: RoomCtx, wall: WallId, a: number, stone: boolean, rng: Rng): Item {
  const wf = rc.walls[wall];
  const w = 1.7;
  const depth = 0.45;
  const c = stone
    ? rng.pick<RGB>([
        [186, 170, 146],
        [170, 156, 136],
        [196, 182, 160],
      ])
    : ([240, 236, 228] as RGB);
  const p0 = wallPoint(wf, a, 0, 0);
  const p1 = wallPoint(wf, a + w, 0, 0);
  const into = wf.normal;
  const b: Box = {
    x0: Math.min(p0.x, p1.x, p0.x + into.x * depth, p1.x + into.x * depth),
    x1: Math.max(p0.x, p1.x, p0.x + into.x * depth, p1.x + into.x * depth),
    y0: 0,
    y1: rc.spec.h,
    z0: Math.min(p0.z, p1.z, p0.z + into.z * depth, p1.z + into.z * depth),
    z1: Math.max(p0.z, p1.z, p0.z + into.z * depth, p1.z + into.z * depth),
  };
  const night = rc.daylight < 0.3;
  const front = wallPoint(wf, a + w / 2, 0.5, -depth);
  if (night) rc.lamps.push({ at: vAdd(front, into, 0.3), power: 0.6 });
  const decorateStone = (rc2: RoomCtx, svg: Svg, f: FaceInfo) => {
    if (!stone || f.normal.y !== 0) return;
    const lines: string[] = [];
    const blocks: string[] = [];
    let v = 0;
    const r2 = rng.fork('stone');
    while (v < f.h) {
      const ch = r2.range(0.16, 0.3);
      let u = -r2.range(0, 0.2);
      while (u < f.w) {
        const bw = r2.range(0.22, 0.5);
        const pts = [
          [Math.max(0, u) + 0.01, v + 0.01],
          [Math.min(f.w, u + bw) - 0.01, v + 0.01],
          [Math.min(f.w, u + bw) - 0.01, Math.min(f.h, v + ch) - 0.01],
          [Math.max(0, u) + 0.01, Math.min(f.h, v + ch) - 0.01],
        ].map(([uu, vv]) =>
          v3(
            f.o.x + f.u.x * uu + f.v.x * vv,
            f.o.y + f.u.y * uu + f.v.y * vv,
            f.o.z + f.u.z * uu + f.v.z * vv,
          ),
        );
        const q = rc2.cam.polygon(pts);
        if (q.length >= 3) {
          lines.push(roundedD(q, 2));
          if (r2.chance(0.4)) blocks.push(roundedD(q, 2));
        }
        u += bw;
      }
      v += ch;
    }
    svg.path(blocks.join(''), css(scale(f.colour, 0.8)), 'opacity="0.35"');
    svg.path(
      lines.join(''),
      'none',
      `stroke="${css(scale(f.colour, 0.6))}" stroke-width="${n(Math.max(0.6, rc2.W / 1500))}" opacity="0.6"`,
    );
  };
  const firebox = (rc2: RoomCtx, svg: Svg, f: FaceInfo) => {
    if (Math.abs(f.normal.x - into.x) > 0.1 || Math.abs(f.normal.z - into.z) > 0.1) return;
    const pt = (u: number, v: number) =>
      v3(f.o.x + f.u.x * u + f.v.x * v, f.o.y + f.u.y * u + f.v.y * v, f.o.z + f.u.z * u + f.v.z * v);
    const q = rc2.cam.polygon([pt(0.4, 0.22), pt(f.w - 0.4, 0.22), pt(f.w - 0.4, 0.95), pt(0.4, 0.95)]);
    if (q.length < 3) return;
    const top = q[3];
    const bottom = q[0];
    svg.path(
      roundedD(q, 3),
      svg.linear(top[0], top[1], bottom[0], bottom[1], [
        [0, [24, 20, 18]],
        [1, night ? [150, 70, 30] : [60, 52, 46]],
      ]),
    );
    // Logs, and flames at night.
    const logs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const l = rc2.cam.polygon([
        pt(0.55 + i * 0.1, 0.24),
        pt(f.w - 0.6 + i * 0.05, 0.24 + i * 0.02),
        pt(f.w - 0.6 + i * 0.05, 0.32 + i * 0.02),
        pt(0.55 + i * 0.1, 0.3),
      ]);
      if (l.length >= 3) logs.push(roundedD(l, 2));
    }
    svg.path(logs.join(''), '#4a3626');
    if (night) {
      const fc = rc2.cam.project(pt(f.w / 2, 0.45));
      const r = rc2.cam.scaleAt(rc2.cam.depth(pt(f.w / 2, 0.45))) * 0.3;
      svg.ellipse(
        fc[0],
        fc[1],
        r,
        r * 0.8,
        svg.radial(fc[0], fc[1] + r * 0.3, r, [
          [0, [255, 236, 170]],
          [0.5, [250, 150, 60], 0.8],
          [1, [200, 80, 30], 0],
        ]),
      );
    }
    // Mantel shadow line.
    const m = rc2.cam.polygon([pt(0.15, 1.18), pt(f.w - 0.15, 1.18), pt(f.w - 0.15, 1.14), pt(0.15, 1.14)]);
    if (m.length >= 3) svg.path(polyD(m), '#000', 'opacity="0.25"');
  };
  const parts: Part[] = [
    {
      b,
      albedo: c,
      round: 0.01,
      decorate: (rc2, svg, f) => {
        decorateStone(rc2, svg, f);
        firebox(rc2, svg, f);
      },
    },
  ];
  // Mantel shelf and hearth slab.
  const mant0 = wallPoint(wf, a - 0.1, 1.18, 0);
  const mant1 = wallPoint(wf, a + w + 0.1, 1.18, 0);
  const ext = depth + 0.12;
  parts.push({
    b: {
      x0: Math.min(mant0.x, mant1.x, mant0.x + into.x * ext, mant1.x + into.x * ext),
      x1: Math.max(mant0.x, mant1.x, mant0.x + into.x * ext, mant1.x + into.x * ext),
      y0: 1.18,
      y1: 1.25,
      z0: Math.min(mant0.z, mant1.z, mant0.z + into.z * ext, mant1.z + into.z * ext),
      z1: Math.max(mant0.z, mant1.z, mant0.z + into.z * ext, mant1.z + into.z * ext),
    },
    albedo: stone ? scale(c, 0.9) : [120, 92, 66],
    round: 0.01,
  });
  const h0 = wallPoint(wf, a - 0.15, 0, 0);
  const h1 = wallPoint(wf, a + w + 0.15, 0, 0);
  const hx = depth + 0.45;
  parts.push({
    b: {
      x0: Math.min(h0.x, h1.x, h0.x + into.x * hx, h1.x + into.x * hx),
      x1: Math.max(h0.x, h1.x, h0.x + into.x * hx, h1.x + into.x * hx),
      y0: 0,
      y1: 0.08,
      z0: Math.min(h0.z, h1.z, h0.z + into.z * hx, h1.z + into.z * hx),
      z1: Math.max(h0.z, h1.z, h0.z + into.z * hx, h1.z + into.z * hx),
    },
    albedo: stone ? scale(c, 0.85) : [170, 166, 160],
    round: 0.01,
  });
  return piece(rc, parts, undefined, false);
}

function vAdd(p: V3, d: V3, k: number): V3 {
  return v3(p.x + d.x * k, p.y + d.y * k, p.z + d.z * k);
}

/** Wall niches (Cycladic): arched recesses with a few pots. */
export function niche(rc: RoomCtx, wall: WallId, a: number, y: number, w: number, h: number): void {
  const wf = rc.walls[wall];
  const r = w / 2;
  const pts: V3[] = [wallPoint(wf, a, y, 0), wallPoint(wf, a + w, y, 0)];
  for (let i = 0; i <= 10; i++) {
    const t = (i / 10) * Math.PI;
    pts.push(wallPoint(wf, a + r + r * Math.cos(t), y + h - r + r * Math.sin(t), 0));
  }
  const q = poly(rc, pts);
  if (q.length < 3) return;
  const top = rc.cam.project(wallPoint(wf, a + r, y + h, 0));
  const bottom = rc.cam.project(wallPoint(wf, a + r, y, 0));
  const c = lit(rc, rc.spec.wall, wallPoint(wf, a + r, y + h / 2, 0), wf.normal);
  rc.shell.path(
    polyD(q),
    rc.shell.linear(top[0], top[1], bottom[0], bottom[1], [
      [0, scale(c, 0.62)],
      [0.5, scale(c, 0.8)],
      [1, scale(c, 0.9)],
    ]),
  );
}
