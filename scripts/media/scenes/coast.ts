/**
 * The coast: an island town of whitewashed cubes climbing a hill above a harbour, with boats and
 * reflections; or a seafront promenade lined with palms.
 */
import { css, mix, scale, type RGB } from '../color';
import { paintHills, paintScrub, paintSea, paintSky } from '../landscape';
import type { Rng } from '../prng';
import { type DrawContext, type Item, type Opening, box, fog, paintWorld, shade, v3 } from '../scene3d';
import { Svg, n, polyD } from '../svg';
import { tree } from '../vegetation';
import { apartmentBlock } from './buildings';
import { paintBay } from './bay';
import {
  AEGEAN,
  LIMESTONE,
  WHITEWASH,
  context,
  defaultPost,
  groundColour,
  makeFrame,
  paintGroundSurface,
  paintPavingJoints,
  type Frame,
  type SceneInput,
  type ScenePicture,
} from './common';

export function paintCoast(input: SceneInput): ScenePicture {
  const text = input.alt.toLowerCase();
  if (/promenade|palm|avenue|seafront|sea wall|cycle path/.test(text)) return paintPromenade(input);
  const town = /island town|harbour town|whitewashed|houses|fishing harbour|harbour of|waterfront/.test(text);
  if (
    !town &&
    /bay|beach|gulf|coast|caldera|channel|view|marina|yachts|ships|castle|fortress|sunset|dunes/.test(text)
  )
    return paintBay(input);
  if (town) return paintIslandTown(input);
  return input.rng.chance(0.5) ? paintIslandTown(input) : paintBay(input);
}

const DOORS: RGB[] = [AEGEAN, [40, 110, 150], [60, 120, 110], [150, 60, 50], [46, 72, 120]];

/** A boat moored in the harbour, with its reflection. */
function boat(x: number, z: number, length: number, rng: Rng): Item {
  const hull: RGB = rng.pick<RGB>([
    [240, 240, 236],
    [230, 236, 240],
    [60, 100, 150],
    [190, 70, 50],
  ]);
  const stripe: RGB = rng.pick<RGB>([AEGEAN, [200, 60, 40], [40, 120, 90], [220, 180, 60]]);
  return {
    bbox: { x0: x - length / 2, x1: x + length / 2, y0: 0, y1: 4, z0: z - 1, z1: z + 1 },
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const d = cam.depth(v3(x, 0, z));
      if (d < 3) return;
      const px = cam.scaleAt(d);
      const [bx, by] = cam.project(v3(x, 0, z));
      const L = length * px;
      const h = 0.9 * px;
      const lit = fog(shade(hull, v3(0, 0, -1), true, light), d, light);
      const st = fog(shade(stripe, v3(0, 0, -1), true, light), d, light);
      const body = `M${n(bx - L / 2)} ${n(by - h)}L${n(bx + L / 2)} ${n(by - h * 1.25)}Q${n(bx + L * 0.42)} ${n(by)} ${n(bx + L * 0.25)} ${n(by)}L${n(bx - L * 0.42)} ${n(by)}Q${n(bx - L * 0.5)} ${n(by - h * 0.3)} ${n(bx - L / 2)} ${n(by - h)}Z`;
      // Reflection first, then the hull.
      svg.path(body, css(lit), `opacity="0.28" transform="translate(0 ${n(2 * by)}) scale(1 -1)"`);
      svg.path(body, css(lit));
      svg.path(
        `M${n(bx - L / 2)} ${n(by - h * 0.95)}L${n(bx + L / 2)} ${n(by - h * 1.2)}L${n(bx + L * 0.47)} ${n(by - h * 0.9)}L${n(bx - L * 0.47)} ${n(by - h * 0.7)}Z`,
        css(st),
      );
      svg.rect(
        bx - L * 0.15,
        by - h * 1.9,
        L * 0.3,
        h * 0.8,
        css(fog(shade([236, 232, 224], v3(0, 0, -1), true, light), d, light)),
      );
      if (rng.chance(0.5))
        svg.line([bx, by - h * 1.9], [bx, by - h * 4.5], css(scale(lit, 0.6)), Math.max(0.6, px * 0.06));
    },
  };
}

/** A chapel with a blue dome and a bell gable. */
function chapel(x: number, y: number, z: number): Item[] {
  const body = box(
    { x0: x, x1: x + 5, y0: y, y1: y + 4.5, z0: z, z1: z + 7 },
    { albedo: WHITEWASH, front: [{ u0: 1.8, u1: 3.2, v0: 0, v1: 2.4, kind: 'arch-dark' }] },
  );
  const dome: Item = {
    bbox: { x0: x, x1: x + 5, y0: y + 4.5, y1: y + 8, z0: z + 1, z1: z + 6 },
    draw: (ctx) => {
      const c = v3(x + 2.5, y + 4.5, z + 3.5);
      const d = ctx.cam.depth(c);
      const [cx, cy] = ctx.cam.project(c);
      const r = 2.2 * ctx.cam.scaleAt(d);
      const lit = fog(shade([40, 96, 160], v3(0, 0.5, -0.8), true, ctx.light, 1.2), d, ctx.light);
      const dark = fog(shade([40, 96, 160], v3(0, 0, -1), false, ctx.light), d, ctx.light);
      const g = ctx.svg.radial(cx - r * 0.3, cy - r * 0.7, r * 1.6, [
        [0, mix(lit, [255, 255, 255], 0.25)],
        [0.5, lit],
        [1, dark],
      ]);
      ctx.svg.rect(
        cx - r * 0.9,
        cy - r * 0.35,
        r * 1.8,
        r * 0.4,
        css(fog(shade(WHITEWASH, v3(0, 0, -1), true, ctx.light), d, ctx.light)),
      );
      ctx.svg.path(
        `M${n(cx - r)} ${n(cy - r * 0.3)}A${n(r)} ${n(r * 1.05)} 0 0 1 ${n(cx + r)} ${n(cy - r * 0.3)}Z`,
        g,
      );
      ctx.svg.line([cx, cy - r * 1.35], [cx, cy - r * 1.9], css(dark), Math.max(0.6, r * 0.06));
      ctx.svg.line(
        [cx - r * 0.15, cy - r * 1.7],
        [cx + r * 0.15, cy - r * 1.7],
        css(dark),
        Math.max(0.6, r * 0.06),
      );
    },
  };
  return [body, dome];
}

function paintIslandTown(input: SceneInput): ScenePicture {
  const { rng } = input;
  const portrait = input.height > input.width;
  const frame = makeFrame(input, {
    eye: rng.range(3, 9),
    yaw: rng.range(-0.25, 0.25),
    horizon: portrait ? 0.45 : rng.range(0.42, 0.52),
    fov: portrait ? 58 : rng.range(50, 62),
    times: { morning: 1.5, midday: 2, afternoon: 2.5, golden: 3, dusk: 1.5 },
    fogDistance: 1400,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintSea(far, atm, cam.horizon, H, frame.sun, rng.fork('sea'));
  paintHills(far, atm, rng.fork('isl'), {
    base: cam.horizon + 0.5,
    height: H * 0.025,
    distance: 0.93,
    colour: [120, 126, 120],
    x0: rng.range(0, W * 0.5),
    x1: W * rng.range(0.7, 1.2),
    island: true,
  });

  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  const quayZ = rng.range(70, 110);
  const slope = rng.range(0.25, 0.4);
  const hillDepth = rng.range(140, 220);
  const cx = Math.tan(cam.yaw) * quayZ;
  const halfW = rng.range(70, 110);
  const groundY = (x: number, z: number) => {
    const across = Math.max(0, 1 - Math.pow((x - cx) / (halfW * 1.5), 2));
    return 1.5 + Math.max(0, z - quayZ - 8) * slope * (0.4 + 0.6 * across);
  };
  // Houses on terraces up the hill, denser near the harbour.
  for (let z = quayZ + 6; z < quayZ + hillDepth; z += rng.range(9, 13)) {
    for (let x = cx - halfW; x < cx + halfW; x += rng.range(7, 11)) {
      const spread = 1 - (z - quayZ) / hillDepth;
      const edgeFade = 1 - Math.pow(Math.abs(x - cx) / halfW, 2);
      if (!rng.chance((0.15 + 0.6 * spread) * (0.4 + 0.6 * edgeFade))) continue;
      const w = rng.range(5.5, 9);
      const d = rng.range(6, 9);
      const y0 = groundY(x + w / 2, z);
      const h = rng.pick([3.2, 3.4, 5.8, 6.2]) + (z - quayZ < 14 ? 0 : 0);
      const door = rng.chance(0.8) ? rng.pick(DOORS.slice(0, 2)) : rng.pick(DOORS);
      const du = w * rng.range(0.15, 0.5);
      const openings: Opening[] = [
        { u0: du, u1: du + 0.9, v0: 0, v1: 2.0, kind: rng.chance(0.3) ? 'dark' : 'door', color: door },
      ];
      if (rng.chance(0.7))
        openings.push({
          u0: w * 0.7,
          u1: w * 0.7 + 0.7,
          v0: 1.1,
          v1: 1.9,
          kind: rng.chance(0.5) ? 'shutter' : 'dark',
          color: door,
        });
      if (h > 5 && rng.chance(0.7))
        openings.push({
          u0: w * 0.35,
          u1: w * 0.35 + 0.7,
          v0: 3.9,
          v1: 4.7,
          kind: rng.chance(0.5) ? 'shutter' : 'dark',
          color: door,
        });
      items.push(
        box(
          { x0: x, x1: x + w, y0: y0 - 3, y1: y0 + h, z0: z, z1: z + d },
          {
            albedo: mix(WHITEWASH, [236, 226, 206], rng.range(0, 0.5)),
            top: [228, 224, 216],
            front: openings.map((o) => ({ ...o, v0: o.v0 + 3, v1: o.v1 + 3 })),
            ao: 0.4,
          },
        ),
      );
    }
  }
  const chapels = rng.int(1, 2);
  for (let i = 0; i < chapels; i++) {
    const z = quayZ + rng.range(30, hillDepth * 0.8);
    const x = cx + rng.range(-halfW * 0.6, halfW * 0.6);
    items.push(...chapel(x, groundY(x, z), z));
  }
  // Boats along the quay.
  for (let i = 0; i < rng.int(3, 8); i++) {
    items.push(
      boat(cx + rng.range(-halfW * 0.8, halfW * 0.8), quayZ - rng.range(4, 30), rng.range(6, 11), rng),
    );
  }
  paintWorld(ctx, {
    items,
    groundAlbedo: [200, 190, 170],
    shadowRange: 300,
    shadowMargin: 20,
    ground: (c) => {
      // The hillside: a rounded ridge of rock and scrub rising behind the town.
      const baseY = c.cam.project(v3(cx, 1.5, quayZ))[1];
      const peakZ = quayZ + hillDepth + 40;
      const ridgePts: Array<[number, number]> = [];
      const steps = 28;
      const peakX = cx + rng.range(-0.3, 0.3) * halfW;
      for (let i = 0; i <= steps; i++) {
        const x = cx - halfW * 2.4 + (i / steps) * halfW * 4.8;
        const t = Math.min(1, Math.abs(x - peakX) / (halfW * 2.2));
        const hgt = (1 - t * t) * (groundY(peakX, peakZ) * 0.75 + 10) * (0.85 + 0.3 * rng.next() * (1 - t));
        const p = c.cam.project(v3(x, Math.max(0, hgt), peakZ));
        ridgePts.push([p[0], Math.min(p[1], baseY)]);
      }
      const hillD = `M${ridgePts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}L${n(ridgePts[steps][0])} ${n(baseY + 2)}L${n(ridgePts[0][0])} ${n(baseY + 2)}Z`;
      const top = Math.min(...ridgePts.map((p) => p[1]));
      const rock: RGB = [164, 146, 116];
      const fill = c.svg.linear(0, top, 0, baseY, [
        [0, groundColour(frame, scale(rock, 0.92), peakZ)],
        [1, groundColour(frame, rock, quayZ)],
      ]);
      c.svg.path(hillD, fill);
      paintScrub(
        c.svg,
        rng.fork('scrub'),
        { x0: 0, x1: W, y0: top, y1: baseY },
        { dark: [84, 92, 60], light: [214, 200, 168] },
        900,
        hillD,
      );
      // Quay.
      paintGroundSurface(
        c,
        frame,
        [
          [cx - halfW * 2, quayZ - 6],
          [cx + halfW * 2, quayZ - 6],
          [cx + halfW * 2, quayZ + 8],
          [cx - halfW * 2, quayZ + 8],
        ],
        LIMESTONE,
        1.5,
      );
      const front = c.cam.polygon([
        v3(cx - halfW * 2, 0, quayZ - 6),
        v3(cx + halfW * 2, 0, quayZ - 6),
        v3(cx + halfW * 2, 1.5, quayZ - 6),
        v3(cx - halfW * 2, 1.5, quayZ - 6),
      ]);
      c.svg.path(
        polyD(front),
        css(fog(shade([190, 178, 156], v3(0, 0, -1), atm.sunLight[0] > 0, frame.light), quayZ, frame.light)),
      );
    },
  });
  const water = new Svg(W, H);
  paintReflections({ ...ctx, svg: water }, frame, rng, quayZ - 6);
  return {
    layers: [
      { svg: sky, scale: 0.25, blur: W * 0.004 },
      { svg: far, scale: 0.5, blur: W * 0.0008 },
      { svg: main },
      { svg: water, scale: 0.5, blur: W * 0.002 },
    ],
    post: defaultPost(atm),
  };
}

/** The town's reflection: soft vertical streaks of white and colour under the quay, broken by ripples. */
function paintReflections(c: DrawContext, frame: Frame, rng: Rng, quayZ: number): void {
  const [, y0] = c.cam.project(v3(0, 0, quayZ));
  if (y0 > frame.H) return;
  const streaks: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = rng.range(0, frame.W);
    const len = rng.range(0.03, 0.12) * frame.H;
    const w = rng.range(6, 22) * (frame.W / 1800);
    streaks.push(`M${n(x)} ${n(y0 + 2)}h${n(w)}v${n(len)}h${n(-w)}Z`);
  }
  const white = groundColour(frame, [230, 228, 220], 100);
  c.svg.path(streaks.join(''), css(white), 'opacity="0.12"');
  const ripples: string[] = [];
  for (let i = 0; i < 240; i++) {
    const y = y0 + Math.pow(rng.next(), 1.3) * (frame.H - y0);
    const x = rng.range(-40, frame.W);
    const len = (10 + ((y - y0) / frame.H) * 160) * rng.range(0.4, 1.4) * (frame.W / 1800);
    ripples.push(`M${n(x)} ${n(y)}h${n(len)}`);
  }
  c.svg.add(
    `<path d="${ripples.join('')}" stroke="${css(scale(frame.atm.seaNear, 0.8))}" stroke-width="${n(Math.max(1, frame.W / 1200))}" opacity="0.45" fill="none"/>`,
  );
}

function paintPromenade(input: SceneInput): ScenePicture {
  const { rng } = input;
  const portrait = input.height > input.width;
  const side = rng.chance(0.5) ? 1 : -1;
  const frame = makeFrame(input, {
    eye: rng.range(1.6, 4),
    yaw: side * rng.range(0.15, 0.4),
    horizon: portrait ? 0.5 : rng.range(0.5, 0.58),
    fov: portrait ? 62 : rng.range(58, 70),
    times: { morning: 1.5, midday: 1.5, afternoon: 2.5, golden: 3, dusk: 2 },
    fogDistance: 1000,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintSea(far, atm, cam.horizon, H, frame.sun, rng.fork('sea'));
  paintHills(far, atm, rng.fork('h'), {
    base: cam.horizon + 0.5,
    height: H * 0.04,
    distance: 0.9,
    colour: [120, 124, 116],
    x0: side > 0 ? -W * 0.1 : W * 0.4,
    x1: side > 0 ? W * 0.6 : W * 1.1,
    island: true,
  });
  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  // The shore runs along z; the sea on the `side` of x = edge, buildings on the other.
  const edge = side * rng.range(6, 10);
  const blocksX = -side * rng.range(10, 14);
  for (let z = 10; z < 600;) {
    const w = rng.range(14, 24);
    const x0 = side > 0 ? blocksX - 14 : blocksX;
    items.push(
      ...apartmentBlock({
        x0,
        z0: z,
        width: 14,
        depth: w,
        floors: rng.int(3, 6),
        rng: rng.fork(`b${z}`),
        balconies: 'none',
        shops: true,
      }),
    );
    z += w + rng.range(0, 2);
  }
  for (let z = 8; z < 500; z += rng.range(10, 13)) {
    items.push(tree({ kind: 'palm', at: v3(edge - side * 2, 0, z), height: rng.range(7, 10), rng }));
  }
  // Lamp posts.
  for (let z = 14; z < 300; z += 24) {
    const x = edge - side * 0.8;
    items.push(
      box(
        { x0: x - 0.06, x1: x + 0.06, y0: 0, y1: 4, z0: z, z1: z + 0.12 },
        { albedo: [60, 62, 64], castsShadow: false },
      ),
    );
  }
  const pave: RGB = mix(LIMESTONE, [226, 216, 196], 0.5);
  paintWorld(ctx, {
    items,
    groundAlbedo: pave,
    shadowMargin: 30,
    ground: (c) => {
      const x0 = side > 0 ? -400 : edge;
      const x1 = side > 0 ? edge : 400;
      paintGroundSurface(
        c,
        frame,
        [
          [x0, -2],
          [x1, -2],
          [x1, 900],
          [x0, 900],
        ],
        pave,
      );
      paintPavingJoints(c, frame, [Math.min(x0, x1), -2, Math.max(x0, x1), 120], 1.0, pave);
      const wall = c.cam.polygon([
        v3(edge, 0, -2),
        v3(edge, 0, 900),
        v3(edge, -1.2, 900),
        v3(edge, -1.2, -2),
      ]);
      c.svg.path(polyD(wall), css(groundColour(frame, [170, 160, 140], 20)));
    },
  });
  return {
    layers: [
      { svg: sky, scale: 0.25, blur: W * 0.004 },
      { svg: far, scale: 0.5, blur: W * 0.0008 },
      { svg: main },
    ],
    post: defaultPost(atm),
  };
}
