/**
 * The coast: an island town of whitewashed cubes climbing a hill above a harbour, with boats and
 * reflections; or a seafront promenade lined with palms.
 */
import { css, mix, scale, type RGB } from '../color';
import { paintHills, paintSea, paintSky } from '../landscape';
import { fbm, noise2, paintTerrain, ridged } from '../terrain';
import type { Rng } from '../prng';
import {
  type DrawContext,
  type Item,
  type Opening,
  type V3,
  box,
  fog,
  paintWorld,
  shade,
  v3,
} from '../scene3d';
import { Svg, n, polyD } from '../svg';
import { tree } from '../vegetation';
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
  const town =
    /island town|harbour town|whitewashed|houses|fishing harbour|harbour of|waterfront/.test(text) &&
    !/ships|port/.test(text);
  if (
    !town &&
    /bay|beach|gulf|coast|caldera|channel|view|marina|yachts|ships|castle|fortress|sunset|dunes/.test(text)
  )
    return paintBay(input);
  if (town) return paintIslandTown(input);
  return input.rng.chance(0.5) ? paintIslandTown(input) : paintBay(input);
}

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
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const frame = makeFrame(input, {
    eye: rng.range(3, 8),
    yaw: rng.range(-0.25, 0.25),
    horizon: portrait ? 0.5 : rng.range(0.52, 0.6),
    fov: portrait ? 58 : rng.range(50, 60),
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
  const quayZ = rng.range(60, 90);
  const cx = Math.tan(cam.yaw) * quayZ;
  const halfW = rng.range(80, 120);
  const slope = rng.range(0.28, 0.42);
  const seed = rng.int(1, 99999);
  const peakX = cx + rng.range(-0.4, 0.4) * halfW;
  // The hill: rising from the quay, a rounded ridge with rocky outcrops and gullies.
  const ground = (x: number, z: number): number => {
    if (z < quayZ - 0.5) return -4;
    const dz = z - quayZ;
    const across = Math.exp(-Math.pow((x - peakX) / (halfW * 1.8), 2));
    let h = 1.5 + Math.max(0, dz - 10) * slope * (0.35 + 0.65 * across);
    h +=
      fbm(x / 60, z / 60, seed, 4) * Math.min(12, dz * 0.15) +
      ridged(x / 35, z / 35, seed + 3, 3) * Math.min(6, dz * 0.05);
    return Math.max(1.5, h);
  };
  // Alleys and stairs climbing the hill between the houses.
  const alleys: number[] = [];
  for (let i = 0; i < rng.int(2, 4); i++) alleys.push(cx + rng.range(-0.7, 0.7) * halfW);
  const inAlley = (x0: number, x1: number) => alleys.some((a) => a > x0 - 1.5 && a < x1 + 1.5);
  // Houses along the contours: sizes vary, gaps open, the town thins out up the hill.
  const hillDepth = rng.range(150, 230);
  for (let z = quayZ + 5; z < quayZ + hillDepth; z += rng.range(7, 12)) {
    const up = (z - quayZ) / hillDepth;
    let x = cx - halfW * (1.1 - up * 0.3) + rng.range(-6, 6);
    while (x < cx + halfW * (1.1 - up * 0.3)) {
      const w = rng.chance(0.2) ? rng.range(8, 12) : rng.range(4, 8);
      const edge = Math.abs(x - cx) / halfW;
      const keep = (0.7 - up * 0.5) * (1 - Math.pow(Math.min(1, edge), 3) * 0.85);
      if (!inAlley(x, x + w) && rng.chance(keep)) {
        const zz = z + rng.range(-1.5, 1.5);
        const y0 = ground(x + w / 2, zz);
        items.push(
          ...cycladicBlock(x, zz, w, rng.range(5, 8), y0, rng.fork(`h${x.toFixed(1)}:${zz.toFixed(1)}`)),
        );
        x += w + (rng.chance(0.5) ? rng.range(2, 9) : 0.2);
      } else x += rng.range(3, 8);
    }
  }
  // A church with its dome and bell tower, a chapel up the hill, a windmill on the ridge.
  const churchX = cx + rng.range(-0.4, 0.4) * halfW;
  const churchZ = quayZ + hillDepth * rng.range(0.25, 0.5);
  items.push(...church(churchX, ground(churchX + 5, churchZ), churchZ, rng.fork('church')));
  const cz2 = quayZ + hillDepth * rng.range(0.8, 1.0);
  const chx = cx + rng.range(-0.8, 0.8) * halfW;
  items.push(...chapel(chx, ground(chx + 2.5, cz2), cz2));
  if (/mykonos|paros|naoussa|island/.test(text) || rng.chance(0.5)) {
    const wz = quayZ + hillDepth * rng.range(0.9, 1.2);
    const wx = cx + rng.range(-0.9, 0.9) * halfW;
    items.push(windmill(v3(wx, ground(wx, wz), wz), rng.fork('mill')));
  }
  // Cypresses, olives and palms in the gaps.
  for (let i = 0; i < rng.int(8, 18); i++) {
    const x = cx + rng.range(-1.1, 1.1) * halfW;
    const z = quayZ + 6 + rng.next() * hillDepth;
    const kind = rng.pick(['cypress', 'cypress', 'olive', 'palm', 'bougainvillea'] as const);
    items.push(
      tree({
        kind,
        at: v3(x, ground(x, z), z),
        height: kind === 'bougainvillea' ? 2 : rng.range(5, 10),
        rng,
      }),
    );
  }
  // The quay: a long stone edge with boats moored along it, cafés with umbrellas.
  items.push(
    box(
      { x0: cx - halfW * 2.5, x1: cx + halfW * 2.5, y0: -2, y1: 1.5, z0: quayZ - 7, z1: quayZ },
      { albedo: [196, 184, 160], top: [222, 214, 196], castsShadow: false },
    ),
  );
  for (let i = 0; i < rng.int(3, 8); i++) {
    const ux = cx + rng.range(-0.8, 0.8) * halfW;
    items.push(umbrella(v3(ux, 1.5, quayZ - rng.range(2, 5))));
  }
  for (let i = 0; i < rng.int(4, 9); i++)
    items.push(boat(cx + rng.range(-halfW, halfW), quayZ - 7 - rng.range(2, 30), rng.range(5, 11), rng));
  paintTerrain(ctx, {
    height: ground,
    albedo: (s) => {
      const n1 = noise2(s.x / 40, s.z / 40, seed + 7);
      const rock = mix([188, 172, 146], [150, 136, 116], n1);
      const scrub = mix([136, 132, 92], [176, 162, 124], noise2(s.x / 15, s.z / 15, seed + 8));
      return mix(scrub, rock, Math.min(1, Math.max(0, (s.slope - 0.2) * 2.5)));
    },
    zNear: quayZ - 1,
    zFar: quayZ + hillDepth * 2.5,
    rows: 90,
    cols: 110,
    baseLevel: 0,
    mottle: 0.08,
    seed,
    contours: { step: 2.6, colour: [214, 204, 182], width: 0.25, shadow: true, from: 6 },
  });
  // The alleys: pale paved strips with steps, climbing between the houses.
  for (const a of alleys) {
    const pts: V3[] = [];
    for (let z = quayZ; z < quayZ + hillDepth; z += 3)
      pts.push(v3(a + Math.sin(z / 17) * 2, ground(a, z) + 0.05, z));
    const strip = pts.map((p) => cam.project(p));
    const wpx = (p: V3) => cam.scaleAt(cam.depth(p)) * 1.2;
    for (let i = 0; i < strip.length - 1; i++) {
      const wdt = Math.max(0.8, wpx(pts[i]));
      main.line(
        strip[i],
        strip[i + 1],
        css(groundColour(frame, [214, 206, 190], cam.depth(pts[i]))),
        wdt,
        'stroke-linecap="round"',
      );
    }
  }
  paintWorld(ctx, {
    items,
    groundAlbedo: [200, 190, 170],
    groundExtent: [0, 0, 0, 0],
    shadowRange: 320,
    shadowMargin: 16,
  });
  const water = new Svg(W, H);
  paintReflections({ ...ctx, svg: water }, frame, rng, quayZ - 7);
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

const SHUTTERS: RGB[] = [
  AEGEAN,
  AEGEAN,
  [40, 100, 140],
  [70, 110, 104],
  [128, 72, 60],
  [46, 72, 120],
  [120, 96, 70],
  [120, 96, 70],
];
const PAINTED: RGB[] = [
  [234, 206, 150],
  [206, 222, 230],
  [236, 200, 190],
  [220, 214, 170],
];

/** A Cycladic house: a whitewashed cube on the slope, sometimes a smaller room on its roof terrace, a
 * parapet, an outside stair, coloured door and shutters. */
function cycladicBlock(x: number, z: number, w: number, d: number, y0: number, rng: Rng): Item[] {
  const out: Item[] = [];
  const storeys = rng.chance(0.35) ? 2 : 1;
  const h = storeys === 2 ? rng.range(5.6, 6.4) : rng.range(3, 3.6);
  const colour = rng.next() < 0.1 ? rng.pick(PAINTED) : mix(WHITEWASH, [236, 228, 212], rng.range(0, 0.4));
  const stone = rng.chance(0.07);
  const shut = rng.pick(SHUTTERS);
  const openings: Opening[] = [];
  const du = rng.range(0.5, Math.max(0.6, w - 1.5));
  openings.push({
    u0: du,
    u1: du + 0.9,
    v0: 4,
    v1: 6.0,
    kind: rng.chance(0.2) ? 'dark' : 'door',
    color: shut,
  });
  for (let k = 0; k < Math.max(1, Math.round(w / 3)); k++) {
    const u = rng.range(0.4, w - 1.1);
    if (Math.abs(u - du) < 1.2) continue;
    openings.push({
      u0: u,
      u1: u + 0.7,
      v0: 5.0,
      v1: 5.9,
      kind: rng.chance(0.6) ? 'shutter' : 'dark',
      color: shut,
    });
  }
  if (storeys === 2)
    for (let k = 0; k < Math.max(1, Math.round(w / 3)); k++) {
      const u = rng.range(0.4, w - 1.1);
      openings.push({
        u0: u,
        u1: u + 0.7,
        v0: 7.6,
        v1: 8.5,
        kind: rng.chance(0.6) ? 'shutter' : 'dark',
        color: shut,
      });
    }
  out.push(
    box(
      { x0: x, x1: x + w, y0: y0 - 4, y1: y0 + h, z0: z, z1: z + d },
      {
        albedo: stone ? [196, 178, 150] : colour,
        top: [226, 222, 214],
        front: openings,
        ao: 0.5,
        courses: stone ? { step: 0.3, along: 'v', strength: 0.4, stone: true } : undefined,
      },
    ),
  );
  // Parapet around the roof terrace.
  const pw = 0.18;
  const ph = rng.range(0.5, 0.9);
  const top = y0 + h;
  out.push(
    box(
      { x0: x, x1: x + w, y0: top, y1: top + ph, z0: z, z1: z + pw },
      { albedo: colour, castsShadow: false },
    ),
  );
  out.push(
    box(
      { x0: x, x1: x + pw, y0: top, y1: top + ph, z0: z + pw, z1: z + d },
      { albedo: colour, castsShadow: false },
    ),
  );
  out.push(
    box(
      { x0: x + w - pw, x1: x + w, y0: top, y1: top + ph, z0: z + pw, z1: z + d },
      { albedo: colour, castsShadow: false },
    ),
  );
  // A room on the roof, set back: the terrace in front of it.
  if (rng.chance(0.35) && w > 5) {
    const rw = w * rng.range(0.35, 0.55);
    const rx = rng.chance(0.5) ? x + w - rw - pw : x + pw;
    out.push(
      box(
        { x0: rx, x1: rx + rw, y0: top, y1: top + 2.8, z0: z + d * 0.45, z1: z + d - pw },
        {
          albedo: colour,
          top: [226, 222, 214],
          front: [{ u0: rw * 0.3, u1: rw * 0.3 + 0.8, v0: 0, v1: 2.0, kind: 'door', color: shut }],
        },
      ),
    );
  }
  // An outside stair climbing the front to the roof.
  if (rng.chance(0.22) && w > 4.5) {
    const sx = x + (rng.chance(0.5) ? 0.2 : w - 3.2);
    out.push({
      bbox: { x0: sx, x1: sx + 3, y0, y1: top, z0: z - 0.9, z1: z },
      draw: (ctx) => {
        const { cam, light } = ctx;
        const q = cam.polygon([
          v3(sx, y0, z - 0.9),
          v3(sx + 3, top, z - 0.9),
          v3(sx + 3, top + 0.5, z - 0.9),
          v3(sx, y0 + 0.5, z - 0.9),
        ]);
        const under = cam.polygon([v3(sx, y0, z - 0.9), v3(sx + 3, top, z - 0.9), v3(sx + 3, y0, z - 0.9)]);
        const d2 = cam.depth(v3(sx, y0, z));
        const lit = light.atm.sunLight[0] > 0 && light.L.z < 0;
        if (under.length >= 3)
          ctx.svg.poly(under, css(fog(shade(colour, v3(0, 0, -1), lit, light), d2, light)));
        if (q.length >= 3)
          ctx.svg.poly(q, css(fog(shade(scale(colour, 0.97), v3(0, 0, -1), lit, light, 1.05), d2, light)));
        const steps: string[] = [];
        for (let k = 1; k < 12; k++) {
          const t = k / 12;
          const p = cam.polygon([
            v3(sx + 3 * t, y0 + (top - y0) * t + 0.5, z - 0.9),
            v3(sx + 3 * t + 0.12, y0 + (top - y0) * t + 0.5, z - 0.9),
            v3(sx + 3 * t, y0 + (top - y0) * t + 0.5, z - 0.9),
          ]);
          if (p.length >= 2) steps.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
        }
        ctx.svg.add(
          `<path d="${steps.join('')}" stroke="${css(fog([150, 146, 140], d2, light))}" stroke-width="0.8" fill="none" opacity="0.6"/>`,
        );
      },
    });
  }
  if (rng.chance(0.12))
    out.push(
      tree({
        kind: 'bougainvillea',
        at: v3(x + rng.range(0.5, w - 0.5), y0, z - 0.4),
        height: rng.range(1.8, 2.8),
        rng,
        shadow: false,
      }),
    );
  return out;
}

/** The parish church: a barrel-roofed nave, a dome on a drum, a bell tower with arched openings. */
function church(x: number, y: number, z: number, rng: Rng): Item[] {
  const out: Item[] = [];
  const w = rng.range(9, 12);
  const d = rng.range(14, 18);
  const domeBlue = rng.chance(0.75);
  out.push(
    box(
      { x0: x, x1: x + w, y0: y - 4, y1: y + 7, z0: z, z1: z + d },
      {
        albedo: WHITEWASH,
        front: [
          { u0: w / 2 - 0.9, u1: w / 2 + 0.9, v0: 4, v1: 7.2, kind: 'arch-dark' },
          { u0: w / 2 - 0.5, u1: w / 2 + 0.5, v0: 8.5, v1: 9.8, kind: 'arch-dark' },
        ],
      },
    ),
  );
  const cx = x + w / 2;
  const cz = z + d * 0.55;
  out.push(
    box(
      { x0: cx - 2.6, x1: cx + 2.6, y0: y + 7, y1: y + 9.5, z0: cz - 2.6, z1: cz + 2.6 },
      { albedo: WHITEWASH },
    ),
  );
  out.push(dome(v3(cx, y + 9.5, cz), 2.9, domeBlue ? [40, 96, 166] : [176, 96, 70]));
  // Bell tower beside the front.
  const tx = rng.chance(0.5) ? x - 3.2 : x + w + 0.2;
  out.push(
    box(
      { x0: tx, x1: tx + 3, y0: y - 4, y1: y + 13, z0: z, z1: z + 3 },
      {
        albedo: WHITEWASH,
        front: [
          { u0: 0.7, u1: 2.3, v0: 13.5, v1: 15.8, kind: 'arch-dark' },
          { u0: 0.9, u1: 2.1, v0: 9.5, v1: 11, kind: 'arch-dark' },
        ],
      },
    ),
  );
  out.push(dome(v3(tx + 1.5, y + 13, z + 1.5), 1.4, domeBlue ? [40, 96, 166] : [176, 96, 70]));
  return out;
}

function dome(c: V3, r: number, colour: RGB): Item {
  return {
    bbox: { x0: c.x - r, x1: c.x + r, y0: c.y, y1: c.y + r * 1.3, z0: c.z - r, z1: c.z + r },
    castsShadow: false,
    draw: (ctx) => {
      const d = ctx.cam.depth(c);
      if (d < 2) return;
      const [x, y] = ctx.cam.project(c);
      const R = r * ctx.cam.scaleAt(d);
      const lit = fog(
        shade(colour, v3(0, 0.5, -0.8), ctx.light.atm.sunLight[0] > 0, ctx.light, 1.2),
        d,
        ctx.light,
      );
      const dark = fog(shade(colour, v3(0, 0, -1), false, ctx.light), d, ctx.light);
      const sunX = ctx.light.L.x * ctx.cam.cos - ctx.light.L.z * ctx.cam.sin > 0 ? 1 : -1;
      const g = ctx.svg.radial(x + sunX * R * 0.35, y - R * 0.7, R * 1.6, [
        [0, mix(lit, [255, 255, 255], 0.25)],
        [0.5, lit],
        [1, dark],
      ]);
      ctx.svg.path(
        `M${n(x - R)} ${n(y)}C${n(x - R)} ${n(y - R * 1.2)} ${n(x + R)} ${n(y - R * 1.2)} ${n(x + R)} ${n(y)}Z`,
        g,
      );
      ctx.svg.line([x, y - R * 0.92], [x, y - R * 1.45], css(dark), Math.max(0.6, R * 0.06));
      ctx.svg.line(
        [x - R * 0.15, y - R * 1.28],
        [x + R * 0.15, y - R * 1.28],
        css(dark),
        Math.max(0.6, R * 0.06),
      );
    },
  };
}

/** A Cycladic windmill: a white drum, a conical thatched cap, spoked sails. */
function windmill(at: V3, rng: Rng): Item {
  const r = 3;
  const h = 8;
  return {
    bbox: { x0: at.x - 6, x1: at.x + 6, y0: at.y, y1: at.y + h + 6, z0: at.z - r, z1: at.z + r },
    castsShadow: false,
    draw: (ctx) => {
      const { cam, svg, light } = ctx;
      const d = cam.depth(at);
      if (d < 5) return;
      const px = cam.scaleAt(d);
      const [x, y] = cam.project(at);
      const R = r * px;
      const H2 = h * px;
      const lit = fog(shade(WHITEWASH, v3(0, 0, -1), light.atm.sunLight[0] > 0, light, 1.05), d, light);
      const dark = fog(shade(WHITEWASH, v3(0, 0, -1), false, light), d, light);
      const sunX = light.L.x * cam.cos - light.L.z * cam.sin > 0;
      svg.path(
        `M${n(x - R)} ${n(y)}L${n(x - R * 0.92)} ${n(y - H2)}L${n(x + R * 0.92)} ${n(y - H2)}L${n(x + R)} ${n(y)}Z`,
        svg.linear(
          x - R,
          0,
          x + R,
          0,
          sunX
            ? [
                [0, dark],
                [1, lit],
              ]
            : [
                [0, lit],
                [1, dark],
              ],
        ),
      );
      svg.rect(x - R * 0.2, y - R * 0.9, R * 0.4, R * 0.9, css(fog([60, 80, 110], d, light)));
      svg.path(
        `M${n(x - R * 1.02)} ${n(y - H2)}L${n(x)} ${n(y - H2 - R * 1.1)}L${n(x + R * 1.02)} ${n(y - H2)}Z`,
        css(fog([150, 126, 90], d, light)),
      );
      const hub: [number, number] = [x - R * 0.2, y - H2 + R * 0.1];
      const sails: string[] = [];
      const spin = rng.range(0, Math.PI);
      for (let i = 0; i < 8; i++) {
        const a = spin + (i / 8) * Math.PI * 2;
        const e: [number, number] = [hub[0] + Math.cos(a) * R * 2.2, hub[1] + Math.sin(a) * R * 2.2];
        sails.push(`M${n(hub[0])} ${n(hub[1])}L${n(e[0])} ${n(e[1])}`);
      }
      svg.add(
        `<path d="${sails.join('')}" stroke="${css(fog([90, 74, 56], d, light))}" stroke-width="${n(Math.max(0.6, R * 0.06))}" fill="none"/>`,
      );
      for (let i = 0; i < 8; i += 2) {
        const a = spin + (i / 8) * Math.PI * 2;
        const b = a + 0.35;
        svg.path(
          `M${n(hub[0] + Math.cos(a) * R * 0.6)} ${n(hub[1] + Math.sin(a) * R * 0.6)}L${n(hub[0] + Math.cos(a) * R * 2.1)} ${n(hub[1] + Math.sin(a) * R * 2.1)}L${n(hub[0] + Math.cos(b) * R * 1.9)} ${n(hub[1] + Math.sin(b) * R * 1.9)}Z`,
          css(fog([240, 236, 226], d, light)),
          'opacity="0.85"',
        );
      }
    },
  };
}

/** A café umbrella on the quay. */
function umbrella(at: V3): Item {
  return {
    bbox: { x0: at.x - 1.5, x1: at.x + 1.5, y0: at.y, y1: at.y + 2.6, z0: at.z - 1.5, z1: at.z + 1.5 },
    castsShadow: false,
    draw: (ctx) => {
      const d = ctx.cam.depth(at);
      if (d < 2) return;
      const px = ctx.cam.scaleAt(d);
      const [x, y] = ctx.cam.project(at);
      const top = y - 2.5 * px;
      ctx.svg.line([x, y], [x, top], css(fog([110, 96, 80], d, ctx.light)), Math.max(0.5, px * 0.05));
      ctx.svg.path(
        `M${n(x - 1.5 * px)} ${n(top + 0.45 * px)}Q${n(x)} ${n(top - 0.35 * px)} ${n(x + 1.5 * px)} ${n(top + 0.45 * px)}Z`,
        css(fog(shade([240, 234, 220], v3(0, 1, 0), ctx.light.atm.sunLight[0] > 0, ctx.light), d, ctx.light)),
      );
    },
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
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const side = rng.chance(0.5) ? 1 : -1;
  const elevated = rng.chance(0.3);
  const stepped = /stepped|sea wall/.test(text) || rng.chance(0.3);
  const cycle = /cycle/.test(text) || rng.chance(0.45);
  const frame = makeFrame(input, {
    eye: elevated ? rng.range(7, 12) : rng.range(1.6, 2.2),
    yaw: side * rng.range(0.2, 0.42),
    horizon: portrait ? 0.5 : elevated ? rng.range(0.4, 0.46) : rng.range(0.5, 0.56),
    fov: portrait ? 62 : rng.range(58, 68),
    times: { morning: 1.5, midday: 1.5, afternoon: 2.5, golden: 3, dusk: 2 },
    sunRelative: side * rng.range(40, 120),
    fogDistance: 1100,
  });
  const { W, H, atm, cam } = frame;
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintSea(far, atm, cam.horizon, H, frame.sun, rng.fork('sea'));
  paintHills(far, atm, rng.fork('h'), {
    base: cam.horizon + 0.5,
    height: H * rng.range(0.025, 0.06),
    distance: 0.88,
    colour: [112, 118, 112],
    x0: side > 0 ? W * 0.2 : -W * 0.1,
    x1: side > 0 ? W * 1.1 : W * 0.8,
    island: true,
  });
  const main = new Svg(W, H);
  const ctx = context(main, frame);
  const items: Item[] = [];
  // Across the view: the sea on the `side` of x = edge, then the promenade, a cycle lane, the road,
  // the buildings of the seafront.
  const edge = side * rng.range(4, 7);
  const paveW = rng.range(11, 16);
  const lane = cycle ? 3 : 0;
  const roadW = rng.range(7, 10);
  const inner = edge - side * paveW;
  const roadX0 = inner - side * lane;
  const roadX1 = roadX0 - side * roadW;
  const frontX = roadX1 - side * rng.range(3, 5);
  const zMax = 700;
  // The seafront: blocks of flats with balconies and cafés, their fronts to the sea.
  for (let z = rng.range(-10, 6); z < zMax;) {
    const len = rng.range(14, 26);
    items.push(
      ...seafrontBlock(frontX, z, len, rng.int(4, 8), side, rng.fork(`blk${z.toFixed(0)}`), atm.lightsOn),
    );
    z += len + (rng.chance(0.25) ? rng.range(6, 12) : 0.3);
  }
  // Palms along the promenade, a second row by the road now and then.
  const palmX = edge - side * rng.range(2.5, 4);
  for (let z = elevated ? rng.range(16, 22) : rng.range(7, 11); z < 520; z += rng.range(9, 12))
    items.push(
      tree({ kind: 'palm', at: v3(palmX + rng.range(-0.2, 0.2), 0, z), height: rng.range(8, 11), rng }),
    );
  if (rng.chance(0.5))
    for (let z = rng.range(6, 12); z < 400; z += rng.range(10, 14))
      items.push(
        tree({
          kind: rng.chance(0.7) ? 'palm' : 'pine',
          at: v3(inner + side * 1.2, 0, z),
          height: rng.range(7, 10),
          rng,
        }),
      );
  // Lamps and benches facing the sea.
  const lampX = edge - side * 1.0;
  for (let z = rng.range(8, 14); z < 320; z += rng.range(16, 20))
    items.push(streetLamp(v3(lampX, 0, z), atm.lightsOn));
  for (let z = rng.range(12, 18); z < 200; z += rng.range(18, 26)) {
    const bx = edge - side * 1.9;
    items.push(
      box({ x0: bx - 0.3, x1: bx + 0.3, y0: 0.38, y1: 0.46, z0: z, z1: z + 1.8 }, { albedo: WOOD_LIGHT }),
    );
    items.push(
      box(
        {
          x0: side > 0 ? bx - 0.34 : bx + 0.26,
          x1: side > 0 ? bx - 0.26 : bx + 0.34,
          y0: 0.46,
          y1: 0.85,
          z0: z,
          z1: z + 1.8,
        },
        { albedo: WOOD_LIGHT },
      ),
    );
    items.push(
      box(
        { x0: bx - 0.25, x1: bx + 0.25, y0: 0, y1: 0.38, z0: z + 0.1, z1: z + 0.2 },
        { albedo: [60, 62, 64] },
      ),
    );
    items.push(
      box(
        { x0: bx - 0.25, x1: bx + 0.25, y0: 0, y1: 0.38, z0: z + 1.6, z1: z + 1.7 },
        { albedo: [60, 62, 64] },
      ),
    );
  }
  items.push(railing(edge - side * 0.15, -2, zMax, side));
  if (stepped) {
    // Steps down into the water.
    for (let k = 1; k <= 3; k++) {
      const x0 = edge + side * (k - 1) * 0.7;
      const x1 = edge + side * k * 0.7;
      items.push(
        box(
          { x0: Math.min(x0, x1), x1: Math.max(x0, x1), y0: -3, y1: -k * 0.45, z0: -2, z1: zMax },
          { albedo: [196, 186, 166], top: [210, 202, 184], castsShadow: false },
        ),
      );
    }
  }
  const pave: RGB = mix(LIMESTONE, [226, 216, 196], rng.range(0, 1));
  const lx = (x: number) => x;
  // The land, where shadows may fall.
  const landPoly = cam.polygon([
    v3(edge, 0, -2),
    v3(edge, 0, 2000),
    v3(edge - side * 400, 0, 2000),
    v3(edge - side * 400, 0, -2),
  ]);
  paintWorld(ctx, {
    items,
    groundAlbedo: pave,
    shadowMargin: 30,
    groundClip: landPoly.length >= 3 ? polyD(landPoly) : undefined,
    ground: (c) => {
      const strip = (a: number, b: number, albedo: RGB) =>
        paintGroundSurface(
          c,
          frame,
          [
            [Math.min(a, b), -2],
            [Math.max(a, b), -2],
            [Math.max(a, b), 1500],
            [Math.min(a, b), 1500],
          ],
          albedo,
        );
      strip(edge, inner, pave);
      paintPavingJoints(c, frame, [Math.min(edge, inner), -2, Math.max(edge, inner), 160], 1.5, pave);
      // A band of darker stone and a strip of lawn along the promenade.
      strip(inner + side * 0.6, inner + side * 1.8, [118, 128, 80]);
      if (cycle) {
        strip(inner, roadX0, [150, 92, 76]);
        const dash: string[] = [];
        for (let z = 0; z < 160; z += 4) {
          const p = c.cam.polygon([
            v3(lx((inner + roadX0) / 2), 0.01, z),
            v3((inner + roadX0) / 2, 0.01, z + 2),
            v3((inner + roadX0) / 2, 0.01, z + 2),
          ]);
          if (p.length >= 2) dash.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
        }
        c.svg.add(
          `<path d="${dash.join('')}" stroke="#f2efe6" stroke-width="${n(Math.max(0.8, W / 1200))}" fill="none" opacity="0.8"/>`,
        );
      }
      strip(roadX0, roadX1, [92, 92, 94]);
      strip(roadX1, frontX - side * 0.2, mix(pave, [200, 196, 190], 0.5));
      // The edge of the promenade: a coping stone and the wall's face.
      const cope = c.cam.polygon([
        v3(edge, 0.02, -2),
        v3(edge, 0.02, 1500),
        v3(edge - side * 0.5, 0.02, 1500),
        v3(edge - side * 0.5, 0.02, -2),
      ]);
      if (cope.length >= 3) c.svg.path(polyD(cope), css(groundColour(frame, [236, 230, 216], 20)));
      const wall = c.cam.polygon([
        v3(edge, 0, -2),
        v3(edge, 0, 1500),
        v3(edge, -1.6, 1500),
        v3(edge, -1.6, -2),
      ]);
      if (wall.length >= 3) c.svg.path(polyD(wall), css(groundColour(frame, [170, 160, 140], 30)));
      // Lapping water and foam at the foot of the wall.
      const foam: string[] = [];
      for (let z = 2; z < 300; z += rng.range(1.5, 4)) {
        const p = c.cam.polygon([
          v3(edge + side * rng.range(0.2, 1.5), -1.2, z),
          v3(edge + side * 0.3, -1.2, z + rng.range(1, 3)),
          v3(edge + side * 0.3, -1.2, z + 3),
        ]);
        if (p.length >= 2) foam.push(`M${n(p[0][0])} ${n(p[0][1])}L${n(p[1][0])} ${n(p[1][1])}`);
      }
      c.svg.add(
        `<path d="${foam.join('')}" stroke="#ffffff" stroke-width="${n(Math.max(0.7, W / 1400))}" fill="none" opacity="0.45"/>`,
      );
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

const WOOD_LIGHT: RGB = [150, 118, 86];

/** A street lamp: a slender dark post and a lantern that glows at dusk. */
function streetLamp(at: V3, on: boolean): Item {
  return {
    bbox: { x0: at.x - 0.2, x1: at.x + 0.2, y0: 0, y1: 4.4, z0: at.z - 0.2, z1: at.z + 0.2 },
    draw: (ctx) => {
      const d = ctx.cam.depth(at);
      if (d < 1) return;
      const px = ctx.cam.scaleAt(d);
      const a = ctx.cam.project(at);
      const b = ctx.cam.project(v3(at.x, at.y + 4, at.z));
      const c = css(fog([48, 50, 52], d, ctx.light));
      ctx.svg.line(a, b, c, Math.max(0.7, px * 0.09));
      ctx.svg.rect(a[0] - px * 0.12, a[1] - px * 0.5, px * 0.24, px * 0.5, c);
      ctx.svg.path(
        `M${n(b[0] - px * 0.2)} ${n(b[1])}L${n(b[0] + px * 0.2)} ${n(b[1])}L${n(b[0] + px * 0.13)} ${n(b[1] + px * 0.45)}L${n(b[0] - px * 0.13)} ${n(b[1] + px * 0.45)}Z`,
        on ? '#ffe0a0' : css(fog([200, 204, 206], d, ctx.light)),
      );
      ctx.svg.path(
        `M${n(b[0] - px * 0.26)} ${n(b[1])}L${n(b[0])} ${n(b[1] - px * 0.22)}L${n(b[0] + px * 0.26)} ${n(b[1])}Z`,
        c,
      );
      if (on) {
        const g = ctx.svg.radial(b[0], b[1] + px * 0.2, px * 2.5, [
          [0, [255, 220, 160], 0.6],
          [1, [255, 220, 160], 0],
        ]);
        ctx.svg.ellipse(b[0], b[1] + px * 0.2, px * 2.5, px * 2.5, g);
      }
    },
    castsShadow: false,
  };
}

/** A railing of posts and two rails along the promenade's edge. */
function railing(x: number, z0: number, z1: number, side: number): Item {
  return {
    bbox: { x0: x - 0.05, x1: x + 0.05, y0: 0, y1: 1.05, z0, z1 },
    castsShadow: false,
    draw: (ctx) => {
      const parts: string[] = [];
      const colour = css(fog([70, 74, 78], 40, ctx.light));
      for (let z = Math.max(z0, 0.5); z < Math.min(z1, 260); z += 1.6) {
        const a = ctx.cam.polygon([v3(x, 0, z), v3(x, 1.0, z), v3(x, 1.0, z)]);
        if (a.length < 2) continue;
        const w = Math.max(0.6, ctx.cam.scaleAt(ctx.cam.depth(v3(x, 0, z))) * 0.04);
        parts.push(
          `<path d="M${n(a[0][0])} ${n(a[0][1])}L${n(a[1][0])} ${n(a[1][1])}" stroke="${colour}" stroke-width="${n(w)}"/>`,
        );
      }
      for (const y of [1.0, 0.55]) {
        const pts: string[] = [];
        for (let z = Math.max(z0, 0.5); z < Math.min(z1, 700); z *= 1.15) {
          const p = ctx.cam.polygon([v3(x, y, z), v3(x, y, z), v3(x, y, z)]);
          if (p.length) pts.push(`${n(p[0][0])} ${n(p[0][1])}`);
          if (z < 2) z = 2;
        }
        if (pts.length > 1)
          parts.push(
            `<path d="M${pts.join('L')}" stroke="${colour}" stroke-width="${n(y > 0.9 ? 2.2 : 1.2)}" fill="none"/>`,
          );
      }
      ctx.svg.add(parts.join(''));
      void side;
    },
  };
}

/** A block of flats facing the sea across the road: balconies on every floor, cafés with awnings below. */
function seafrontBlock(
  frontX: number,
  z0: number,
  len: number,
  floors: number,
  side: number,
  rng: Rng,
  night: boolean,
): Item[] {
  const out: Item[] = [];
  const depth = rng.range(12, 16);
  const x0 = side > 0 ? frontX - depth : frontX;
  const x1 = side > 0 ? frontX : frontX + depth;
  const gf = 4.2;
  const fh = 3.1;
  const H = gf + (floors - 1) * fh;
  const wall = rng.pick<RGB>([
    [240, 236, 228],
    [236, 226, 208],
    [226, 216, 198],
    [232, 230, 226],
    [222, 206, 184],
    [238, 228, 218],
  ]);
  const bays = Math.max(3, Math.round(len / rng.range(3.2, 4.2)));
  const bw = len / bays;
  const openings: Opening[] = [];
  for (let f = 0; f < floors; f++) {
    const v0 = f === 0 ? 0.1 : gf + (f - 1) * fh + 0.05;
    const v1 = f === 0 ? gf - 0.6 : v0 + 2.5;
    for (let b = 0; b < bays; b++) {
      const u = bw * (b + 0.5);
      const half = f === 0 ? bw * 0.42 : bw * rng.range(0.28, 0.36);
      openings.push({ u0: u - half, u1: u + half, v0, v1, kind: 'glass', divisions: [1, 0], reveal: 0.14 });
    }
  }
  out.push(
    box(
      { x0, x1, y0: 0, y1: H, z0, z1: z0 + len },
      side > 0
        ? { albedo: wall, right: openings, top: [200, 196, 190] }
        : {
            albedo: wall,
            left: openings.map((o) => ({ ...o, u0: len - o.u1, u1: len - o.u0 })),
            top: [200, 196, 190],
          },
    ),
  );
  // Balconies along the front, floor by floor.
  const bd = rng.range(1.2, 1.8);
  const railGlass = rng.chance(0.5);
  const slab = mix(wall, [255, 255, 255], 0.35);
  for (let f = 1; f < floors; f++) {
    const y = gf + (f - 1) * fh;
    const bx0 = side > 0 ? frontX : frontX - bd;
    const bx1 = side > 0 ? frontX + bd : frontX;
    out.push(
      box({ x0: bx0, x1: bx1, y0: y - 0.2, y1: y, z0: z0 + 0.2, z1: z0 + len - 0.2 }, { albedo: slab }),
    );
    const rx = side > 0 ? bx1 - 0.05 : bx0;
    out.push(
      box(
        { x0: rx, x1: rx + 0.05, y0: y, y1: y + 1.0, z0: z0 + 0.2, z1: z0 + len - 0.2 },
        railGlass
          ? { albedo: [150, 168, 178], sideMaterial: 'glass', castsShadow: false, opacity: 0.45 }
          : { albedo: [70, 72, 74], castsShadow: false },
      ),
    );
  }
  // Café awnings over the ground floor.
  if (rng.chance(0.7)) {
    const awning: RGB = rng.pick<RGB>([
      [236, 232, 222],
      [70, 90, 110],
      [150, 60, 50],
      [200, 190, 160],
    ]);
    const ax0 = side > 0 ? frontX : frontX - 2.6;
    const ax1 = side > 0 ? frontX + 2.6 : frontX;
    out.push(
      box({ x0: ax0, x1: ax1, y0: 3.0, y1: 3.2, z0: z0 + 0.5, z1: z0 + len - 0.5 }, { albedo: awning }),
    );
    if (night)
      out.push(
        box(
          { x0: ax0, x1: ax1, y0: 2.9, y1: 3.0, z0: z0 + 0.5, z1: z0 + len - 0.5 },
          { albedo: [255, 210, 150], castsShadow: false },
        ),
      );
  }
  return out;
}
