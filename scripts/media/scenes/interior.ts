/**
 * Interiors: an open-plan living room or kitchen with floor-to-ceiling glass onto the sea, sunlight
 * falling across the floor; a meeting room with a city view (office). Soft, bright, lived-in.
 */
import { atmosphere, chooseTime } from '../atmosphere';
import { css, mix, scale, type RGB } from '../color';
import type { Layer } from '../compose';
import type { Rng } from '../prng';
import {
  Camera,
  type DrawContext,
  type Item,
  type Lighting,
  type Opening,
  box,
  paintWorld,
  v3,
  vnorm,
} from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { tree } from '../vegetation';
import { defaultPost, type SceneInput, type ScenePicture } from './common';

export interface Room {
  W: number;
  H: number;
  cam: Camera;
  light: Lighting;
  svg: Svg;
  ctx: DrawContext;
  width: number;
  depth: number;
  height: number;
  /** Window on the back wall, in metres across the wall from its left. */
  window: { u0: number; u1: number; v0: number; v1: number; panes: number };
  rng: Rng;
}

const WALL_COLOURS: RGB[] = [
  [236, 232, 224],
  [232, 226, 214],
  [224, 220, 212],
  [238, 234, 228],
];

const FLOORS: RGB[] = [
  [176, 140, 104],
  [196, 168, 132],
  [214, 206, 192],
  [150, 116, 86],
];

/** Sets up a room seen from near its front wall, its window onto the view. */
export function makeRoom(input: SceneInput, view: 'sea' | 'city'): Room {
  const { width: W, height: H, rng } = input;
  const time = chooseTime(rng, input.alt, {
    morning: 2,
    midday: 2,
    afternoon: 3,
    golden: 2,
    dusk: view === 'city' ? 0.5 : 1,
  });
  const outside = atmosphere(time, rng.fork('atm'));
  const width = rng.range(5.5, 7);
  const depth = rng.range(6.2, 7.4);
  const height = rng.range(2.9, 3.3);
  const portrait = H > W;
  const fov = portrait ? 68 : rng.range(66, 78);
  const f = W / 2 / Math.tan((fov * Math.PI) / 360);
  const eye = rng.range(1.15, 1.45);
  const cam = new Camera(
    v3(rng.range(-0.8, 0.8), eye, 0.3),
    rng.range(-0.22, 0.22),
    f,
    W,
    H,
    H * (portrait ? 0.55 : rng.range(0.5, 0.56)),
  );
  // Indoors: the light is the bounce of the window; exposure for the room, the view burns out.
  const atm = {
    ...outside,
    skyLight: [0.78, 0.76, 0.72] as RGB,
    groundLight: [0.42, 0.38, 0.33] as RGB,
    sunLight: outside.sunLight.map((v) => v * 0.6) as unknown as RGB,
    exposure: outside.lightsOn ? 0.9 : 1.05,
  };
  if (outside.lightsOn) {
    atm.skyLight = [0.62, 0.52, 0.4];
    atm.groundLight = [0.36, 0.28, 0.2];
  }
  const az = rng.range(-0.6, 0.6);
  const el = Math.max(outside.sunElevation, 15) * (Math.PI / 180);
  const light: Lighting = {
    atm,
    L: vnorm(v3(Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el))),
    fogDistance: 1e6,
    fogMax: 0,
  };
  const svg = new Svg(W, H);
  const u0 = rng.range(0.5, 1.5);
  const u1 = width - rng.range(0.5, 1.5);
  const full = rng.chance(0.7);
  return {
    W,
    H,
    cam,
    light,
    svg,
    ctx: { svg, cam, light },
    width,
    depth,
    height,
    window: {
      u0,
      u1,
      v0: full ? 0.02 : 0.6,
      v1: height - (full ? 0.15 : 0.4),
      panes: Math.max(2, Math.round((u1 - u0) / 1.6)),
    },
    rng,
  };
}

/** What is seen through the glass: sky and sea (or a city), hazy and bright. */
function paintView(room: Room, kind: 'sea' | 'city'): (ctx: DrawContext, outline: Pt[]) => void {
  return (ctx) => {
    const { svg, cam, light } = ctx;
    const atm = light.atm;
    const hz = cam.horizon;
    const bright = (c: RGB) => mix(c, [255, 255, 255], atm.lightsOn ? 0.05 : 0.32);
    const sky = svg.linear(0, 0, 0, hz, [
      [0, bright(atm.skyTop)],
      [0.7, bright(atm.skyMid)],
      [1, bright(atm.skyHorizon)],
    ]);
    svg.rect(0, 0, room.W, hz + 1, sky);
    if (kind === 'sea') {
      const sea = svg.linear(0, hz, 0, room.H, [
        [0, bright(mix(atm.seaFar, atm.skyHorizon, 0.4))],
        [1, bright(atm.seaNear)],
      ]);
      svg.rect(0, hz, room.W, room.H, sea);
      const isl = room.rng.range(0.1, 0.7) * room.W;
      svg.path(
        `M${n(isl)} ${n(hz + 1)}Q${n(isl + room.W * 0.12)} ${n(hz - room.H * 0.04)} ${n(isl + room.W * 0.3)} ${n(hz + 1)}Z`,
        css(bright(mix(atm.haze, [120, 130, 130], 0.3))),
      );
      // Terrace floor and glass balustrade outside.
      svg.rect(0, hz + room.H * 0.16, room.W, room.H, css(bright(mix([214, 204, 186], atm.haze, 0.2))));
      svg.rect(0, hz + room.H * 0.05, room.W, room.H * 0.11, css(bright([200, 214, 220])), 'opacity="0.35"');
    } else {
      const base = hz + room.H * 0.02;
      const blocks: string[] = [];
      let x = -20;
      while (x < room.W + 20) {
        const w = room.rng.range(0.03, 0.09) * room.W;
        const h = room.rng.range(0.03, 0.22) * room.H;
        blocks.push(`M${n(x)} ${n(base)}h${n(w)}v${n(-h)}h${n(-w)}Z`);
        x += w + room.rng.range(0, 0.01) * room.W;
      }
      svg.path(blocks.join(''), css(bright(mix([200, 196, 188], atm.haze, 0.45))));
      svg.rect(0, base, room.W, room.H, css(bright(mix([184, 178, 168], atm.haze, 0.3))));
      if (atm.lightsOn) {
        const dots: string[] = [];
        for (let i = 0; i < 300; i++) {
          const px = room.rng.range(0, room.W);
          const py = room.rng.range(base - room.H * 0.15, base + room.H * 0.1);
          dots.push(`M${n(px)} ${n(py)}h2v2h-2Z`);
        }
        svg.path(dots.join(''), '#ffd9a0', 'opacity="0.8"');
      }
    }
  };
}

/** Walls, floor and ceiling as thick boxes around the room, the window in the back wall. */
export function roomShell(room: Room, view: 'sea' | 'city', items: Item[]): { wall: RGB; floor: RGB } {
  const { width: w, depth: d, height: h, rng } = room;
  const wall = rng.pick(WALL_COLOURS);
  const floor = rng.pick(FLOORS);
  const win = room.window;
  const opening: Opening = {
    ...win,
    kind: 'glass',
    divisions: [win.panes - 1, 0],
    reveal: 0.05,
    paint: paintView(room, view),
  };
  items.push(
    box(
      { x0: -w / 2, x1: w / 2, y0: 0, y1: h, z0: d, z1: d + 0.3 },
      { albedo: wall, front: [opening], ao: 0.3 },
    ),
  );
  const art: Opening = {
    u0: d * 0.35,
    u1: d * 0.35 + rng.range(1, 1.6),
    v0: 1.3,
    v1: 1.3 + rng.range(0.8, 1.2),
    kind: 'panel',
    color: rng.pick<RGB>([
      [180, 150, 120],
      [120, 140, 150],
      [200, 180, 150],
      [90, 100, 110],
    ]),
    reveal: 0.02,
  };
  items.push(
    box(
      { x0: -w / 2 - 0.3, x1: -w / 2, y0: 0, y1: h, z0: -3, z1: d },
      {
        albedo: scale(wall, 0.98),
        right: rng.chance(0.6) ? [{ ...art, u0: art.u0 + 3, u1: art.u1 + 3 }] : [],
        ao: 0.3,
      },
    ),
  );
  items.push(
    box(
      { x0: w / 2, x1: w / 2 + 0.3, y0: 0, y1: h, z0: -3, z1: d },
      {
        albedo: scale(wall, 0.96),
        left: rng.chance(0.5) ? [{ ...art, u0: d - art.u1, u1: d - art.u0 }] : [],
        ao: 0.3,
      },
    ),
  );
  items.push(
    box(
      { x0: -w / 2 - 0.3, x1: w / 2 + 0.3, y0: -0.2, y1: 0, z0: -3, z1: d + 0.3 },
      { albedo: floor, courses: undefined },
    ),
  );
  const floorItem = items[items.length - 1];
  const top = floorItem.faces!.find((f) => f.normal.y > 0)!;
  top.courses = { step: floor[0] > 205 ? 0.6 : 0.19, along: 'u', strength: 0.35 };
  items.push(
    box(
      { x0: -w / 2 - 0.3, x1: w / 2 + 0.3, y0: h, y1: h + 0.2, z0: -3, z1: d + 0.3 },
      { albedo: [242, 240, 236] },
    ),
  );
  // Sheer curtains gathered at the sides of the glass.
  for (const [a, b] of [
    [win.u0 - 0.1, win.u0 + 0.5],
    [win.u1 - 0.5, win.u1 + 0.1],
  ]) {
    items.push(
      box(
        { x0: -w / 2 + a, x1: -w / 2 + b, y0: 0.02, y1: h - 0.05, z0: d - 0.2, z1: d - 0.12 },
        { albedo: [246, 244, 238], opacity: 0.7, castsShadow: false },
      ),
    );
  }
  // Sunlight through the panes onto the floor.
  items.push(sunPatches(room));
  return { wall, floor };
}

function sunPatches(room: Room): Item {
  const { width: w, depth: d } = room;
  return {
    bbox: { x0: -w / 2, x1: w / 2, y0: 0, y1: 0, z0: -3, z1: d },
    draw: (ctx) => {
      const { light, cam, svg } = ctx;
      if (light.atm.sunLight[0] <= 0) return;
      const L = light.L;
      const win = room.window;
      const parts: string[] = [];
      const paneW = (win.u1 - win.u0) / win.panes;
      for (let i = 0; i < win.panes; i++) {
        const a = -w / 2 + win.u0 + i * paneW + 0.05;
        const b = a + paneW - 0.1;
        const corners = [v3(a, win.v0, d), v3(b, win.v0, d), v3(b, win.v1, d), v3(a, win.v1, d)].map((p) => {
          const t = p.y / L.y;
          return v3(Math.max(-w / 2, Math.min(w / 2, p.x - L.x * t)), 0.002, p.z - L.z * t);
        });
        const poly = cam.polygon(corners);
        if (poly.length >= 3) parts.push(polyD(poly));
      }
      const warm = mix([255, 244, 222], light.atm.sunColor, 0.5);
      svg.path(parts.join(''), css(warm), 'opacity="0.24"');
    },
  };
}

/** A sofa of boxes: base, back, arms, seat cushions. */
export function sofa(x: number, z: number, width: number, colour: RGB, facing: 1 | -1 = -1): Item[] {
  const d = 0.95;
  const backZ0 = facing < 0 ? z + d - 0.22 : z;
  return [
    box({ x0: x, x1: x + width, y0: 0.08, y1: 0.42, z0: z, z1: z + d }, { albedo: scale(colour, 0.92) }),
    box(
      {
        x0: x + 0.2,
        x1: x + width - 0.2,
        y0: 0.42,
        y1: 0.52,
        z0: z + (facing < 0 ? 0.05 : 0.25),
        z1: z + d - (facing < 0 ? 0.25 : 0.05),
      },
      { albedo: mix(colour, [255, 255, 255], 0.12) },
    ),
    box({ x0: x, x1: x + width, y0: 0.42, y1: 0.82, z0: backZ0, z1: backZ0 + 0.22 }, { albedo: colour }),
    box({ x0: x, x1: x + 0.2, y0: 0.42, y1: 0.62, z0: z, z1: z + d }, { albedo: colour }),
    box({ x0: x + width - 0.2, x1: x + width, y0: 0.42, y1: 0.62, z0: z, z1: z + d }, { albedo: colour }),
  ];
}

export function paintInterior(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const bedroom = /bedroom|suite|sleeping/.test(text);
  const kitchen = !bedroom && (/kitchen/.test(text) || (!/living/.test(text) && rng.chance(0.3)));
  const room = makeRoom(input, 'sea');
  const items: Item[] = [];
  const { floor } = roomShell(room, 'sea', items);
  const { width: w, depth: d } = room;
  const fabric = rng.pick<RGB>([
    [214, 206, 192],
    [196, 196, 190],
    [168, 176, 180],
    [206, 196, 176],
    [120, 130, 128],
  ]);
  const wood: RGB = mix(floor, [120, 90, 66], 0.5);
  if (kitchen) {
    // Island with a stone top, bar stools, base and wall cabinets along one side.
    const ix = room.cam.pos.x - rng.range(0.8, 1.8);
    const iz = rng.range(3.3, 3.9);
    items.push(
      box(
        { x0: ix, x1: ix + 2.6, y0: 0, y1: 0.88, z0: iz, z1: iz + 1.0 },
        {
          albedo: rng.pick<RGB>([
            [230, 226, 218],
            [70, 74, 78],
            [150, 120, 90],
          ]),
        },
      ),
    );
    items.push(
      box(
        { x0: ix - 0.05, x1: ix + 2.65, y0: 0.88, y1: 0.93, z0: iz - 0.05, z1: iz + 1.05 },
        { albedo: [236, 234, 230] },
      ),
    );
    for (let i = 0; i < 3; i++) {
      const sx = ix + 0.35 + i * 0.8;
      items.push(
        box({ x0: sx, x1: sx + 0.4, y0: 0.6, y1: 0.66, z0: iz - 0.55, z1: iz - 0.15 }, { albedo: wood }),
      );
      items.push(
        box(
          { x0: sx + 0.17, x1: sx + 0.23, y0: 0, y1: 0.6, z0: iz - 0.38, z1: iz - 0.32 },
          { albedo: [60, 60, 60] },
        ),
      );
    }
    const side = rng.chance(0.5) ? -1 : 1;
    const cx0 = side < 0 ? -w / 2 : w / 2 - 0.62;
    items.push(
      box(
        { x0: cx0, x1: cx0 + 0.62, y0: 0, y1: 0.9, z0: 1.2, z1: d - 0.6 },
        {
          albedo: rng.pick<RGB>([
            [232, 228, 220],
            [90, 96, 100],
          ]),
        },
      ),
    );
    items.push(
      box({ x0: cx0, x1: cx0 + 0.62, y0: 0.9, y1: 0.94, z0: 1.2, z1: d - 0.6 }, { albedo: [238, 236, 232] }),
    );
    items.push(
      box(
        {
          x0: side < 0 ? -w / 2 : w / 2 - 0.36,
          x1: side < 0 ? -w / 2 + 0.36 : w / 2,
          y0: 1.55,
          y1: 2.3,
          z0: 1.4,
          z1: d - 1.2,
        },
        {
          albedo: rng.pick<RGB>([
            [232, 228, 220],
            [170, 140, 110],
          ]),
        },
      ),
    );
    for (let i = 0; i < 2; i++) items.push(pendant(ix + 0.8 + i * 1.0, iz + 0.5, room.height, 1.6));
  } else if (bedroom) {
    items.push(...bed(room, rng, fabric, wood));
  } else {
    const sofaW = rng.range(2.5, 3.0);
    const sx = room.cam.pos.x - sofaW * rng.range(0.55, 0.85);
    const sz = Math.min(d - 3.4, rng.range(2.8, 3.3));
    items.push(...sofa(sx, sz, sofaW, fabric, 1));
    // Cushions.
    for (let i = 0; i < 2; i++) {
      const cx = sx + 0.35 + i * 1.6;
      items.push(
        box(
          { x0: cx, x1: cx + 0.45, y0: 0.52, y1: 0.92, z0: sz + 0.05, z1: sz + 0.2 },
          {
            albedo: rng.pick<RGB>([
              [190, 150, 110],
              [150, 160, 150],
              [220, 210, 190],
              [120, 130, 150],
            ]),
          },
        ),
      );
    }
    // Coffee table and rug.
    items.push(
      box(
        { x0: sx + 0.6, x1: sx + 2.0, y0: 0.32, y1: 0.38, z0: sz + 1.3, z1: sz + 2.1 },
        { albedo: rng.pick<RGB>([wood, [230, 228, 222], [60, 62, 64]]) },
      ),
    );
    items.push(
      box(
        { x0: sx + 0.75, x1: sx + 1.85, y0: 0, y1: 0.32, z0: sz + 1.4, z1: sz + 2.0 },
        { albedo: scale(wood, 0.8) },
      ),
    );
    items.push(
      box(
        { x0: sx + 0.9, x1: sx + 1.3, y0: 0.38, y1: 0.46, z0: sz + 1.5, z1: sz + 1.8 },
        {
          albedo: rng.pick<RGB>([
            [160, 60, 50],
            [40, 70, 110],
            [220, 210, 190],
          ]),
        },
      ),
    );
    items.push({
      bbox: { x0: sx - 0.5, x1: sx + 3, y0: 0, y1: 0, z0: sz + 0.6, z1: sz + 2.8 },
      draw: (ctx) => {
        const p = ctx.cam.polygon([
          v3(sx - 0.2, 0.004, sz + 0.6),
          v3(sx + 3.0, 0.004, sz + 0.6),
          v3(sx + 3.0, 0.004, sz + 2.8),
          v3(sx - 0.2, 0.004, sz + 2.8),
        ]);
        ctx.svg.path(
          polyD(p),
          css(
            rng.pick<RGB>([
              [210, 200, 184],
              [180, 176, 170],
              [200, 190, 176],
            ]),
          ),
          'opacity="0.85"',
        );
      },
    });
    // Armchair.
    const ax = sx + rng.range(3.4, 3.9);
    const chair = rng.pick<RGB>([[150, 110, 80], scale(fabric, 0.85), [200, 190, 170]]);
    items.push(
      box({ x0: ax, x1: ax + 0.9, y0: 0.12, y1: 0.44, z0: sz + 1.2, z1: sz + 2.1 }, { albedo: chair }),
    );
    items.push(
      box(
        { x0: ax + 0.72, x1: ax + 0.9, y0: 0.44, y1: 0.9, z0: sz + 1.2, z1: sz + 2.1 },
        { albedo: scale(chair, 0.9) },
      ),
    );
    items.push(
      box(
        { x0: ax, x1: ax + 0.72, y0: 0.44, y1: 0.62, z0: sz + 1.2, z1: sz + 1.36 },
        { albedo: scale(chair, 0.95) },
      ),
    );
    // Sideboard, lamp, plant.
    const side = w / 2 - 0.45;
    items.push(box({ x0: side, x1: w / 2, y0: 0, y1: 0.6, z0: d * 0.3, z1: d * 0.3 + 2 }, { albedo: wood }));
    items.push(pendant(sx + 1.3, sz + 1.7, room.height, rng.range(0.9, 1.3)));
  }
  // A fireplace on a side wall.
  if (/fireplace/.test(text)) {
    const left = rng.chance(0.5);
    const fx = left ? -w / 2 : w / 2 - 0.5;
    const fz = d * rng.range(0.35, 0.5);
    const stone: RGB = /stone/.test(text) ? [186, 170, 146] : [232, 228, 220];
    const opening = [{ u0: 0.45, u1: 1.35, v0: 0.3, v1: 1.1, kind: 'dark' as const, reveal: 0.1 }];
    items.push(
      box(
        { x0: fx, x1: fx + 0.5, y0: 0, y1: room.height, z0: fz, z1: fz + 1.8 },
        {
          albedo: stone,
          left: left ? [] : opening,
          right: left ? opening : [],
          courses: /stone/.test(text) ? { step: 0.24, along: 'v', strength: 0.4, stone: true } : undefined,
        },
      ),
    );
  }
  // Plants in pots.
  for (let i = 0; i < rng.int(1, 2); i++) {
    const px = i === 0 ? -w / 2 + 0.6 : w / 2 - 0.7;
    const pz = d - rng.range(0.6, 1.2);
    items.push(
      box(
        { x0: px - 0.25, x1: px + 0.25, y0: 0, y1: 0.5, z0: pz - 0.25, z1: pz + 0.25 },
        {
          albedo: rng.pick<RGB>([
            [200, 190, 176],
            [70, 70, 70],
            [180, 110, 80],
          ]),
        },
      ),
    );
    items.push(tree({ kind: 'shrub', at: v3(px, 0.5, pz), height: rng.range(0.7, 0.9), rng, shadow: false }));
  }
  paintWorld(room.ctx, { items, groundAlbedo: floor });
  return { layers: interiorLayers(room), post: interiorPost(room) };
}

/** A double bed against a side wall, seen along its length: base, duvet, pillows, headboard, side tables. */
function bed(room: Room, rng: Rng, fabric: RGB, wood: RGB): Item[] {
  const { width: w, depth: d } = room;
  const left = rng.chance(0.5);
  const len = 2.15;
  const bw = 1.75;
  const z0 = Math.min(d - bw - 1.2, rng.range(2.8, 3.4));
  const x0 = left ? -w / 2 : w / 2 - len;
  const head = left ? x0 : x0 + len - 0.08;
  const linen: RGB = rng.pick<RGB>([
    [244, 242, 236],
    [236, 232, 224],
    [226, 228, 230],
  ]);
  const items: Item[] = [
    box({ x0, x1: x0 + len, y0: 0.05, y1: 0.38, z0, z1: z0 + bw }, { albedo: scale(fabric, 0.85) }),
    box(
      {
        x0: x0 + (left ? 0.1 : 0.02),
        x1: x0 + len - (left ? 0.02 : 0.1),
        y0: 0.38,
        y1: 0.6,
        z0: z0 + 0.02,
        z1: z0 + bw - 0.02,
      },
      { albedo: linen },
    ),
    box(
      { x0: head, x1: head + 0.08, y0: 0.05, y1: 1.15, z0: z0 - 0.1, z1: z0 + bw + 0.1 },
      { albedo: rng.pick<RGB>([wood, scale(fabric, 0.8), [120, 110, 100]]) },
    ),
  ];
  const px = left ? x0 + 0.15 : x0 + len - 0.6;
  for (let i = 0; i < 2; i++) {
    const pz = z0 + 0.15 + i * 0.78;
    items.push(
      box({ x0: px, x1: px + 0.45, y0: 0.6, y1: 0.78, z0: pz, z1: pz + 0.65 }, { albedo: [248, 246, 242] }),
    );
  }
  // A throw across the foot of the bed.
  const tx = left ? x0 + len - 0.6 : x0 + 0.02;
  items.push(
    box(
      { x0: tx, x1: tx + 0.58, y0: 0.6, y1: 0.63, z0: z0, z1: z0 + bw },
      {
        albedo: rng.pick<RGB>([
          [150, 120, 90],
          [110, 120, 130],
          [190, 170, 140],
        ]),
      },
    ),
  );
  for (const z of [z0 - 0.6, z0 + bw + 0.1]) {
    const sx = left ? x0 : x0 + len - 0.5;
    items.push(box({ x0: sx, x1: sx + 0.5, y0: 0, y1: 0.5, z0: z, z1: z + 0.45 }, { albedo: wood }));
    items.push(
      box(
        { x0: sx + 0.18, x1: sx + 0.32, y0: 0.5, y1: 0.85, z0: z + 0.15, z1: z + 0.3 },
        { albedo: [236, 228, 210] },
      ),
    );
  }
  return items;
}

/** A pendant lamp: a cord and a shade, glowing when the lights are on. */
export function pendant(x: number, z: number, ceiling: number, drop: number): Item {
  return {
    bbox: { x0: x - 0.25, x1: x + 0.25, y0: ceiling - drop - 0.3, y1: ceiling, z0: z - 0.25, z1: z + 0.25 },
    draw: (ctx) => {
      const top = ctx.cam.project(v3(x, ceiling, z));
      const c = v3(x, ceiling - drop, z);
      const [sx, sy] = ctx.cam.project(c);
      const px = ctx.cam.scaleAt(ctx.cam.depth(c));
      ctx.svg.line(top, [sx, sy], '#3a3a3a', Math.max(0.6, px * 0.008));
      const r = 0.22 * px;
      ctx.svg.path(
        `M${n(sx - r * 0.35)} ${n(sy)}L${n(sx + r * 0.35)} ${n(sy)}L${n(sx + r)} ${n(sy + r * 0.8)}L${n(sx - r)} ${n(sy + r * 0.8)}Z`,
        '#2f2f31',
      );
      if (ctx.light.atm.lightsOn) {
        const g = ctx.svg.radial(sx, sy + r, r * 6, [
          [0, [255, 220, 160], 0.7],
          [1, [255, 220, 160], 0],
        ]);
        ctx.svg.ellipse(sx, sy + r, r * 6, r * 6, g);
      }
      ctx.svg.ellipse(sx, sy + r * 0.8, r, r * 0.18, ctx.light.atm.lightsOn ? '#fff1d0' : '#d8d4cc');
    },
  };
}

export function interiorLayers(room: Room): Layer[] {
  // A soft glow spilling in from the window.
  const glow = new Svg(room.W, room.H);
  const g = glow.radial(
    room.W * 0.5,
    room.cam.horizon,
    room.W * 0.7,
    [
      [0, [255, 250, 240], room.light.atm.lightsOn ? 0.05 : 0.22],
      [1, [255, 250, 240], 0],
    ],
    0.6,
  );
  glow.rect(0, 0, room.W, room.H, g);
  return [{ svg: room.svg }, { svg: glow, scale: 0.25, blur: room.W * 0.01 }];
}

export function interiorPost(room: Room) {
  return defaultPost(room.light.atm, {
    bloom: 0.5,
    bloomThreshold: 215,
    bloomRadius: 0.04,
    vignette: 0.28,
    grain: 3.8,
  });
}
