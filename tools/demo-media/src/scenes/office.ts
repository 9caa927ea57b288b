/** A meeting room: a long table with laptops and drawings, chairs, a city view; people out of focus in front. */
import { css, mix, scale, type RGB } from '../color';
import type { Layer } from '../compose';
import type { Rng } from '../prng';
import { type Item, box, paintWorld, v3 } from '../scene3d';
import { Svg, n } from '../svg';
import { tree } from '../vegetation';
import { interiorLayers, interiorPost, makeRoom, pendant, roomShell, type Room } from './office-room';
import type { SceneInput, ScenePicture } from './common';

function chair(x: number, z: number, facing: 1 | -1, colour: RGB): Item[] {
  const back = facing > 0 ? z - 0.28 : z + 0.22;
  return [
    box({ x0: x - 0.25, x1: x + 0.25, y0: 0.42, y1: 0.5, z0: z - 0.25, z1: z + 0.25 }, { albedo: colour }),
    box(
      { x0: x - 0.25, x1: x + 0.25, y0: 0.5, y1: 1.05, z0: back, z1: back + 0.06 },
      { albedo: scale(colour, 0.9) },
    ),
    box(
      { x0: x - 0.03, x1: x + 0.03, y0: 0, y1: 0.42, z0: z - 0.03, z1: z + 0.03 },
      { albedo: [50, 50, 52] },
    ),
  ];
}

function laptop(x: number, z: number, facing: 1 | -1): Item[] {
  const sz = facing > 0 ? z + 0.18 : z - 0.2;
  return [
    box(
      { x0: x - 0.17, x1: x + 0.17, y0: 0.76, y1: 0.775, z0: z - 0.12, z1: z + 0.12 },
      { albedo: [170, 172, 176] },
    ),
    box(
      { x0: x - 0.17, x1: x + 0.17, y0: 0.775, y1: 1.0, z0: sz, z1: sz + 0.015 },
      {
        albedo: [60, 62, 66],
        front: facing < 0 ? [] : [],
        back: [],
      },
    ),
  ];
}

/** People in the foreground, out of focus: shoulders and heads from behind. */
export function foregroundPeople(room: { W: number; H: number }, rng: Rng, count: number): Layer {
  const svg = new Svg(room.W, room.H);
  const suits: RGB[] = [
    [40, 46, 60],
    [70, 74, 80],
    [200, 196, 188],
    [90, 70, 60],
    [30, 34, 40],
    [150, 160, 176],
  ];
  const hair: RGB[] = [
    [40, 30, 24],
    [70, 52, 40],
    [20, 18, 18],
    [120, 100, 80],
    [160, 160, 160],
  ];
  const slots = rng.shuffle([0.12, 0.88, 0.3, 0.7]).slice(0, count);
  for (const slot of slots) {
    const cx = slot * room.W + rng.range(-0.05, 0.05) * room.W;
    const base = room.H * 1.02;
    const s = room.H * rng.range(0.5, 0.65);
    const suit = rng.pick(suits);
    svg.path(
      `M${n(cx - s * 0.55)} ${n(base)}C${n(cx - s * 0.52)} ${n(base - s * 0.42)} ${n(cx - s * 0.3)} ${n(base - s * 0.5)} ${n(cx)} ${n(base - s * 0.52)}C${n(cx + s * 0.3)} ${n(base - s * 0.5)} ${n(cx + s * 0.52)} ${n(base - s * 0.42)} ${n(cx + s * 0.55)} ${n(base)}Z`,
      css(suit),
    );
    svg.rect(cx - s * 0.08, base - s * 0.62, s * 0.16, s * 0.14, css(scale([196, 160, 136], 0.8)));
    svg.ellipse(cx, base - s * 0.74, s * 0.14, s * 0.17, css(rng.pick(hair)));
  }
  return { svg, scale: 0.25, blur: room.W * 0.014 };
}

export function paintOffice(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const room: Room = makeRoom(input, 'city');
  const items: Item[] = [];
  const { floor } = roomShell(room, 'city', items);
  const d = room.depth;
  // The table runs away from the camera.
  const tx = room.cam.pos.x + rng.range(-0.4, 0.4);
  const tw = rng.range(1.2, 1.5);
  const z0 = rng.range(2.2, 2.8);
  const len = Math.min(d - z0 - 1.2, rng.range(3.2, 4.4));
  const top: RGB = rng.pick<RGB>([
    [230, 228, 222],
    [150, 116, 84],
    [60, 62, 64],
    [200, 180, 150],
  ]);
  items.push(
    box({ x0: tx - tw / 2, x1: tx + tw / 2, y0: 0.72, y1: 0.76, z0, z1: z0 + len }, { albedo: top }),
  );
  items.push(
    box(
      { x0: tx - 0.25, x1: tx + 0.25, y0: 0, y1: 0.72, z0: z0 + 0.4, z1: z0 + len - 0.4 },
      { albedo: [70, 70, 72] },
    ),
  );
  const chairC: RGB = rng.pick<RGB>([
    [40, 42, 46],
    [120, 124, 130],
    [180, 150, 120],
    [200, 198, 192],
  ]);
  const seats = Math.floor(len / 1.0);
  for (let i = 0; i < seats; i++) {
    const z = z0 + 0.6 + i * ((len - 1.2) / Math.max(1, seats - 1));
    items.push(...chair(tx - tw / 2 - 0.35, z, 1, chairC));
    items.push(...chair(tx + tw / 2 + 0.35, z, 1, chairC));
  }
  // Laptops, drawings, cups.
  for (let i = 0; i < rng.int(2, 4); i++) {
    const z = z0 + 0.5 + rng.range(0, len - 1);
    items.push(...laptop(tx + (i % 2 === 0 ? -1 : 1) * (tw / 2 - 0.3), z, 1));
  }
  const drawings = /drawing|plan|schedule|architect/.test(text) || rng.chance(0.6);
  if (drawings) {
    items.push({
      bbox: { x0: tx - 0.5, x1: tx + 0.5, y0: 0.76, y1: 0.762, z0: z0 + 0.6, z1: z0 + 1.6 },
      draw: (ctx) => {
        const sheets: Array<[number, number, number, number]> = [
          [tx - 0.45, z0 + 0.7, tx + 0.35, z0 + 1.3],
          [tx - 0.2, z0 + 1.0, tx + 0.5, z0 + 1.55],
        ];
        for (const [a, b, c, e] of sheets) {
          const p = ctx.cam.polygon([v3(a, 0.762, b), v3(c, 0.762, b), v3(c, 0.762, e), v3(a, 0.762, e)]);
          ctx.svg.poly(p, '#f4f2ec');
          const lines: string[] = [];
          for (let k = 1; k < 6; k++) {
            const q = ctx.cam.polygon([
              v3(a + 0.05, 0.763, b + ((e - b) * k) / 6),
              v3(c - 0.05, 0.763, b + ((e - b) * k) / 6),
              v3(c - 0.05, 0.763, b + ((e - b) * k) / 6),
            ]);
            if (q.length >= 2) lines.push(`M${n(q[0][0])} ${n(q[0][1])}L${n(q[1][0])} ${n(q[1][1])}`);
          }
          ctx.svg.add(
            `<path d="${lines.join('')}" stroke="#6a7a90" stroke-width="1" opacity="0.6" fill="none"/>`,
          );
        }
      },
    });
  }
  items.push(pendant(tx, z0 + len / 2, room.height, 0.9));
  items.push(
    box(
      { x0: room.width / 2 - 0.5, x1: room.width / 2 - 0.1, y0: 0, y1: 0.45, z0: d - 1.2, z1: d - 0.8 },
      { albedo: [90, 90, 92] },
    ),
  );
  items.push(
    tree({ kind: 'olive', at: v3(room.width / 2 - 0.3, 0.45, d - 1.0), height: 1.6, rng, shadow: false }),
  );
  paintWorld(room.ctx, { items, groundAlbedo: floor });
  const layers = interiorLayers(room);
  const people = /consultant|advis|architect|engineer|discuss|meeting|handshake|business/.test(text)
    ? rng.int(1, 3)
    : rng.chance(0.5)
      ? rng.int(1, 2)
      : 0;
  if (people > 0) layers.push(foregroundPeople(room, rng.fork('people'), people));
  void mix;
  return { layers, post: interiorPost(room) };
}
