/** A family house with a garden: tiled hipped roof, stone or rendered walls, olive and citrus trees, hills behind. */
import type { Layer } from '../compose';
import { mix, type RGB } from '../color';
import { paintHills, paintSky } from '../landscape';
import { type Item, box, paintWorld, v3 } from '../scene3d';
import { Svg } from '../svg';
import { tree } from '../vegetation';
import { pitchedHouse } from './buildings';
import {
  LIMESTONE,
  OLIVE,
  STONE,
  context,
  defaultPost,
  foregroundFoliage,
  makeFrame,
  paintGroundSurface,
  paintLawn,
  paintPavingJoints,
  type SceneInput,
  type ScenePicture,
} from './common';

export function paintHouse(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const frame = makeFrame(input, {
    eye: rng.range(1.5, 2.2),
    yaw: rng.range(-0.5, 0.5),
    horizon: portrait ? 0.55 : rng.range(0.55, 0.63),
    fov: portrait ? 60 : rng.range(50, 62),
    times: { morning: 2, midday: 1.5, afternoon: 3, golden: 3, dusk: 1 },
    fogDistance: 900,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintHills(far, atm, rng.fork('h1'), {
    base: cam.horizon + 3,
    height: H * rng.range(0.06, 0.14),
    distance: 0.85,
    colour: [110, 116, 100],
  });
  paintHills(far, atm, rng.fork('h2'), {
    base: cam.horizon + 5,
    height: H * rng.range(0.03, 0.07),
    distance: 0.5,
    colour: [104, 110, 78],
    sunSide: 1,
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const width = rng.range(10, 15);
  const depth = rng.range(8, 11);
  const zv = (width * (cam.f / W)) / rng.range(0.5, 0.68);
  const x0 = Math.tan(cam.yaw) * (zv + depth / 2) - width / 2 + rng.range(-2, 2);
  const stone = /stone/.test(text) || rng.chance(0.4);
  items.push(
    ...pitchedHouse({
      x0,
      z0: zv,
      width,
      depth,
      floors: rng.chance(0.75) ? 2 : 1,
      rng: rng.fork('house'),
      stone,
    }),
  );
  // A low stone garden wall with a gap for the gate.
  const wallZ = zv - rng.range(6, 9);
  const gate = x0 + width / 2 + rng.range(-1, 1);
  const wallC: RGB = mix(STONE, [206, 190, 160], 0.4);
  items.push(
    box(
      { x0: x0 - 8, x1: gate - 1.2, y0: 0, y1: 0.9, z0: wallZ, z1: wallZ + 0.45 },
      { albedo: wallC, courses: { step: 0.25, along: 'v', strength: 0.4, stone: true } },
    ),
  );
  items.push(
    box(
      { x0: gate + 1.2, x1: x0 + width + 8, y0: 0, y1: 0.9, z0: wallZ, z1: wallZ + 0.45 },
      { albedo: wallC, courses: { step: 0.25, along: 'v', strength: 0.4, stone: true } },
    ),
  );
  // Garden.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = side < 0 ? x0 - rng.range(2, 7) : x0 + width + rng.range(2, 7);
    items.push(
      tree({
        kind: rng.pick(['olive', 'lemon', 'olive'] as const),
        at: v3(x, 0, zv + rng.range(-4, 4)),
        height: rng.range(3.5, 6),
        rng,
      }),
    );
  }
  for (let i = 0; i < rng.int(1, 3); i++) {
    items.push(
      tree({
        kind: 'cypress',
        at: v3(x0 + rng.range(-6, width + 6), 0, zv + depth + rng.range(2, 8)),
        height: rng.range(8, 12),
        rng,
      }),
    );
  }
  const bougainvillea = /bougainvillea/.test(text) || rng.chance(0.5);
  if (bougainvillea) {
    const bx = rng.chance(0.5) ? x0 + 0.8 : x0 + width - 0.8;
    items.push(
      tree({
        kind: 'bougainvillea',
        at: v3(bx, 0, zv - 0.6),
        height: rng.range(2.2, 3.2),
        rng,
        shadow: false,
      }),
    );
  }
  for (let i = 0; i < rng.int(4, 8); i++) {
    items.push(
      tree({
        kind: rng.pick(['shrub', 'lavender', 'shrub'] as const),
        at: v3(rng.range(x0 - 6, x0 + width + 6), 0, wallZ + rng.range(0.8, 2)),
        height: rng.range(0.6, 1.1),
        rng,
      }),
    );
  }
  const path: RGB = mix(LIMESTONE, [220, 210, 190], 0.5);
  paintWorld(ctx, {
    items,
    groundAlbedo: [150, 150, 110],
    ground: (c) => {
      paintLawn(
        c,
        frame,
        rng.fork('lawn'),
        [
          [-300, -5],
          [300, -5],
          [300, 600],
          [-300, 600],
        ],
        mix(OLIVE, [150, 140, 90], rng.range(0.1, 0.5)),
      );
      paintGroundSurface(
        c,
        frame,
        [
          [gate - 1, wallZ - 8],
          [gate + 1, wallZ - 8],
          [gate + 1, zv],
          [gate - 1, zv],
        ],
        path,
      );
      paintPavingJoints(c, frame, [gate - 1, wallZ - 8, gate + 1, zv], 0.7, path);
      paintGroundSurface(
        c,
        frame,
        [
          [x0 - 1, zv - 2.4],
          [x0 + width + 1, zv - 2.4],
          [x0 + width + 1, zv],
          [x0 - 1, zv],
        ],
        path,
      );
    },
  });
  const layers: Layer[] = [
    { svg: sky, scale: 0.25, blur: W * 0.004 },
    { svg: far, scale: 0.5, blur: W * 0.0012 },
    { svg: main },
  ];
  if (rng.chance(0.35))
    layers.push(
      foregroundFoliage(
        frame,
        rng.fork('fg'),
        rng.chance(0.5) ? 'left' : 'right',
        bougainvillea ? 'bougainvillea' : 'olive',
      ),
    );
  return { layers, post: defaultPost(atm) };
}
