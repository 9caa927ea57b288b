/** A certificate scan: an off-white sheet, slightly askew on the scanner glass, with border, seal and print. */
import { certificateText } from '../certificate-text';
import { Svg, n } from '../svg';
import { escape } from '../vector/logo';
import type { SceneInput, ScenePicture } from './common';

const SERIF = "'Liberation Serif', 'DejaVu Serif', Georgia, 'Times New Roman', serif";
const SANS = "'Liberation Sans', 'DejaVu Sans', Helvetica, Arial, sans-serif";

export function paintCertificate(input: SceneInput): ScenePicture {
  const { rng, width: W, height: H } = input;
  const text = certificateText(input.label, input.alt, rng.fork('text'));
  const svg = new Svg(W, H);
  svg.rect(0, 0, W, H, '#d9d9d6');
  const m = W * 0.035;
  const pw = W - 2 * m;
  const ph = H - 2 * m;
  const rot = rng.range(-0.6, 0.6);
  svg.open(`transform="rotate(${n(rot)} ${n(W / 2)} ${n(H / 2)})"`);
  svg.rect(m + 4, m + 6, pw, ph, '#000', 'opacity="0.12"');
  svg.rect(
    m,
    m,
    pw,
    ph,
    svg.linear(m, m, m + pw, m + ph, [
      [0, [252, 250, 244]],
      [1, [242, 238, 228]],
    ]),
  );
  const gold = '#a8834a';
  const ink = '#2a2a2c';
  const u = pw / 100;
  svg.add(
    `<rect x="${n(m + 4 * u)}" y="${n(m + 4 * u)}" width="${n(pw - 8 * u)}" height="${n(ph - 8 * u)}" fill="none" stroke="${gold}" stroke-width="${n(u * 0.5)}"/>`,
  );
  svg.add(
    `<rect x="${n(m + 5.5 * u)}" y="${n(m + 5.5 * u)}" width="${n(pw - 11 * u)}" height="${n(ph - 11 * u)}" fill="none" stroke="${gold}" stroke-width="${n(u * 0.15)}"/>`,
  );
  // Guilloche bands.
  for (const y0 of [m + 10 * u, m + ph - 10 * u]) {
    const paths: string[] = [];
    for (let k = 0; k < 4; k++) {
      let d = '';
      for (let x = m + 8 * u; x <= m + pw - 8 * u; x += u * 0.5) {
        const y =
          y0 + Math.sin((x + k * 13) / (u * 1.3)) * u * 0.9 + Math.sin((x - k * 7) / (u * 3.1)) * u * 0.5;
        d += `${d ? 'L' : 'M'}${n(x)} ${n(y)}`;
      }
      paths.push(d);
    }
    svg.add(
      `<path d="${paths.join('')}" stroke="${gold}" stroke-width="${n(u * 0.08)}" fill="none" opacity="0.7"/>`,
    );
  }
  const cx = W / 2;
  const line = (s: string, y: number, size: number, opts = '') =>
    svg.add(
      `<text x="${n(cx)}" y="${n(m + y * u)}" text-anchor="middle" font-size="${n(size * u)}" ${opts}>${escape(s)}</text>`,
    );
  line(
    text.heading,
    24,
    6.4,
    `font-family="${SERIF}" fill="${gold}" letter-spacing="${n(u * 1.2)}" font-weight="700"`,
  );
  line(text.title, 31, 2.9, `font-family="${SERIF}" fill="${ink}"`);
  line(text.certify, 42, 2.2, `font-family="${SERIF}" fill="${ink}" font-style="italic"`);
  line(text.holder, 49, 3.6, `font-family="${SERIF}" fill="${ink}" font-weight="700"`);
  line(text.address, 53.5, 1.7, `font-family="${SANS}" fill="#555"`);
  let y = 61;
  for (const b of text.body) {
    for (const part of wrapChars(b, 58)) {
      line(part, y, 2.1, `font-family="${SERIF}" fill="${ink}"`);
      y += 3.4;
    }
  }
  // Seal with ribbons.
  const sx = m + pw - 22 * u;
  const sy = m + ph - 30 * u;
  let star = '';
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const r = i % 2 === 0 ? 9 * u : 8 * u;
    star += `${i ? 'L' : 'M'}${n(sx + Math.cos(a) * r)} ${n(sy + Math.sin(a) * r)}`;
  }
  svg.path(
    `M${n(sx - 5 * u)} ${n(sy + 5 * u)}l${n(-3 * u)} ${n(10 * u)}l${n(3 * u)} ${n(-2 * u)}l${n(2 * u)} ${n(3 * u)}l${n(2 * u)} ${n(-10 * u)}ZM${n(sx + 5 * u)} ${n(sy + 5 * u)}l${n(3 * u)} ${n(10 * u)}l${n(-3 * u)} ${n(-2 * u)}l${n(-2 * u)} ${n(3 * u)}l${n(-2 * u)} ${n(-10 * u)}Z`,
    '#8c2f2f',
  );
  svg.path(
    star + 'Z',
    svg.radial(sx - 2 * u, sy - 2 * u, 10 * u, [
      [0, [230, 196, 120]],
      [1, [160, 120, 60]],
    ]),
  );
  svg.add(
    `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(6.2 * u)}" fill="none" stroke="#fff3d6" stroke-width="${n(u * 0.2)}"/>`,
  );
  svg.add(
    `<text x="${n(sx)}" y="${n(sy + 1.2 * u)}" text-anchor="middle" font-family="${SERIF}" font-size="${n(3.2 * u)}" fill="#fff3d6" font-weight="700">DKG</text>`,
  );
  // Signature, lines, number.
  const lx = m + 14 * u;
  const ly = m + ph - 22 * u;
  let sig = `M${n(lx)} ${n(ly - 2 * u)}`;
  for (let i = 0; i < 10; i++)
    sig += `q${n(rng.range(1, 3) * u)} ${n(rng.range(-4, 2) * u)} ${n(rng.range(2, 4) * u)} ${n(rng.range(-1, 1.5) * u)}`;
  svg.add(
    `<path d="${sig}" stroke="#1f3a7a" stroke-width="${n(u * 0.25)}" fill="none" stroke-linecap="round"/>`,
  );
  svg.rect(lx, ly, 30 * u, u * 0.15, ink);
  svg.add(
    `<text x="${n(lx)}" y="${n(ly + 2.6 * u)}" font-family="${SANS}" font-size="${n(1.6 * u)}" fill="${ink}">Managing Director, ${escape(text.issuer)}</text>`,
  );
  svg.add(
    `<text x="${n(lx)}" y="${n(ly + 8 * u)}" font-family="${SANS}" font-size="${n(1.5 * u)}" fill="#555">${escape(`${text.number} · Issued ${text.issued} · Valid until ${text.expires}`)}</text>`,
  );
  svg.close();
  return {
    layers: [{ svg }],
    post: {
      bloom: 0,
      grain: 3.5,
      vignette: 0.08,
      soften: 0.6,
      grade: { lift: [6, 6, 6], contrast: 0.06, saturation: -0.1 },
    },
  };
}

function wrapChars(s: string, max: number): string[] {
  const words = s.split(' ');
  const out: string[] = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > max && cur) {
      out.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) out.push(cur);
  return out;
}
