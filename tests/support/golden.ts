import fs from 'node:fs';
import path from 'node:path';

/** The recorded real Strapi answers beside the project (../shared/strapi-golden). */
export const goldenDir =
  process.env.STRAPI_GOLDEN_DIR ?? path.resolve(__dirname, '../../../shared/strapi-golden');

export function readGolden(name: string): unknown {
  const file = path.join(goldenDir, name);
  if (!fs.existsSync(file)) {
    throw new Error(`The recorded Strapi answer ${file} is missing (set STRAPI_GOLDEN_DIR to its folder).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}
