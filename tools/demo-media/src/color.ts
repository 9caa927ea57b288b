/** Colours as [r, g, b] in 0..255 (display space), with small helpers to mix and shade them. */

export type RGB = readonly [number, number, number];

export function hex(value: string): RGB {
  const v = value.replace('#', '');
  const full = v.length === 3 ? [...v].map((c) => c + c).join('') : v;
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

const clamp255 = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** CSS colour, `#rrggbb`. */
export function css(c: RGB): string {
  return '#' + c.map((v) => clamp255(v).toString(16).padStart(2, '0')).join('');
}

export function mix(a: RGB, b: RGB, t: number): RGB {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(c: RGB, k: number): RGB {
  return [c[0] * k, c[1] * k, c[2] * k];
}

export function mul(a: RGB, b: RGB): RGB {
  return [(a[0] * b[0]) / 255, (a[1] * b[1]) / 255, (a[2] * b[2]) / 255];
}

export function add(a: RGB, b: RGB): RGB {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

export function luma(c: RGB): number {
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/** Moves a colour towards grey (t < 0) or away from it (t > 0). */
export function saturate(c: RGB, t: number): RGB {
  const l = luma(c);
  return [l + (c[0] - l) * (1 + t), l + (c[1] - l) * (1 + t), l + (c[2] - l) * (1 + t)];
}

/** sRGB (0..255) to linear (0..1) and back, for lighting. */
export function toLinear(c: RGB): RGB {
  return c.map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
  }) as unknown as RGB;
}

export function fromLinear(c: RGB): RGB {
  return c.map((v) => {
    const s = v <= 0.0031308 ? v * 12.92 : 1.055 * Math.pow(Math.max(0, v), 1 / 2.4) - 0.055;
    return s * 255;
  }) as unknown as RGB;
}

/** Soft highlight roll-off (a filmic shoulder), on linear values. */
export function filmic(c: RGB, exposure = 1): RGB {
  return c.map((v) => {
    const x = Math.max(0, v * exposure);
    // ACES fit (Narkowicz), gentle on the whites of limestone walls.
    return Math.min(1, (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14));
  }) as unknown as RGB;
}

/** Stable jitter of a colour's brightness and hue, for variety among similar things. */
export function jitter(c: RGB, amount: number, r: () => number): RGB {
  const k = 1 + (r() - 0.5) * amount;
  const w = (r() - 0.5) * amount * 40;
  return [c[0] * k + w, c[1] * k, c[2] * k - w];
}
