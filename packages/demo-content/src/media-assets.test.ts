import { mediaAssetsFromManifest } from './media-assets';
import { mediaManifest } from './manifest';
import type { MediaSpec } from './media-manifest';
import {
  GENERATOR_VERSION,
  fitInside,
  formatDimensions,
  mediaHash,
  originalDimensions,
  planMedia,
} from './media-naming';

const villa: MediaSpec = {
  key: 'villa-lagonisi',
  scene: 'villa',
  seed: 7,
  aspect: '3:2',
  alt: 'White villa with a pool',
};

describe('media naming', () => {
  it('when a spec is hashed twice, then the hash is the same 10 hex digits', () => {
    expect(mediaHash(villa)).toMatch(/^[0-9a-f]{10}$/);
    expect(mediaHash({ ...villa })).toBe(mediaHash(villa));
  });

  it('when anything the picture is drawn from changes, then the hash changes', () => {
    const base = mediaHash(villa);
    for (const changed of [
      { ...villa, seed: 8 },
      { ...villa, aspect: '16:9' as const },
      { ...villa, scene: 'house' as const },
      { ...villa, key: 'villa-2' },
      { ...villa, label: 'x' },
      { ...villa, alt: 'Villa at dusk' },
      { ...villa, focalPoint: { x: 30, y: 50 }, moveSubject: true },
    ]) {
      expect(mediaHash(changed)).not.toBe(base);
    }
    expect(GENERATOR_VERSION).toBeGreaterThan(0);
  });

  it('when a focal point only marks where the subject already is, then the picture keeps its name', () => {
    expect(mediaHash({ ...villa, focalPoint: { x: 30, y: 50 } })).toBe(mediaHash(villa));
  });

  it('when the aspect is given, then the original has the documented width', () => {
    const width = (aspect: MediaSpec['aspect'], scene: MediaSpec['scene'] = 'villa') =>
      originalDimensions({ ...villa, aspect, scene });
    expect(width('21:9')).toEqual({ width: 2520, height: 1080 });
    expect(width('16:9')).toEqual({ width: 1920, height: 1080 });
    expect(width('3:2')).toEqual({ width: 1800, height: 1200 });
    expect(width('4:3')).toEqual({ width: 1600, height: 1200 });
    expect(width('1:1')).toEqual({ width: 1200, height: 1200 });
    expect(width('3:4')).toEqual({ width: 1200, height: 1600 });
    expect(width('9:16')).toEqual({ width: 1080, height: 1920 });
  });

  it('when a hero or error picture is narrow, then it is still at least 1600 px wide', () => {
    expect(originalDimensions({ ...villa, scene: 'error', aspect: '9:16' })).toEqual({
      width: 1600,
      height: 2844,
    });
    expect(originalDimensions({ ...villa, scene: 'hero', aspect: '1:1' })).toEqual({
      width: 1600,
      height: 1600,
    });
  });

  it('when formats are planned, then they follow Strapi: squares of 1000/750/500 and a 245×156 thumbnail', () => {
    expect(formatDimensions(1800, 1200)).toEqual([
      { format: 'large', width: 1000, height: 667 },
      { format: 'medium', width: 750, height: 500 },
      { format: 'small', width: 500, height: 333 },
      { format: 'thumbnail', width: 234, height: 156 },
    ]);
    expect(formatDimensions(1200, 1600)).toEqual([
      { format: 'large', width: 750, height: 1000 },
      { format: 'medium', width: 562, height: 750 },
      { format: 'small', width: 375, height: 500 },
      { format: 'thumbnail', width: 117, height: 156 },
    ]);
    expect(formatDimensions(600, 400).map((f) => f.format)).toEqual(['small', 'thumbnail']);
    expect(fitInside(200, 100, 245, 156)).toEqual({ width: 200, height: 100 });
  });

  it('when the spec is a vector or a PDF, then it has no formats and the right type', () => {
    const logo = planMedia({ ...villa, key: 'logo', scene: 'logo', aspect: '3:2' });
    expect(logo).toMatchObject({
      kind: 'svg',
      ext: '.svg',
      mime: 'image/svg+xml',
      width: 360,
      height: 240,
      formats: [],
    });
    const icon = planMedia({ ...villa, key: 'fb', scene: 'social-icon', aspect: '1:1' });
    expect(icon).toMatchObject({ width: 24, height: 24 });
    const pdf = planMedia({ ...villa, key: 'iso', scene: 'certificate-pdf', aspect: '3:4' });
    expect(pdf).toMatchObject({
      kind: 'pdf',
      ext: '.pdf',
      mime: 'application/pdf',
      width: null,
      height: null,
      formats: [],
    });
  });
});

describe('mediaAssetsFromManifest', () => {
  it('when a raster spec is described, then names, urls and formats agree with the plan', () => {
    const [asset] = mediaAssetsFromManifest([villa]);
    const hash = mediaHash(villa);
    expect(asset).toMatchObject({
      key: 'villa-lagonisi',
      name: `villa-lagonisi_${hash}.webp`,
      url: `/uploads/villa-lagonisi_${hash}.webp`,
      alternativeText: 'White villa with a pool',
      caption: null,
      width: 1800,
      height: 1200,
      ext: '.webp',
      mime: 'image/webp',
    });
    expect(asset.size).toBeGreaterThan(0);
    expect(Object.keys(asset.formats ?? {})).toEqual(['large', 'medium', 'small', 'thumbnail', 'share']);
    expect(asset.formats?.large).toEqual({
      name: `large_villa-lagonisi_${hash}.webp`,
      hash: `large_villa-lagonisi_${hash}`,
      ext: '.webp',
      mime: 'image/webp',
      width: 1000,
      height: 667,
      size: expect.any(Number),
      url: `/uploads/large_villa-lagonisi_${hash}.webp`,
      path: null,
    });
  });

  it('when a raster spec is described, then its share crop is a 1200×630 JPEG beside its formats', () => {
    const [asset] = mediaAssetsFromManifest([villa]);
    const hash = mediaHash(villa);
    expect(asset.formats?.share).toEqual({
      name: `share_villa-lagonisi_${hash}.jpg`,
      hash: `share_villa-lagonisi_${hash}`,
      ext: '.jpg',
      mime: 'image/jpeg',
      width: 1200,
      height: 630,
      size: expect.any(Number),
      url: `/uploads/share_villa-lagonisi_${hash}.jpg`,
      path: null,
    });
  });

  it('when the same manifest is described twice, then the result is identical', () => {
    const manifest: MediaSpec[] = [
      villa,
      { key: 'logo', scene: 'logo', seed: 1, aspect: '3:2', alt: 'Logo', label: 'DKG' },
    ];
    expect(mediaAssetsFromManifest(manifest)).toEqual(mediaAssetsFromManifest(manifest));
    expect(mediaAssetsFromManifest(manifest)[1]).toMatchObject({
      ext: '.svg',
      formats: null,
      width: 360,
      height: 240,
    });
  });

  it('when a key appears twice, then it is refused', () => {
    expect(() => mediaAssetsFromManifest([villa, { ...villa, seed: 2 }])).toThrow(/twice/);
  });
});

describe('the focal points of the demo pictures', () => {
  const assets = mediaAssetsFromManifest(mediaManifest);

  it('when the library is read, then some pictures have a point away from their middle, within the picture, and the rest none', () => {
    const marked = assets.filter((asset) => asset.focalPoint);
    expect(marked.map((asset) => asset.key)).toEqual(
      expect.arrayContaining(['home-construction', 'property-1001-cover']),
    );
    for (const { focalPoint } of marked) {
      expect(focalPoint!.x).toBeGreaterThanOrEqual(0);
      expect(focalPoint!.x).toBeLessThanOrEqual(100);
      expect(focalPoint!.y).toBeGreaterThanOrEqual(0);
      expect(focalPoint!.y).toBeLessThanOrEqual(100);
      expect(Math.abs(focalPoint!.x - 50) + Math.abs(focalPoint!.y - 50)).toBeGreaterThan(15);
    }
    expect(assets.filter((asset) => asset.focalPoint === null).length).toBeGreaterThan(100);
  });
});
