import fs from 'node:fs';
import path from 'node:path';

/** Answers recorded from a real Strapi 4.26 (see the folder's README). */
export const goldenDir = path.resolve(__dirname, '../fixtures/strapi4');

export function readGolden(name: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(goldenDir, name), 'utf8'));
}
