/**
 * Monochrome social glyphs on a 24 × 24 grid, one shape filled with currentColor (even-odd cut-outs),
 * so CSS colours them like text.
 */

/** A rounded square from (x, y), size s, radius r, as a path. */
function roundSquare(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - r}A${r} ${r} 0 0 1 ${x + w - r} ${y + h}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + h - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`;
}

const GLYPHS: Record<string, string> = {
  // A rounded tile with a lower-case f cut out of it, its stem running off the bottom edge.
  facebook: `${roundSquare(2, 2, 20, 20, 4)}M16.6 8.4H14.8C14.3 8.4 14 8.8 14 9.3V11H16.6L16.2 13.8H14V22H11V13.8H8.8V11H11V8.9C11 6.6 12.4 5.4 14.5 5.4C15.4 5.4 16.2 5.5 16.6 5.6Z`,
  // A rounded square ring, a lens ring and the flash dot.
  instagram: `${roundSquare(2, 2, 20, 20, 5.5)}${roundSquare(4, 4, 16, 16, 4)}${circle(12, 12, 4.6)}${circle(12, 12, 2.9)}${circle(17.3, 6.7, 1.2)}`,
  // A rounded tile with "in" cut out.
  linkedin: `${roundSquare(2, 2, 20, 20, 3)}${circle(7.6, 7.4, 1.6)}M6.2 10H9V18H6.2ZM10.8 10H13.5V11.3C14 10.5 15 9.8 16.3 9.8C18.3 9.8 19 11.1 19 13.3V18H16.2V13.9C16.2 12.8 15.9 12.2 15 12.2C14 12.2 13.6 12.9 13.6 14V18H10.8Z`,
  // A wide rounded screen with the play triangle cut out.
  youtube: `${roundSquare(1.5, 5, 21, 14, 4)}M10 8.8V15.2L15.6 12Z`,
  x: `M3 3H8.2L12.6 9.1L17.8 3H20.4L13.8 10.8L21 21H15.8L11.2 14.6L5.6 21H3L10 12.9Z`,
  tiktok: `M14 3H17C17.2 5 18.6 6.6 21 6.8V9.8C19.4 9.8 18 9.3 17 8.6V15.2C17 18.5 14.6 21 11.4 21C8.3 21 6 18.6 6 15.6C6 12.4 8.6 10 12 10.3V13.4C10.4 13.1 9.1 14.1 9.1 15.6C9.1 16.9 10.1 17.9 11.4 17.9C12.8 17.9 14 16.8 14 15.1Z`,
};

export function socialIconSvg(label = ''): string {
  const key = label.toLowerCase().replace(/[^a-z]/g, '');
  const d =
    GLYPHS[key] ??
    GLYPHS[Object.keys(GLYPHS).find((k) => key.startsWith(k)) ?? ''] ??
    `${circle(12, 12, 10)}${circle(12, 12, 8.4)}M3 11.2H21V12.8H3ZM11.2 3H12.8V21H11.2Z`;
  const title = label || 'Social network';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" role="img" aria-label="${title}"><title>${title}</title><path fill="currentColor" fill-rule="evenodd" d="${d}"/></svg>`;
}
