/**
 * The DKG logo: a thin-lined square monogram in gold beside (or above) a spaced serif wordmark in
 * charcoal. Text uses generic font stacks so it renders anywhere without web fonts.
 */
import { n } from '../svg';

const SERIF = "Georgia, 'Times New Roman', Times, serif";
const SANS = 'Helvetica, Arial, sans-serif';
const GOLD = '#a8834a';
const CHARCOAL = '#2a2a2c';

export function logoSvg(width: number, height: number, label = 'DKG'): string {
  const letters = (label || 'DKG').toUpperCase().slice(0, 4);
  const wide = width / height >= 1.6;
  const parts: string[] = [];
  if (wide) {
    const s = height * 0.78;
    const x = height * 0.11;
    const y = (height - s) / 2;
    parts.push(monogram(x, y, s, letters));
    const tx = x + s + height * 0.22;
    parts.push(
      `<text x="${n(tx)}" y="${n(height * 0.56)}" font-family="${SERIF}" font-size="${n(height * 0.34)}" letter-spacing="${n(height * 0.09)}" fill="${CHARCOAL}">${escape(letters)}</text>`,
      `<text x="${n(tx + 1)}" y="${n(height * 0.78)}" font-family="${SANS}" font-size="${n(height * 0.095)}" letter-spacing="${n(height * 0.045)}" fill="${GOLD}">DEVELOPMENT · CONSTRUCTION</text>`,
    );
  } else {
    const s = Math.min(width * 0.42, height * 0.42);
    const x = (width - s) / 2;
    const y = height * 0.08;
    // The tagline is 26 capitals: about 0.68 em each plus the spacing; keep it within 88 % of the width.
    const tag = Math.min(height * 0.052, (width * 0.88) / (26 * 0.98));
    const word = Math.min(height * 0.17, (width * 0.8) / (letters.length * 1.05));
    parts.push(monogram(x, y, s, letters));
    parts.push(
      `<text x="${n(width / 2 + word * 0.15)}" y="${n(y + s + word * 1.15)}" text-anchor="middle" font-family="${SERIF}" font-size="${n(word)}" letter-spacing="${n(word * 0.3)}" fill="${CHARCOAL}">${escape(letters)}</text>`,
      `<text x="${n(width / 2 + tag * 0.15)}" y="${n(y + s + word * 1.15 + tag * 2.2)}" text-anchor="middle" font-family="${SANS}" font-size="${n(tag)}" letter-spacing="${n(tag * 0.3)}" fill="${GOLD}">DEVELOPMENT · CONSTRUCTION</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(letters)} Development"><title>${escape(letters)} Development</title>${parts.join('')}</svg>`;
}

/** Double hairline square with the initials set inside and a small architectural gable above. */
function monogram(x: number, y: number, s: number, letters: string): string {
  const stroke = Math.max(1, s * 0.012);
  const inset = s * 0.06;
  const first = letters.charAt(0);
  return (
    `<g fill="none" stroke="${GOLD}" stroke-width="${n(stroke)}">` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s)}"/>` +
    `<rect x="${n(x + inset)}" y="${n(y + inset)}" width="${n(s - 2 * inset)}" height="${n(s - 2 * inset)}"/>` +
    `<path d="M${n(x + s * 0.28)} ${n(y + s * 0.3)}L${n(x + s * 0.5)} ${n(y + s * 0.17)}L${n(x + s * 0.72)} ${n(y + s * 0.3)}"/>` +
    `</g>` +
    `<text x="${n(x + s / 2)}" y="${n(y + s * 0.74)}" text-anchor="middle" font-family="${SERIF}" font-size="${n(s * 0.46)}" fill="${GOLD}">${escape(first)}</text>` +
    `<path d="M${n(x + s * 0.3)} ${n(y + s * 0.82)}H${n(x + s * 0.7)}" stroke="${GOLD}" stroke-width="${n(stroke)}"/>`
  );
}

export function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
