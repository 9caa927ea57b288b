/**
 * Writes contact sheets of what is in the upload folder: one PNG per scene (`sheet-{scene}.png`, then
 * `sheet-{scene}-2.png` … when a scene has more pictures than fit on a sheet), vectors together.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaSpec } from '@dkg/demo-content';
import { planMedia } from '@dkg/demo-content';
import { contactSheet, type SheetTile } from './preview';

export async function writePreviewSheets(
  manifest: MediaSpec[],
  uploadDir: string,
  previewDir: string,
  perSheet = 12,
): Promise<string[]> {
  mkdirSync(previewDir, { recursive: true });
  const groups = new Map<string, SheetTile[]>();
  for (const spec of manifest) {
    const plan = planMedia(spec);
    if (plan.kind === 'pdf') continue;
    const small = plan.formats.find((f) => f.format === 'small');
    const file = join(uploadDir, small?.fileName ?? plan.fileName);
    if (!existsSync(file)) continue;
    const group = plan.kind === 'svg' ? 'vector' : spec.scene;
    const tiles = groups.get(group) ?? [];
    tiles.push({ spec, data: readFileSync(file) });
    groups.set(group, tiles);
  }
  const written: string[] = [];
  for (const [group, all] of groups) {
    for (let page = 0; page * perSheet < all.length; page++) {
      const tiles = all.slice(page * perSheet, (page + 1) * perSheet);
      const path = join(previewDir, page === 0 ? `sheet-${group}.png` : `sheet-${group}-${page + 1}.png`);
      writeFileSync(
        path,
        await contactSheet(
          tiles,
          group === 'vector' ? 4 : 3,
          group === 'vector' ? 360 : 500,
          group === 'vector',
        ),
      );
      written.push(path);
    }
  }
  return written;
}
