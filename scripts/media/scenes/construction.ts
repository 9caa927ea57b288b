/** A building site: reinforced concrete frame, brick infill below, scaffolding with netting, a tower crane. */
import { css, mix, type RGB } from '../color';
import { paintHills, paintSky } from '../landscape';
import type { Rng } from '../prng';
import { type DrawContext, type Item, type V3, box, fog, paintWorld, shade, v3 } from '../scene3d';
import { Svg, n } from '../svg';
import { tree } from '../vegetation';
import {
  CONCRETE,
  TERRACOTTA,
  context,
  defaultPost,
  makeFrame,
  paintGroundSurface,
  paintLawn,
  type SceneInput,
  type ScenePicture,
} from './common';

/** A slender member between two points, as a stroke whose width follows the perspective. */
export function member(
  ctx: DrawContext,
  a: V3,
  b: V3,
  thickness: number,
  albedo: RGB,
  lit = true,
): string | null {
  const ca = ctx.cam.toCam(a);
  const cb = ctx.cam.toCam(b);
  if (ca.z < 0.3 || cb.z < 0.3) return null;
  const pa = ctx.cam.projectCam(ca);
  const pb = ctx.cam.projectCam(cb);
  const depth = (ca.z + cb.z) / 2;
  const w = Math.max(0.6, thickness * ctx.cam.scaleAt(depth));
  const c = fog(
    shade(albedo, v3(0, 0, -1), lit && ctx.light.atm.sunLight[0] > 0, ctx.light, 1.1),
    depth,
    ctx.light,
  );
  return `<path d="M${n(pa[0])} ${n(pa[1])}L${n(pb[0])} ${n(pb[1])}" stroke="${css(c)}" stroke-width="${n(w)}" fill="none"/>`;
}

function lattice(
  ctx: DrawContext,
  a: V3,
  b: V3,
  c: V3,
  d: V3,
  panels: number,
  thickness: number,
  colour: RGB,
): string[] {
  // A lattice between edge a→b and edge d→c (two parallel chords), zig-zag diagonals.
  const out: string[] = [];
  const push = (s: string | null) => s && out.push(s);
  push(member(ctx, a, b, thickness, colour));
  push(member(ctx, d, c, thickness, colour));
  for (let i = 0; i < panels; i++) {
    const t0 = i / panels;
    const t1 = (i + 1) / panels;
    const p0 = lerp(a, b, t0);
    const q1 = lerp(d, c, t1);
    const q0 = lerp(d, c, t0);
    push(member(ctx, p0, q1, thickness * 0.6, colour));
    push(member(ctx, p0, q0, thickness * 0.5, colour));
  }
  return out;
}

const lerp = (a: V3, b: V3, t: number): V3 =>
  v3(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t);

/** A tower crane: lattice mast, jib and counter-jib, cab, counterweights, hook. */
export function towerCrane(at: V3, height: number, jib: number, heading: number, colour: RGB): Item {
  const s = 1.6;
  return {
    bbox: { x0: at.x - jib, x1: at.x + jib, y0: 0, y1: height + 6, z0: at.z - jib, z1: at.z + jib },
    castsShadow: false,
    draw: (ctx) => {
      const parts: string[] = [];
      const c0 = v3(at.x - s / 2, 0, at.z - s / 2);
      const c1 = v3(at.x + s / 2, 0, at.z - s / 2);
      const c2 = v3(at.x + s / 2, 0, at.z + s / 2);
      const c3 = v3(at.x - s / 2, 0, at.z + s / 2);
      const up = (p: V3) => v3(p.x, height, p.z);
      const panels = Math.round(height / 2);
      for (const [a, b] of [
        [c0, c1],
        [c1, c2],
        [c2, c3],
        [c3, c0],
      ] as const)
        parts.push(...lattice(ctx, a, up(a), up(b), b, panels, 0.14, colour));
      const dir = v3(Math.sin(heading), 0, Math.cos(heading));
      const top = v3(at.x, height, at.z);
      const tip = v3(at.x + dir.x * jib, height, at.z + dir.z * jib);
      const back = v3(at.x - dir.x * jib * 0.3, height, at.z - dir.z * jib * 0.3);
      const peak = v3(at.x, height + 6, at.z);
      const jibPanels = Math.round(jib / 2.5);
      parts.push(
        ...lattice(
          ctx,
          back,
          tip,
          v3(tip.x, height + 1.4, tip.z),
          v3(back.x, height + 1.4, back.z),
          jibPanels,
          0.12,
          colour,
        ),
      );
      for (const p of [tip, back, lerp(top, tip, 0.5)]) {
        const m = member(ctx, peak, v3(p.x, p.y + 1.4, p.z), 0.06, [80, 80, 80]);
        if (m) parts.push(m);
      }
      const mast = member(ctx, top, peak, 0.5, colour);
      if (mast) parts.push(mast);
      ctx.svg.add(parts.join(''));
      // Counterweights and cab.
      const cw = ctx.cam.polygon([
        v3(back.x - 1, height - 2.2, back.z - 1),
        v3(back.x + 1, height - 2.2, back.z + 1),
        v3(back.x + 1, height, back.z + 1),
        v3(back.x - 1, height, back.z - 1),
      ]);
      const depth = ctx.cam.depth(back);
      if (cw.length >= 3)
        ctx.svg.poly(cw, css(fog(shade(CONCRETE, v3(0, 0, -1), true, ctx.light), depth, ctx.light)));
      const cab = ctx.cam.polygon([
        v3(at.x + 0.8, height - 2.4, at.z - 0.8),
        v3(at.x + 2.4, height - 2.4, at.z - 0.8),
        v3(at.x + 2.4, height - 0.2, at.z - 0.8),
        v3(at.x + 0.8, height - 0.2, at.z - 0.8),
      ]);
      if (cab.length >= 3)
        ctx.svg.poly(cab, css(fog(shade([230, 228, 220], v3(0, 0, -1), true, ctx.light), depth, ctx.light)));
      // Trolley and hook.
      const trolley = lerp(top, tip, 0.6);
      const hookY = height * 0.45;
      const cable = member(ctx, trolley, v3(trolley.x, hookY, trolley.z), 0.04, [40, 40, 40]);
      if (cable) ctx.svg.add(cable);
      const hook = member(
        ctx,
        v3(trolley.x, hookY, trolley.z),
        v3(trolley.x, hookY - 1, trolley.z),
        0.5,
        [200, 60, 40],
      );
      if (hook) ctx.svg.add(hook);
    },
  };
}

function scaffold(face: { x0: number; x1: number; z: number }, height: number, netting: RGB | null): Item {
  const { x0, x1, z } = face;
  return {
    bbox: { x0: x0 - 0.1, x1: x1 + 0.1, y0: 0, y1: height, z0: z - 1.3, z1: z - 0.1 },
    castsShadow: false,
    draw: (ctx) => {
      const parts: string[] = [];
      const pole: RGB = [150, 152, 156];
      for (let x = x0; x <= x1 + 0.01; x += 2.2) {
        for (const zz of [z - 1.2, z - 0.2]) {
          const m = member(ctx, v3(x, 0, zz), v3(x, height, zz), 0.06, pole);
          if (m) parts.push(m);
        }
      }
      for (let y = 2; y <= height; y += 2) {
        for (const zz of [z - 1.2, z - 0.2]) {
          const m = member(ctx, v3(x0, y, zz), v3(x1, y, zz), 0.05, pole);
          if (m) parts.push(m);
        }
        const plank = ctx.cam.polygon([
          v3(x0, y, z - 1.2),
          v3(x1, y, z - 1.2),
          v3(x1, y + 0.06, z - 1.2),
          v3(x0, y + 0.06, z - 1.2),
        ]);
        if (plank.length >= 3)
          parts.push(
            `<path d="M${plank.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}Z" fill="${css(fog([150, 120, 80], ctx.cam.depth(v3(x0, y, z)), ctx.light))}"/>`,
          );
      }
      ctx.svg.add(parts.join(''));
      if (netting) {
        const net = ctx.cam.polygon([
          v3(x0, height * 0.45, z - 1.25),
          v3(x1, height * 0.45, z - 1.25),
          v3(x1, height, z - 1.25),
          v3(x0, height, z - 1.25),
        ]);
        if (net.length >= 3)
          ctx.svg.poly(
            net,
            css(fog(netting, ctx.cam.depth(v3((x0 + x1) / 2, height, z)), ctx.light)),
            'opacity="0.55"',
          );
      }
    },
  };
}

/** A worker or engineer in a hard hat and high-visibility vest, seen small. */
export function worker(at: V3, rng: Rng): Item {
  const hat: RGB = rng.pick<RGB>([
    [240, 240, 236],
    [236, 196, 40],
    [236, 236, 236],
  ]);
  const vest: RGB = rng.pick<RGB>([
    [226, 120, 40],
    [210, 220, 60],
  ]);
  return {
    bbox: { x0: at.x - 0.3, x1: at.x + 0.3, y0: at.y, y1: at.y + 1.8, z0: at.z - 0.2, z1: at.z + 0.2 },
    draw: (ctx) => {
      const depth = ctx.cam.depth(at);
      if (depth < 1) return;
      const px = ctx.cam.scaleAt(depth);
      const [x, y] = ctx.cam.project(at);
      const f = (c: RGB) => css(fog(shade(c, v3(0, 0, -1), true, ctx.light), depth, ctx.light));
      const s = ctx.svg;
      s.path(
        `M${n(x - 0.16 * px)} ${n(y)}L${n(x - 0.12 * px)} ${n(y - 0.85 * px)}L${n(x + 0.12 * px)} ${n(y - 0.85 * px)}L${n(x + 0.16 * px)} ${n(y)}L${n(x + 0.04 * px)} ${n(y)}L${n(x)} ${n(y - 0.5 * px)}L${n(x - 0.04 * px)} ${n(y)}Z`,
        f([50, 56, 70]),
      );
      s.path(
        `M${n(x - 0.2 * px)} ${n(y - 0.82 * px)}L${n(x - 0.22 * px)} ${n(y - 1.42 * px)}Q${n(x)} ${n(y - 1.52 * px)} ${n(x + 0.22 * px)} ${n(y - 1.42 * px)}L${n(x + 0.2 * px)} ${n(y - 0.82 * px)}Z`,
        f(vest),
      );
      s.ellipse(x, y - 1.58 * px, 0.1 * px, 0.12 * px, f([176, 136, 110]));
      s.path(
        `M${n(x - 0.14 * px)} ${n(y - 1.62 * px)}Q${n(x)} ${n(y - 1.86 * px)} ${n(x + 0.14 * px)} ${n(y - 1.62 * px)}Z`,
        f(hat),
      );
    },
  };
}

export function paintConstruction(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const closeUp = /engineer|slab|checking|hard hat/.test(text);
  const turn = (rng.chance(0.5) ? 1 : -1) * rng.range(0.2, 0.6);
  const frame = makeFrame(input, {
    eye: closeUp ? rng.range(6, 9) : rng.range(1.6, 4),
    yaw: turn,
    horizon: portrait ? 0.62 : closeUp ? 0.42 : rng.range(0.62, 0.74),
    fov: portrait ? 62 : rng.range(55, 68),
    times: { morning: 2, midday: 3, afternoon: 3, golden: 1.5 },
    fogDistance: 800,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintHills(far, atm, rng.fork('h'), {
    base: cam.horizon + 2,
    height: H * rng.range(0.04, 0.1),
    distance: 0.85,
    colour: [120, 118, 100],
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const floors = rng.int(5, 8);
  const fh = 3.1;
  const bays = rng.int(4, 6);
  const bay = rng.range(4.5, 5.5);
  const width = bays * bay;
  const deep = rng.int(2, 3) * bay;
  const zf = closeUp ? rng.range(10, 14) : rng.range(24, 34);
  const x0 = Math.tan(turn) * (zf + deep / 2) - width / 2;
  const done = rng.int(1, Math.max(1, floors - 3));
  const concrete: RGB = mix(CONCRETE, [196, 190, 178], rng.range(0, 0.6));
  const builtFloors = closeUp ? Math.min(floors, 3) : floors;
  for (let f = 0; f < builtFloors; f++) {
    const y = f * fh;
    // Slab.
    items.push(
      box(
        { x0, x1: x0 + width, y0: y + fh - 0.3, y1: y + fh, z0: zf, z1: zf + deep },
        { albedo: concrete, top: mix(concrete, [210, 206, 196], 0.5) },
      ),
    );
    if (f < done) {
      // Brick infill with openings.
      const front = [];
      for (let b = 0; b < bays; b++)
        front.push({
          u0: b * bay + 1.2,
          u1: b * bay + bay - 1.2,
          v0: 0.9,
          v1: 2.3,
          kind: 'dark' as const,
          reveal: 0.1,
        });
      items.push(
        box(
          {
            x0: x0 + 0.1,
            x1: x0 + width - 0.1,
            y0: y,
            y1: y + fh - 0.3,
            z0: zf + 0.15,
            z1: zf + deep - 0.15,
          },
          {
            albedo: mix(TERRACOTTA, [200, 140, 110], 0.4),
            courses: { step: 0.2, along: 'v', strength: 0.25 },
            front,
            noTop: true,
          },
        ),
      );
    } else {
      // Open frame: columns.
      for (let i = 0; i <= bays; i++) {
        for (let j = 0; j <= Math.round(deep / bay); j++) {
          const x = x0 + i * bay - (i === bays ? 0.4 : 0);
          const z = zf + j * bay - (j === Math.round(deep / bay) ? 0.4 : 0);
          items.push(
            box({ x0: x, x1: x + 0.4, y0: y, y1: y + fh - 0.3, z0: z, z1: z + 0.4 }, { albedo: concrete }),
          );
        }
      }
    }
  }
  const topY = builtFloors * fh;
  // Rebar stubs on the top slab.
  items.push({
    bbox: { x0, x1: x0 + width, y0: topY, y1: topY + 1.2, z0: zf, z1: zf + deep },
    draw: (c) => {
      const parts: string[] = [];
      for (let i = 0; i <= bays; i++) {
        for (let j = 0; j <= Math.round(deep / bay); j++) {
          for (const dx of [0.08, 0.32]) {
            const m = member(
              c,
              v3(x0 + i * bay + dx - (i === bays ? 0.4 : 0), topY, zf + j * bay + 0.1),
              v3(x0 + i * bay + dx - (i === bays ? 0.4 : 0), topY + 1.1, zf + j * bay + 0.1),
              0.025,
              [110, 70, 50],
            );
            if (m) parts.push(m);
          }
        }
      }
      c.svg.add(parts.join(''));
    },
  });
  if (closeUp) items.push(worker(v3(x0 + width * rng.range(0.3, 0.7), topY, zf + rng.range(1.5, 4)), rng));
  if (!closeUp || rng.chance(0.5))
    items.push(
      scaffold(
        { x0: x0, x1: x0 + width * rng.range(0.4, 1), z: zf },
        Math.min(topY, done * fh + fh * 2),
        rng.chance(0.6)
          ? rng.pick<RGB>([
              [90, 140, 90],
              [230, 230, 226],
              [60, 110, 140],
            ])
          : null,
      ),
    );
  // Cranes.
  const cranes = /cranes/.test(text) ? 2 : 1;
  for (let i = 0; i < cranes; i++) {
    const cx = i === 0 ? x0 + width + rng.range(3, 8) : x0 - rng.range(6, 12);
    items.push(
      towerCrane(
        v3(cx, 0, zf + deep * rng.range(0.3, 1.2)),
        topY + rng.range(10, 18),
        rng.range(28, 42),
        turn + rng.range(-2.6, -1.2) * (i === 0 ? 1 : -1),
        rng.pick<RGB>([
          [214, 178, 62],
          [232, 230, 224],
          [214, 178, 62],
        ]),
      ),
    );
  }
  // Site hut and hoarding.
  const hut = x0 - rng.range(6, 10);
  items.push(
    box(
      { x0: hut - 6, x1: hut, y0: 0, y1: 2.6, z0: zf - 3, z1: zf - 0.6 },
      {
        albedo: [230, 230, 226],
        front: [
          { u0: 1, u1: 2.2, v0: 1, v1: 2, kind: 'glass' },
          { u0: 3.5, u1: 4.4, v0: 0, v1: 2.1, kind: 'panel', color: [120, 120, 120] },
        ],
      },
    ),
  );
  if (!closeUp && rng.chance(0.6)) {
    // Hoarding panels with gaps.
    for (let x = x0 - 20; x < x0 + width + 20; x += 2.5) {
      if (rng.chance(0.12)) continue;
      items.push(
        box(
          { x0: x, x1: x + 2.45, y0: 0, y1: 2.0, z0: zf - 9, z1: zf - 8.95 },
          {
            albedo: rng.pick<RGB>([
              [214, 216, 212],
              [206, 208, 204],
            ]),
            castsShadow: true,
          },
        ),
      );
    }
  }
  // Pallets of blocks, timber and rebar on the ground.
  for (let i = 0; i < rng.int(3, 7); i++) {
    const px = x0 + rng.range(-6, width + 6);
    const pz = zf - rng.range(1.5, 6);
    const kind = rng.pick(['blocks', 'timber', 'bags'] as const);
    const c: RGB = kind === 'blocks' ? [186, 182, 172] : kind === 'timber' ? [176, 140, 96] : [220, 214, 200];
    items.push(
      box(
        {
          x0: px,
          x1: px + rng.range(1, 2.4),
          y0: 0,
          y1: rng.range(0.5, 1.2),
          z0: pz,
          z1: pz + rng.range(0.9, 1.3),
        },
        { albedo: c, courses: kind === 'blocks' ? { step: 0.2, along: 'v', strength: 0.3 } : undefined },
      ),
    );
  }
  for (let i = 0; i < 4; i++)
    items.push(
      tree({
        kind: rng.pick(['pine', 'olive', 'cypress'] as const),
        at: v3(x0 + rng.range(-40, width + 40), 0, zf + deep + rng.range(8, 30)),
        height: rng.range(6, 11),
        rng,
      }),
    );
  paintWorld(ctx, {
    items,
    groundAlbedo: [170, 150, 120],
    ground: (c) => {
      paintLawn(
        c,
        frame,
        rng.fork('dirt'),
        [
          [-500, -5],
          [500, -5],
          [500, 600],
          [-500, 600],
        ],
        [168, 146, 112],
      );
      paintGroundSurface(
        c,
        frame,
        [
          [x0 - 3, zf - 6],
          [x0 + width + 3, zf - 6],
          [x0 + width + 3, zf + deep + 3],
          [x0 - 3, zf + deep + 3],
        ],
        [150, 146, 138],
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
