/**
 * Runs the real generator (tools/demo-media) on a few small specs into a temporary folder and
 * checks the files against what mediaAssetsFromManifest announces.
 */
import { createHash } from 'node:crypto';
import {
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { generateMedia } from './generate';
import { isComplete } from './cache';
import { mediaAssetsFromManifest, plannedFileNames, type MediaSpec } from '@dkg/demo-content';

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

describe('the cache outside the clone', () => {
  const vectors = manifest.filter((spec) => spec.scene !== 'document');
  const fileOf = (spec: MediaSpec) => plannedFileNames(spec)[0];
  let dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dkg-media-cache-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });

  it('when the cache has the files, then another folder gets them without drawing, as hard links', async () => {
    const cacheDir = tempDir();
    const first = await generateMedia({ manifest: vectors, outDir: tempDir(), cacheDir });
    expect(first).toMatchObject({ generated: 3, restored: 0 });
    const outDir = tempDir();
    const second = await generateMedia({ manifest: vectors, outDir, cacheDir });
    expect(second).toMatchObject({ generated: 0, skipped: 3, files: 0, restored: 3 });
    for (const spec of vectors) {
      expect(statSync(join(outDir, fileOf(spec))).ino).toBe(statSync(join(cacheDir, fileOf(spec))).ino);
    }
  });

  it('when a cached file is cut short or only under a temporary name, then it is not used: the picture is drawn again', async () => {
    const cacheDir = tempDir();
    await generateMedia({ manifest: vectors, outDir: tempDir(), cacheDir });
    const [cut, unfinished, whole] = vectors;
    const cutFile = join(cacheDir, fileOf(cut));
    truncateSync(cutFile, Math.floor(statSync(cutFile).size / 2));
    // what a run stopped between writing and renaming leaves
    renameSync(join(cacheDir, fileOf(unfinished)), join(cacheDir, `.${fileOf(unfinished)}.4242.tmp`));

    const outDir = tempDir();
    const result = await generateMedia({ manifest: vectors, outDir, cacheDir });
    expect(result).toMatchObject({ generated: 2, restored: 1 });
    for (const spec of [cut, unfinished, whole]) {
      expect(isComplete(join(outDir, fileOf(spec)))).toBe(true);
      expect(isComplete(join(cacheDir, fileOf(spec)))).toBe(true);
    }
  });

  it('when a WebP is shorter than its header says, then it is not whole', () => {
    const dir = tempDir();
    const webp = (declared: number, body: number) => {
      const data = Buffer.alloc(12 + body);
      data.write('RIFF', 0, 'latin1');
      data.writeUInt32LE(declared, 4);
      data.write('WEBP', 8, 'latin1');
      return data;
    };
    writeFileSync(join(dir, 'whole.webp'), webp(4 + 20, 20));
    writeFileSync(join(dir, 'cut.webp'), webp(4 + 200, 20));
    expect(isComplete(join(dir, 'whole.webp'))).toBe(true);
    expect(isComplete(join(dir, 'cut.webp'))).toBe(false);
    expect(isComplete(join(dir, 'missing.webp'))).toBe(false);
  });
});
