/** A building site: reinforced concrete frame, brick infill below, scaffolding with netting, a tower crane. */
import { css, mix, scale, type RGB } from '../color';
import { paintHills, paintSea, paintSky } from '../landscape';
import type { Rng } from '../prng';
import {
  type Box,
  type DrawContext,
  type Item,
  type Opening,
  type V3,
  box,
  dot,
  fog,
  hipRoof,
  paintWorld,
  shade,
  v3,
} from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { tree } from '../vegetation';
import {
  CONCRETE,
  TERRACOTTA,
  context,
  defaultPost,
  makeFrame,
  type Frame,
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

const STONE_WALL: RGB = [196, 180, 150];

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
  const t = input.alt.toLowerCase();
  if (/solar|tracker|piling/.test(t)) return paintSolar(input);
  if (/treatment|tank|wastewater/.test(t)) return paintTanks(input);
  if (/steel|retail park|earthworks/.test(t)) return paintSteel(input);
  if (/sea-defence|sea defence|sea wall/.test(t)) return paintSeaDefence(input);
  if (/restoration|olive press|before demolition|closed/.test(t)) return paintFacadeWorks(input);
  return paintFrameSite(input);
}

/** A reinforced-concrete frame going up: slabs, columns, formwork and props on the top floor, infill
 * below, scaffolding, a tower crane; low villa frames among pines when the text speaks of villas. */
function paintFrameSite(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const lowRise = /villa|resort|hotel terraces|terraces|lagonisi|dry-stone/.test(text);
  const closeUp = /engineer|slab|checking|hard hat/.test(text);
  const turn = (rng.chance(0.5) ? 1 : -1) * rng.range(0.2, 0.6);
  const frame = makeFrame(input, {
    eye: closeUp ? 3 * 3.1 + rng.range(1.5, 1.8) : rng.range(1.6, 4),
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
  const floors = lowRise ? rng.int(2, 3) : rng.int(5, 8);
  const fh = 3.1;
  const bays = lowRise ? rng.int(3, 4) : rng.int(4, 6);
  const bay = rng.range(4.5, 5.5);
  const width = bays * bay;
  const deep = rng.int(2, 3) * bay;
  const zf = closeUp ? -3 : lowRise ? rng.range(20, 28) : rng.range(24, 34);
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
  // The top floor: steel props under the fresh slab, plywood formwork at its edges, the rebar mesh of
  // the next pour, red-and-white edge protection.
  const propsY = topY - fh;
  items.push({
    bbox: {
      x0: x0 + 0.5,
      x1: x0 + width - 0.5,
      y0: propsY,
      y1: topY - 0.3,
      z0: zf + 0.5,
      z1: zf + deep - 0.5,
    },
    castsShadow: false,
    draw: (c) => {
      const parts: string[] = [];
      for (let x = x0 + 1.2; x < x0 + width - 0.6; x += 1.2)
        for (let z = zf + 1.2; z < zf + deep - 0.6; z += 1.5) {
          const m = member(c, v3(x, propsY, z), v3(x, topY - 0.3, z), 0.05, [200, 150, 60]);
          if (m) parts.push(m);
        }
      c.svg.add(parts.join(''));
    },
  });
  const ply: RGB = rng.pick<RGB>([
    [214, 160, 70],
    [226, 186, 96],
    [196, 120, 60],
  ]);
  items.push(
    box(
      { x0: x0 - 0.05, x1: x0 + width + 0.05, y0: topY - 0.35, y1: topY + 0.15, z0: zf - 0.06, z1: zf },
      { albedo: ply, castsShadow: false },
    ),
  );
  items.push({
    bbox: { x0, x1: x0 + width, y0: topY, y1: topY + 1.2, z0: zf, z1: zf + deep },
    castsShadow: false,
    draw: (c) => {
      const lines: string[] = [];
      const seg = (a: V3, b: V3) => {
        const p2 = c.cam.polygon([a, b, b]);
        if (p2.length >= 2) lines.push(`M${n(p2[0][0])} ${n(p2[0][1])}L${n(p2[1][0])} ${n(p2[1][1])}`);
      };
      for (let x = x0 + 0.2; x < x0 + width; x += 0.3)
        seg(v3(x, topY + 0.05, zf + 0.2), v3(x, topY + 0.05, zf + deep - 0.2));
      for (let z = zf + 0.2; z < zf + deep; z += 0.3)
        seg(v3(x0 + 0.2, topY + 0.05, z), v3(x0 + width - 0.2, topY + 0.05, z));
      const d = c.cam.depth(v3(x0 + width / 2, topY, zf + deep / 2));
      c.svg.add(
        `<path d="${lines.join('')}" stroke="${css(fog([120, 80, 60], d, c.light))}" stroke-width="${n(Math.max(0.5, c.cam.scaleAt(d) * 0.016))}" fill="none" opacity="0.75"/>`,
      );
      // Edge protection: posts and two rails along the front.
      const posts: string[] = [];
      for (let x = x0; x <= x0 + width + 0.01; x += 2) {
        const m = member(c, v3(x, topY, zf - 0.1), v3(x, topY + 1.1, zf - 0.1), 0.05, [230, 200, 40]);
        if (m) posts.push(m);
      }
      for (const y of [0.55, 1.1]) {
        const m = member(
          c,
          v3(x0, topY + y, zf - 0.1),
          v3(x0 + width, topY + y, zf - 0.1),
          0.04,
          [220, 70, 50],
        );
        if (m) posts.push(m);
      }
      c.svg.add(posts.join(''));
    },
  });
  if (lowRise && !closeUp) {
    // More villa frames across the site, and the pines they are built among.
    for (let k = 0; k < rng.int(2, 3); k++) {
      const vx = x0 + (k % 2 === 0 ? -1 : 1) * rng.range(width + 6, width + 16) * (k + 1) * 0.6;
      const vz = zf + rng.range(6, 30);
      const vw = rng.range(10, 15);
      const vd = rng.range(8, 11);
      const vf = rng.int(1, 2);
      for (let f = 0; f < vf; f++) {
        items.push(
          box(
            { x0: vx, x1: vx + vw, y0: f * fh + fh - 0.3, y1: f * fh + fh, z0: vz, z1: vz + vd },
            { albedo: concrete, top: mix(concrete, [210, 206, 196], 0.5) },
          ),
        );
        for (let i = 0; i <= 3; i++)
          for (let j = 0; j <= 2; j++) {
            const cxp = vx + (i * (vw - 0.35)) / 3;
            const czp = vz + (j * (vd - 0.35)) / 2;
            items.push(
              box(
                { x0: cxp, x1: cxp + 0.35, y0: f * fh, y1: f * fh + fh - 0.3, z0: czp, z1: czp + 0.35 },
                { albedo: concrete },
              ),
            );
          }
      }
      if (rng.chance(0.6))
        items.push(
          box(
            { x0: vx - 1, x1: vx + vw + 1, y0: 0, y1: 0.9, z0: vz - 2, z1: vz - 1.5 },
            { albedo: STONE_WALL, courses: { step: 0.25, along: 'v', strength: 0.45, stone: true } },
          ),
        );
    }
    for (let i = 0; i < rng.int(6, 12); i++)
      items.push(
        tree({
          kind: 'pine',
          at: v3(x0 + rng.range(-50, width + 50), 0, zf + rng.range(-6, 60)),
          height: rng.range(9, 15),
          rng,
        }),
      );
  }
  if (closeUp) {
    items.push(worker(v3(rng.range(-1.2, 1.2), topY + 0.12, rng.range(3, 4.5)), rng));
    if (rng.chance(0.5))
      items.push(worker(v3(rng.range(2, 4) * (rng.chance(0.5) ? 1 : -1), topY + 0.12, rng.range(6, 9)), rng));
  }
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
  if (!closeUp && rng.chance(0.35)) {
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

// ---------------------------------------------------------------------------------------------
// The other kinds of site

interface Site {
  frame: Frame;
  sky: Svg;
  far: Svg;
  main: Svg;
  ctx: DrawContext;
  items: Item[];
  rng: Rng;
}

function site(
  input: SceneInput,
  o: { eye: number; horizon: number; fov?: number; yaw?: number; fogDistance?: number },
): Site {
  const { rng } = input;
  const portrait = input.height > input.width;
  const frame = makeFrame(input, {
    eye: o.eye,
    yaw: o.yaw ?? (rng.chance(0.5) ? 1 : -1) * rng.range(0.15, 0.5),
    horizon: portrait ? Math.max(0.45, o.horizon) : o.horizon,
    fov: portrait ? 60 : (o.fov ?? rng.range(56, 68)),
    times: { morning: 2, midday: 2.5, afternoon: 3, golden: 2 },
    fogDistance: o.fogDistance ?? 900,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintHills(far, atm, rng.fork('h'), {
    base: cam.horizon + 2,
    height: H * rng.range(0.04, 0.1),
    distance: 0.85,
    colour: [118, 116, 100],
  });
  const main = new Svg(W, H);
  return { frame, sky, far, main, ctx: context(main, frame), items: [], rng: rng.fork('ground') };
}

function finish(
  s: Site,
  groundAlbedo: RGB,
  ground?: (c: DrawContext) => void,
  landX?: [number, number],
): ScenePicture {
  const { frame } = s;
  paintWorld(s.ctx, {
    items: s.items,
    groundAlbedo,
    shadowRange: 400,
    ground: (c) => {
      const [lx0, lx1] = landX ?? [-800, 800];
      paintLawn(
        c,
        frame,
        s.rng,
        [
          [lx0, -5],
          [lx1, -5],
          [lx1, 900],
          [lx0, 900],
        ],
        groundAlbedo,
      );
      ground?.(c);
    },
  });
  return {
    layers: [
      { svg: s.sky, scale: 0.25, blur: frame.W * 0.004 },
      { svg: s.far, scale: 0.5, blur: frame.W * 0.001 },
      { svg: s.main },
    ],
    post: defaultPost(frame.atm),
  };
}

/** A tracked excavator: tracks, a turning cab, boom, arm and bucket. */
function excavator(at: V3, heading: number, colour: RGB): Item[] {
  const c = Math.cos(heading);
  const sn = Math.sin(heading);
  const out: Item[] = [];
  const bx2 = (u0: number, u1: number, y0: number, y1: number, w0: number, w1: number): Box => {
    const pts = [
      [u0, w0],
      [u1, w0],
      [u1, w1],
      [u0, w1],
    ].map(([u, w]) => [at.x + u * c - w * sn, at.z + u * sn + w * c]);
    const xs = pts.map((p) => p[0]);
    const zs = pts.map((p) => p[1]);
    return {
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: at.y + y0,
      y1: at.y + y1,
      z0: Math.min(...zs),
      z1: Math.max(...zs),
    };
  };
  out.push(box(bx2(-2.2, 2.2, 0, 0.9, -1.4, -0.7), { albedo: [50, 50, 52] }));
  out.push(box(bx2(-2.2, 2.2, 0, 0.9, 0.7, 1.4), { albedo: [50, 50, 52] }));
  out.push(box(bx2(-1.6, 1.6, 0.9, 2.0, -1.3, 1.3), { albedo: colour }));
  out.push(
    box(bx2(-0.2, 1.2, 2.0, 3.1, -1.2, 0.1), {
      albedo: colour,
      front: [{ u0: 0.2, u1: 1.2, v0: 0.3, v1: 1.0, kind: 'glass' }],
    }),
  );
  const root = v3(at.x + 1.2 * c, at.y + 2.0, at.z + 1.2 * sn);
  const elbow = v3(at.x + 4.2 * c, at.y + 4.2, at.z + 4.2 * sn);
  const tip = v3(at.x + 6.2 * c, at.y + 0.8, at.z + 6.2 * sn);
  out.push({
    bbox: {
      x0: Math.min(root.x, tip.x) - 1,
      x1: Math.max(root.x, tip.x) + 1,
      y0: at.y,
      y1: at.y + 4.6,
      z0: Math.min(root.z, tip.z) - 1,
      z1: Math.max(root.z, tip.z) + 1,
    },
    castsShadow: false,
    draw: (ctx) => {
      const parts = [member(ctx, root, elbow, 0.45, colour), member(ctx, elbow, tip, 0.32, colour)];
      ctx.svg.add(parts.filter(Boolean).join(''));
      const d = ctx.cam.depth(tip);
      const px = ctx.cam.scaleAt(d);
      const p = ctx.cam.project(tip);
      ctx.svg.path(
        `M${n(p[0] - px * 0.5)} ${n(p[1] - px * 0.3)}L${n(p[0] + px * 0.5)} ${n(p[1] - px * 0.3)}L${n(p[0] + px * 0.3)} ${n(p[1] + px * 0.5)}L${n(p[0] - px * 0.4)} ${n(p[1] + px * 0.3)}Z`,
        css(fog([60, 60, 60], d, ctx.light)),
      );
    },
  });
  return out;
}

/** Mounds of earth and gravel. */
function mound(at: V3, r: number, colour: RGB): Item {
  return {
    bbox: { x0: at.x - r, x1: at.x + r, y0: 0, y1: r * 0.45, z0: at.z - r * 0.6, z1: at.z + r * 0.6 },
    castsShadow: false,
    draw: (ctx) => {
      const d = ctx.cam.depth(at);
      if (d < 2) return;
      const px = ctx.cam.scaleAt(d);
      const [x, y] = ctx.cam.project(at);
      const R = r * px;
      const lit = fog(
        shade(colour, v3(0.3, 0.9, -0.3), ctx.light.atm.sunLight[0] > 0, ctx.light),
        d,
        ctx.light,
      );
      const dark = fog(shade(colour, v3(-0.5, 0.6, -0.4), false, ctx.light), d, ctx.light);
      const sunX = ctx.light.L.x * ctx.cam.cos - ctx.light.L.z * ctx.cam.sin > 0 ? 1 : -1;
      ctx.svg.path(
        `M${n(x - R)} ${n(y)}Q${n(x - R * 0.3)} ${n(y - R * 0.55)} ${n(x)} ${n(y - R * 0.5)}Q${n(x + R * 0.4)} ${n(y - R * 0.5)} ${n(x + R)} ${n(y)}Z`,
        ctx.svg.linear(
          x - R,
          0,
          x + R,
          0,
          sunX > 0
            ? [
                [0, dark],
                [0.6, lit],
                [1, lit],
              ]
            : [
                [0, lit],
                [0.4, lit],
                [1, dark],
              ],
        ),
      );
    },
  };
}

/** Solar park: rows of single-axis trackers on steel piles, some rows finished, others only piled. */
function paintSolar(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const piling = /piling/.test(text);
  const s = site(input, {
    eye: rng.range(2.2, 5),
    horizon: rng.range(0.42, 0.5),
    yaw: rng.range(0.35, 0.7) * (rng.chance(0.5) ? 1 : -1),
    fogDistance: 1200,
  });
  const { frame, items } = s;
  const tilt = rng.range(-0.45, 0.45);
  const rowGap = rng.range(6, 7.5);
  const rows = 26;
  const len = 220;
  const pileStep = 7;
  for (let r = -rows / 2; r < rows / 2; r++) {
    const x = r * rowGap + rng.range(-0.1, 0.1);
    if (Math.abs(x) < rowGap * 0.6) continue;
    const z0 = 16;
    const done = piling ? rng.chance(0.3) : rng.chance(0.65);
    const reach = done ? len : rng.range(0.2, 1) * len;
    items.push({
      bbox: { x0: x - 1.3, x1: x + 1.3, y0: 0, y1: 3, z0, z1: z0 + len },
      castsShadow: false,
      draw: (ctx) => {
        const { cam, svg, light } = ctx;
        const posts: string[] = [];
        for (let z = z0 + len; z >= z0; z -= pileStep) {
          if (z - z0 > reach + 20) continue;
          const m = member(ctx, v3(x, 0, z), v3(x, done ? 1.9 : 1.5, z), 0.16, [150, 156, 160]);
          if (m) posts.push(m);
        }
        svg.add(posts.join(''));
        if (!done) return;
        // The torque tube, then the modules, tilted towards the sun.
        const tube = member(ctx, v3(x, 2, z0), v3(x, 2, z0 + reach), 0.12, [170, 174, 178]);
        if (tube) svg.add(tube);
        const panels: string[] = [];
        const frames: string[] = [];
        const c = Math.cos(tilt);
        const sn = Math.sin(tilt);
        for (let z = z0 + reach - 1.15; z >= z0; z -= 1.15) {
          const q = cam.polygon([
            v3(x - 1.15 * c, 2 - 1.15 * sn, z),
            v3(x + 1.15 * c, 2 + 1.15 * sn, z),
            v3(x + 1.15 * c, 2 + 1.15 * sn, z + 1.12),
            v3(x - 1.15 * c, 2 - 1.15 * sn, z + 1.12),
          ]);
          if (q.length >= 3) {
            const d = polyD(q);
            panels.push(d);
            frames.push(d);
          }
        }
        const depth = cam.depth(v3(x, 2, z0 + reach / 2));
        const atm = light.atm;
        const nrm = v3(-sn, c, 0);
        const facing = dot(nrm, light.L);
        const base = mix([26, 40, 66], mix(atm.skyMid, atm.skyHorizon, 0.5), 0.28 + 0.2 * Math.max(0, nrm.y));
        const glare = facing > 0.6 ? 0.15 : 0;
        svg.path(panels.join(''), css(fog(mix(base, [255, 255, 255], glare), depth, light)));
        svg.add(
          `<path d="${frames.join('')}" stroke="${css(fog([180, 186, 194], depth, light))}" stroke-width="${n(Math.max(0.4, cam.scaleAt(depth) * 0.02))}" fill="none" opacity="0.7"/>`,
        );
      },
    });
  }
  // A piling rig and a pallet of piles.
  const rigX = rng.range(-2, 2) * rowGap;
  const rigZ = rng.range(24, 40);
  items.push(
    box(
      { x0: rigX - 1.2, x1: rigX + 1.2, y0: 0, y1: 1.6, z0: rigZ, z1: rigZ + 3.5 },
      { albedo: [214, 170, 50] },
    ),
  );
  items.push({
    bbox: { x0: rigX - 0.3, x1: rigX + 0.3, y0: 1.6, y1: 8, z0: rigZ - 0.5, z1: rigZ },
    castsShadow: false,
    draw: (ctx) => {
      const m = member(ctx, v3(rigX, 0.2, rigZ - 0.3), v3(rigX, 7.5, rigZ - 0.3), 0.35, [214, 170, 50]);
      if (m) ctx.svg.add(m);
    },
  });
  items.push(
    box(
      { x0: rigX + 3, x1: rigX + 5.5, y0: 0, y1: 0.6, z0: rigZ + 2, z1: rigZ + 8 },
      { albedo: [150, 156, 160], courses: { step: 0.15, along: 'v', strength: 0.4 } },
    ),
  );
  for (let i = 0; i < rng.int(1, 3); i++)
    items.push(worker(v3(rigX + rng.range(-4, 4), 0, rigZ - rng.range(1, 4)), rng));
  void frame;
  return finish(s, [170, 150, 118]);
}

/** A cylinder standing on the ground: wall, rim and, for an open tank, its inside and water. */
function cylinder(
  c: V3,
  r: number,
  h: number,
  albedo: RGB,
  o: { open?: boolean; water?: boolean; building?: boolean } = {},
): Item {
  return {
    bbox: { x0: c.x - r, x1: c.x + r, y0: c.y, y1: c.y + h, z0: c.z - r, z1: c.z + r },
    castsShadow: false,
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const ring = (y: number, rr: number) => {
        const pts: V3[] = [];
        for (let i = 0; i < 40; i++) {
          const a = (i / 40) * Math.PI * 2;
          pts.push(v3(c.x + Math.cos(a) * rr, y, c.z + Math.sin(a) * rr));
        }
        return cam.polygon(pts);
      };
      const top = ring(c.y + h, r);
      const foot = ring(c.y, r);
      if (top.length < 3 || foot.length < 3) return;
      const d = cam.depth(c);
      const all = top.concat(foot);
      const xs = all.map((p) => p[0]);
      const x0 = Math.min(...xs);
      const x1 = Math.max(...xs);
      const sunX = light.L.x * cam.cos - light.L.z * cam.sin;
      const sunUp = light.atm.sunLight[0] > 0;
      const lit = fog(shade(albedo, v3(Math.sign(sunX), 0, -0.3), sunUp, light), d, light);
      const dark = fog(shade(albedo, v3(-Math.sign(sunX), 0, -0.3), false, light), d, light);
      const mid = fog(shade(albedo, v3(0, 0, -1), sunUp && Math.abs(sunX) < 0.9, light), d, light);
      // The silhouette: the two ellipses and their tangents.
      const left = (pts: Pt[]) => pts.reduce((a, b) => (b[0] < a[0] ? b : a));
      const right = (pts: Pt[]) => pts.reduce((a, b) => (b[0] > a[0] ? b : a));
      const lower = (pts: Pt[]) => pts.filter((p) => p[1] >= (left(pts)[1] + right(pts)[1]) / 2 - 0.01);
      const body = [left(top), ...lower(foot).sort((a, b) => a[0] - b[0]), right(top)];
      svg.path(
        `M${body.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}L${right(top)[0]} ${right(top)[1]}Z` +
          polyD(top),
        svg.linear(
          x0,
          0,
          x1,
          0,
          sunX > 0
            ? [
                [0, dark],
                [0.55, mid],
                [1, lit],
              ]
            : [
                [0, lit],
                [0.45, mid],
                [1, dark],
              ],
        ),
      );
      if (cam.pos.y > c.y + h && o.open) {
        const inner = ring(c.y + h, r - 0.35);
        svg.path(polyD(top), css(scale(lit, 1.02)));
        svg.path(polyD(inner), css(scale(dark, 0.8)));
        if (o.water) {
          const w = ring(c.y + h - 0.6, r - 0.35);
          svg.path(polyD(w), css(fog(mix([70, 110, 100], light.atm.skyMid, 0.3), d, light)));
          // The rotating bridge across the clarifier.
          const a = cam.project(v3(c.x - r, c.y + h + 0.4, c.z));
          const b = cam.project(v3(c.x + r, c.y + h + 0.4, c.z));
          svg.line(a, b, css(fog([90, 96, 100], d, light)), Math.max(0.8, cam.scaleAt(d) * 0.5));
        }
      }
      if (o.building) {
        // Rebar sticking out of the wall's head, and a scaffold ring.
        const bars: string[] = [];
        for (let i = 0; i < 60; i++) {
          const a = (i / 60) * Math.PI * 2;
          const pA = v3(c.x + Math.cos(a) * r, c.y + h, c.z + Math.sin(a) * r);
          if (cam.depth(pA) < 1) continue;
          const p1 = cam.project(pA);
          const p2 = cam.project(v3(pA.x, pA.y + 1.2, pA.z));
          bars.push(`M${n(p1[0])} ${n(p1[1])}L${n(p2[0])} ${n(p2[1])}`);
        }
        svg.add(
          `<path d="${bars.join('')}" stroke="${css(fog([110, 70, 50], d, light))}" stroke-width="${n(Math.max(0.5, cam.scaleAt(d) * 0.03))}" fill="none"/>`,
        );
      }
    },
  };
}

/** A wastewater treatment plant going up: round clarifiers, rectangular basins, a crane. */
function paintTanks(input: SceneInput): ScenePicture {
  const { rng } = input;
  const s = site(input, { eye: rng.range(5, 9), horizon: rng.range(0.4, 0.48), fogDistance: 1100 });
  const { items } = s;
  const concrete: RGB = mix(CONCRETE, [200, 196, 186], rng.range(0, 0.6));
  const zc = rng.range(30, 45);
  const xc = Math.tan(s.frame.cam.yaw) * zc;
  for (let i = 0; i < rng.int(2, 3); i++) {
    const r = rng.range(8, 12);
    const x = xc + (i - 1) * rng.range(22, 28);
    const z = zc + rng.range(-4, 10) + i * 6;
    items.push(
      cylinder(v3(x, 0, z), r, rng.range(3.5, 4.5), concrete, {
        open: true,
        water: i === 0 && rng.chance(0.6),
        building: i > 0 && rng.chance(0.6),
      }),
    );
  }
  // Rectangular basins: walls of poured concrete, one bay still in formwork.
  const bx0 = xc - rng.range(20, 30);
  const bz0 = zc - rng.range(12, 18);
  for (let k = 0; k < 3; k++) {
    const x0 = bx0 + k * 9;
    const wallH = k === 2 ? 2.2 : 3.6;
    for (const [a, b, c2, d2] of [
      [x0, x0 + 8.6, bz0, bz0 + 0.3],
      [x0, x0 + 8.6, bz0 + 12, bz0 + 12.3],
      [x0, x0 + 0.3, bz0, bz0 + 12.3],
      [x0 + 8.3, x0 + 8.6, bz0, bz0 + 12.3],
    ])
      items.push(
        box(
          { x0: a, x1: b, y0: 0, y1: wallH, z0: c2, z1: d2 },
          { albedo: k === 2 ? [214, 166, 80] : concrete, top: concrete },
        ),
      );
  }
  items.push(
    towerCrane(
      v3(xc + rng.range(-10, 10), 0, zc + 30),
      rng.range(26, 34),
      rng.range(30, 40),
      rng.range(0, Math.PI * 2),
      [214, 178, 62],
    ),
  );
  items.push(
    ...excavator(
      v3(xc + rng.range(-20, 20), 0, zc - rng.range(10, 18)),
      rng.range(0, Math.PI * 2),
      [220, 170, 50],
    ),
  );
  items.push(mound(v3(xc + rng.range(-30, 30), 0, zc - rng.range(4, 12)), rng.range(4, 7), [170, 146, 110]));
  for (let i = 0; i < rng.int(2, 4); i++)
    items.push(worker(v3(xc + rng.range(-15, 15), 0, zc - rng.range(6, 14)), rng));
  for (let i = 0; i < 5; i++)
    items.push(
      tree({
        kind: rng.pick(['olive', 'cypress', 'olive'] as const),
        at: v3(xc + rng.range(-70, 70), 0, zc + rng.range(30, 80)),
        height: rng.range(5, 10),
        rng,
      }),
    );
  return finish(s, [172, 150, 116]);
}

/** Steel frames of a retail park: columns, portal rafters, purlins, bracing; a mobile crane lifting. */
function paintSteel(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const s = site(input, { eye: rng.range(1.8, 4), horizon: rng.range(0.55, 0.66), fogDistance: 1000 });
  const { items } = s;
  const steel: RGB = rng.pick<RGB>([
    [150, 70, 50],
    [120, 126, 132],
    [70, 96, 120],
  ]);
  const bays = rng.int(6, 9);
  const bayW = rng.range(7, 9);
  const spans = rng.int(2, 3);
  const span = rng.range(14, 20);
  const hCol = rng.range(7, 9);
  const zf = rng.range(22, 32);
  const x0 = Math.tan(s.frame.cam.yaw) * (zf + 10) - (bays * bayW) / 2;
  const depth = spans * span;
  const built = rng.int(Math.ceil(bays * 0.5), bays);
  items.push({
    bbox: { x0, x1: x0 + bays * bayW, y0: 0, y1: hCol + 2, z0: zf, z1: zf + depth },
    castsShadow: false,
    draw: (ctx) => {
      const parts: string[] = [];
      const push = (m: string | null) => m && parts.push(m);
      for (let i = 0; i <= built; i++) {
        const x = x0 + i * bayW;
        for (let j = 0; j <= spans; j++)
          push(member(ctx, v3(x, 0, zf + j * span), v3(x, hCol, zf + j * span), 0.35, steel));
        // Portal rafters, pitched.
        for (let j = 0; j < spans; j++) {
          const za = zf + j * span;
          const peak = v3(x, hCol + 1.4, za + span / 2);
          push(member(ctx, v3(x, hCol, za), peak, 0.45, steel));
          push(member(ctx, peak, v3(x, hCol, za + span), 0.45, steel));
        }
      }
      // Purlins and eaves beams along the built bays.
      for (let j = 0; j <= spans * 2; j++) {
        const z = zf + (j * span) / 2;
        const y = j % 2 === 0 ? hCol : hCol + 1.4;
        push(member(ctx, v3(x0, y, z), v3(x0 + built * bayW, y, z), 0.2, steel));
      }
      // Cross bracing in the end bays.
      for (const i of [0, built - 1]) {
        const xa = x0 + i * bayW;
        push(member(ctx, v3(xa, 0, zf), v3(xa + bayW, hCol, zf), 0.1, steel));
        push(member(ctx, v3(xa + bayW, 0, zf), v3(xa, hCol, zf), 0.1, steel));
      }
      ctx.svg.add(parts.join(''));
      // Roof sheeting laid on the first bays.
      const laid = rng.int(1, Math.max(1, built - 2));
      for (let j = 0; j < spans; j++) {
        const za = zf + j * span;
        const q1 = ctx.cam.polygon([
          v3(x0, hCol + 0.3, za),
          v3(x0 + laid * bayW, hCol + 0.3, za),
          v3(x0 + laid * bayW, hCol + 1.7, za + span / 2),
          v3(x0, hCol + 1.7, za + span / 2),
        ]);
        if (q1.length >= 3)
          ctx.svg.poly(
            q1,
            css(fog(shade([186, 190, 192], v3(0, 0.99, -0.1), true, ctx.light), zf, ctx.light)),
          );
      }
      // Cladding on the first bay's front.
      const q2 = ctx.cam.polygon([
        v3(x0, 0, zf - 0.2),
        v3(x0 + bayW * Math.min(2, laid), 0, zf - 0.2),
        v3(x0 + bayW * Math.min(2, laid), hCol, zf - 0.2),
        v3(x0, hCol, zf - 0.2),
      ]);
      if (q2.length >= 3)
        ctx.svg.poly(
          q2,
          css(fog(shade([200, 204, 206], v3(0, 0, -1), ctx.light.L.z < 0, ctx.light), zf, ctx.light)),
        );
    },
  });
  // A mobile crane lifting a beam into the next bay.
  const cx = x0 + (built + 1.5) * bayW;
  const cz = zf - rng.range(2, 8);
  items.push(
    box({ x0: cx - 1.4, x1: cx + 1.4, y0: 0.5, y1: 2.6, z0: cz - 5, z1: cz + 5 }, { albedo: [226, 186, 50] }),
  );
  items.push(
    box({ x0: cx - 1.3, x1: cx + 1.3, y0: 0, y1: 0.9, z0: cz - 5.2, z1: cz + 5.2 }, { albedo: [50, 50, 52] }),
  );
  const tip = v3(cx - bayW * 0.9, hCol + 10, zf + span * 0.6);
  items.push({
    bbox: {
      x0: Math.min(cx, tip.x) - 1,
      x1: Math.max(cx, tip.x) + 1,
      y0: 2,
      y1: tip.y + 1,
      z0: Math.min(cz, tip.z) - 1,
      z1: Math.max(cz, tip.z) + 1,
    },
    castsShadow: false,
    draw: (ctx) => {
      const boom = member(ctx, v3(cx, 2.8, cz), tip, 0.7, [226, 186, 50]);
      const cable = member(ctx, tip, v3(tip.x, hCol + 2.2, tip.z), 0.05, [40, 40, 40]);
      const beam = member(
        ctx,
        v3(tip.x - 3.5, hCol + 2, tip.z),
        v3(tip.x + 3.5, hCol + 2, tip.z),
        0.45,
        steel,
      );
      ctx.svg.add([boom, cable, beam].filter(Boolean).join(''));
    },
  });
  if (/earthworks/.test(text) || rng.chance(0.6)) {
    items.push(
      ...excavator(
        v3(x0 - rng.range(6, 14), 0, zf - rng.range(6, 12)),
        rng.range(0, Math.PI * 2),
        [226, 186, 50],
      ),
    );
    for (let i = 0; i < rng.int(2, 4); i++)
      items.push(
        mound(
          v3(x0 + rng.range(-20, bays * bayW), 0, zf - rng.range(4, 14)),
          rng.range(3, 6),
          [176, 150, 112],
        ),
      );
  }
  for (let i = 0; i < rng.int(2, 4); i++)
    items.push(worker(v3(x0 + rng.range(0, bays * bayW), 0, zf - rng.range(1, 5)), rng));
  return finish(s, [176, 154, 120]);
}

/** Sea-defence works: rock armour along the shore, an excavator placing stones, the gulf beyond. */
function paintSeaDefence(input: SceneInput): ScenePicture {
  const { rng } = input;
  const s = site(input, {
    eye: rng.range(2, 4),
    horizon: rng.range(0.5, 0.56),
    yaw: rng.range(0.3, 0.55) * (rng.chance(0.5) ? 1 : -1),
    fogDistance: 1400,
  });
  const { frame, items } = s;
  const side = Math.sign(frame.cam.yaw) || 1;
  const edge = side * rng.range(6, 10);
  paintSea(s.far, frame.atm, frame.cam.horizon, frame.H, frame.sun, rng.fork('sea'));
  paintHills(s.far, frame.atm, rng.fork('coast'), {
    base: frame.cam.horizon + 0.5,
    height: frame.H * 0.03,
    distance: 0.9,
    colour: [130, 130, 126],
    x0: side > 0 ? frame.W * 0.3 : -frame.W * 0.1,
    x1: side > 0 ? frame.W * 1.1 : frame.W * 0.7,
    island: true,
  });
  // Armour stones along the shore.
  const stones: Item[] = [];
  const rr = rng.fork('stones');
  for (let z = 4; z < 220; z += rr.range(0.8, 1.8)) {
    for (let k = 0; k < 3; k++) {
      const x = edge + side * (k * 1.4 + rr.range(-0.4, 0.4));
      const r = rr.range(0.6, 1.2);
      stones.push(rock(v3(x, -0.8 + (2 - k) * 0.6, z + rr.range(-0.4, 0.4)), r, rr.range(0, 1)));
    }
  }
  items.push(...stones);
  items.push(
    ...excavator(v3(edge - side * 4, 0, rng.range(18, 28)), side > 0 ? 0.2 : Math.PI - 0.2, [226, 186, 50]),
  );
  for (let i = 0; i < rng.int(2, 4); i++)
    items.push(worker(v3(edge - side * rng.range(3, 8), 0, rng.range(10, 30)), rng));
  // The new promenade's edge: concrete steps half built.
  items.push(
    box(
      {
        x0: Math.min(edge - side * 1.5, edge),
        x1: Math.max(edge - side * 1.5, edge),
        y0: -0.5,
        y1: 0.3,
        z0: 30,
        z1: 160,
      },
      { albedo: CONCRETE },
    ),
  );
  items.push(mound(v3(edge - side * 12, 0, 22), 5, [180, 170, 150]));
  return finish(s, [186, 172, 146], undefined, side > 0 ? [-800, edge] : [edge, 800]);
}

function rock(at: V3, r: number, k: number): Item {
  return {
    bbox: { x0: at.x - r, x1: at.x + r, y0: at.y - r, y1: at.y + r, z0: at.z - r, z1: at.z + r },
    castsShadow: false,
    draw: (ctx) => {
      const d = ctx.cam.depth(at);
      if (d < 1) return;
      const px = ctx.cam.scaleAt(d);
      const [x, y] = ctx.cam.project(at);
      const R = r * px;
      const pts: Pt[] = [];
      for (let i = 0; i < 7; i++) {
        const a = (i / 7) * Math.PI * 2 + k * 3;
        const q = 0.75 + 0.3 * Math.abs(Math.sin(a * 3 + k * 7));
        pts.push([x + Math.cos(a) * R * q, y + Math.sin(a) * R * q * 0.75]);
      }
      const grey = mix([150, 146, 140], [190, 184, 172], k);
      const lit = fog(
        shade(grey, v3(0.3, 0.8, -0.4), ctx.light.atm.sunLight[0] > 0, ctx.light),
        d,
        ctx.light,
      );
      const dark = fog(shade(grey, v3(-0.4, 0.3, -0.6), false, ctx.light), d, ctx.light);
      ctx.svg.path(
        polyD(pts),
        ctx.svg.linear(x, y - R, x, y + R, [
          [0, lit],
          [1, dark],
        ]),
      );
    },
  };
}

/** An old building being restored (an olive press of stone) or an old hotel awaiting demolition, with
 * scaffolding, netting, a skip and the site fence. */
function paintFacadeWorks(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const press = /olive press|restoration/.test(text);
  const s = site(input, { eye: rng.range(1.6, 2.4), horizon: rng.range(0.52, 0.6), fogDistance: 900 });
  const { items } = s;
  const zf = rng.range(18, 26);
  const w = press ? rng.range(16, 22) : rng.range(28, 40);
  const d = press ? rng.range(9, 12) : rng.range(12, 15);
  const floors = press ? 2 : rng.int(4, 5);
  const fh = press ? 3.6 : 3.1;
  const x0 = Math.tan(s.frame.cam.yaw) * (zf + d / 2) - w / 2;
  const H = floors * fh;
  if (press) {
    const stone: RGB = rng.pick<RGB>([
      [196, 178, 148],
      [184, 164, 134],
    ]);
    const front: Opening[] = [];
    for (let i = 0; i < Math.round(w / 4); i++) {
      const u = 1.5 + i * 4;
      if (u + 1.6 > w) break;
      front.push({
        u0: u,
        u1: u + 1.6,
        v0: 0,
        v1: 2.8,
        kind: i % 2 === 0 ? 'arch-dark' : 'door',
        color: [110, 84, 60],
      });
      front.push({ u0: u + 0.3, u1: u + 1.3, v0: 4.4, v1: 5.6, kind: 'shutter', color: [110, 84, 60] });
    }
    items.push(
      box(
        { x0, x1: x0 + w, y0: 0, y1: H, z0: zf, z1: zf + d },
        {
          albedo: stone,
          front,
          courses: { step: 0.32, along: 'v', strength: 0.5, stone: true },
          noTop: true,
        },
      ),
    );
    items.push(hipRoof({ x0, x1: x0 + w, y0: H, y1: H, z0: zf, z1: zf + d }, 0.4, d * 0.28, [172, 96, 66]));
    // The press's brick chimney.
    items.push(
      box(
        { x0: x0 + w + 1, x1: x0 + w + 2.4, y0: 0, y1: H + 9, z0: zf + d * 0.4, z1: zf + d * 0.4 + 1.4 },
        { albedo: [176, 110, 80], courses: { step: 0.2, along: 'v', strength: 0.35 } },
      ),
    );
    for (let i = 0; i < 5; i++)
      items.push(
        tree({
          kind: 'olive',
          at: v3(x0 + rng.range(-25, w + 25), 0, zf + rng.range(-8, 30)),
          height: rng.range(4, 6),
          rng,
        }),
      );
  } else {
    // A tired 1970s hotel: bands of balconies, stained concrete, boarded windows.
    const wall: RGB = [200, 196, 186];
    const front: Opening[] = [];
    for (let f = 0; f < floors; f++)
      for (let b = 0; b < Math.round(w / 4); b++) {
        const u = 0.6 + b * 4;
        front.push({
          u0: u,
          u1: u + 2.6,
          v0: f * fh + 0.2,
          v1: f * fh + 2.5,
          kind: rng.chance(0.3) ? 'panel' : 'dark',
          color: [150, 120, 90],
        });
      }
    items.push(
      box(
        { x0, x1: x0 + w, y0: 0, y1: H, z0: zf, z1: zf + d },
        { albedo: wall, front, courses: { step: 0.9, along: 'v', strength: 0.12 } },
      ),
    );
    for (let f = 1; f < floors; f++)
      items.push(
        box(
          { x0: x0 - 0.2, x1: x0 + w + 0.2, y0: f * fh - 0.2, y1: f * fh + 0.9, z0: zf - 1.4, z1: zf - 1.2 },
          { albedo: [186, 182, 172] },
        ),
      );
    for (let f = 1; f < floors; f++)
      items.push(
        box(
          { x0: x0 - 0.2, x1: x0 + w + 0.2, y0: f * fh - 0.2, y1: f * fh, z0: zf - 1.4, z1: zf },
          { albedo: [196, 192, 184] },
        ),
      );
    if (/demolition/.test(text))
      items.push(...excavator(v3(x0 + w + 6, 0, zf - 6), Math.PI * 0.85, [226, 186, 50]));
  }
  // Scaffolding over part of the front, with netting.
  items.push(
    scaffold(
      { x0: x0 + w * rng.range(0, 0.3), x1: x0 + w * rng.range(0.6, 1), z: zf },
      H,
      rng.chance(0.6) ? [230, 230, 226] : [90, 140, 90],
    ),
  );
  // A skip and the site fence.
  items.push(
    box({ x0: x0 - 6, x1: x0 - 2, y0: 0, y1: 1.4, z0: zf - 5, z1: zf - 3 }, { albedo: [220, 160, 40] }),
  );
  // Red-and-white barriers at the foot of the scaffold.
  for (let x = x0; x < x0 + w; x += 2.2) {
    if (rng.chance(0.4)) continue;
    items.push(
      box(
        { x0: x, x1: x + 2, y0: 0.4, y1: 0.55, z0: zf - 2.5, z1: zf - 2.45 },
        { albedo: [210, 70, 50], castsShadow: false },
      ),
    );
    items.push(
      box(
        { x0: x, x1: x + 0.06, y0: 0, y1: 1.0, z0: zf - 2.5, z1: zf - 2.45 },
        { albedo: [236, 236, 232], castsShadow: false },
      ),
    );
  }
  return finish(s, [176, 158, 126]);
}
