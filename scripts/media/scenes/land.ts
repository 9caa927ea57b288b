/** A plot of land: an olive grove on dry ground, stone terrace walls, hills and the sea far away. */
import type { Layer } from '../compose';
import { css, mix, scale, type RGB } from '../color';
import { paintHills, paintScrub, paintSea, paintSky } from '../landscape';
import { type Item, box, paintWorld, v3 } from '../scene3d';
import { Svg } from '../svg';
import { tree } from '../vegetation';
import {
  STONE,
  context,
  defaultPost,
  foregroundFoliage,
  groundColour,
  makeFrame,
  paintLawn,
  type SceneInput,
  type ScenePicture,
} from './common';

export function paintLand(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const drone = rng.chance(0.35);
  const eye = drone ? rng.range(12, 25) : rng.range(1.6, 2.8);
  const frame = makeFrame(input, {
    eye,
    yaw: rng.range(-0.3, 0.3),
    horizon: portrait ? 0.4 : drone ? rng.range(0.3, 0.38) : rng.range(0.4, 0.5),
    fov: portrait ? 60 : rng.range(55, 68),
    times: { morning: 2, midday: 1, afternoon: 2.5, golden: 3.5, dusk: 0.6 },
    fogDistance: 1500,
    fogMax: 0.8,
  });
  const { W, H, atm, cam } = frame;
  const sea = !/inland|mountain/.test(text) && (/sea|coast|bay/.test(text) || rng.chance(0.7));

  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  const coastY = cam.horizon + H * rng.range(0.025, 0.06);
  if (sea) {
    paintSea(far, atm, cam.horizon, coastY + 30, frame.sun, rng.fork('sea'), { calm: 0.5 });
    const islands = rng.int(0, 2);
    for (let i = 0; i < islands; i++) {
      const cx = rng.range(0, W);
      const w = rng.range(0.1, 0.35) * W;
      paintHills(far, atm, rng.fork(`isl${i}`), {
        base: cam.horizon + 0.5,
        height: H * rng.range(0.01, 0.035),
        distance: 0.92,
        colour: [120, 126, 120],
        x0: cx - w / 2,
        x1: cx + w / 2,
        island: true,
      });
    }
  } else {
    paintHills(far, atm, rng.fork('range'), {
      base: cam.horizon + 2,
      height: H * rng.range(0.06, 0.12),
      distance: 0.9,
      colour: [110, 116, 110],
    });
  }
  // The far coastal plain and hills at the sides.
  const plain: RGB = mix([134, 130, 92], [150, 140, 100], rng.range(0, 1));
  const plainTop = sea ? coastY : cam.horizon + 2;
  const plainD =
    `M-10 ${plainTop + 4}` +
    Array.from({ length: 21 }, (_, i) => `L${(W * i) / 20} ${plainTop + rng.range(-3, 3)}`).join('') +
    `L${W + 10} ${H}L-10 ${H}Z`;
  const plainFill = far.linear(0, plainTop, 0, plainTop + H * 0.2, [
    [0, mix(plain, atm.haze, 0.7)],
    [1, mix(plain, atm.haze, 0.35)],
  ]);
  far.path(plainD, plainFill);
  paintScrub(
    far,
    rng.fork('plain'),
    { x0: 0, x1: W, y0: plainTop + 2, y1: plainTop + H * 0.2 },
    { dark: mix([60, 70, 44], atm.haze, 0.5), light: mix([200, 190, 150], atm.haze, 0.4) },
    900,
    plainD,
  );
  const side = rng.chance(0.5) ? -1 : 1;
  paintHills(far, atm, rng.fork('hill'), {
    base: plainTop + H * 0.08,
    height: H * rng.range(0.05, 0.1),
    distance: 0.6,
    colour: [96, 104, 70],
    x0: side < 0 ? -W * 0.3 : W * 0.45,
    x1: side < 0 ? W * 0.55 : W * 1.3,
    island: true,
    sunSide: -side,
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const plotDepth = drone ? rng.range(160, 260) : rng.range(90, 160);
  const soil: RGB = rng.pick<RGB>([
    [124, 116, 76],
    [134, 120, 80],
    [116, 112, 72],
    [140, 124, 84],
  ]);
  // Olive trees in loose rows, with gaps and different ages.
  const spacing = rng.range(7, 9);
  const rowAngle = rng.range(-0.25, 0.25);
  const cos = Math.cos(rowAngle);
  const sin = Math.sin(rowAngle);
  const candidates: Array<[number, number, number]> = [];
  for (let i = -20; i <= 20; i++) {
    for (let j = 0; j < plotDepth / spacing; j++) {
      const lx = i * spacing + rng.range(-1, 1);
      const lz = 6 + j * spacing + rng.range(-1, 1);
      const x = lx * cos - lz * sin + cam.pos.x;
      const z = lx * sin + lz * cos;
      if (rng.chance(0.12)) continue;
      const d = cam.depth(v3(x, 0, z));
      if (d < 7 || d > plotDepth + 20) continue;
      const sx = cam.project(v3(x, 0, z))[0];
      if (sx < -W * 0.2 || sx > W * 1.2) continue;
      candidates.push([d, x, z]);
    }
  }
  candidates.sort((a, b) => a[0] - b[0]);
  for (const [, x, z] of candidates.slice(0, 170))
    items.push(tree({ kind: 'olive', at: v3(x, 0, z), height: rng.range(3.2, 5.5), rng }));
  // Cypresses at the edge of the plot and a dry-stone terrace wall.
  for (let i = 0; i < rng.int(2, 5); i++)
    items.push(
      tree({
        kind: 'cypress',
        at: v3(rng.range(-60, 60), 0, plotDepth * rng.range(0.6, 1)),
        height: rng.range(9, 13),
        rng,
      }),
    );
  const walls = rng.int(0, 2);
  for (let k = 0; k < walls; k++) {
    const z = rng.range(14, 40);
    items.push(
      box(
        { x0: -120, x1: 120, y0: 0, y1: rng.range(0.6, 1.0), z0: z, z1: z + 0.6 },
        {
          albedo: mix(STONE, [200, 188, 160], 0.5),
          courses: { step: 0.22, along: 'v', strength: 0.45, stone: true },
        },
      ),
    );
  }
  paintWorld(ctx, {
    items,
    groundAlbedo: soil,
    shadowRange: 120,
    ground: (c) => {
      // The plot, its far edge ragged with scrub.
      const edge: Array<[number, number]> = [];
      for (let i = 0; i <= 24; i++) edge.push([-600 + i * 50, plotDepth + rng.range(-10, 10)]);
      paintLawn(c, frame, rng.fork('soil'), [[-600, 0.5], [600, 0.5], ...edge.slice().reverse()], soil);
      // Grass tufts in the foreground.
      const tufts: string[] = [];
      for (let i = 0; i < 500; i++) {
        const x = rng.range(-30, 30);
        const z = rng.range(2.5, 30);
        const p = c.cam.project(v3(x, 0, z));
        if (p[0] < -20 || p[0] > W + 20 || p[1] > H + 10) continue;
        const k = c.cam.scaleAt(c.cam.depth(v3(x, 0, z)));
        const hgt = k * rng.range(0.1, 0.35);
        for (let b = 0; b < 4; b++) {
          const dx = rng.range(-0.6, 0.6) * hgt;
          tufts.push(
            `M${(p[0] + rng.range(-0.3, 0.3) * hgt).toFixed(1)} ${p[1].toFixed(1)}q${(dx * 0.3).toFixed(1)} ${(-hgt * 0.6).toFixed(1)} ${dx.toFixed(1)} ${(-hgt).toFixed(1)}`,
          );
        }
      }
      const grass = groundColour(frame, mix(soil, [200, 186, 120], 0.4), 10);
      c.svg.add(
        `<path d="${tufts.join('')}" stroke="${css(grass)}" stroke-width="${Math.max(0.8, W / 1200).toFixed(1)}" fill="none" opacity="0.7"/>`,
      );
      const dry = groundColour(frame, scale(soil, 0.7), 10);
      c.svg.add(
        `<path d="${tufts.filter((_, i) => i % 3 === 0).join('')}" stroke="${css(dry)}" stroke-width="${Math.max(0.8, W / 1400).toFixed(1)}" fill="none" opacity="0.6" transform="translate(${(W / 400).toFixed(1)} 0)"/>`,
      );
      const stones: string[] = [];
      for (let i = 0; i < 160; i++) {
        const p = c.cam.project(v3(rng.range(-40, 40), 0, rng.range(3, 40)));
        const r = c.cam.scaleAt(c.cam.depth(v3(0, 0, 10))) * 0.05 * rng.range(0.4, 1.6);
        stones.push(
          `M${p[0] - r} ${p[1]}a${r} ${r * 0.5} 0 1 0 ${2 * r} 0a${r} ${r * 0.5} 0 1 0 ${-2 * r} 0Z`,
        );
      }
      c.svg.path(stones.join(''), css(scale(groundColour(frame, [226, 216, 196], 20), 1)), 'opacity="0.6"');
    },
  });
  const layers: Layer[] = [
    { svg: sky, scale: 0.25, blur: W * 0.004 },
    { svg: far, scale: 0.5, blur: W * 0.0015 },
    { svg: main },
  ];
  if (!drone && rng.chance(0.4))
    layers.push(foregroundFoliage(frame, rng.fork('fg'), rng.chance(0.5) ? 'left' : 'right', 'olive'));
  return { layers, post: defaultPost(atm) };
}
