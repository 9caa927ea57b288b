/**
 * The error page's background: calm, abstract architecture. White planes, a colonnade or a stair,
 * long soft shadows and a clear sky; nothing that competes with the message.
 */
import { mix, type RGB } from '../color';
import { paintSky } from '../landscape';
import { type Item, box, paintWorld } from '../scene3d';
import { Svg } from '../svg';
import {
  WHITEWASH,
  context,
  defaultPost,
  makeFrame,
  paintGroundSurface,
  type SceneInput,
  type ScenePicture,
} from './common';

export function paintError(input: SceneInput): ScenePicture {
  const { rng } = input;
  const t = input.alt.toLowerCase();
  const kind = /stair|step/.test(t)
    ? 'stairs'
    : /colonnade|column/.test(t)
      ? 'colonnade'
      : rng.pick(['stairs', 'colonnade', 'arches'] as const);
  const portrait = input.height > input.width;
  const frame = makeFrame(input, {
    eye: kind === 'stairs' ? 1.2 : 1.6,
    yaw: kind === 'colonnade' ? rng.range(0.3, 0.55) : rng.range(-0.3, 0.3),
    horizon: portrait ? 0.62 : rng.range(0.6, 0.7),
    fov: portrait ? 60 : 58,
    sunRelative: rng.pick([100, -100, 120, -120]),
    times: { morning: 2, afternoon: 2, golden: 1.5 },
    fogDistance: 2000,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'), false);
  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const white: RGB = mix(WHITEWASH, [240, 232, 216], rng.range(0, 0.5));
  if (kind === 'colonnade') {
    const n = 14;
    const gap = rng.range(2.4, 3.2);
    const z0 = 8;
    for (let i = 0; i < n; i++) {
      const z = z0 + i * gap;
      items.push(box({ x0: 2, x1: 2.5, y0: 0, y1: 4.2, z0: z, z1: z + 0.5 }, { albedo: white }));
    }
    items.push(box({ x0: 1.8, x1: 2.7, y0: 4.2, y1: 4.8, z0: z0 - 1, z1: z0 + n * gap }, { albedo: white }));
    items.push(box({ x0: 5.5, x1: 6, y0: 0, y1: 4.8, z0: z0 - 1, z1: z0 + n * gap }, { albedo: white }));
    items.push(box({ x0: 2.5, x1: 5.5, y0: 4.5, y1: 4.8, z0: z0 - 1, z1: z0 + n * gap }, { albedo: white }));
  } else if (kind === 'stairs') {
    const steps = 16;
    const rise = 0.17;
    const run = 0.32;
    const x0 = rng.range(-2.5, -0.5);
    for (let i = 0; i < steps; i++) {
      items.push(
        box(
          { x0, x1: x0 + 2.4, y0: 0, y1: (i + 1) * rise, z0: 6 + i * run, z1: 6 + (i + 1) * run },
          { albedo: white },
        ),
      );
    }
    // A curved wall suggested by stepped planes.
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * 0.9;
      items.push(
        box(
          {
            x0: x0 + 2.4 + Math.sin(a) * 2,
            x1: x0 + 2.7 + Math.sin(a) * 2,
            y0: 0,
            y1: 5,
            z0: 5 + k * 0.8,
            z1: 5.8 + k * 0.8,
          },
          { albedo: white },
        ),
      );
    }
    items.push(box({ x0: x0 - 0.3, x1: x0, y0: 0, y1: 3.8, z0: 4, z1: 6 + steps * run }, { albedo: white }));
  } else {
    const arches = [];
    for (let i = 0; i < 4; i++)
      arches.push({ u0: 1 + i * 3.2, u1: 3.2 + i * 3.2, v0: 0, v1: 3.4, kind: 'arch-dark' as const });
    items.push(box({ x0: -7, x1: 7, y0: 0, y1: 5, z0: 12, z1: 12.6 }, { albedo: white, front: arches }));
  }
  paintWorld(ctx, {
    items,
    groundAlbedo: white,
    ground: (c) =>
      paintGroundSurface(
        c,
        frame,
        [
          [-200, -5],
          [200, -5],
          [200, 300],
          [-200, 300],
        ],
        mix(white, [214, 204, 186], 0.4),
      ),
  });
  return {
    layers: [{ svg: sky, scale: 0.25, blur: W * 0.005 }, { svg: main }],
    post: defaultPost(atm, { grain: 3.5, vignette: 0.2 }),
  };
}
