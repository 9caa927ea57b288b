/**
 * The background drawer on a few small pictures of the sample manifest, with its real worker process
 * (which loads `@dkg/demo-content` from its build: `npm run build:packages` first, as `npm test` does).
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { constants, getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { plannedFileNames, type MediaSpec } from '@dkg/demo-content';
import { startMediaDrawer, type DrawerOptions, type MediaDrawer } from './drawer';
import { generateMedia } from './generate';
import { sampleManifest } from './sample-manifest';

jest.setTimeout(180_000);

const KEYS = [
  'sample-logo',
  'sample-social-facebook',
  'sample-social-instagram',
  'sample-partner-1',
  'sample-certificate-pdf',
];
const manifest = sampleManifest().filter((spec) => KEYS.includes(spec.key));
const fileOf = (spec: MediaSpec) => plannedFileNames(spec)[0];

describe('the background drawer', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function tempDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'dkg-drawer-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  function start(options: Partial<DrawerOptions> = {}) {
    const outDir = tempDir();
    const drawn: string[] = [];
    const lines: string[] = [];
    const drawer: MediaDrawer = startMediaDrawer({
      manifest,
      outDir,
      onDrawn: (spec) => drawn.push(spec.key),
      onProgress: (line) => lines.push(line),
      ...options,
    });
    cleanups.push(() => drawer.close());
    return { drawer, outDir, drawn, lines };
  }

  it('when a missing picture is asked for, then it is drawn before the others and the answer waits for it', async () => {
    const { drawer, outDir, drawn } = start();
    const last = manifest[manifest.length - 1];
    await drawer.draw(fileOf(last));
    expect(existsSync(join(outDir, fileOf(last)))).toBe(true);
    expect(drawn[0]).toBe(last.key);
  });

  it('when the same picture is asked for twice at once, then it is drawn once', async () => {
    const { drawer, outDir, drawn } = start();
    const spec = manifest[2];
    await Promise.all([drawer.draw(fileOf(spec)), drawer.draw(fileOf(spec))]);
    expect(existsSync(join(outDir, fileOf(spec)))).toBe(true);
    await drawer.idle();
    expect(drawn.filter((key) => key === spec.key)).toEqual([spec.key]);
  });

  it('when a name is no demo picture, then the answer comes at once and nothing is drawn for it', async () => {
    const { drawer, outDir, drawn } = start();
    await drawer.draw('unknown_0123456789.webp');
    await drawer.draw('../package.json');
    expect(existsSync(join(outDir, 'unknown_0123456789.webp'))).toBe(false);
    await drawer.idle();
    expect(drawn.sort()).toEqual(manifest.map((spec) => spec.key).sort());
  });

  it('when everything is drawn, then the worker, at the lowest priority, exits and the drawer says so', async () => {
    const { drawer, outDir, lines } = start();
    const pid = drawer.workerPid()!;
    expect(getPriority(pid)).toBe(constants.priority.PRIORITY_LOW);
    await drawer.idle();
    expect(drawer.workerPid()).toBeUndefined();
    expect(() => process.kill(pid, 0)).toThrow();
    for (const spec of manifest) expect(existsSync(join(outDir, fileOf(spec)))).toBe(true);
    expect(lines[0]).toBe('demo pictures: 5 of 5 files to draw in the background, 0 copied from the cache');
    expect(lines.at(-1)).toMatch(/^demo pictures: all 5 files ready \(5 drawn in \d+/);
  });

  it('when the cache has every picture, then they are linked from it and no worker starts', async () => {
    const cacheDir = tempDir();
    await generateMedia({ manifest, outDir: tempDir(), cacheDir });
    const { drawer, outDir, lines } = start({ cacheDir });
    expect(drawer.workerPid()).toBeUndefined();
    await drawer.idle();
    for (const spec of manifest) {
      expect(statSync(join(outDir, fileOf(spec))).ino).toBe(statSync(join(cacheDir, fileOf(spec))).ino);
    }
    expect(lines).toEqual(['demo pictures: all 5 files ready (5 from the cache)']);
  });
});
