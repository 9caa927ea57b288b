/**
 * A flat lay on a desk, seen from above in window light: papers (lines of print, never legible text),
 * a pen, keys, glasses, a cup, a calculator, a passport… picked from the alternative text.
 */
import { css, mix, scale, type RGB } from '../color';
import type { Rng } from '../prng';
import { Svg, n } from '../svg';
import type { SceneInput, ScenePicture } from './common';

type Thing =
  | 'paper'
  | 'signed'
  | 'pen'
  | 'keys'
  | 'glasses'
  | 'cup'
  | 'calculator'
  | 'passport'
  | 'card'
  | 'plan'
  | 'binder'
  | 'frame'
  | 'sprig';

interface Placed {
  thing: Thing;
  x: number;
  y: number;
  rot: number;
  /** Unit size in px (the picture's short side / 10). */
  u: number;
}

function thingsFor(text: string, rng: Rng): Thing[] {
  const t = text.toLowerCase();
  const out: Thing[] = [];
  const add = (re: RegExp, thing: Thing) => re.test(t) && out.push(thing);
  add(/signed|contract|terms|documents|forms|invoice|printed|records/, 'paper');
  add(/signed|contract|signature/, 'signed');
  add(/plan|drawing/, 'plan');
  add(/binder|records/, 'binder');
  add(/certificate/, 'frame');
  add(/passport/, 'passport');
  add(/card/, 'card');
  add(/calculator/, 'calculator');
  add(/keys?\b/, 'keys');
  add(/glasses/, 'glasses');
  add(/pen\b|fountain/, 'pen');
  if (out.length < 3) {
    for (const extra of rng.shuffle<Thing>(['pen', 'glasses', 'cup', 'keys', 'sprig'])) {
      if (out.length >= 4) break;
      if (!out.includes(extra)) out.push(extra);
    }
  }
  if (!out.includes('paper') && !out.includes('plan') && !out.includes('frame')) out.unshift('paper');
  if (rng.chance(0.5) && !out.includes('cup')) out.push('cup');
  if (rng.chance(0.5)) out.push('sprig');
  return out;
}

/** The outline for the shadow, and the drawing, of one thing centred at the origin. */
function drawThing(s: Svg, shadow: Svg, p: Placed, rng: Rng, warm: RGB): void {
  const { u } = p;
  const g = `transform="translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.rot)})"`;
  const sh = (d: string) => shadow.path(d, '#000', `opacity="0.55" ${g}`);
  s.open(g);
  switch (p.thing) {
    case 'paper':
    case 'signed': {
      const w = u * 4.2;
      const h = w * 1.414;
      const d = `M${n(-w / 2)} ${n(-h / 2)}h${n(w)}v${n(h)}h${n(-w)}Z`;
      sh(d);
      s.path(
        d,
        s.linear(-w / 2, -h / 2, w / 2, h / 2, [
          [0, mix([250, 249, 245], warm, 0.15)],
          [1, [236, 234, 228]],
        ]),
      );
      const lines: string[] = [];
      lines.push(`M${n(-w * 0.38)} ${n(-h * 0.4)}h${n(w * 0.45)}v${n(u * 0.09)}h${n(-w * 0.45)}Z`);
      for (let i = 0; i < 24; i++) {
        const y = -h * 0.32 + i * h * 0.028 + (i > 11 ? h * 0.03 : 0);
        const len = w * (i % 6 === 5 ? rng.range(0.3, 0.6) : rng.range(0.72, 0.76));
        lines.push(`M${n(-w * 0.38)} ${n(y)}h${n(len)}v${n(u * 0.035)}h${n(-len)}Z`);
      }
      s.path(lines.join(''), '#8c8c90', 'opacity="0.55"');
      if (p.thing === 'signed') {
        const sy = h * 0.36;
        s.rect(-w * 0.38, sy, w * 0.3, u * 0.02, '#7c7c80');
        s.add(
          `<path d="M${n(-w * 0.36)} ${n(sy - u * 0.05)}c${n(u * 0.2)} ${n(-u * 0.5)} ${n(u * 0.3)} ${n(u * 0.3)} ${n(u * 0.45)} ${n(-u * 0.1)}s${n(u * 0.2)} ${n(u * 0.25)} ${n(u * 0.4)} ${n(-u * 0.2)}s${n(u * 0.1)} ${n(u * 0.3)} ${n(u * 0.35)} ${n(u * 0.05)}" stroke="#1f3a7a" stroke-width="${n(u * 0.035)}" fill="none" stroke-linecap="round"/>`,
        );
      }
      break;
    }
    case 'plan': {
      const w = u * 5.4;
      const h = w * 0.72;
      const d = `M${n(-w / 2)} ${n(-h / 2)}h${n(w)}v${n(h)}h${n(-w)}Z`;
      sh(d);
      s.path(d, '#f3f1ea');
      const rooms: string[] = [];
      const x0 = -w * 0.4;
      const y0 = -h * 0.36;
      rooms.push(`M${n(x0)} ${n(y0)}h${n(w * 0.8)}v${n(h * 0.72)}h${n(-w * 0.8)}Z`);
      rooms.push(
        `M${n(x0 + w * 0.32)} ${n(y0)}v${n(h * 0.45)}M${n(x0)} ${n(y0 + h * 0.45)}h${n(w * 0.55)}M${n(x0 + w * 0.55)} ${n(y0 + h * 0.2)}v${n(h * 0.52)}M${n(x0 + w * 0.55)} ${n(y0 + h * 0.2)}h${n(w * 0.25)}`,
      );
      s.add(`<path d="${rooms.join('')}" stroke="#3b5a86" stroke-width="${n(u * 0.05)}" fill="none"/>`);
      s.add(
        `<path d="M${n(x0)} ${n(y0 - u * 0.2)}h${n(w * 0.8)}M${n(x0 - u * 0.2)} ${n(y0)}v${n(h * 0.72)}" stroke="#6d86a8" stroke-width="${n(u * 0.02)}" fill="none"/>`,
      );
      break;
    }
    case 'binder': {
      const w = u * 3.6;
      const h = u * 4.8;
      const d = `M${n(-w / 2)} ${n(-h / 2)}h${n(w)}v${n(h)}h${n(-w)}Z`;
      sh(d);
      const c = rng.pick<RGB>([
        [34, 60, 96],
        [40, 40, 44],
        [120, 40, 40],
      ]);
      s.path(
        d,
        s.linear(-w / 2, 0, w / 2, 0, [
          [0, scale(c, 0.8)],
          [0.12, c],
          [1, scale(c, 1.1)],
        ]),
      );
      s.rect(-w / 2 + w * 0.1, -h * 0.3, w * 0.6, h * 0.18, '#f0eee8');
      s.ellipse(-w / 2 + w * 0.05, h * 0.2, u * 0.12, u * 0.12, '#d8d8d8');
      break;
    }
    case 'frame': {
      const w = u * 3.4;
      const h = w * 1.3;
      const d = `M${n(-w / 2)} ${n(-h / 2)}h${n(w)}v${n(h)}h${n(-w)}Z`;
      sh(d);
      s.path(d, '#2b2622');
      s.rect(-w * 0.42, -h * 0.43, w * 0.84, h * 0.86, '#f5f2ea');
      s.rect(-w * 0.3, -h * 0.3, w * 0.6, u * 0.12, '#8a8a8e');
      for (let i = 0; i < 6; i++)
        s.rect(-w * 0.3, -h * 0.1 + i * u * 0.18, w * (i === 5 ? 0.3 : 0.6), u * 0.04, '#a0a0a4');
      s.ellipse(w * 0.2, h * 0.3, u * 0.28, u * 0.28, '#b8912e');
      break;
    }
    case 'pen': {
      const L = u * 3.2;
      const r = u * 0.13;
      const d = `M${n(-L / 2)} ${n(-r)}h${n(L * 0.82)}l${n(L * 0.18)} ${n(r)}l${n(-L * 0.18)} ${n(r)}h${n(-L * 0.82)}a${n(r)} ${n(r)} 0 0 1 0 ${n(-2 * r)}Z`;
      sh(d);
      s.path(
        d,
        s.linear(0, -r, 0, r, [
          [0, [80, 80, 86]],
          [0.35, [30, 30, 34]],
          [1, [12, 12, 14]],
        ]),
      );
      s.rect(L * 0.2, -r, L * 0.04, 2 * r, '#c9a44c');
      s.path(
        `M${n(L * 0.32)} ${n(-r * 0.6)}l${n(L * 0.18)} ${n(r * 0.6)}l${n(-L * 0.18)} ${n(r * 0.6)}Z`,
        '#d4b060',
      );
      s.rect(-L * 0.45, -r * 1.25, L * 0.35, r * 0.35, '#c9a44c');
      break;
    }
    case 'keys': {
      const R = u * 0.45;
      shadow.add(
        `<circle cx="0" cy="0" r="${n(R)}" stroke="#000" stroke-width="${n(u * 0.08)}" fill="none" opacity="0.55" ${g}/>`,
      );
      s.add(`<circle cx="0" cy="0" r="${n(R)}" stroke="#b9b9bc" stroke-width="${n(u * 0.07)}" fill="none"/>`);
      for (const [ang, c] of [
        [rng.range(10, 40), [206, 176, 96]],
        [rng.range(-60, -30), [196, 198, 202]],
      ] as Array<[number, RGB]>) {
        const kd = `M${n(R * 0.8)} ${n(-u * 0.32)}h${n(u * 0.5)}v${n(u * 0.14)}h${n(u * 1.3)}v${n(u * 0.1)}l${n(-u * 0.1)} ${n(u * 0.08)}l${n(-u * 0.1)} ${n(-u * 0.06)}l${n(-u * 0.12)} ${n(u * 0.08)}l${n(-u * 0.12)} ${n(-u * 0.08)}h${n(-u * 0.86)}v${n(u * 0.16)}h${n(-u * 0.5)}Z`;
        const rot = `transform="rotate(${n(ang)})"`;
        shadow.path(kd, '#000', `opacity="0.55" ${g.replace('"', '"')}`);
        s.path(
          kd,
          s.linear(0, -u * 0.3, 0, u * 0.3, [
            [0, mix(c, [255, 255, 255], 0.4)],
            [1, scale(c, 0.75)],
          ]),
          rot,
        );
      }
      s.path(
        `M${n(-R)} ${n(-u * 0.2)}c${n(-u * 0.3)} ${n(u * 0.1)} ${n(-u * 0.9)} ${n(u * 0.2)} ${n(-u * 1.1)} ${n(u * 0.6)}c${n(u * 0.4)} ${n(u * 0.3)} ${n(u * 0.8)} ${n(u * 0.1)} ${n(u * 1.05)} ${n(-u * 0.25)}Z`,
        '#5a3a26',
      );
      break;
    }
    case 'glasses': {
      const r = u * 0.55;
      const lens = (cx: number) =>
        `M${n(cx - r)} ${n(-r * 0.7)}h${n(2 * r)}a${n(r * 0.3)} ${n(r * 0.3)} 0 0 1 0 ${n(r * 1.1)}q${n(-r)} ${n(r * 0.55)} ${n(-2 * r)} 0a${n(r * 0.3)} ${n(r * 0.3)} 0 0 1 0 ${n(-r * 1.1)}Z`;
      const frame = '#2a2522';
      shadow.path(lens(-r * 1.15) + lens(r * 1.15), '#000', `opacity="0.3" ${g}`);
      s.path(lens(-r * 1.15) + lens(r * 1.15), '#ffffff', 'opacity="0.12"');
      s.add(
        `<path d="${lens(-r * 1.15)}${lens(r * 1.15)}" stroke="${frame}" stroke-width="${n(u * 0.07)}" fill="none"/>`,
      );
      s.add(
        `<path d="M${n(-r * 0.15)} ${n(-r * 0.45)}q${n(r * 0.15)} ${n(-r * 0.2)} ${n(r * 0.3)} 0M${n(-r * 2.3)} ${n(-r * 0.6)}l${n(-r * 0.3)} ${n(-r * 1.9)}M${n(r * 2.3)} ${n(-r * 0.6)}l${n(r * 0.1)} ${n(-r * 1.95)}" stroke="${frame}" stroke-width="${n(u * 0.06)}" fill="none"/>`,
      );
      s.path(
        `M${n(-r * 1.8)} ${n(-r * 0.4)}l${n(r * 0.5)} ${n(-r * 0.2)}l${n(-r * 0.2)} ${n(r * 0.6)}Z`,
        '#ffffff',
        'opacity="0.35"',
      );
      break;
    }
    case 'cup': {
      const R = u * 0.95;
      shadow.add(`<circle cx="0" cy="0" r="${n(R * 1.45)}" fill="#000" opacity="0.55" ${g}/>`);
      s.ellipse(
        0,
        0,
        R * 1.45,
        R * 1.45,
        s.radial(-R * 0.3, -R * 0.3, R * 1.6, [
          [0, [252, 252, 250]],
          [1, [222, 220, 216]],
        ]),
      );
      s.ellipse(R * 1.25, 0, R * 0.35, R * 0.14, '#f2f1ee');
      s.ellipse(0, 0, R, R, '#f7f6f3');
      s.ellipse(
        0,
        0,
        R * 0.84,
        R * 0.84,
        s.radial(-R * 0.2, -R * 0.2, R * 0.9, [
          [0, [168, 110, 62]],
          [0.6, [110, 64, 34]],
          [1, [60, 34, 20]],
        ]),
      );
      s.ellipse(-R * 0.25, -R * 0.25, R * 0.22, R * 0.12, '#e8c9a0', 'opacity="0.4"');
      break;
    }
    case 'calculator': {
      const w = u * 1.9;
      const h = u * 3.0;
      const d = `M${n(-w / 2 + u * 0.15)} ${n(-h / 2)}h${n(w - u * 0.3)}q${n(u * 0.15)} 0 ${n(u * 0.15)} ${n(u * 0.15)}v${n(h - u * 0.3)}q0 ${n(u * 0.15)} ${n(-u * 0.15)} ${n(u * 0.15)}h${n(-w + u * 0.3)}q${n(-u * 0.15)} 0 ${n(-u * 0.15)} ${n(-u * 0.15)}v${n(-h + u * 0.3)}q0 ${n(-u * 0.15)} ${n(u * 0.15)} ${n(-u * 0.15)}Z`;
      sh(d);
      s.path(d, '#2e3034');
      s.rect(-w * 0.4, -h * 0.42, w * 0.8, h * 0.18, '#9aa68e');
      const keys: string[] = [];
      for (let r = 0; r < 5; r++)
        for (let c = 0; c < 4; c++)
          keys.push(
            `M${n(-w * 0.4 + c * w * 0.21)} ${n(-h * 0.16 + r * h * 0.115)}h${n(w * 0.16)}v${n(h * 0.08)}h${n(-w * 0.16)}Z`,
          );
      s.path(keys.join(''), '#55585e');
      break;
    }
    case 'passport': {
      const w = u * 2.0;
      const h = u * 2.8;
      const d = `M${n(-w / 2)} ${n(-h / 2)}h${n(w)}v${n(h)}h${n(-w)}Z`;
      sh(d);
      const c = rng.pick<RGB>([
        [100, 28, 40],
        [24, 40, 80],
      ]);
      s.path(
        d,
        s.linear(-w / 2, -h / 2, w / 2, h / 2, [
          [0, mix(c, [255, 255, 255], 0.08)],
          [1, scale(c, 0.8)],
        ]),
      );
      s.add(
        `<circle cx="0" cy="${n(-h * 0.05)}" r="${n(w * 0.22)}" stroke="#c8a24a" stroke-width="${n(u * 0.05)}" fill="none"/>`,
      );
      s.rect(-w * 0.3, h * 0.28, w * 0.6, u * 0.06, '#c8a24a');
      s.rect(-w * 0.22, -h * 0.38, w * 0.44, u * 0.06, '#c8a24a');
      break;
    }
    case 'card': {
      const w = u * 2.1;
      const h = w * 0.63;
      const d = `M${n(-w / 2 + u * 0.1)} ${n(-h / 2)}h${n(w - u * 0.2)}q${n(u * 0.1)} 0 ${n(u * 0.1)} ${n(u * 0.1)}v${n(h - u * 0.2)}q0 ${n(u * 0.1)} ${n(-u * 0.1)} ${n(u * 0.1)}h${n(-w + u * 0.2)}q${n(-u * 0.1)} 0 ${n(-u * 0.1)} ${n(-u * 0.1)}v${n(-h + u * 0.2)}q0 ${n(-u * 0.1)} ${n(u * 0.1)} ${n(-u * 0.1)}Z`;
      sh(d);
      s.path(
        d,
        s.linear(-w / 2, -h / 2, w / 2, h / 2, [
          [0, [40, 70, 110]],
          [1, [20, 30, 50]],
        ]),
      );
      s.rect(-w * 0.36, -h * 0.14, w * 0.16, h * 0.22, '#d6b66a');
      s.rect(-w * 0.36, h * 0.22, w * 0.6, u * 0.05, '#c0c4cc', 'opacity="0.7"');
      break;
    }
    case 'sprig': {
      const leaves: string[] = [];
      const L = u * 3.2;
      s.add(
        `<path d="M${n(-L / 2)} 0Q0 ${n(-u * 0.3)} ${n(L / 2)} ${n(u * 0.1)}" stroke="#6a6048" stroke-width="${n(u * 0.05)}" fill="none"/>`,
      );
      for (let i = 0; i < 14; i++) {
        const t = i / 13 - 0.5;
        const x = t * L;
        const side = i % 2 === 0 ? -1 : 1;
        leaves.push(
          `M${n(x)} ${n(-u * 0.05)}q${n(u * 0.25)} ${n(side * u * 0.1)} ${n(u * 0.45)} ${n(side * u * 0.55)}q${n(-u * 0.35)} ${n(-side * u * 0.1)} ${n(-u * 0.45)} ${n(-side * u * 0.55)}Z`,
        );
      }
      shadow.path(leaves.join(''), '#000', `opacity="0.4" ${g}`);
      s.path(
        leaves.join(''),
        s.linear(0, -u, 0, u, [
          [0, [150, 158, 120]],
          [1, [92, 104, 72]],
        ]),
      );
      break;
    }
  }
  s.close();
}

export function paintDocument(input: SceneInput): ScenePicture {
  const { rng, width: W, height: H } = input;
  const u = Math.min(W, H) / 10;
  // The desk: oak, walnut or pale stone, with grain.
  const desk = new Svg(W, H);
  const kind = /wood|oak|walnut/.test(input.alt.toLowerCase())
    ? 'wood'
    : rng.pick(['wood', 'wood', 'stone', 'linen'] as const);
  const base: RGB =
    kind === 'wood'
      ? rng.pick<RGB>([
          [156, 116, 80],
          [120, 86, 60],
          [176, 140, 100],
        ])
      : kind === 'stone'
        ? [226, 222, 214]
        : [214, 206, 192];
  desk.rect(0, 0, W, H, css(base));
  if (kind === 'wood') {
    const grain: string[] = [];
    for (let i = 0; i < 160; i++) {
      const y = rng.range(-20, H + 20);
      const amp = rng.range(2, 14);
      grain.push(
        `M-20 ${n(y)}C${n(W * 0.3)} ${n(y + amp)} ${n(W * 0.6)} ${n(y - amp)} ${n(W + 20)} ${n(y + rng.range(-6, 6))}`,
      );
    }
    desk.add(
      `<path d="${grain.join('')}" stroke="${css(scale(base, 0.78))}" stroke-width="${n(W / 900)}" fill="none" opacity="0.45"/>`,
    );
    const planks: string[] = [];
    for (let y = rng.range(0, H * 0.3); y < H; y += H * rng.range(0.22, 0.32)) planks.push(`M0 ${n(y)}H${W}`);
    desk.add(
      `<path d="${planks.join('')}" stroke="${css(scale(base, 0.6))}" stroke-width="${n(W / 700)}" fill="none" opacity="0.6"/>`,
    );
  } else {
    const veins: string[] = [];
    for (let i = 0; i < 14; i++) {
      let x = rng.range(0, W);
      let y = rng.range(0, H);
      let d = `M${n(x)} ${n(y)}`;
      for (let k = 0; k < 8; k++) {
        x += rng.range(-0.08, 0.12) * W;
        y += rng.range(-0.05, 0.08) * H;
        d += `L${n(x)} ${n(y)}`;
      }
      veins.push(d);
    }
    desk.add(
      `<path d="${veins.join('')}" stroke="${css(scale(base, 0.82))}" stroke-width="${n(W / 1200)}" fill="none" opacity="0.4"/>`,
    );
  }
  // Window light: a warm diagonal wash, a cooler shade.
  const warm: RGB = rng.pick<RGB>([
    [255, 236, 200],
    [255, 244, 226],
  ]);
  const wash = desk.linear(0, 0, W, H, [
    [0, warm, 0.35],
    [0.55, warm, 0.08],
    [1, [20, 30, 60], 0.22],
  ]);
  desk.rect(0, 0, W, H, wash);
  const shadow = new Svg(W, H);
  const objects = new Svg(W, H);
  const things = thingsFor(input.alt, rng);
  const lightAngle = rng.range(-0.6, 0.6);
  const off = u * 0.18;
  const dx = Math.cos(lightAngle + Math.PI * 0.25) * off;
  const dy = Math.sin(lightAngle + Math.PI * 0.25) * off;
  shadow.open(`transform="translate(${n(dx)} ${n(dy)})"`);
  const placed: Placed[] = [];
  const big = new Set<Thing>(['paper', 'signed', 'plan', 'binder', 'frame']);
  for (const thing of things.sort((a, b) => Number(big.has(b)) - Number(big.has(a)))) {
    let best: Placed | null = null;
    let bestScore = -Infinity;
    for (let k = 0; k < 12; k++) {
      const cand: Placed = {
        thing,
        x: big.has(thing) ? rng.range(0.3, 0.7) * W : rng.range(0.12, 0.88) * W,
        y: big.has(thing) ? rng.range(0.35, 0.65) * H : rng.range(0.15, 0.85) * H,
        rot: rng.range(-25, 25) + (thing === 'pen' ? rng.range(-40, 40) : 0),
        u,
      };
      const score = Math.min(
        ...placed.map((p) => Math.hypot(p.x - cand.x, p.y - cand.y) / (big.has(p.thing) ? 1.6 : 1)),
        1e9,
      );
      if (score > bestScore) {
        bestScore = score;
        best = cand;
      }
    }
    const paper = placed.find((p) => p.thing === 'paper');
    if (thing === 'signed' && paper)
      best = {
        ...paper,
        thing: 'signed',
        x: paper.x + u * 0.5,
        y: paper.y + u * 0.3,
        rot: paper.rot + rng.range(-8, 8),
      };
    placed.push(best!);
    drawThing(objects, shadow, best!, rng.fork(thing), warm);
  }
  shadow.close();
  return {
    layers: [
      { svg: desk, scale: 0.5, blur: W * 0.0006 },
      { svg: shadow, scale: 0.25, blur: u * 0.16 },
      { svg: objects },
    ],
    post: {
      bloom: 0.25,
      bloomThreshold: 225,
      grain: 4,
      vignette: 0.3,
      soften: 0.5,
      grade: { lift: [8, 6, 6], gain: [1.02, 1, 0.97], contrast: 0.1 },
    },
  };
}
