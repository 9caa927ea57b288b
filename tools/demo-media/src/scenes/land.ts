/** A plot of land: an olive grove on dry ground, stone terrace walls, hills and the sea far away. */
import type { Layer } from '../compose';
import { css, mix, scale, type RGB } from '../color';
import { paintHills, paintScrub, paintSea, paintSky } from '../landscape';
import { type Item, box, fog, paintWorld, v3 } from '../scene3d';
import { Svg, n, polyD, type Pt } from '../svg';
import { type FoliagePalette, PALETTES, ellipseD, paintCrownFromAbove, tree } from '../vegetation';
import { fbm, noise2, paintTerrain } from '../terrain';
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
  const drone = rng.chance(0.35) || /quarry|terraced|dry-stone/.test(text);
  if (drone) return paintLandAerial({ ...input, rng: rng.fork('aerial') });
  const eye = rng.range(1.6, 2.8);
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
    items.push(
      tree({
        kind: /pine/.test(text) && (!/strawberry/.test(text) || rng.chance(0.6)) ? 'pine' : 'olive',
        at: v3(x, 0, z),
        height: /pine/.test(text) ? rng.range(8, 13) : rng.range(3.2, 5.5),
        rng,
      }),
    );
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

/**
 * An aerial view of a plot, as a drone photographs it: terraced hillside with dry-stone walls along the
 * contours, olive (or pine) crowns seen from above with their shadows, a dirt track, the plot's boundary
 * marked in white; the sea or mountains beyond.
 */
function paintLandAerial(input: SceneInput): ScenePicture {
  const { rng } = input;
  const text = input.alt.toLowerCase();
  const portrait = input.height > input.width;
  const frame = makeFrame(input, {
    eye: rng.range(55, 110),
    yaw: rng.range(-0.4, 0.4),
    horizon: portrait ? 0.2 : rng.range(0.16, 0.26),
    fov: portrait ? 58 : rng.range(56, 66),
    times: { morning: 2, midday: 1.5, afternoon: 2.5, golden: 3, dusk: 0.4 },
    sunRelative: rng.pick([-120, -100, 100, 120, 140, -140]),
    fogDistance: 2600,
    fogMax: 0.7,
  });
  const { W, H, atm, cam } = frame;
  const seed = rng.int(1, 99999);
  const sea =
    !/inland|mountain|quarry|arcadian|tegea/.test(text) &&
    (/sea|coast|bay|paros|naxos|athos/.test(text) || rng.chance(0.6));
  const quarry = /quarry/.test(text);
  const pines = /pine/.test(text);
  const trees = quarry ? 'none' : pines ? 'pine' : 'olive';
  const terraced = !quarry && (/terrace|stone wall|dry-stone|hill/.test(text) || rng.chance(0.6));
  const fwd = (z: number, x = 0) =>
    v3(
      cam.pos.x + Math.sin(cam.yaw) * z + Math.cos(cam.yaw) * x,
      0,
      cam.pos.z + Math.cos(cam.yaw) * z - Math.sin(cam.yaw) * x,
    );
  const plotC = fwd(cam.pos.y * rng.range(1.3, 1.8), rng.range(-15, 15));
  const seaZ = rng.range(700, 1300);
  const tilt = rng.range(-0.08, 0.12);
  const step = rng.range(2.2, 3.4);
  const height = (x: number, z: number): number => {
    // A hillside falling gently away from us towards the coast, with folds and gullies.
    const along = (x - cam.pos.x) * Math.sin(cam.yaw) + (z - cam.pos.z) * Math.cos(cam.yaw);
    let h =
      40 -
      along * (sea ? 40 / seaZ : tilt * 0.3) +
      fbm(x / 160, z / 160, seed, 4) * 18 +
      fbm(x / 45, z / 45, seed + 1, 3) * 4;
    if (!sea) h += Math.max(0, along - 400) * 0.12 * (0.6 + fbm(x / 400, z / 400, seed + 2, 3));
    if (terraced && h > 2) {
      const k = Math.floor(h / step);
      const f = (h - k * step) / step;
      const riser = 0.22;
      const t = f < 1 - riser ? 0 : (f - (1 - riser)) / riser;
      const terr = (k + t * t * (3 - 2 * t)) * step;
      // Terracing fades out far from the plot.
      const dist = Math.hypot(x - plotC.x, z - plotC.z);
      const w = Math.max(0, Math.min(1, 1.6 - dist / 260));
      h = h + (terr - h) * w;
    }
    if (quarry) {
      const dq = Math.hypot(x - plotC.x, (z - plotC.z) * 1.3);
      if (dq < 90) h -= Math.min(14, (90 - dq) * 0.35) - Math.floor(Math.max(0, 90 - dq) / 18) * 0.8;
    }
    return h;
  };
  // The track: a winding line across the hillside through the plot.
  const track: Array<[number, number]> = [];
  const tA = rng.range(-1, 1);
  for (let i = -12; i <= 12; i++) {
    const t = i * 22;
    const p = fwd(plotC.z - cam.pos.z + t * 0.8 + Math.sin(i * 0.5 + tA) * 20, t);
    track.push([p.x + Math.sin(i * 0.7) * 8, p.z]);
  }
  const trackDist = (x: number, z: number) => {
    let best = Infinity;
    for (let i = 0; i < track.length - 1; i++) {
      const [ax, az] = track[i];
      const [bx, bz] = track[i + 1];
      const dx = bx - ax;
      const dz = bz - az;
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / (dx * dx + dz * dz)));
      best = Math.min(best, Math.hypot(x - ax - dx * t, z - az - dz * t));
    }
    return best;
  };
  const soil: RGB = rng.pick<RGB>([
    [150, 118, 86],
    [142, 110, 80],
    [158, 130, 96],
    [136, 114, 86],
  ]);
  const sky = new Svg(W, H);
  paintSky(sky, atm, cam.horizon, frame.sun, rng.fork('sky'));
  const far = new Svg(W, H);
  paintSea(far, atm, cam.horizon, H, frame.sun, rng.fork('sea'), { calm: 0.6 });
  paintHills(far, atm, rng.fork('range'), {
    base: cam.horizon + 1,
    height: H * rng.range(0.02, /mountain|athos/.test(text) ? 0.09 : 0.05),
    distance: 0.9,
    colour: [112, 116, 112],
    x0: rng.range(-0.2, 0.4) * W,
    x1: rng.range(0.6, 1.2) * W,
    island: sea,
  });
  const main = new Svg(W, H);
  const ctx = context(main, frame);
  // Olive crowns in rows on the terraces, a few gaps; wild trees and scrub outside the plot.
  const crowns: Array<{ x: number; z: number; r: number; kind: string }> = [];
  const area = 520;
  const rowStep = pines ? 7 : rng.range(7, 9);
  for (let gx = -area; gx < area; gx += rowStep) {
    for (let gz = -60; gz < area * 1.6; gz += rowStep) {
      const p = fwd(gz + rng.range(-1.2, 1.2), gx + rng.range(-1.2, 1.2));
      const inPlot = Math.hypot(p.x - plotC.x, p.z - plotC.z) < 230;
      const h = height(p.x, p.z);
      if (h < 2 || trackDist(p.x, p.z) < 4) continue;
      const wild = noise2(p.x / 60, p.z / 60, seed + 9);
      const density = trees === 'none' ? 0.02 : inPlot ? 0.8 : pines ? 0.5 * wild : 0.22 * wild;
      if (!rng.chance(density)) continue;
      crowns.push({
        x: p.x,
        z: p.z,
        r: pines ? rng.range(2.6, 4.2) : rng.range(1.8, 3.0),
        kind: pines && rng.chance(0.85) ? 'pine' : 'olive',
      });
    }
  }
  for (let i = 0; i < 900; i++) {
    const p = fwd(rng.range(-50, area * 1.6), rng.range(-area, area));
    if (height(p.x, p.z) < 2) continue;
    if (noise2(p.x / 30, p.z / 30, seed + 11) < 0.55) continue;
    crowns.push({ x: p.x, z: p.z, r: rng.range(0.6, 1.4), kind: 'scrub' });
  }
  const byDepth = crowns
    .map((c) => ({ ...c, d: cam.depth(v3(c.x, 0, c.z)) }))
    .filter((c) => c.d > 5)
    .sort((a, b) => b.d - a.d);
  const L = frame.light.L;
  const shadowDir = (() => {
    // Screen direction of a shadow on the ground (away from the sun).
    const a = cam.project(plotC);
    const b = cam.project(v3(plotC.x - L.x * 4, 0, plotC.z - L.z * 4));
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const l = Math.hypot(dx, dy) || 1;
    return [dx / l, dy / l, Math.min(2.2, 0.6 / Math.max(0.2, L.y))] as const;
  })();
  const sunScreen: Pt = [-shadowDir[0], -shadowDir[1]];
  const olivePal = PALETTES.olive;
  const pinePal = PALETTES.pine;
  const scrubPal = PALETTES.shrub;
  let ci = 0;
  const treeRng = rng.fork('crowns');
  paintTerrain(ctx, {
    height,
    albedo: (s) => {
      const n1 = noise2(s.x / 70, s.z / 70, seed + 3);
      const n2 = noise2(s.x / 14, s.z / 14, seed + 4);
      const grass = mix([140, 132, 88], [98, 108, 64], n1);
      const dirt = mix(soil, [200, 178, 140], n2 * 0.4);
      const inPlot = Math.hypot(s.x - plotC.x, s.z - plotC.z) < 240;
      let c = scale(
        inPlot ? mix(dirt, grass, n1 * 0.35) : mix(grass, dirt, n2 * 0.35),
        atm.time === 'midday' ? 0.85 : 0.95,
      );
      if (quarry) c = mix([176, 166, 150], [140, 130, 116], n2);
      const td = trackDist(s.x, s.z);
      if (td < 3.2) c = mix([196, 178, 146], c, td / 3.2);
      if (s.h < 2.5) c = mix([222, 204, 168], c, Math.max(0, (s.h - 1) / 1.5));
      return mix(c, [150, 140, 122], Math.max(0, s.slope - 0.35));
    },
    zNear: cam.pos.y * 0.55,
    zFar: 4200,
    rows: 124,
    cols: 112,
    margin: 0.1,
    baseLevel: height(plotC.x, plotC.z),
    water: sea ? { level: 0, shallow: [100, 196, 190], depth: 5, foam: 0.8 } : undefined,
    mottle: 0.06,
    seed,
    contours: terraced ? { step, colour: [204, 194, 172], width: 0.55, shadow: true, from: 3 } : undefined,
    between: (z0, z1) => {
      // Shadows first, then crowns, for the trees standing in this band of depth.
      const band: typeof byDepth = [];
      while (ci < byDepth.length && byDepth[ci].d >= z0) {
        if (byDepth[ci].d < z1) band.push(byDepth[ci]);
        ci++;
      }
      if (band.length === 0) return;
      const shadows: string[] = [];
      for (const c of band) {
        const h = height(c.x, c.z);
        const p = cam.project(v3(c.x, h, c.z));
        const r = c.r * cam.scaleAt(c.d);
        if (r < 0.3 || c.kind === 'scrub') continue;
        const off = r * 1.4 * shadowDir[2];
        shadows.push(ellipseD(p[0] + shadowDir[0] * off, p[1] + shadowDir[1] * off, r * 1.05, r * 0.75, 0));
      }
      if (shadows.length && atm.sunLight[0] > 0)
        main.path(shadows.join(''), css(scale(groundColour(frame, soil, z0), 0.5)), 'opacity="0.55"');
      // Crowns: small ones batched as three tones of masses, big ones painted leaf by leaf.
      const buckets = { dark: [] as string[], mid: [] as string[], light: [] as string[] };
      let tone: FoliagePalette = olivePal;
      for (const c of band) {
        const h = height(c.x, c.z);
        const r = c.r * cam.scaleAt(c.d);
        const p = cam.project(v3(c.x, h + c.r * 0.9, c.z));
        if (r < 0.7 || p[0] < -r * 2 || p[0] > W + r * 2 || p[1] > H + r * 2) continue;
        const pal = c.kind === 'pine' ? pinePal : c.kind === 'scrub' ? scrubPal : olivePal;
        if (r > 18) {
          const lit = {
            dark: fog(pal.dark, c.d, frame.light),
            mid: fog(pal.mid, c.d, frame.light),
            light: fog(mix(pal.light, atm.sunColor, 0.15), c.d, frame.light),
            glint: fog(mix(pal.glint, atm.sunColor, 0.2), c.d, frame.light),
          };
          paintCrownFromAbove(main, treeRng, p[0], p[1], r, 0.8, lit, sunScreen, 1);
          continue;
        }
        if (c.kind !== 'scrub') tone = pal;
        const k = (((c.x * 3.71 + c.z * 1.93) % 1) + 1) % 1;
        const k2 = (((c.x * 1.37 + c.z * 2.71) % 1) + 1) % 1;
        buckets.dark.push(ellipseD(p[0], p[1], r, r * 0.8, k * 60));
        if (r > 1.6) {
          buckets.dark.push(
            ellipseD(p[0] + (k2 - 0.5) * r * 0.9, p[1] + (k - 0.5) * r * 0.5, r * 0.6, r * 0.5, k2 * 80),
          );
          buckets.mid.push(
            ellipseD(
              p[0] + sunScreen[0] * r * 0.1 + (k - 0.5) * r * 0.5,
              p[1] + sunScreen[1] * r * 0.1 - r * 0.05,
              r * 0.62,
              r * 0.5,
              k * 90,
            ),
          );
          buckets.mid.push(
            ellipseD(p[0] + (k2 - 0.5) * r * 0.7, p[1] + (0.5 - k) * r * 0.3, r * 0.45, r * 0.38, k2 * 50),
          );
          buckets.light.push(
            ellipseD(
              p[0] + sunScreen[0] * r * 0.38 + (k2 - 0.5) * r * 0.3,
              p[1] + sunScreen[1] * r * 0.38,
              r * 0.3,
              r * 0.22,
              k * 120,
            ),
          );
        }
      }
      const depth = (z0 + z1) / 2;
      if (buckets.dark.length) main.path(buckets.dark.join(''), css(fog(tone.dark, depth, frame.light)));
      if (buckets.mid.length) main.path(buckets.mid.join(''), css(fog(tone.mid, depth, frame.light)));
      if (buckets.light.length)
        main.path(
          buckets.light.join(''),
          css(fog(mix(tone.light, atm.sunColor, 0.15), depth, frame.light)),
          'opacity="0.85"',
        );
    },
  });
  // The plot's boundary: a white line pegged at its corners, following the ground.
  if (!/before works|around/.test(text) || rng.chance(0.5)) {
    const corners: Array<[number, number]> = [];
    const n0 = rng.int(4, 6);
    for (let i = 0; i < n0; i++) {
      const a = (i / n0) * Math.PI * 2 + rng.range(-0.25, 0.25);
      const r = rng.range(90, 150);
      corners.push([plotC.x + Math.cos(a) * r * 1.3, plotC.z + Math.sin(a) * r]);
    }
    const pts: Pt[] = [];
    for (let i = 0; i < corners.length; i++) {
      const [ax, az] = corners[i];
      const [bx, bz] = corners[(i + 1) % corners.length];
      for (let k = 0; k < 16; k++) {
        const t = k / 16;
        const x = ax + (bx - ax) * t;
        const z = az + (bz - az) * t;
        if (cam.depth(v3(x, 0, z)) < 3) continue;
        pts.push(cam.project(v3(x, height(x, z) + 0.3, z)));
      }
    }
    if (pts.length > 3) {
      const d = polyD(pts);
      main.path(
        d,
        'none',
        `stroke="#000000" stroke-width="${n(W / 500)}" opacity="0.18" stroke-linejoin="round"`,
      );
      main.path(
        d,
        '#ffffff',
        `fill-opacity="0.06" stroke="#ffffff" stroke-width="${n(W / 900)}" stroke-opacity="0.9" stroke-linejoin="round"`,
      );
      for (const [x, z] of corners) {
        if (cam.depth(v3(x, 0, z)) < 3) continue;
        const p = cam.project(v3(x, height(x, z) + 0.3, z));
        main.ellipse(p[0], p[1], W / 320, W / 320, '#ffffff');
      }
    }
  }
  return {
    layers: [
      { svg: sky, scale: 0.25, blur: W * 0.004 },
      { svg: far, scale: 0.5, blur: W * 0.0012 },
      { svg: main },
    ],
    post: defaultPost(atm, { soften: 0.6 }),
  };
}
