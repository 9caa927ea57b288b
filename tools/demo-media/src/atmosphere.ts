/**
 * Time of day: the sky's gradient, where the sun is, the colour of its light and of the shade, the haze.
 * Everything a painter lights with comes from here, so one picture is lit consistently.
 */
import { hex, type RGB } from './color';
import type { Grade } from './compose';
import type { Rng } from './prng';

export type TimeOfDay = 'morning' | 'midday' | 'afternoon' | 'golden' | 'dusk';

export interface Atmosphere {
  time: TimeOfDay;
  /** Sky from the zenith to the horizon (display colours). */
  skyTop: RGB;
  skyMid: RGB;
  skyHorizon: RGB;
  /** A warmer band hugging the horizon (sunset glow), with its strength. */
  glow: RGB;
  glowStrength: number;
  /** Sun elevation in degrees (negative: below the horizon). */
  sunElevation: number;
  /** Sun colour as a light multiplier (linear), zero at dusk. */
  sunLight: RGB;
  /** Light from the sky dome and bounced from the ground (linear multipliers). */
  skyLight: RGB;
  groundLight: RGB;
  exposure: number;
  /** Haze colour of distant things (display). */
  haze: RGB;
  /** Sea near the horizon and at the foot of the picture (display). */
  seaFar: RGB;
  seaNear: RGB;
  /** Colour of the sun disc and its glow (display). */
  sunColor: RGB;
  /** Windows and lamps glow. */
  lightsOn: boolean;
  cloudColor: RGB;
  cloudShade: RGB;
  grade: Grade;
}

const lin = (r: number, g: number, b: number): RGB => [r, g, b];

export function atmosphere(time: TimeOfDay, rng: Rng): Atmosphere {
  const j = (c: string, amount = 8): RGB => {
    const base = hex(c);
    const d = rng.range(-amount, amount);
    return [base[0] + d, base[1] + d * 0.8, base[2] + d * 0.6];
  };
  switch (time) {
    case 'morning':
      return {
        time,
        skyTop: j('#4f86bd'),
        skyMid: j('#93bcdc'),
        skyHorizon: j('#dfe7e6'),
        glow: hex('#f4dcc0'),
        glowStrength: 0.25,
        sunElevation: rng.range(18, 28),
        sunLight: lin(2.6, 2.45, 2.2),
        skyLight: lin(0.42, 0.5, 0.66),
        groundLight: lin(0.22, 0.2, 0.17),
        exposure: 1.0,
        haze: j('#c9d6de'),
        seaFar: j('#9fb9c9'),
        seaNear: j('#2d6b8f'),
        sunColor: hex('#fff3dc'),
        lightsOn: false,
        cloudColor: hex('#f7f5f0'),
        cloudShade: hex('#b9c5d3'),
        grade: { lift: [5, 6, 9], gain: [1, 1, 1.01], contrast: 0.1, saturation: 0.02 },
      };
    case 'midday':
      return {
        time,
        skyTop: j('#2f6aa8'),
        skyMid: j('#6fa6d6'),
        skyHorizon: j('#cfe2ec'),
        glow: hex('#eef2ee'),
        glowStrength: 0.15,
        sunElevation: rng.range(48, 62),
        sunLight: lin(2.9, 2.82, 2.65),
        skyLight: lin(0.42, 0.52, 0.72),
        groundLight: lin(0.25, 0.23, 0.2),
        exposure: 0.92,
        haze: j('#c4d7e3'),
        seaFar: j('#7fa9c4'),
        seaNear: j('#145a86'),
        sunColor: hex('#ffffff'),
        lightsOn: false,
        cloudColor: hex('#ffffff'),
        cloudShade: hex('#b7c7d8'),
        grade: { lift: [3, 4, 7], gain: [1, 1, 1], contrast: 0.14, saturation: 0.04 },
      };
    case 'afternoon':
      return {
        time,
        skyTop: j('#386fab'),
        skyMid: j('#7cabd3'),
        skyHorizon: j('#dfe4df'),
        glow: hex('#f3e1c4'),
        glowStrength: 0.3,
        sunElevation: rng.range(28, 40),
        sunLight: lin(2.85, 2.6, 2.25),
        skyLight: lin(0.4, 0.48, 0.66),
        groundLight: lin(0.25, 0.22, 0.18),
        exposure: 0.95,
        haze: j('#d3dadb'),
        seaFar: j('#8cb0c4'),
        seaNear: j('#1b5e86'),
        sunColor: hex('#fff1d6'),
        lightsOn: false,
        cloudColor: hex('#fbf6ec'),
        cloudShade: hex('#bcc3cf'),
        grade: { lift: [6, 5, 7], gain: [1.01, 1, 0.98], contrast: 0.13, saturation: 0.03 },
      };
    case 'golden':
      return {
        time,
        skyTop: j('#3d6b9e'),
        skyMid: j('#93b0c8'),
        skyHorizon: j('#f4d2a2'),
        glow: hex('#f6b577'),
        glowStrength: 0.55,
        sunElevation: rng.range(7, 15),
        sunLight: lin(2.9, 2.05, 1.25),
        skyLight: lin(0.34, 0.38, 0.52),
        groundLight: lin(0.26, 0.2, 0.14),
        exposure: 0.98,
        haze: j('#dccbb4'),
        seaFar: j('#8ea2b0'),
        seaNear: j('#24506f'),
        sunColor: hex('#ffe2a8'),
        lightsOn: false,
        cloudColor: hex('#fde7c8'),
        cloudShade: hex('#b49ea0'),
        grade: { lift: [9, 6, 6], gain: [1.03, 1, 0.95], contrast: 0.12, saturation: 0.04 },
      };
    case 'dusk':
      return {
        time,
        skyTop: j('#1f3358', 5),
        skyMid: j('#5f6f99', 6),
        skyHorizon: j('#e7a77a', 6),
        glow: hex('#f08f5c'),
        glowStrength: 0.65,
        sunElevation: rng.range(-5, -2),
        sunLight: lin(0, 0, 0),
        skyLight: lin(0.3, 0.35, 0.48),
        groundLight: lin(0.18, 0.14, 0.12),
        exposure: 1.2,
        haze: j('#8d8aa3', 5),
        seaFar: j('#a7899a', 5),
        seaNear: j('#1d2f4e', 4),
        sunColor: hex('#ffb27a'),
        lightsOn: true,
        cloudColor: hex('#e8a58a'),
        cloudShade: hex('#59597d'),
        grade: { lift: [8, 6, 14], gain: [1.02, 0.99, 1.02], contrast: 0.1, saturation: 0.06 },
      };
  }
}

/** The time of day the alternative text asks for, if it asks. */
export function timeFromText(alt: string): TimeOfDay | null {
  const t = alt.toLowerCase();
  if (/\b(dusk|night|evening|twilight|blue hour)\b/.test(t)) return 'dusk';
  if (/\b(sunset|golden hour|golden light|sundown)\b/.test(t)) return 'golden';
  if (/\b(morning|sunrise|dawn)\b/.test(t)) return 'morning';
  if (/\b(midday|noon|clear sky|summer)\b/.test(t)) return 'midday';
  return null;
}

/** The alt's time of day, or one drawn with these weights. */
export function chooseTime(
  rng: Rng,
  alt: string,
  weights: Partial<Record<TimeOfDay, number>> = { morning: 1, midday: 2, afternoon: 3, golden: 3, dusk: 1.5 },
): TimeOfDay {
  const fromText = timeFromText(alt);
  if (fromText) return fromText;
  const entries = Object.entries(weights) as Array<[TimeOfDay, number]>;
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [time, w] of entries) {
    r -= w;
    if (r <= 0) return time;
  }
  return entries[0][0];
}
