/**
 * Runs the real generator (tools/demo-media) on a few small specs into a temporary folder and
 * checks the files against what mediaAssetsFromManifest announces.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { generateMedia } from './generate';
import { mediaAssetsFromManifest, type MediaSpec } from '@dkg/demo-content';

jest.setTimeout(60_000);

const manifest: MediaSpec[] = [
  { key: 'test-document', scene: 'document', seed: 3, aspect: '4:3', alt: 'House keys on a signed contract' },
  { key: 'test-logo', scene: 'logo', seed: 1, aspect: '3:2', alt: 'DKG logo', label: 'DKG' },
  {
    key: 'test-instagram',
    scene: 'social-icon',
    seed: 1,
    aspect: '1:1',
    alt: 'Instagram icon',
    label: 'Instagram',
  },
  {
    key: 'test-certificate',
    scene: 'certificate-pdf',
    seed: 2,
    aspect: '3:4',
    alt: 'ISO 9001 (PDF)',
    label: 'ISO 9001:2015',
  },
];

describe('media generator', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dkg-media-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when it runs, then every announced file exists with the announced dimensions', async () => {
    const result = await generateMedia({ manifest, outDir: dir });
    expect(result).toMatchObject({ generated: 4, skipped: 0 });
    for (const asset of mediaAssetsFromManifest(manifest)) {
      const file = join(dir, asset.url.replace('/uploads/', ''));
      expect(statSync(file).size).toBeGreaterThan(100);
      if (asset.mime === 'image/webp') {
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', asset.width, asset.height]);
        for (const format of Object.values(asset.formats ?? {})) {
          const m = await sharp(join(dir, format.name)).metadata();
          expect([format.name, m.width, m.height]).toEqual([format.name, format.width, format.height]);
        }
      } else if (asset.mime === 'image/svg+xml') {
        const svg = readFileSync(file, 'utf8');
        expect(svg).toContain(`width="${asset.width}"`);
        expect(svg).toContain(`height="${asset.height}"`);
      } else {
        expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it('when it runs again, then nothing is redrawn', async () => {
    const result = await generateMedia({ manifest, outDir: dir });
    expect(result).toMatchObject({ generated: 0, skipped: 4 });
  });

  it('when a picture is drawn twice, then the bytes are identical', async () => {
    const other = mkdtempSync(join(tmpdir(), 'dkg-media-'));
    try {
      await generateMedia({ manifest, outDir: other });
      for (const asset of mediaAssetsFromManifest(manifest)) {
        const name = asset.url.replace('/uploads/', '');
        const digest = (d: string) =>
          createHash('sha1')
            .update(readFileSync(join(d, name)))
            .digest('hex');
        expect(digest(other)).toBe(digest(dir));
      }
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
