/**
 * Contemporary apartment blocks: a street elevation with neighbours and street trees, or a residential
 * complex around a landscaped courtyard seen from above.
 */
import type { Layer } from '../compose';
import { mix, type RGB } from '../color';
import { paintHills, paintSky } from '../landscape';
import type { Rng } from '../prng';
import { type Item, box, paintWorld, v3 } from '../scene3d';
import { Svg } from '../svg';
import { tree, type TreeKind } from '../vegetation';
import { apartmentBlock } from './buildings';
import {
  LIMESTONE,
  OLIVE,
  context,
  defaultPost,
  foregroundFoliage,
  makeFrame,
  paintGroundSurface,
  paintLawn,
  paintPavingJoints,
  type Frame,
  type SceneInput,
  type ScenePicture,
} from './common';

const WALLS: RGB[] = [
  [240, 236, 228],
  [234, 226, 212],
  [226, 222, 214],
  [236, 220, 196],
  [214, 210, 204],
  [242, 238, 232],
];

export function paintApartment(input: SceneInput): ScenePicture {
  const text = input.alt.toLowerCase();
  const complex =
    /complex|courtyard|landscaped|residences/.test(text) ||
    (!/central|street|renovated|avenue/.test(text) && input.rng.chance(0.35));
  return complex ? paintComplex(input) : paintStreet(input);
}

function streetTrees(
  rng: Rng,
  z: number,
  x0: number,
  x1: number,
  kind: TreeKind,
  items: Item[],
  spacing: number,
): void {
  for (let x = x0 + rng.range(0, spacing); x < x1; x += spacing * rng.range(0.85, 1.15)) {
    items.push(
      tree({
        kind,
        at: v3(x, 0, z + rng.range(-0.3, 0.3)),
        height: kind === 'palm' ? rng.range(7, 10) : rng.range(5, 8),
        rng,
      }),
    );
  }
}

function paintStreet(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const eye = rng.chance(0.6) ? rng.range(1.5, 1.8) : rng.range(5, 9);
  const turn = (rng.chance(0.5) ? 1 : -1) * rng.range(0.35, 0.75);
  const frame = makeFrame(input, {
    eye,
    yaw: turn,
    horizon: portrait ? 0.66 : eye > 3 ? rng.range(0.55, 0.62) : rng.range(0.66, 0.74),
    fov: portrait ? 62 : rng.range(55, 68),
    times: { morning: 1.5, midday: 2, afternoon: 3, golden: 2.5, dusk: 1.5 },
    fogDistance: 700,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintHills(far, atm, rng.fork('hills'), {
    base: cam.horizon + 2,
    height: H * rng.range(0.03, 0.08),
    distance: 0.85,
    colour: [120, 118, 100],
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const zf = rng.range(22, 30) + (eye > 3 ? 6 : 0);
  // The main block, facing the street, and its neighbours along it.
  const mainW = rng.range(16, 26);
  const mainX = Math.tan(cam.yaw) * zf - mainW / 2 + rng.range(-2, 2) - Math.sign(turn) * mainW * 0.15;
  const floors = rng.int(4, 7);
  items.push(
    ...apartmentBlock({
      x0: mainX,
      z0: zf,
      width: mainW,
      depth: 14,
      floors,
      rng: rng.fork('main'),
      balconies: /deep|balcon/.test(text) ? 'deep' : rng.pick(['deep', 'deep', 'strip'] as const),
      shops: /central|renovated|street/.test(text) || rng.chance(0.4),
      wall: rng.pick(WALLS),
    }),
  );
  let left = mainX - rng.range(0, 0.4);
  let right = mainX + mainW + rng.range(0, 0.4);
  for (let i = 0; i < 5; i++) {
    const w = rng.range(10, 20);
    items.push(
      ...apartmentBlock({
        x0: left - w,
        z0: zf + rng.range(-0.5, 2),
        width: w,
        depth: 14,
        floors: rng.int(3, 7),
        rng: rng.fork(`l${i}`),
        balconies: rng.pick(['deep', 'strip', 'strip'] as const),
        shops: rng.chance(0.6),
        wall: rng.pick(WALLS),
      }),
    );
    left -= w + rng.range(0, 0.3);
    const w2 = rng.range(10, 20);
    items.push(
      ...apartmentBlock({
        x0: right,
        z0: zf + rng.range(-0.5, 2),
        width: w2,
        depth: 14,
        floors: rng.int(3, 7),
        rng: rng.fork(`r${i}`),
        balconies: rng.pick(['deep', 'strip', 'strip'] as const),
        shops: rng.chance(0.6),
        wall: rng.pick(WALLS),
      }),
    );
    right += w2 + rng.range(0, 0.3);
  }
  const treeKind: TreeKind = /palm|coastal|seafront/.test(text)
    ? 'palm'
    : rng.pick(['olive', 'pine', 'lemon', 'olive'] as const);
  streetTrees(rng, zf - 4, left, right, treeKind, items, rng.range(7, 11));

  const pave: RGB = mix(LIMESTONE, [200, 196, 188], 0.5);
  paintWorld(ctx, {
    items,
    groundAlbedo: pave,
    ground: (c) => {
      paintGroundSurface(
        c,
        frame,
        [
          [-400, -5],
          [400, -5],
          [400, 400],
          [-400, 400],
        ],
        [74, 74, 76],
      );
      paintGroundSurface(
        c,
        frame,
        [
          [-400, zf - 6],
          [400, zf - 6],
          [400, zf],
          [-400, zf],
        ],
        pave,
        0.15,
      );
      paintPavingJoints(c, frame, [-60, zf - 6, 60, zf], 0.8, pave, 0.15);
      paintGroundSurface(
        c,
        frame,
        [
          [-400, -5],
          [400, -5],
          [400, 2],
          [-400, 2],
        ],
        pave,
        0.15,
      );
      paintRoadMarkings(c, frame, zf);
    },
  });
  const layers: Layer[] = [
    { svg: sky, scale: 0.25, blur: W * 0.004 },
    { svg: far, scale: 0.5, blur: W * 0.001 },
    { svg: main },
  ];
  if (rng.chance(0.3))
    layers.push(foregroundFoliage(frame, rng.fork('fg'), rng.chance(0.5) ? 'left' : 'right', 'olive'));
  return { layers, post: defaultPost(atm) };
}

function paintRoadMarkings(c: ReturnType<typeof context>, frame: Frame, zf: number): void {
  const mid = (zf - 6 + 2) / 2;
  for (let x = -80; x < 80; x += 6) {
    paintGroundSurface(
      c,
      frame,
      [
        [x, mid - 0.07],
        [x + 3, mid - 0.07],
        [x + 3, mid + 0.07],
        [x, mid + 0.07],
      ],
      [220, 220, 214],
      0.01,
    );
  }
}

function paintComplex(input: SceneInput): ScenePicture {
  const { rng } = input;
  const portrait = input.height > input.width;
  const eye = rng.range(12, 18);
  const frame = makeFrame(input, {
    eye,
    yaw: rng.range(-0.5, 0.5),
    horizon: portrait ? 0.3 : rng.range(0.22, 0.3),
    fov: portrait ? 60 : rng.range(55, 65),
    times: { morning: 1.5, midday: 2, afternoon: 3, golden: 3, dusk: 1 },
    fogDistance: 800,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintHills(far, atm, rng.fork('hills'), {
    base: cam.horizon + 2,
    height: H * rng.range(0.03, 0.07),
    distance: 0.8,
    colour: [120, 118, 100],
  });
  paintHills(far, atm, rng.fork('hills2'), {
    base: cam.horizon + 4,
    height: H * rng.range(0.01, 0.03),
    distance: 0.55,
    colour: [130, 126, 100],
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const cz = ((eye * cam.f) / (cam.height - cam.horizon)) * 1.25 + 14;
  const cx = Math.tan(cam.yaw) * cz;
  // Blocks around a courtyard: a U of three or four slabs.
  const court = rng.range(20, 26);
  const wall = rng.pick(WALLS);
  const blocks: Array<[number, number, number, number]> = [
    [cx - court / 2 - 12, cz - court / 2, 12, court + 12],
    [cx + court / 2, cz - court / 2, 12, court + 12],
    [cx - court / 2, cz + court / 2, court, 12],
  ];
  blocks.forEach(([x0, z0, w, d], i) => {
    const r = rng.fork(`b${i}`);
    const floors = r.int(4, 6);
    if (w < d) {
      // Side wings: balconies towards the courtyard would face sideways; draw them as terraced slabs.
      items.push(...apartmentBlock({ x0, z0, width: w, depth: d, floors, rng: r, balconies: 'none', wall }));
    } else {
      items.push(...apartmentBlock({ x0, z0, width: w, depth: d, floors, rng: r, balconies: 'deep', wall }));
    }
  });
  // Neighbourhood beyond.
  for (let i = 0; i < 30; i++) {
    const x = cx + rng.range(-160, 160);
    const z = cz + rng.range(40, 220);
    const w = rng.range(12, 24);
    items.push(
      box(
        { x0: x, x1: x + w, y0: 0, y1: rng.range(8, 20), z0: z, z1: z + rng.range(10, 18) },
        { albedo: rng.pick(WALLS), top: [196, 190, 180] },
      ),
    );
  }
  // Courtyard: lawn, paths, trees.
  for (let i = 0; i < rng.int(8, 14); i++) {
    items.push(
      tree({
        kind: rng.pick(['olive', 'olive', 'pine', 'cypress', 'lemon'] as const),
        at: v3(cx + rng.range(-court / 2 + 2, court / 2 - 2), 0, cz + rng.range(-court / 2, court / 2 - 2)),
        height: rng.range(4, 8),
        rng,
      }),
    );
  }
  for (let i = 0; i < 16; i++) {
    items.push(
      tree({
        kind: rng.pick(['shrub', 'lavender', 'shrub'] as const),
        at: v3(cx + rng.range(-court / 2, court / 2), 0, cz + rng.range(-court / 2, court / 2)),
        height: rng.range(0.8, 1.4),
        rng,
      }),
    );
  }
  const pave: RGB = mix(LIMESTONE, [214, 206, 190], 0.5);
  paintWorld(ctx, {
    items,
    groundAlbedo: pave,
    shadowRange: 200,
    ground: (c) => {
      paintGroundSurface(
        c,
        frame,
        [
          [-600, -5],
          [600, -5],
          [600, 600],
          [-600, 600],
        ],
        [128, 124, 112],
      );
      paintLawn(
        c,
        frame,
        rng.fork('field'),
        [
          [cx - 200, cz + 30],
          [cx + 200, cz + 30],
          [cx + 200, cz + 400],
          [cx - 200, cz + 400],
        ],
        [120, 122, 84],
      );
      paintGroundSurface(
        c,
        frame,
        [
          [cx - 80, cz - 30],
          [cx + 80, cz - 30],
          [cx + 80, cz - court / 2 - 2],
          [cx - 80, cz - court / 2 - 2],
        ],
        [112, 112, 112],
      );
      paintGroundSurface(
        c,
        frame,
        [
          [cx - court / 2, cz - court / 2],
          [cx + court / 2, cz - court / 2],
          [cx + court / 2, cz + court / 2],
          [cx - court / 2, cz + court / 2],
        ],
        pave,
      );
      paintLawn(
        c,
        frame,
        rng.fork('lawn'),
        [
          [cx - court / 2 + 2, cz - court / 2 + 3],
          [cx - 2, cz - court / 2 + 3],
          [cx - 2, cz + court / 2 - 2],
          [cx - court / 2 + 2, cz + court / 2 - 2],
        ],
        mix(OLIVE, [120, 140, 80], 0.5),
      );
      paintLawn(
        c,
        frame,
        rng.fork('lawn2'),
        [
          [cx + 2, cz - court / 2 + 3],
          [cx + court / 2 - 2, cz - court / 2 + 3],
          [cx + court / 2 - 2, cz + court / 2 - 2],
          [cx + 2, cz + court / 2 - 2],
        ],
        mix(OLIVE, [120, 140, 80], 0.5),
      );
    },
  });
  return {
    layers: [
      { svg: sky, scale: 0.25, blur: W * 0.004 },
      { svg: far, scale: 0.5, blur: W * 0.001 },
      { svg: main },
    ],
    post: defaultPost(atm),
  };
}
