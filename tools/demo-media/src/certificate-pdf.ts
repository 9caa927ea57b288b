/** The certificate as a one-page A4 PDF, drawn with pdf-lib's standard fonts; fixed dates, so it is byte-stable. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { MediaSpec } from '@dkg/demo-content';
import { certificateText } from './certificate-text';
import { createRng } from './prng';

const FIXED_DATE = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));

export async function certificatePdf(spec: MediaSpec): Promise<Buffer> {
  const rng = createRng(`certificate:${spec.seed}`);
  const text = certificateText(spec.label, spec.alt, rng);
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(text.title);
  doc.setAuthor('DKG Development & Construction S.A.');
  doc.setSubject(spec.alt);
  doc.setCreator('DKG demo media generator');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const page = doc.addPage([595.28, 841.89]);
  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifBold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const gold = rgb(0.66, 0.51, 0.29);
  const ink = rgb(0.16, 0.16, 0.18);
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: 0, width, height, color: rgb(0.99, 0.98, 0.96) });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: width - 56,
    height: height - 56,
    borderColor: gold,
    borderWidth: 2.2,
  });
  page.drawRectangle({
    x: 36,
    y: 36,
    width: width - 72,
    height: height - 72,
    borderColor: gold,
    borderWidth: 0.6,
  });
  // Guilloche band along the top and bottom.
  for (const y0 of [height - 70, 62]) {
    for (let k = 0; k < 3; k++) {
      let prev: [number, number] | null = null;
      for (let x = 50; x <= width - 50; x += 3) {
        const y = y0 + Math.sin((x + k * 11) / 9) * 5 + Math.sin((x - k * 7) / 23) * 3;
        if (prev)
          page.drawLine({
            start: { x: prev[0], y: prev[1] },
            end: { x, y },
            thickness: 0.35,
            color: gold,
            opacity: 0.7,
          });
        prev = [x, y];
      }
    }
  }
  const centre = (s: string, y: number, font: PDFFont, size: number, color = ink) => {
    const w = font.widthOfTextAtSize(s, size);
    page.drawText(s, { x: (width - w) / 2, y, size, font, color });
  };
  centre(text.heading, height - 160, serifBold, 40, gold);
  centre(sanitize(text.title), height - 200, serif, 17);
  centre(text.certify, height - 270, serif, 13);
  centre(text.holder, height - 305, serifBold, 21);
  centre(text.address, height - 328, sans, 10, rgb(0.35, 0.35, 0.37));
  let y = height - 380;
  for (const line of text.body) {
    for (const wrapped of wrap(sanitize(line), serif, 13, width - 160)) {
      centre(wrapped, y, serif, 13);
      y -= 20;
    }
  }
  seal(page, width - 150, 170, gold);
  page.drawLine({ start: { x: 80, y: 150 }, end: { x: 250, y: 150 }, thickness: 0.6, color: ink });
  page.drawText('Managing Director', { x: 80, y: 136, size: 9, font: sans, color: ink });
  page.drawText(sanitize(text.issuer), { x: 80, y: 122, size: 9, font: sans, color: ink });
  signature(page, 90, 158, rng);
  page.drawText(`${text.number}    Issued ${text.issued}    Valid until ${text.expires}`, {
    x: 80,
    y: 96,
    size: 8.5,
    font: sans,
    color: rgb(0.35, 0.35, 0.37),
  });
  const bytes = await doc.save({ useObjectStreams: false });
  return Buffer.from(bytes);
}

function seal(page: PDFPage, cx: number, cy: number, gold: ReturnType<typeof rgb>): void {
  const points = 36;
  for (let i = 0; i < points; i++) {
    const a0 = (i / points) * Math.PI * 2;
    const a1 = ((i + 0.5) / points) * Math.PI * 2;
    page.drawLine({
      start: { x: cx + Math.cos(a0) * 52, y: cy + Math.sin(a0) * 52 },
      end: { x: cx + Math.cos(a1) * 46, y: cy + Math.sin(a1) * 46 },
      thickness: 1,
      color: gold,
    });
  }
  page.drawCircle({ x: cx, y: cy, size: 44, color: gold, opacity: 0.85 });
  page.drawCircle({ x: cx, y: cy, size: 36, borderColor: rgb(1, 1, 1), borderWidth: 0.8, opacity: 0 });
  page.drawLine({
    start: { x: cx - 30, y: cy - 60 },
    end: { x: cx - 40, y: cy - 100 },
    thickness: 9,
    color: gold,
  });
  page.drawLine({
    start: { x: cx + 30, y: cy - 60 },
    end: { x: cx + 40, y: cy - 100 },
    thickness: 9,
    color: gold,
  });
}

function signature(page: PDFPage, x: number, y: number, rng: ReturnType<typeof createRng>): void {
  let px = x;
  let py = y;
  for (let i = 0; i < 26; i++) {
    const nx = px + rng.range(3, 8);
    const ny = y + Math.sin(i * 1.3 + rng.range(0, 1)) * rng.range(3, 9);
    page.drawLine({
      start: { x: px, y: py },
      end: { x: nx, y: ny },
      thickness: 0.9,
      color: rgb(0.12, 0.2, 0.45),
    });
    px = nx;
    py = ny;
  }
}

/** Standard fonts are WinAnsi: replace what they cannot encode. */
function sanitize(s: string): string {
  return s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '');
}

function wrap(s: string, font: PDFFont, size: number, max: number): string[] {
  const words = s.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (font.widthOfTextAtSize(next, size) > max && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
