/**
 * A fictional partner's wordmark in greyscale: an emblem (a ring with initials, a gable, columns, an
 * arch, stacked bars) and the name in a serif or sans stack, spaced and weighted by seed.
 */
import { hashString, type Rng } from '../prng';
import { n } from '../svg';
import { escape } from './logo';

const SERIF = "Georgia, 'Times New Roman', Times, serif";
const SANS = 'Helvetica, Arial, sans-serif';

type Emblem = 'ring' | 'gable' | 'columns' | 'arch' | 'bars' | 'none';

export function partnerLogoSvg(width: number, height: number, label: string, rng: Rng): string {
  const name = label || 'Partner';
  const words = name.split(/\s+/).filter(Boolean);
  const initials = words
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const emblems: Emblem[] = ['ring', 'gable', 'columns', 'arch', 'bars', 'none'];
  const emblem = emblems[hashString(`${name}|${rng.int(0, 1e6)}`) % emblems.length];
  const serif = rng.chance(0.5);
  const upper = rng.chance(0.6);
  const weight = rng.pick([300, 400, 600, 700]);
  const ink = rng.pick(['#2e2e30', '#3c3c3e', '#4a4a4c']);
  const soft = '#8a8a8c';
  const wide = width / height >= 2.2;
  const parts: string[] = [];
  const text = upper ? name.toUpperCase() : name;
  const family = serif ? SERIF : SANS;
  // Rough advance of a character in em (capitals are wider), plus letter-spacing in em.
  const spacingEm = upper ? rng.range(0.06, 0.16) : 0.01;
  const advance = (upper ? 0.7 : 0.54) + spacingEm;
  if (wide) {
    const s = height * 0.56;
    const ex = height * 0.18;
    if (emblem !== 'none') parts.push(drawEmblem(emblem, ex, (height - s) / 2, s, initials, ink, soft));
    const tx = emblem === 'none' ? width / 2 : ex + s + height * 0.22;
    const room = emblem === 'none' ? width * 0.9 : width - tx - height * 0.15;
    const size = Math.min(height * 0.3, room / (text.length * advance));
    const anchor = emblem === 'none' ? 'middle' : 'start';
    parts.push(
      `<text x="${n(tx)}" y="${n(height / 2 + size * 0.35)}" text-anchor="${anchor}" font-family="${family}" font-weight="${weight}" font-size="${n(size)}" letter-spacing="${n(size * spacingEm)}" fill="${ink}">${escape(text)}</text>`,
    );
  } else {
    const size = Math.min(
      height * (emblem === 'none' ? 0.2 : 0.12),
      (width * 0.88) / (text.length * advance),
    );
    const s = emblem === 'none' ? 0 : height * 0.4;
    const ey = emblem === 'none' ? height / 2 - size : height * 0.14;
    if (emblem !== 'none') parts.push(drawEmblem(emblem, (width - s) / 2, ey, s, initials, ink, soft));
    parts.push(
      `<text x="${n(width / 2 + (size * spacingEm) / 2)}" y="${n(ey + s + size * (emblem === 'none' ? 1.3 : 1.7))}" text-anchor="middle" font-family="${family}" font-weight="${weight}" font-size="${n(size)}" letter-spacing="${n(size * spacingEm)}" fill="${ink}">${escape(text)}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(name)}"><title>${escape(name)}</title>${parts.join('')}</svg>`;
}

function drawEmblem(
  kind: Emblem,
  x: number,
  y: number,
  s: number,
  initials: string,
  ink: string,
  soft: string,
): string {
  const w = Math.max(1, s * 0.05);
  const cx = x + s / 2;
  const cy = y + s / 2;
  switch (kind) {
    case 'ring':
      return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.46)}" fill="none" stroke="${ink}" stroke-width="${n(w)}"/><text x="${n(cx)}" y="${n(cy + s * 0.14)}" text-anchor="middle" font-family="${SERIF}" font-size="${n(s * 0.4)}" fill="${ink}">${escape(initials)}</text>`;
    case 'gable':
      return `<path d="M${n(x + s * 0.05)} ${n(y + s * 0.45)}L${n(cx)} ${n(y + s * 0.08)}L${n(x + s * 0.95)} ${n(y + s * 0.45)}" fill="none" stroke="${ink}" stroke-width="${n(w)}"/><path d="M${n(x + s * 0.2)} ${n(y + s * 0.5)}h${n(s * 0.6)}v${n(s * 0.42)}h${n(-s * 0.6)}Z" fill="${soft}"/><path d="M${n(x + s * 0.42)} ${n(y + s * 0.62)}h${n(s * 0.16)}v${n(s * 0.3)}h${n(-s * 0.16)}Z" fill="#fff"/>`;
    case 'columns': {
      let d = '';
      for (let i = 0; i < 4; i++)
        d += `M${n(x + s * (0.12 + i * 0.22))} ${n(y + s * 0.3)}h${n(s * 0.1)}v${n(s * 0.55)}h${n(-s * 0.1)}Z`;
      return `<path d="M${n(x)} ${n(y + s * 0.25)}L${n(cx)} ${n(y + s * 0.05)}L${n(x + s)} ${n(y + s * 0.25)}Z${d}M${n(x)} ${n(y + s * 0.88)}h${n(s)}v${n(s * 0.08)}h${n(-s)}Z" fill="${ink}"/>`;
    }
    case 'arch':
      return `<path d="M${n(x + s * 0.1)} ${n(y + s * 0.95)}V${n(y + s * 0.45)}A${n(s * 0.4)} ${n(s * 0.4)} 0 0 1 ${n(x + s * 0.9)} ${n(y + s * 0.45)}V${n(y + s * 0.95)}" fill="none" stroke="${ink}" stroke-width="${n(w * 1.4)}"/><path d="M${n(x + s * 0.3)} ${n(y + s * 0.95)}V${n(y + s * 0.5)}A${n(s * 0.2)} ${n(s * 0.2)} 0 0 1 ${n(x + s * 0.7)} ${n(y + s * 0.5)}V${n(y + s * 0.95)}" fill="none" stroke="${soft}" stroke-width="${n(w)}"/>`;
    case 'bars':
    default: {
      let d = '';
      for (let i = 0; i < 4; i++)
        d += `M${n(x + s * 0.1)} ${n(y + s * (0.12 + i * 0.21))}h${n(s * (0.8 - i * 0.12))}v${n(s * 0.12)}h${n(-s * (0.8 - i * 0.12))}Z`;
      return `<path d="${d}" fill="${ink}"/>`;
    }
  }
}
