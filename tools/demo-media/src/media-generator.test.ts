/**
 * Runs the real generator (tools/demo-media) on a few small specs into a temporary folder and
 * checks the files against what mediaAssetsFromManifest announces.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
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

/** Where the first test draws the manifest (a later test takes a drawn picture from there). */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dkg-media-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('media generator', () => {
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

  it('when a raster is drawn, then its share crop is a 1200×630 JPEG of the same picture', async () => {
    const [document] = mediaAssetsFromManifest(manifest);
    const share = document.formats?.share;
    expect(share).toMatchObject({ width: 1200, height: 630, mime: 'image/jpeg' });
    const meta = await sharp(join(dir, share!.name)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
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

  it('when a picture was drawn before its share crop existed, then the crop is cut from its original, not drawn again', async () => {
    const [raster] = manifest;
    const cacheDir = tempDir();
    // The picture as drawn before, put in the cache: drawing it is what takes long, and the first
    // test drew it already (it is drawn here when this test runs alone).
    await generateMedia({ manifest: [raster], outDir: dir });
    for (const name of plannedFileNames(raster)) copyFileSync(join(dir, name), join(cacheDir, name));
    const [crop] = plannedFileNames(raster).filter((name) => name.startsWith('share_'));
    const original = join(cacheDir, plannedFileNames(raster)[0]);
    const drawnAt = statSync(original).mtimeMs;
    rmSync(join(cacheDir, crop));
    const outDir = tempDir();
    const started = Date.now();
    const result = await generateMedia({ manifest: [raster], outDir, cacheDir });
    expect(result).toMatchObject({ generated: 1, restored: 0 });
    expect(statSync(join(outDir, plannedFileNames(raster)[0])).ino).toBe(statSync(original).ino);
    expect(statSync(original).mtimeMs).toBe(drawnAt);
    const meta = await sharp(join(outDir, crop)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(isComplete(join(cacheDir, crop))).toBe(true);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('when a JPEG lacks its end mark, then it is not whole', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'whole.jpg'), Buffer.from([0xff, 0xd8, 0x00, 0xff, 0xd9]));
    writeFileSync(join(dir, 'cut.jpg'), Buffer.from([0xff, 0xd8, 0x00, 0x00]));
    expect(isComplete(join(dir, 'whole.jpg'))).toBe(true);
    expect(isComplete(join(dir, 'cut.jpg'))).toBe(false);
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
