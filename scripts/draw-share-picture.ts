/**
 * Draws public/share.jpg, the site's own picture of a shared link (a page with no picture of its own:
 * the search, the favourites): the logo on the site's paper, 1200×630 as Open Graph's large card wants.
 * Drawn once and committed; run again after a change of the logo.
 *
 *   ts-node -P tsconfig.node.json scripts/draw-share-picture.ts
 */
import path from 'node:path';
import sharp from 'sharp';
import { SITE_SHARE_IMAGE } from '@dkg/content-model';
import { logoSvg } from '../tools/demo-media/src/vector/logo';

const PAPER = '#f6f3ee';
const GOLD = '#a8834a';

async function main() {
  const { width, height } = SITE_SHARE_IMAGE;
  // The logo's own box, drawn inside the picture where its tagline may run past it.
  const logo = logoSvg(720, 240).replace(
    '<svg ',
    `<svg x="150" y="${(height - 240) / 2}" overflow="visible" `,
  );
  const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${PAPER}"/><rect x="36" y="36" width="${width - 72}" height="${height - 72}" fill="none" stroke="${GOLD}" stroke-width="2"/>${logo}</svg>`;
  const target = path.resolve(__dirname, '..', 'public', SITE_SHARE_IMAGE.path.slice(1));
  await sharp(Buffer.from(picture)).jpeg({ quality: 86, mozjpeg: true }).toFile(target);
  process.stdout.write(`${path.relative(process.cwd(), target)}: ${width}×${height}\n`);
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
