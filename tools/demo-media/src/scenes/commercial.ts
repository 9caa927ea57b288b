/** An office or retail building: a glass curtain wall in a stone frame, a canopy over the entrance, an avenue of trees. */
import { mix, type RGB } from '../color';
import { paintHills, paintSky } from '../landscape';
import { type Item, box, paintWorld, v3 } from '../scene3d';
import { Svg } from '../svg';
import { tree } from '../vegetation';
import { apartmentBlock } from './buildings';
import {
  DARK_METAL,
  LIMESTONE,
  context,
  defaultPost,
  makeFrame,
  paintGroundSurface,
  paintPavingJoints,
  type SceneInput,
  type ScenePicture,
} from './common';

export function paintCommercial(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const entrance = /entrance|lobby|avenue/.test(text) || rng.chance(0.4);
  const portrait = input.height > input.width;
  const turn = (rng.chance(0.5) ? 1 : -1) * rng.range(0.3, 0.7);
  const frame = makeFrame(input, {
    eye: rng.range(1.4, 1.8),
    yaw: turn,
    horizon: portrait ? 0.7 : rng.range(0.68, 0.78),
    fov: portrait ? 64 : rng.range(58, 72),
    times: { morning: 2, midday: 2, afternoon: 3, golden: 2, dusk: 1.5 },
    fogDistance: 700,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintHills(far, atm, rng.fork('h'), {
    base: cam.horizon + 2,
    height: H * 0.05,
    distance: 0.88,
    colour: [120, 120, 110],
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const zf = entrance ? rng.range(24, 30) : rng.range(34, 46);
  const width = rng.range(24, 40);
  const floors = rng.int(5, 9);
  const fh = 3.6;
  const gf = 5;
  const top = gf + (floors - 1) * fh;
  const x0 = Math.tan(turn) * zf - width / 2 - Math.sign(turn) * width * 0.2;
  const depth = 20;
  const frameC: RGB = rng.pick<RGB>([LIMESTONE, [214, 210, 202], [90, 92, 96], [230, 226, 218]]);
  // Curtain wall body, set back behind a stone frame.
  items.push(
    box(
      { x0: x0 + 0.6, x1: x0 + width - 0.6, y0: gf, y1: top, z0: zf + 0.6, z1: zf + depth },
      { albedo: [120, 130, 140], sideMaterial: 'glass', top: [170, 168, 164] },
    ),
  );
  // Frame: end walls, roof slab, podium.
  items.push(box({ x0, x1: x0 + 0.6, y0: 0, y1: top + 0.8, z0: zf, z1: zf + depth }, { albedo: frameC }));
  items.push(
    box(
      { x0: x0 + width - 0.6, x1: x0 + width, y0: 0, y1: top + 0.8, z0: zf, z1: zf + depth },
      { albedo: frameC },
    ),
  );
  items.push(box({ x0, x1: x0 + width, y0: top, y1: top + 0.8, z0: zf, z1: zf + depth }, { albedo: frameC }));
  // Vertical fins across the glass.
  if (rng.chance(0.6)) {
    const fins = Math.round(width / rng.range(1.8, 3));
    for (let i = 1; i < fins; i++) {
      const x = x0 + (width * i) / fins;
      items.push(
        box({ x0: x - 0.08, x1: x + 0.08, y0: gf, y1: top, z0: zf + 0.1, z1: zf + 0.6 }, { albedo: frameC }),
      );
    }
  }
  // Ground floor: recessed glass lobby, columns, a canopy.
  items.push(
    box(
      { x0: x0 + 0.6, x1: x0 + width - 0.6, y0: 0, y1: gf, z0: zf + 2.5, z1: zf + depth },
      { albedo: [90, 100, 110], sideMaterial: 'glass' },
    ),
  );
  const cols = Math.round(width / 6);
  for (let i = 0; i <= cols; i++) {
    const x = x0 + 0.6 + ((width - 1.8) * i) / cols;
    items.push(box({ x0: x, x1: x + 0.6, y0: 0, y1: gf, z0: zf, z1: zf + 0.6 }, { albedo: frameC }));
  }
  items.push(
    box(
      { x0: x0 + 0.6, x1: x0 + width - 0.6, y0: gf - 0.2, y1: gf, z0: zf, z1: zf + 2.5 },
      { albedo: mix(frameC, [255, 255, 255], 0.2) },
    ),
  );
  if (entrance) {
    const cx = x0 + width * rng.range(0.35, 0.65);
    items.push(box({ x0: cx - 4, x1: cx + 4, y0: 3.6, y1: 3.9, z0: zf - 4, z1: zf }, { albedo: DARK_METAL }));
    for (const x of [cx - 3.8, cx + 3.6])
      items.push(
        box({ x0: x, x1: x + 0.16, y0: 0, y1: 3.6, z0: zf - 3.9, z1: zf - 3.74 }, { albedo: DARK_METAL }),
      );
  }
  // Neighbours.
  const nW = rng.range(14, 22);
  items.push(
    ...apartmentBlock({
      x0: x0 - nW - rng.range(4, 10),
      z0: zf + rng.range(0, 4),
      width: nW,
      depth: 14,
      floors: rng.int(4, 6),
      rng: rng.fork('n1'),
      balconies: 'strip',
      shops: true,
    }),
  );
  items.push(
    ...apartmentBlock({
      x0: x0 + width + rng.range(4, 10),
      z0: zf + rng.range(0, 4),
      width: nW,
      depth: 14,
      floors: rng.int(4, 6),
      rng: rng.fork('n2'),
      balconies: 'strip',
      shops: true,
    }),
  );
  // Avenue trees and planters.
  for (let x = x0 - 30 + rng.range(0, 5); x < x0 + width + 30; x += rng.range(9, 14)) {
    if (cam.depth(v3(x, 0, zf - 7)) < 16) continue;
    items.push(
      tree({
        kind: rng.pick(['olive', 'lemon', 'pine'] as const),
        at: v3(x, 0, zf - 7 + rng.range(-0.3, 0.3)),
        height: rng.range(5, 8),
        rng,
      }),
    );
  }
  const pave: RGB = mix(LIMESTONE, [204, 200, 194], 0.5);
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
          [400, 500],
          [-400, 500],
        ],
        [66, 66, 68],
      );
      paintGroundSurface(
        c,
        frame,
        [
          [-400, zf - 10],
          [400, zf - 10],
          [400, zf + 1],
          [-400, zf + 1],
        ],
        pave,
        0.15,
      );
      paintPavingJoints(c, frame, [x0 - 40, zf - 10, x0 + width + 40, zf + 1], 1.0, pave, 0.15);
      paintGroundSurface(
        c,
        frame,
        [
          [-400, -5],
          [400, -5],
          [400, 1],
          [-400, 1],
        ],
        pave,
        0.15,
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
