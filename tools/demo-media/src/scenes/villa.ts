/**
 * A white villa with a pool, the Aegean behind: either its facade across the garden, or the view along
 * the infinity pool to the horizon with the house at one side.
 */
import type { Layer } from '../compose';
import { mix, type RGB } from '../color';
import { paintHills, paintSea, paintSky } from '../landscape';
import type { Item } from '../scene3d';
import { paintWorld, v3 } from '../scene3d';
import { Svg } from '../svg';
import { tree } from '../vegetation';
import { cycladicHouse, modernVilla } from './buildings';
import {
  LIMESTONE,
  OLIVE,
  context,
  defaultPost,
  foregroundFoliage,
  loungers,
  makeFrame,
  paintGroundSurface,
  paintLawn,
  paintPavingJoints,
  paintPool,
  pergola,
  type SceneInput,
  type ScenePicture,
  WOOD,
} from './common';

export function paintVilla(input: SceneInput): ScenePicture {
  const { rng, alt } = input;
  const text = alt.toLowerCase();
  const layout: 'facade' | 'pool' = /terrace|infinity|overlooking|sea-view|sea view/.test(text)
    ? 'pool'
    : rng.chance(0.45)
      ? 'pool'
      : 'facade';
  const style = /cycladic|island|whitewashed/.test(text)
    ? 'cycladic'
    : /contemporary|modern/.test(text)
      ? 'modern'
      : rng.chance(0.35)
        ? 'cycladic'
        : 'modern';
  const portrait = input.height > input.width;
  const drone = layout === 'facade' && rng.chance(0.4);
  const eye = layout === 'pool' ? rng.range(1.4, 2.6) : drone ? rng.range(7, 12) : rng.range(1.5, 2.4);
  const side = rng.chance(0.5) ? 1 : -1;
  const fov = portrait ? rng.range(55, 65) : rng.range(48, 60);
  const frame = makeFrame(input, {
    eye,
    x: layout === 'pool' ? -side * rng.range(0.5, 2) : 0,
    yaw: layout === 'pool' ? side * rng.range(0.08, 0.22) : rng.range(-0.4, 0.4),
    horizon: portrait
      ? rng.range(0.42, 0.5)
      : layout === 'pool'
        ? rng.range(0.4, 0.47)
        : drone
          ? rng.range(0.26, 0.34)
          : rng.range(0.5, 0.58),
    fov,
    sunRelative: rng.pick([-140, -120, 125, 140, 160, -160, -100, 100]),
    times: { morning: 1, midday: 1.5, afternoon: 2.5, golden: 3, dusk: 2 },
    fogDistance: 1200,
  });
  const { W, H, atm, cam } = frame;
  const fPx = cam.f / W;

  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));

  // Far: the sea, islands on the horizon, a headland.
  const far = new Svg(W, H);
  paintSea(far, atm, cam.horizon, H, frame.sun, rng.fork('sea'));
  const islands = rng.int(1, 3);
  for (let i = 0; i < islands; i++) {
    const cx = rng.range(-0.1, 1.1) * W;
    const wdt = rng.range(0.15, 0.5) * W;
    paintHills(far, atm, rng.fork(`island${i}`), {
      base: cam.horizon + 0.5,
      height: rng.range(0.015, 0.05) * H,
      distance: rng.range(0.75, 0.95),
      colour: [120, 130, 120],
      x0: cx - wdt / 2,
      x1: cx + wdt / 2,
      island: true,
    });
  }

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const edgeZ = layout === 'pool' ? rng.range(26, 34) : rng.range(45, 70);
  const lawn: RGB = mix(OLIVE, [140, 140, 90], rng.range(0, 0.5));
  const paving: RGB = mix(LIMESTONE, [232, 226, 214], rng.range(0, 0.5));
  let pool: [number, number, number, number];
  let deck: [number, number, number, number];

  if (layout === 'facade') {
    const width = rng.range(13, 20);
    const depth = rng.range(8, 11);
    // Far enough for the house to fill 55–75 % of the width.
    const zv = (width * fPx) / rng.range(0.55, 0.75) + (drone ? 6 : 0);
    const x0 = Math.tan(frame.cam.yaw) * (zv + depth / 2) - width / 2 + rng.range(-2, 2);
    items.push(
      ...(style === 'modern'
        ? modernVilla({ x0, z0: zv, width, depth, glass: ['front'], rng: rng.fork('villa'), style })
        : cycladicHouse({ x0, z0: zv, width, depth, glass: ['front'], rng: rng.fork('villa'), style })),
    );
    const pz1 = zv - (style === 'modern' ? 4 : 5);
    const pw = width * rng.range(0.55, 0.85);
    const px0 = x0 + rng.range(0, width - pw);
    // From the ground the pool fills the foreground; from the air it sits in front of the house.
    const pz0 = drone ? pz1 - rng.range(4, 6) : Math.min(pz1 - 4, rng.range(3, 6));
    pool = [px0, pz0, px0 + pw, pz1];
    deck = [x0 - 4, drone ? pz0 - 3 : -3, x0 + width + 4, zv + depth];
    items.push(...loungers(pool[2] + 0.8, pool[3] - 2.2 - rng.range(0, 2), rng.int(2, 3), 1.1));
    // Cypresses behind the house, olives at the sides.
    for (let i = 0; i < rng.int(2, 5); i++) {
      items.push(
        tree({
          kind: 'cypress',
          at: v3(x0 + rng.range(-4, width + 4), 0, zv + depth + rng.range(1, 6)),
          height: rng.range(9, 14),
          rng,
        }),
      );
    }
    for (let i = 0; i < rng.int(2, 4); i++) {
      const sx = rng.chance(0.5) ? x0 - rng.range(5, 12) : x0 + width + rng.range(5, 12);
      items.push(
        tree({ kind: 'olive', at: v3(sx, 0, rng.range(zv - 8, zv + depth)), height: rng.range(4, 6.5), rng }),
      );
    }
  } else {
    // The pool runs towards the sea; the house stands at one side.
    const width = rng.range(9, 14);
    const depth = rng.range(12, 18);
    const pw = rng.range(3.5, 5);
    const gap = rng.range(2.5, 4);
    const px0 = -pw / 2 + side * rng.range(0, 1);
    const hx0 = side > 0 ? px0 + pw + gap : px0 - gap - width;
    const hz0 = rng.range(7, 11);
    const glassSide = side > 0 ? 'left' : 'right';
    items.push(
      ...(style === 'modern'
        ? modernVilla({
            x0: hx0,
            z0: hz0,
            width,
            depth,
            glass: [glassSide, 'front'],
            rng: rng.fork('villa'),
            style,
          })
        : cycladicHouse({
            x0: hx0,
            z0: hz0,
            width,
            depth,
            glass: [glassSide],
            rng: rng.fork('villa'),
            style,
          })),
    );
    pool = [px0, rng.range(5, 8), px0 + pw, edgeZ];
    deck = [Math.min(hx0, px0) - 4, 2, Math.max(hx0 + width, px0 + pw) + 6, edgeZ];
    const lx = side > 0 ? px0 + pw + 0.6 : px0 - 0.6 - 1.1 - 0.7;
    items.push(...loungers(lx, rng.range(12, 18), 2, 1.1));
    if (rng.chance(0.5)) {
      const gx0 = side > 0 ? hx0 - 0.2 : hx0 + width - 4.3;
      items.push(
        ...pergola(gx0, gx0 + 4.5, hz0 + 1, hz0 + 6, 2.8, rng.chance(0.5) ? WOOD : [210, 206, 198], 12),
      );
    }
    for (let i = 0; i < rng.int(1, 3); i++) {
      items.push(
        tree({
          kind: 'olive',
          at: v3(px0 - side * rng.range(4, 9), 0, rng.range(edgeZ - 12, edgeZ - 3)),
          height: rng.range(3.5, 5.5),
          rng,
        }),
      );
    }
    for (let i = 0; i < rng.int(1, 3); i++) {
      items.push(
        tree({
          kind: 'cypress',
          at: v3(hx0 + rng.range(0, width), 0, hz0 + depth + rng.range(1, 4)),
          height: rng.range(9, 13),
          rng,
        }),
      );
    }
  }
  // Planting along the terrace edge.
  for (let i = 0; i < rng.int(3, 7); i++) {
    items.push(
      tree({
        kind: rng.pick(['shrub', 'lavender', 'shrub', 'bougainvillea'] as const),
        at: v3(rng.range(deck[0], deck[2]), 0, edgeZ - rng.range(0.5, 1.5)),
        height: rng.range(0.6, 1.2),
        rng,
      }),
    );
  }
  if (/olive/.test(text)) {
    for (let i = 0; i < 3; i++)
      items.push(
        tree({
          kind: 'olive',
          at: v3(rng.range(-18, 18), 0, rng.range(8, 16)),
          height: rng.range(3.5, 5),
          rng,
        }),
      );
  }

  paintWorld(ctx, {
    items,
    groundAlbedo: paving,
    groundExtent: [-200, -10, 200, edgeZ],
    ground: (c) => {
      paintLawn(
        c,
        frame,
        rng.fork('lawn'),
        [
          [-300, -5],
          [300, -5],
          [300, edgeZ],
          [-300, edgeZ],
        ],
        lawn,
      );
      paintGroundSurface(
        c,
        frame,
        [
          [deck[0], deck[1]],
          [deck[2], deck[1]],
          [deck[2], deck[3]],
          [deck[0], deck[3]],
        ],
        paving,
      );
      paintPavingJoints(c, frame, deck, 1.2, paving);
      paintPool(c, frame, rng.fork('pool'), pool);
    },
  });

  const layers: Layer[] = [
    { svg: sky, scale: 0.25, blur: W * 0.004 },
    { svg: far, scale: 0.5, blur: W * 0.0008 },
    { svg: main },
  ];
  if (rng.chance(0.35))
    layers.push(
      foregroundFoliage(
        frame,
        rng.fork('fg'),
        rng.chance(0.5) ? 'left' : 'right',
        rng.pick(['olive', 'bougainvillea'] as const),
      ),
    );
  return { layers, post: defaultPost(atm) };
}
