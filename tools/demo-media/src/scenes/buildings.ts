/**
 * Building kits made of boxes: a contemporary villa (white planes, deep slabs, glass walls, stone),
 * a Cycladic house cluster, a mainland house with a tiled hipped roof, apartment blocks with balconies.
 */
import { type RGB, mix } from '../color';
import type { Rng } from '../prng';
import { type Item, type Opening, box, hipRoof } from '../scene3d';
import { AEGEAN, DARK_METAL, LIMESTONE, STONE, TERRACOTTA, WHITEWASH, WOOD } from './common';

export type Side = 'front' | 'left' | 'right' | 'back';

/** Glass sliding walls across a face of width w, leaving solid piers. */
export function glassWall(w: number, h: number, rng: Rng, fill = 0.8): Opening[] {
  const panes = Math.max(1, Math.round((w * fill) / 2.6));
  const total = Math.min(w - 0.8, panes * 2.6);
  const start = rng.range(0.4, Math.max(0.4, w - total - 0.4));
  return [
    {
      u0: start,
      u1: start + total,
      v0: 0.05,
      v1: h - 0.35,
      kind: 'glass',
      divisions: [panes - 1, 0],
      reveal: 0.1,
    },
  ];
}

/** Punched windows in a row. */
export function windowRow(
  w: number,
  v0: number,
  v1: number,
  count: number,
  kind: Opening['kind'],
  width: number,
  color?: RGB,
  divisions?: [number, number],
): Opening[] {
  const out: Opening[] = [];
  const gap = w / count;
  for (let i = 0; i < count; i++) {
    const c = gap * (i + 0.5);
    out.push({ u0: c - width / 2, u1: c + width / 2, v0, v1, kind, color, divisions });
  }
  return out;
}

export interface VillaOptions {
  x0: number;
  z0: number;
  width: number;
  depth: number;
  /** Sides with the large glass walls. */
  glass: Side[];
  rng: Rng;
  style: 'modern' | 'cycladic';
  floors?: 1 | 2;
}

/** A contemporary villa: two offset volumes, cantilevered slabs, glass, a stone wall. */
export function modernVilla(o: VillaOptions): Item[] {
  const { x0, z0, width: W, depth: D, rng } = o;
  const items: Item[] = [];
  const h1 = 3.3;
  const slab = 0.32;
  const white: RGB = mix(WHITEWASH, LIMESTONE, rng.range(0, 0.35));
  const stone: RGB = mix(STONE, [210, 196, 170], rng.range(0, 0.5));
  const openings = (side: Side, w: number, h: number) =>
    o.glass.includes(side) ? glassWall(w, h, rng, rng.range(0.6, 0.85)) : [];
  // Ground floor.
  items.push(
    box(
      { x0, x1: x0 + W, y0: 0, y1: h1, z0, z1: z0 + D },
      {
        albedo: white,
        front: openings('front', W, h1),
        left: openings('left', D, h1),
        right: openings('right', D, h1),
        noTop: true,
      },
    ),
  );
  // Deep slab with overhangs towards the glass sides.
  const over = rng.range(1.2, 2.4);
  const sx0 = x0 - (o.glass.includes('left') ? over : 0.3);
  const sx1 = x0 + W + (o.glass.includes('right') ? over : 0.3);
  const sz0 = z0 - (o.glass.includes('front') ? over : 0.3);
  items.push(
    box(
      { x0: sx0, x1: sx1, y0: h1, y1: h1 + slab, z0: sz0, z1: z0 + D + 0.3 },
      { albedo: white, top: mix(LIMESTONE, [200, 196, 186], 0.3) },
    ),
  );
  // A stone wall running out of the house into the garden.
  if (rng.chance(0.75)) {
    const len = rng.range(3, 6);
    const onLeft = rng.chance(0.5);
    const wx = onLeft ? x0 - len : x0 + W;
    items.push(
      box(
        { x0: wx, x1: wx + len, y0: 0, y1: rng.range(1.4, 2.6), z0: z0 + D * 0.3, z1: z0 + D * 0.3 + 0.45 },
        { albedo: stone, courses: { step: 0.28, along: 'v', strength: 0.4, stone: true } },
      ),
    );
  }
  if ((o.floors ?? 2) === 2) {
    // Upper floor, set back and shifted, one end clad in stone.
    const uw = W * rng.range(0.5, 0.72);
    const shift = rng.chance(0.5) ? rng.range(0, W - uw) : W - uw;
    const ux0 = x0 + shift;
    const uz0 = z0 + rng.range(0.6, Math.max(0.8, D * 0.35));
    const ud = Math.max(4, z0 + D - uz0 - 0.2);
    const y0 = h1 + slab;
    const h2 = 3.0;
    const clad = rng.chance(0.5);
    items.push(
      box(
        { x0: ux0, x1: ux0 + uw, y0, y1: y0 + h2, z0: uz0, z1: uz0 + ud },
        {
          albedo: clad ? stone : white,
          courses: clad ? { step: 0.3, along: 'v', strength: 0.4, stone: true } : undefined,
          front: o.glass.includes('front')
            ? glassWall(uw, h2, rng, 0.7)
            : windowRow(uw, 0.9, 2.4, 2, 'glass', 1.2),
          left: o.glass.includes('left') ? glassWall(ud, h2, rng, 0.6) : [],
          right: o.glass.includes('right') ? glassWall(ud, h2, rng, 0.6) : [],
          noTop: true,
        },
      ),
    );
    items.push(
      box(
        {
          x0: ux0 - 0.4,
          x1: ux0 + uw + 0.4,
          y0: y0 + h2,
          y1: y0 + h2 + 0.28,
          z0: uz0 - rng.range(0.6, 1.6),
          z1: uz0 + ud + 0.3,
        },
        { albedo: white },
      ),
    );
    // Parapet of the roof terrace in front of the upper floor.
    if (uz0 - z0 > 1.5) {
      items.push(
        box(
          { x0: x0, x1: x0 + W, y0: h1 + slab, y1: h1 + slab + 0.9, z0: sz0, z1: sz0 + 0.12 },
          { albedo: [150, 170, 180], sideMaterial: 'glass', opacity: 0.5, castsShadow: false },
        ),
      );
    }
  }
  return items;
}

/** A Cycladic cluster: stacked whitewashed cubes, small openings, blue woodwork, a reed pergola. */
export function cycladicHouse(o: VillaOptions): Item[] {
  const { x0, z0, width: W, depth: D, rng } = o;
  const items: Item[] = [];
  const blue = rng.pick<RGB>([AEGEAN, [40, 110, 150], [60, 120, 110], [46, 72, 120]]);
  const cubes = rng.int(3, 5);
  let cx = x0;
  for (let i = 0; i < cubes && cx < x0 + W - 2; i++) {
    const w = Math.min(x0 + W - cx, rng.range(4, 7));
    const zoff = rng.range(0, D * 0.4);
    const h = rng.pick([3.2, 3.4, 5.8, 6.2, 6.4]);
    const front: Opening[] = [];
    const door = rng.range(0.4, w - 1.4);
    front.push({
      u0: door,
      u1: door + 1.0,
      v0: 0,
      v1: 2.1,
      kind: rng.chance(0.4) ? 'arch-dark' : 'door',
      color: blue,
      reveal: 0.25,
    });
    if (w > 3.5) {
      const wx = door > w / 2 ? rng.range(0.4, door - 1.2) : rng.range(door + 1.4, w - 1.1);
      front.push({
        u0: wx,
        u1: wx + 0.8,
        v0: 1.0,
        v1: 2.0,
        kind: rng.chance(0.5) ? 'shutter' : 'glass',
        color: blue,
        reveal: 0.25,
        divisions: [1, 1],
      });
    }
    if (h > 5) {
      front.push(
        ...windowRow(
          w,
          3.9,
          5.0,
          Math.max(1, Math.floor(w / 2.5)),
          rng.chance(0.5) ? 'shutter' : 'glass',
          0.8,
          blue,
          [1, 1],
        ),
      );
    }
    const side: Opening[] =
      o.glass.includes('left') || o.glass.includes('right')
        ? windowRow(D - zoff, 1.0, 2.1, 2, 'shutter', 0.8, blue)
        : [];
    items.push(
      box(
        { x0: cx, x1: cx + w, y0: 0, y1: h, z0: z0 + zoff, z1: z0 + D },
        {
          albedo: WHITEWASH,
          top: [236, 232, 224],
          front,
          left: i === 0 ? side : [],
          right: side,
          ao: 0.5,
        },
      ),
    );
    // Parapet rim.
    items.push(
      box(
        { x0: cx - 0.05, x1: cx + w + 0.05, y0: h, y1: h + 0.35, z0: z0 + zoff - 0.05, z1: z0 + zoff + 0.2 },
        { albedo: WHITEWASH },
      ),
    );
    cx += w;
  }
  // Reed pergola on slender posts in front.
  if (rng.chance(0.7)) {
    const pw = Math.min(W, rng.range(4, 7));
    const px0 = x0 + rng.range(0, Math.max(0, W - pw));
    const colour: RGB = rng.chance(0.5) ? WOOD : [200, 180, 140];
    const z = z0 - 2.8;
    for (const x of [px0, px0 + pw - 0.14])
      items.push(box({ x0: x, x1: x + 0.14, y0: 0, y1: 2.6, z0: z, z1: z + 0.14 }, { albedo: WHITEWASH }));
    items.push(box({ x0: px0, x1: px0 + pw, y0: 2.6, y1: 2.75, z0: z, z1: z + 0.14 }, { albedo: colour }));
    for (let i = 0; i < 12; i++) {
      const x = px0 + ((pw - 0.07) * i) / 11;
      items.push(
        box({ x0: x, x1: x + 0.07, y0: 2.75, y1: 2.83, z0: z - 0.1, z1: z0 + 0.05 }, { albedo: colour }),
      );
    }
  }
  return items;
}

export interface HouseOptions {
  x0: number;
  z0: number;
  width: number;
  depth: number;
  floors: number;
  rng: Rng;
  /** Stone walls rather than render. */
  stone?: boolean;
}

/** A mainland family house: rendered or stone walls, shuttered windows, a tiled hipped roof, a porch. */
export function pitchedHouse(o: HouseOptions): Item[] {
  const { x0, z0, width: W, depth: D, floors, rng } = o;
  const items: Item[] = [];
  const fh = 3.1;
  const H = floors * fh;
  const wall: RGB = o.stone
    ? mix(STONE, [200, 182, 150], rng.range(0, 0.6))
    : rng.pick<RGB>([
        [240, 232, 214],
        [236, 222, 196],
        [244, 238, 228],
        [232, 214, 186],
      ]);
  const shutter: RGB = rng.pick<RGB>([
    [74, 96, 72],
    [60, 90, 120],
    [120, 84, 60],
    [90, 96, 92],
  ]);
  const front: Opening[] = [];
  const cols = Math.max(2, Math.round(W / 3));
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const u = (W * (c + 0.5)) / cols;
      const isDoor = f === 0 && c === Math.floor(cols / 2);
      const v0 = f * fh + (isDoor ? 0 : 0.9);
      const v1 = f * fh + 2.3;
      front.push({
        u0: u - (isDoor ? 0.6 : 0.55),
        u1: u + (isDoor ? 0.6 : 0.55),
        v0,
        v1,
        kind: isDoor ? 'door' : 'glass',
        color: isDoor ? WOOD : undefined,
        divisions: [1, 1],
        reveal: 0.22,
      });
      if (!isDoor) {
        front.push({ u0: u - 1.12, u1: u - 0.6, v0, v1, kind: 'shutter', color: shutter, reveal: 0.02 });
        front.push({ u0: u + 0.6, u1: u + 1.12, v0, v1, kind: 'shutter', color: shutter, reveal: 0.02 });
      }
    }
  }
  const side: Opening[] = [];
  for (let f = 0; f < floors; f++)
    side.push(
      ...windowRow(
        D,
        f * fh + 0.9,
        f * fh + 2.3,
        Math.max(1, Math.round(D / 4)),
        'glass',
        1.1,
        undefined,
        [1, 1],
      ),
    );
  items.push(
    box(
      { x0, x1: x0 + W, y0: 0, y1: H, z0, z1: z0 + D },
      {
        albedo: wall,
        front,
        left: side,
        right: side,
        courses: o.stone ? { step: 0.3, along: 'v', strength: 0.4, stone: true } : undefined,
        noTop: true,
      },
    ),
  );
  // Cornice and roof.
  items.push(
    box(
      { x0: x0 - 0.15, x1: x0 + W + 0.15, y0: H, y1: H + 0.22, z0: z0 - 0.15, z1: z0 + D + 0.15 },
      { albedo: [230, 222, 206] },
    ),
  );
  const tile: RGB = mix(mix(TERRACOTTA, [160, 84, 58], rng.range(0, 0.6)), [150, 120, 100], 0.25);
  items.push(
    hipRoof(
      { x0: x0 - 0.15, x1: x0 + W + 0.15, y0: H + 0.22, y1: H + 0.22, z0: z0 - 0.15, z1: z0 + D + 0.15 },
      0.45,
      Math.min(W, D) * 0.28,
      tile,
    ),
  );
  // A porch slab on columns.
  if (rng.chance(0.6)) {
    const pw = W * rng.range(0.35, 0.6);
    const px = x0 + (W - pw) / 2;
    items.push(
      box({ x0: px, x1: px + pw, y0: 2.8, y1: 3.05, z0: z0 - 2.2, z1: z0 }, { albedo: [236, 230, 218] }),
    );
    for (const x of [px + 0.1, px + pw - 0.35])
      items.push(
        box(
          { x0: x, x1: x + 0.25, y0: 0, y1: 2.8, z0: z0 - 2.1, z1: z0 - 1.85 },
          { albedo: [236, 230, 218] },
        ),
      );
  }
  return items;
}

export interface BlockOptions {
  x0: number;
  z0: number;
  width: number;
  depth: number;
  floors: number;
  rng: Rng;
  /** Rendered colour of the walls. */
  wall?: RGB;
  balconies?: 'deep' | 'strip' | 'none';
  /** Ground floor shops (taller, glazed). */
  shops?: boolean;
  /** Windows lit at dusk, as a fraction. */
  litFraction?: number;
}

/** An apartment block: floors of glass doors behind balcony slabs with glass or metal railings. */
export function apartmentBlock(o: BlockOptions): Item[] {
  const { x0, z0, width: W, depth: D, floors, rng } = o;
  const items: Item[] = [];
  const fh = 3.1;
  const gf = o.shops ? 4.2 : fh;
  const H = gf + (floors - 1) * fh;
  const wall =
    o.wall ??
    rng.pick<RGB>([
      [238, 234, 226],
      [232, 224, 210],
      [226, 222, 216],
      [240, 236, 230],
    ]);
  const bays = Math.max(2, Math.round(W / rng.range(3.2, 4.4)));
  const front: Opening[] = [];
  const bw = W / bays;
  for (let f = 0; f < floors; f++) {
    const v0 = f === 0 ? 0.1 : gf + (f - 1) * fh + 0.05;
    const v1 = f === 0 ? gf - 0.5 : v0 + 2.6;
    for (let b = 0; b < bays; b++) {
      const u = bw * (b + 0.5);
      const wide = f === 0 && o.shops ? bw * 0.42 : bw * rng.range(0.3, 0.38);
      front.push({
        u0: u - wide,
        u1: u + wide,
        v0,
        v1,
        kind: f === 0 && !o.shops ? 'dark' : 'glass',
        divisions: [1, 0],
        reveal: 0.12,
      });
    }
  }
  const side: Opening[] = [];
  for (let f = 1; f < floors; f++) {
    const v0 = gf + (f - 1) * fh + 0.9;
    side.push(...windowRow(D, v0, v0 + 1.5, Math.max(1, Math.round(D / 5)), 'glass', 1.2, undefined, [1, 0]));
  }
  items.push(
    box(
      { x0, x1: x0 + W, y0: 0, y1: H, z0, z1: z0 + D },
      { albedo: wall, front, left: side, right: side, top: [200, 196, 190] },
    ),
  );
  // Balconies.
  const mode = o.balconies ?? 'deep';
  if (mode !== 'none') {
    const depth = mode === 'deep' ? rng.range(1.6, 2.4) : 0.9;
    const railGlass = rng.chance(0.5);
    for (let f = 1; f < floors; f++) {
      const y = gf + (f - 1) * fh;
      items.push(
        box(
          { x0: x0 - 0.2, x1: x0 + W + 0.2, y0: y - 0.22, y1: y, z0: z0 - depth, z1: z0 },
          { albedo: mix(wall, [255, 255, 255], 0.3), castsShadow: true },
        ),
      );
      items.push(
        box(
          { x0: x0 - 0.2, x1: x0 + W + 0.2, y0: y, y1: y + 1.0, z0: z0 - depth, z1: z0 - depth + 0.06 },
          railGlass
            ? { albedo: [150, 168, 178], sideMaterial: 'glass', castsShadow: false, opacity: 0.45 }
            : { albedo: mix(wall, [255, 255, 255], 0.3) },
        ),
      );
      // Planters along some balconies.
      if (mode === 'deep' && rng.chance(0.5)) {
        items.push(
          box(
            { x0: x0, x1: x0 + W, y0: y, y1: y + 0.2, z0: z0 - depth + 0.1, z1: z0 - depth + 0.5 },
            { albedo: [80, 100, 60], castsShadow: false },
          ),
        );
      }
    }
    items.push(
      box(
        { x0: x0 - 0.3, x1: x0 + W + 0.3, y0: H, y1: H + 0.3, z0: z0 - depth, z1: z0 + D },
        { albedo: mix(wall, [255, 255, 255], 0.3) },
      ),
    );
  }
  // Dark metal frame for shops.
  if (o.shops)
    items.push(
      box(
        { x0: x0 - 0.1, x1: x0 + W + 0.1, y0: gf - 0.5, y1: gf - 0.2, z0: z0 - 0.9, z1: z0 },
        { albedo: DARK_METAL },
      ),
    );
  return items;
}
