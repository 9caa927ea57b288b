/**
 * Terrain as a heightfield drawn through the camera: a grid aligned with the view (columns of equal
 * screen width, rows spaced geometrically in depth), each cell lit by its slope, hazed with distance and
 * painted far to near. Where the ground dips under the sea level the cell is cut along the shoreline
 * (so coasts curve naturally), the shallows are tinted turquoise by depth, and foam follows the contours.
 */
import { css, mix, scale, type RGB } from './color';
import type { Rng } from './prng';
import { type DrawContext, type V3, dot, fog, shade, v3, vnorm } from './scene3d';
import { n, type Pt } from './svg';

// ---------------------------------------------------------------------------------------------
// Noise

function hash2(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 1442695041) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1). */
export function noise2(x: number, y: number, seed = 0): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const xf = x - xi;
  const yf = y - yi;
  const u = xf * xf * (3 - 2 * xf);
  const v = yf * yf * (3 - 2 * yf);
  const a = hash2(xi, yi, seed);
  const b = hash2(xi + 1, yi, seed);
  const c = hash2(xi, yi + 1, seed);
  const d = hash2(xi + 1, yi + 1, seed);
  return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v;
}

/** Fractal noise in about [−1, 1]. */
export function fbm(x: number, y: number, seed = 0, octaves = 4, gain = 0.5): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let f = 1;
  for (let i = 0; i < octaves; i++) {
    sum += (noise2(x * f, y * f, seed + i * 17) * 2 - 1) * amp;
    norm += amp;
    amp *= gain;
    f *= 2.03;
  }
  return sum / norm;
}

/** Ridged noise in [0, 1]: sharp crests (rock ridges, gullies). */
export function ridged(x: number, y: number, seed = 0, octaves = 4): number {
  let sum = 0;
  let amp = 1;
  let norm = 0;
  let f = 1;
  for (let i = 0; i < octaves; i++) {
    const v = 1 - Math.abs(noise2(x * f, y * f, seed + i * 31) * 2 - 1);
    sum += v * v * amp;
    norm += amp;
    amp *= 0.5;
    f *= 2.1;
  }
  return sum / norm;
}

// ---------------------------------------------------------------------------------------------
// Terrain

export interface TerrainSample {
  x: number;
  z: number;
  h: number;
  /** 0 flat … 1 vertical. */
  slope: number;
  normal: V3;
}

export interface TerrainSpec {
  height: (x: number, z: number) => number;
  /** Albedo of the ground at a sample. */
  albedo: (s: TerrainSample) => RGB;
  zNear: number;
  zFar: number;
  rows: number;
  cols: number;
  /** Extra width beyond the frame on each side, as a fraction of it. */
  margin?: number;
  /** Sea level; cells under it are left to the sea painted beneath, with shallows and foam. */
  water?: { level: number; shallow: RGB; depth: number; foam?: number };
  /** Called after each row is painted with its depth range, to draw objects standing in it. */
  between?: (zNear: number, zFar: number) => void;
  /** Colour jitter between cells (mottling). */
  mottle?: number;
  seed?: number;
  /** Cells entirely under this level are not drawn (a hill standing on ground painted otherwise). */
  skipBelow?: number;
  /** Only this band of the picture (screen x, px), for a hill standing in a wider scene. */
  screenX?: [number, number];
  /** Ground level the rows are spaced for (default 0). */
  baseLevel?: number;
  /** Lines along height levels (terrace walls, contour paths): level step, colour, width in m. */
  contours?: { step: number; colour: RGB; width: number; shadow?: boolean; from?: number; minDepth?: number };
}

function clipByLevel(poly: V3[], level: number, above: boolean): V3[] {
  const out: V3[] = [];
  const m = poly.length;
  for (let i = 0; i < m; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % m];
    const ina = above ? a.y >= level : a.y < level;
    const inb = above ? b.y >= level : b.y < level;
    if (ina) out.push(a);
    if (ina !== inb) {
      const t = (level - a.y) / (b.y - a.y);
      out.push(v3(a.x + (b.x - a.x) * t, level, a.z + (b.z - a.z) * t));
    }
  }
  return out;
}

/** The segment where a cell crosses a level (marching squares on the quad, linear along edges). */
function crossing(poly: V3[], level: number): [V3, V3] | null {
  const pts: V3[] = [];
  const m = poly.length;
  for (let i = 0; i < m; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % m];
    if (a.y >= level !== b.y >= level) {
      const t = (level - a.y) / (b.y - a.y);
      pts.push(v3(a.x + (b.x - a.x) * t, level, a.z + (b.z - a.z) * t));
    }
  }
  return pts.length >= 2 ? [pts[0], pts[1]] : null;
}

export function paintTerrain(ctx: DrawContext, spec: TerrainSpec): void {
  const { cam, svg, light } = ctx;
  const tanHalf = cam.width / 2 / cam.f;
  const margin = spec.margin ?? 0.15;
  const cols = spec.cols;
  const rows = spec.rows;
  const seed = spec.seed ?? 1;
  // Grid in camera space, converted to the world.
  const wx: number[][] = [];
  const wz: number[][] = [];
  const hh: number[][] = [];
  const depth: number[] = [];
  // Rows about evenly spaced on the screen near the camera, thinning out towards the horizon.
  const eyeH = Math.max(1, cam.pos.y - (spec.baseLevel ?? 0));
  const dyMax = (cam.f * eyeH) / spec.zNear;
  const dyMin = (cam.f * eyeH) / spec.zFar;
  for (let i = 0; i <= rows; i++) {
    const s = i / rows;
    const dy = dyMin + (dyMax - dyMin) * Math.pow(1 - s, 1.7);
    const zc = i === rows ? spec.zFar : (cam.f * eyeH) / dy;
    depth.push(zc);
    const rx: number[] = [];
    const rz: number[] = [];
    const rh: number[] = [];
    for (let j = 0; j <= cols; j++) {
      const t = (j / cols) * 2 - 1;
      const xc = spec.screenX
        ? ((spec.screenX[0] + ((spec.screenX[1] - spec.screenX[0]) * j) / cols - cam.cx) / cam.f) * zc
        : t * tanHalf * (1 + margin) * zc + (cam.cx - cam.width / 2) * (zc / cam.f);
      const w = cam.fromCam(v3(xc, 0, zc));
      rx.push(w.x);
      rz.push(w.z);
      rh.push(spec.height(w.x, w.z));
    }
    wx.push(rx);
    wz.push(rz);
    hh.push(rh);
  }
  const water = spec.water;
  const sunUp = light.atm.sunLight[0] > 0;
  const mottle = spec.mottle ?? 0.05;
  for (let i = rows - 1; i >= 0; i--) {
    const cells = new Map<string, string[]>();
    const shallows = new Map<string, string[]>();
    const foam: string[] = [];
    const contourLines: string[] = [];
    const contourShadows: string[] = [];
    const rowDepth = (depth[i] + depth[i + 1]) / 2;
    for (let j = 0; j < cols; j++) {
      const p = [
        v3(wx[i][j], hh[i][j], wz[i][j]),
        v3(wx[i][j + 1], hh[i][j + 1], wz[i][j + 1]),
        v3(wx[i + 1][j + 1], hh[i + 1][j + 1], wz[i + 1][j + 1]),
        v3(wx[i + 1][j], hh[i + 1][j], wz[i + 1][j]),
      ];
      const maxH = Math.max(p[0].y, p[1].y, p[2].y, p[3].y);
      const minH = Math.min(p[0].y, p[1].y, p[2].y, p[3].y);
      // Normal from the height function around the cell's centre (steadier than the cell's own tilt).
      const mx = (p[0].x + p[1].x + p[2].x + p[3].x) / 4;
      const mz = (p[0].z + p[1].z + p[2].z + p[3].z) / 4;
      const e = Math.max(0.5, Math.min(6, Math.hypot(p[1].x - p[0].x, p[1].z - p[0].z) * 0.5));
      const gx = (spec.height(mx + e, mz) - spec.height(mx - e, mz)) / (2 * e);
      const gz = (spec.height(mx, mz + e) - spec.height(mx, mz - e)) / (2 * e);
      const nrm = vnorm(v3(-gx, 1, -gz));
      const cx = (p[0].x + p[1].x + p[2].x + p[3].x) / 4;
      const cz = (p[0].z + p[1].z + p[2].z + p[3].z) / 4;
      const ch = (p[0].y + p[1].y + p[2].y + p[3].y) / 4;
      let land = p;
      if (spec.skipBelow !== undefined) {
        if (maxH < spec.skipBelow) land = [];
        else if (minH < spec.skipBelow) land = clipByLevel(p, spec.skipBelow, true);
      }
      if (water) {
        if (maxH < water.level) land = [];
        else if (minH < water.level) land = clipByLevel(p, water.level, true);
        // Shallows: bands of depth under the surface, a turquoise veil over the sea.
        if (minH < water.level && maxH > water.level - water.depth) {
          for (let k = 0; k < 4; k++) {
            const lo = water.level - (water.depth * (k + 1)) / 4;
            const hi = water.level - (water.depth * k) / 4;
            if (maxH < lo || minH >= hi) continue;
            let band = clipByLevel(p, hi, false);
            band = clipByLevel(band, lo, true);
            if (band.length < 3) continue;
            const flat = band.map((q) => v3(q.x, water.level, q.z));
            const sp = cam.polygon(flat);
            if (sp.length < 3) continue;
            const key = String(k);
            const list = shallows.get(key) ?? [];
            list.push(sdPath(sp));
            shallows.set(key, list);
          }
        }
        if (water.foam && minH < water.level && maxH >= water.level) {
          const seg = crossing(p, water.level);
          if (seg) {
            const a = cam.polygon([seg[0], seg[1], seg[1]]);
            if (a.length >= 2) foam.push(`M${n(a[0][0])} ${n(a[0][1])}L${n(a[1][0])} ${n(a[1][1])}`);
          }
          for (const off of [0.5, 1.3]) {
            const lvl = water.level - off;
            if (minH < lvl && maxH >= lvl) {
              const seg2 = crossing(p, lvl);
              if (seg2) {
                const a = cam.polygon([seg2[0], seg2[1], seg2[1]].map((q) => v3(q.x, water.level, q.z)));
                if (a.length >= 2 && noise2(cx * 0.08, cz * 0.08, seed + 5) > 0.35)
                  foam.push(`M${n(a[0][0])} ${n(a[0][1])}L${n(a[1][0])} ${n(a[1][1])}`);
              }
            }
          }
        }
      }
      // Slopes turned away from the camera are hidden by the ground in front of them.
      const toEye = v3(cam.pos.x - mx, cam.pos.y - (p[0].y + p[2].y) / 2, cam.pos.z - mz);
      if (land.length >= 3 && dot(nrm, toEye) < 0) land = [];
      if (land.length >= 3) {
        const sp = cam.polygon(land);
        if (sp.length >= 3) {
          const sample: TerrainSample = { x: cx, z: cz, h: ch, slope: 1 - nrm.y, normal: nrm };
          let albedo = spec.albedo(sample);
          const jit =
            (noise2(cx * 0.35, cz * 0.35, seed) - 0.5) * 2 * mottle +
            (noise2(cx * 1.7, cz * 1.7, seed + 1) - 0.5) * mottle;
          albedo = scale(albedo, 1 + jit);
          const lit = sunUp && dot(nrm, light.L) > 0;
          let c = shade(albedo, nrm, lit, light);
          c = fog(c, cam.depth(v3(cx, ch, cz)), light);
          const key = css([Math.round(c[0] / 3) * 3, Math.round(c[1] / 3) * 3, Math.round(c[2] / 3) * 3]);
          const list = cells.get(key) ?? [];
          list.push(sdPath(sp));
          cells.set(key, list);
        }
      }
      if (
        spec.contours &&
        maxH > (spec.contours.from ?? -Infinity) &&
        rowDepth > (spec.contours.minDepth ?? 0)
      ) {
        const step = spec.contours.step;
        const k0 = Math.ceil(minH / step);
        const k1 = Math.floor(maxH / step);
        for (let k = k0; k <= k1 && k - k0 < 3; k++) {
          const lvl = k * step;
          if (lvl < (spec.contours.from ?? -Infinity)) continue;
          const seg = crossing(p, lvl);
          if (!seg) continue;
          const a = cam.polygon([seg[0], seg[1], seg[1]]);
          if (a.length >= 2) {
            contourLines.push(`M${n(a[0][0])} ${n(a[0][1])}L${n(a[1][0])} ${n(a[1][1])}`);
          }
        }
      }
    }
    for (const [key, list] of shallows) {
      const k = Number(key);
      const col = water!.shallow;
      svg.path(list.join(''), css(fog(col, rowDepth, light)), `opacity="${[0.75, 0.5, 0.3, 0.14][k]}"`);
    }
    for (const [colour, list] of cells) {
      svg.path(list.join(''), colour, `stroke="${colour}" stroke-width="0.7" stroke-linejoin="round"`);
    }
    if (contourLines.length && spec.contours) {
      const px = cam.scaleAt(rowDepth);
      const wpx = Math.max(0.5, spec.contours.width * px);
      if (spec.contours.shadow)
        contourShadows.push(
          `<path d="${contourLines.join('')}" stroke="#000" stroke-width="${n(wpx * 1.6)}" fill="none" opacity="0.18" transform="translate(0 ${n(wpx * 0.9)})"/>`,
        );
      svg.add(contourShadows.join(''));
      svg.add(
        `<path d="${contourLines.join('')}" stroke="${css(fog(spec.contours.colour, rowDepth, light))}" stroke-width="${n(wpx)}" fill="none" stroke-linecap="round"/>`,
      );
    }
    if (foam.length) {
      const px = cam.scaleAt(rowDepth);
      svg.add(
        `<path d="${foam.join('')}" stroke="${css(fog(mix([255, 255, 255], light.atm.skyHorizon, 0.1), rowDepth, light))}" stroke-width="${n(Math.max(0.6, Math.min(4, px * 0.5 * (water?.foam ?? 1))))}" fill="none" stroke-linecap="round" opacity="0.8"/>`,
      );
    }
    spec.between?.(depth[i], depth[i + 1]);
  }
}

function sdPath(pts: Pt[]): string {
  let d = `M${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let k = 1; k < pts.length; k++) d += `L${n(pts[k][0])} ${n(pts[k][1])}`;
  return d + 'Z';
}

/** Scatters points over an area with a density function, deterministic. */
export function scatter(
  rng: Rng,
  area: { x0: number; x1: number; z0: number; z1: number },
  count: number,
  accept: (x: number, z: number) => number,
): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(area.x0, area.x1);
    const z = rng.range(area.z0, area.z1);
    if (rng.next() < accept(x, z)) out.push([x, z]);
  }
  return out;
}
