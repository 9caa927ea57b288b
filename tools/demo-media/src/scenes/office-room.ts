/**
 * The meeting room of the office scene: a simple room of boxes with glass onto a city view, sunlight
 * falling across the floor. (Homes use the room kit of room-kit.ts.)
 */
import { atmosphere, chooseTime } from '../atmosphere';
import { css, mix, scale, type RGB } from '../color';
import type { Layer } from '../compose';
import type { Rng } from '../prng';
import { Camera, type DrawContext, type Item, type Lighting, type Opening, box, v3, vnorm } from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { defaultPost, type SceneInput } from './common';

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
