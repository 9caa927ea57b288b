/**
 * Events: a conference hall seen from the back rows (a bright screen, stage light through haze, the
 * audience in silhouette), or an exhibition stand with a model under spotlights.
 */
import { css, mix, scale, type RGB } from '../color';
import type { Layer } from '../compose';
import type { Rng } from '../prng';
import { Svg, n } from '../svg';
import type { SceneInput, ScenePicture } from './common';

/** Heads and shoulders from behind, one row, scaled by distance; rim-lit from the stage. */
function audienceRow(
  svg: Svg,
  rng: Rng,
  y: number,
  s: number,
  W: number,
  rim: RGB,
  dark: RGB,
  density = 1,
): void {
  const bodies: string[] = [];
  const heads: string[] = [];
  const rims: string[] = [];
  let x = -rng.range(0, s);
  while (x < W + s) {
    const w = s * rng.range(0.85, 1.1);
    if (rng.chance(0.92 * density)) {
      const hx = x + w / 2 + rng.range(-0.08, 0.08) * s;
      const hy = y - s * rng.range(0.72, 0.85);
      bodies.push(
        `M${n(x + w * 0.02)} ${n(y + s)}C${n(x + w * 0.02)} ${n(y - s * 0.2)} ${n(x + w * 0.2)} ${n(y - s * 0.32)} ${n(hx)} ${n(y - s * 0.36)}C${n(x + w * 0.8)} ${n(y - s * 0.32)} ${n(x + w * 0.98)} ${n(y - s * 0.2)} ${n(x + w * 0.98)} ${n(y + s)}Z`,
      );
      const hr = s * rng.range(0.2, 0.24);
      heads.push(
        `M${n(hx - hr)} ${n(hy)}a${n(hr)} ${n(hr * 1.15)} 0 1 0 ${n(2 * hr)} 0a${n(hr)} ${n(hr * 1.15)} 0 1 0 ${n(-2 * hr)} 0Z`,
      );
      rims.push(`M${n(hx - hr * 0.8)} ${n(hy - hr * 0.6)}a${n(hr)} ${n(hr * 1.15)} 0 0 1 ${n(hr * 1.6)} 0`);
    }
    x += w;
  }
  svg.path(bodies.join(''), css(dark));
  svg.path(heads.join(''), css(scale(dark, 0.85)));
  svg.add(
    `<path d="${rims.join('')}" stroke="${css(rim)}" stroke-width="${n(Math.max(0.8, s * 0.04))}" fill="none" opacity="0.55"/>`,
  );
}

export function paintEvent(input: SceneInput): ScenePicture {
  const { rng, width: W, height: H } = input;
  const text = input.alt.toLowerCase();
  if (/exhibition|stand|expo|fair|model/.test(text)) return paintExhibition(input);
  const back = new Svg(W, H);
  const wallTop: RGB = rng.pick<RGB>([
    [22, 26, 36],
    [30, 26, 30],
    [20, 28, 34],
  ]);
  back.rect(
    0,
    0,
    W,
    H,
    back.linear(0, 0, 0, H, [
      [0, wallTop],
      [0.5, mix(wallTop, [60, 56, 60], 0.5)],
      [1, [16, 16, 20]],
    ]),
  );
  // Stage and screen.
  const stageY = H * rng.range(0.5, 0.58);
  const screenW = W * rng.range(0.34, 0.46);
  const screenH = (screenW * 9) / 16;
  const sx = W / 2 + rng.range(-0.12, 0.12) * W - screenW / 2;
  const sy = stageY - screenH - H * 0.08;
  const accent: RGB = rng.pick<RGB>([
    [40, 90, 150],
    [30, 70, 120],
    [170, 130, 70],
  ]);
  back.rect(sx - 8, sy - 8, screenW + 16, screenH + 16, '#0c0c0e');
  // The slide: sky, sea and a white building, bright.
  const slide = back.linear(0, sy, 0, sy + screenH, [
    [0, [120, 170, 220]],
    [0.62, [220, 232, 240]],
    [0.63, [60, 120, 170]],
    [1, [40, 90, 140]],
  ]);
  back.rect(sx, sy, screenW, screenH, slide);
  back.rect(sx + screenW * 0.28, sy + screenH * 0.34, screenW * 0.36, screenH * 0.3, '#f6f4ee');
  back.rect(sx + screenW * 0.34, sy + screenH * 0.24, screenW * 0.22, screenH * 0.1, '#eeece6');
  back.rect(sx + screenW * 0.32, sy + screenH * 0.42, screenW * 0.26, screenH * 0.12, '#3c4a58');
  back.rect(sx, sy + screenH * 0.86, screenW, screenH * 0.14, css(accent), 'opacity="0.9"');
  // Stage platform and lectern with the speaker.
  back.path(
    `M${n(W * 0.05)} ${n(stageY)}L${n(W * 0.95)} ${n(stageY)}L${n(W * 1.05)} ${n(stageY + H * 0.06)}L${n(-W * 0.05)} ${n(stageY + H * 0.06)}Z`,
    '#1c1b1e',
  );
  back.rect(-10, stageY - 2, W + 20, 4, css(mix(accent, [255, 255, 255], 0.3)), 'opacity="0.6"');
  const lx = rng.chance(0.5) ? sx - W * 0.06 : sx + screenW + W * 0.03;
  const ls = H * 0.12;
  if (/speaker|stage|talk|presentation|conference/.test(text) || rng.chance(0.7)) {
    back.path(
      `M${n(lx - ls * 0.12)} ${n(stageY - ls * 1.25)}C${n(lx - ls * 0.2)} ${n(stageY - ls * 0.8)} ${n(lx - ls * 0.16)} ${n(stageY - ls * 0.4)} ${n(lx - ls * 0.12)} ${n(stageY)}L${n(lx + ls * 0.12)} ${n(stageY)}C${n(lx + ls * 0.16)} ${n(stageY - ls * 0.4)} ${n(lx + ls * 0.2)} ${n(stageY - ls * 0.8)} ${n(lx + ls * 0.12)} ${n(stageY - ls * 1.25)}Z`,
      '#2a2c34',
    );
    back.ellipse(lx, stageY - ls * 1.36, ls * 0.09, ls * 0.11, '#3a302c');
  }
  back.path(
    `M${n(lx + ls * 0.15)} ${n(stageY)}L${n(lx + ls * 0.5)} ${n(stageY)}L${n(lx + ls * 0.54)} ${n(stageY - ls * 0.85)}L${n(lx + ls * 0.11)} ${n(stageY - ls * 0.85)}Z`,
    css(mix([40, 40, 44], accent, 0.35)),
  );
  // Ceiling lights.
  const lights: string[] = [];
  for (let i = 0; i < 16; i++) {
    const x = (W * (i + 0.5)) / 16 + rng.range(-10, 10);
    const y = H * rng.range(0.04, 0.14);
    lights.push(`M${n(x - 4)} ${n(y)}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0Z`);
  }
  back.path(lights.join(''), '#ffe6c0');

  // Light: beams through haze, glow of the screen.
  const light = new Svg(W, H);
  light.rect(
    0,
    0,
    W,
    H,
    light.radial(
      sx + screenW / 2,
      sy + screenH / 2,
      screenW * 1.1,
      [
        [0, [200, 220, 240], 0.35],
        [1, [200, 220, 240], 0],
      ],
      0.7,
    ),
  );
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = rng.range(0.05, 0.95) * W;
    const tx = x + rng.range(-0.2, 0.2) * W;
    const beam = light.linear(x, 0, tx, stageY, [
      [0, [255, 230, 190], 0.35],
      [1, [255, 230, 190], 0],
    ]);
    light.path(
      `M${n(x - 10)} ${n(H * 0.06)}L${n(x + 10)} ${n(H * 0.06)}L${n(tx + W * 0.07)} ${n(stageY)}L${n(tx - W * 0.07)} ${n(stageY)}Z`,
      beam,
    );
  }
  // Audience: far rows sharp-ish, near rows in the blurred foreground layer.
  const crowd = new Svg(W, H);
  const rim = mix([220, 230, 255], accent, 0.3);
  const dark: RGB = [22, 22, 26];
  const rows = 9;
  for (let r = 0; r < rows; r++) {
    const t = r / (rows - 1);
    const y = stageY + H * 0.09 + Math.pow(t, 1.5) * H * 0.42;
    const s = H * (0.035 + t * t * 0.09);
    audienceRow(crowd, rng, y, s, W, rim, mix(dark, [50, 50, 56], 1 - t), 0.95);
  }
  const front = new Svg(W, H);
  audienceRow(front, rng, H * 0.98, H * 0.22, W, rim, [16, 16, 18], 0.6);
  const layers: Layer[] = [
    { svg: back, scale: 0.5, blur: W * 0.0015 },
    { svg: light, scale: 0.25, blur: W * 0.01 },
    { svg: crowd },
    { svg: front, scale: 0.25, blur: W * 0.012 },
  ];
  return {
    layers,
    post: {
      bloom: 0.65,
      bloomThreshold: 170,
      bloomRadius: 0.05,
      grain: 6,
      vignette: 0.35,
      soften: 0.6,
      grade: { lift: [10, 8, 12], gain: [1.02, 1, 0.98], contrast: 0.12, saturation: 0.02 },
    },
  };
}

function paintExhibition(input: SceneInput): ScenePicture {
  const { rng, width: W, height: H } = input;
  const back = new Svg(W, H);
  back.rect(
    0,
    0,
    W,
    H,
    back.linear(0, 0, 0, H, [
      [0, [40, 42, 48]],
      [0.55, [90, 88, 86]],
      [1, [150, 146, 140]],
    ]),
  );
  // Stand walls: white panels with a coloured band; the plinth with an architectural model.
  const accent: RGB = rng.pick<RGB>([
    [34, 86, 138],
    [150, 110, 60],
    [60, 90, 80],
  ]);
  const wx = W * 0.12;
  back.rect(wx, H * 0.18, W * 0.76, H * 0.48, '#ecebe7');
  back.rect(wx, H * 0.18, W * 0.76, H * 0.05, css(accent));
  back.rect(
    wx + W * 0.05,
    H * 0.3,
    W * 0.26,
    H * 0.22,
    back.linear(0, H * 0.3, 0, H * 0.52, [
      [0, [120, 170, 220]],
      [0.6, [230, 236, 240]],
      [0.61, [60, 120, 170]],
      [1, [40, 90, 140]],
    ]),
  );
  back.rect(wx + W * 0.42, H * 0.3, W * 0.25, H * 0.02, '#b8b6b0');
  back.rect(wx + W * 0.42, H * 0.34, W * 0.18, H * 0.02, '#c8c6c0');
  back.path(
    `M0 ${n(H * 0.66)}L${n(W)} ${n(H * 0.66)}L${n(W)} ${n(H)}L0 ${n(H)}Z`,
    back.linear(0, H * 0.66, 0, H, [
      [0, [176, 170, 162]],
      [1, [120, 116, 110]],
    ]),
  );
  const main = new Svg(W, H);
  const px = W * rng.range(0.45, 0.6);
  main.rect(px - W * 0.16, H * 0.6, W * 0.32, H * 0.22, '#f2f1ee');
  main.rect(px - W * 0.16, H * 0.6, W * 0.32, H * 0.02, '#d8d6d0');
  // Model: white blocks.
  const blocks = rng.int(3, 6);
  for (let i = 0; i < blocks; i++) {
    const bw = W * rng.range(0.03, 0.06);
    const bh = H * rng.range(0.04, 0.14);
    const bx = px - W * 0.12 + i * W * 0.05;
    main.rect(bx, H * 0.6 - bh, bw, bh, '#fafaf8');
    main.rect(bx + bw, H * 0.6 - bh + bw * 0.2, bw * 0.35, bh - bw * 0.2, '#cfcdc8');
    for (let k = 1; k < bh / (H * 0.012); k++)
      main.rect(bx + bw * 0.1, H * 0.6 - bh + k * H * 0.012, bw * 0.8, H * 0.003, '#b9c4cc');
  }
  const light = new Svg(W, H);
  for (let i = 0; i < 3; i++) {
    const x = px + (i - 1) * W * 0.14;
    light.path(
      `M${n(x - 6)} 0L${n(x + 6)} 0L${n(x + W * 0.09)} ${n(H * 0.6)}L${n(x - W * 0.09)} ${n(H * 0.6)}Z`,
      light.linear(x, 0, x, H * 0.6, [
        [0, [255, 240, 210], 0.3],
        [1, [255, 240, 210], 0],
      ]),
    );
  }
  const people = new Svg(W, H);
  audienceRow(people, rng, H * 0.95, H * 0.2, W * 0.45, [240, 230, 220], [40, 40, 44], 0.7);
  return {
    layers: [
      { svg: back, scale: 0.5, blur: W * 0.002 },
      { svg: main },
      { svg: light, scale: 0.25, blur: W * 0.01 },
      { svg: people, scale: 0.25, blur: W * 0.012 },
    ],
    post: {
      bloom: 0.45,
      bloomThreshold: 200,
      grain: 5,
      vignette: 0.3,
      soften: 0.55,
      grade: { lift: [8, 7, 8], contrast: 0.1 },
    },
  };
}
