/** A tiny SVG writer: numbers rounded to 0.1 px, defs with unique ids, paths from point lists. */
import { css, type RGB } from './color';

export type Pt = readonly [number, number];

export const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

export type Stop = readonly [offset: number, color: RGB, opacity?: number];

export class Svg {
  private defs: string[] = [];
  private parts: string[] = [];
  private next = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.parts.push(cheapOpacity(markup));
  }

  /** A gradient along (x1,y1)→(x2,y2) in user space; returns `url(#id)`. */
  linear(x1: number, y1: number, x2: number, y2: number, stops: readonly Stop[]): string {
    const id = this.id('l');
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient, optionally squashed (ry/rx) and rotated; returns `url(#id)`. */
  radial(cx: number, cy: number, r: number, stops: readonly Stop[], squash = 1, rotate = 0): string {
    const id = this.id('r');
    const transform =
      squash !== 1 || rotate !== 0
        ? ` gradientTransform="translate(${n(cx)} ${n(cy)}) rotate(${n(rotate)}) scale(1 ${squash}) translate(${n(-cx)} ${n(-cy)})"`
        : '';
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from a path `d`; returns `url(#id)`. */
  clip(d: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  path(d: string, fill: string, extra = ''): void {
    this.parts.push(cheapOpacity(`<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`));
  }

  poly(points: readonly Pt[], fill: string, extra = ''): void {
    if (points.length < 3) return;
    this.path(polyD(points), fill, extra);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.abs(rx))}" ry="${n(Math.abs(ry))}" fill="${fill}"${extra ? ' ' + extra : ''}/>`,
    );
  }

  line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): void {
    this.add(
      `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}" fill="none"${extra ? ' ' + extra : ''}/>`,
    );
  }

  open(attrs: string): void {
    this.parts.push(`<g ${attrs}>`);
  }

  close(): void {
    this.parts.push('</g>');
  }

  /** The document, drawn in (width × height) user units, rendered at (outW × outH) pixels. */
  toString(outW = this.width, outH = this.height): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${outW}" height="${outH}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${Math.round(Math.min(1, Math.max(0, o)) * 1000) / 1000}" stop-color="${css(c)}"${a === undefined || a === 1 ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`,
    )
    .join('');
}

export function polyD(points: readonly Pt[]): string {
  return 'M' + points.map((p) => `${n(p[0])} ${n(p[1])}`).join('L') + 'Z';
}

/** A smooth closed path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosedD(points: readonly Pt[], tension = 1): string {
  const k = tension / 6;
  const m = points.length;
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < m; i++) {
    const p0 = points[(i - 1 + m) % m];
    const p1 = points[i];
    const p2 = points[(i + 1) % m];
    const p3 = points[(i + 2) % m];
    d += `C${n(p1[0] + (p2[0] - p0[0]) * k)} ${n(p1[1] + (p2[1] - p0[1]) * k)} ${n(p2[0] - (p3[0] - p1[0]) * k)} ${n(p2[1] - (p3[1] - p1[1]) * k)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}

/** A smooth open path through points. */
export function smoothOpenD(points: readonly Pt[], tension = 1): string {
  const k = tension / 6;
  const m = points.length;
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < m - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(m - 1, i + 2)];
    d += `C${n(p1[0] + (p2[0] - p0[0]) * k)} ${n(p1[1] + (p2[1] - p0[1]) * k)} ${n(p2[0] - (p3[0] - p1[0]) * k)} ${n(p2[1] - (p3[1] - p1[1]) * k)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/**
 * `opacity` on a single shape makes librsvg render it in an offscreen group (slow with thousands of
 * shapes); for a shape that only fills or only strokes, fill-/stroke-opacity is the same picture.
 */
function cheapOpacity(markup: string): string {
  if (!markup.startsWith('<path') && !markup.startsWith('<rect') && !markup.startsWith('<ellipse'))
    return markup;
  if (markup.indexOf('/>') !== markup.length - 2) return markup;
  const m = / opacity="([\d.]+)"/.exec(markup);
  if (!m) return markup;
  const stroked = / stroke="(?!none)/.test(markup);
  const filled = !/ fill="none"/.test(markup);
  if (stroked && filled) return markup;
  return markup.replace(m[0], stroked ? ` stroke-opacity="${m[1]}"` : ` fill-opacity="${m[1]}"`);
}
