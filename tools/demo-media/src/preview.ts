/** Contact sheets: several seeds of a scene side by side, to look at while tuning the painters. */
import sharp from 'sharp';
import type { MediaSpec } from '@dkg/demo-content';

export interface SheetTile {
  spec: MediaSpec;
  /** Encoded picture (any format sharp reads). */
  data: Buffer;
}

/** A PNG contact sheet: tiles fitted into cells of `cell` px wide, `columns` per row. */
export async function contactSheet(
  tiles: SheetTile[],
  columns = 3,
  cell = 560,
  light = false,
): Promise<Buffer> {
  const bg = light ? { r: 246, g: 245, b: 242 } : { r: 40, g: 40, b: 42 };
  const cellH = Math.round(cell * 0.75);
  const gap = 12;
  const rows = Math.ceil(tiles.length / columns);
  const width = columns * cell + (columns + 1) * gap;
  const height = rows * cellH + (rows + 1) * gap;
  const composites = await Promise.all(
    tiles.map(async (t, i) => {
      const img = await sharp(t.data, { density: 144 })
        .resize(cell, cellH, { fit: 'contain', background: { ...bg, alpha: 1 } })
        .flatten({ background: bg })
        .png()
        .toBuffer();
      return {
        input: img,
        left: gap + (i % columns) * (cell + gap),
        top: gap + Math.floor(i / columns) * (cellH + gap),
      };
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: { r: 28, g: 28, b: 30 } } })
    .composite(composites)
    .png()
    .toBuffer();
}
