import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, recordConsole, type ConsoleLog } from '../support/browser';
import { waitFor } from '../support/wait-for';
import { closeBanner, logIn, SCREENSHOTS } from './support/admin-panel';
import { httpFetch } from './support/cms';
import { adminPanelBuilt, stack } from './support/stack';

/**
 * A picture's focal point set in the built admin panel's media library, as an editor does it (its
 * "Crop & Focus area"): the picture's share crop (1200×630, what a shared link shows) is cut again
 * around the point. The
 * picture is blue with a red strip along its left tenth: a crop from the middle shows no red, a crop
 * around a point in the strip shows it. Its screenshot is that of docs/editors.md.
 */

interface StoredFile {
  id: number;
  name: string;
  url: string;
  hash: string;
  focalPoint: { x: number; y: number } | null;
  formats: Record<string, { url: string; hash: string; width: number; height: number }> | null;
}

const NAME = 'harbour-red-strip.jpg';
const [WIDTH, HEIGHT] = [2400, 1000];

let browser: Browser;
let page: Page;
let log: ConsoleLog;
let uploaded: StoredFile;

/** A 2400×1000 picture, blue, with a red strip over its left 240 pixels. */
function stripedPicture(): Promise<Buffer> {
  const strip = { create: { width: 240, height: HEIGHT, channels: 3 as const, background: '#e00000' } };
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#0030c0' } })
    .composite([{ input: strip, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function storedFile(id: number): Promise<StoredFile> {
  const { cmsUrl, access } = stack();
  const response = await httpFetch(`${cmsUrl}/api/upload/files/${id}`, {
    headers: { Authorization: `Bearer ${access.fullToken}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredFile;
}

/** The share crop of a file: its size, and how red it is on average (0–255). */
async function shareCrop(file: StoredFile) {
  const share = file.formats?.share;
  if (!share) throw new Error(`${file.name} has no share format`);
  const response = await httpFetch(new URL(share.url, stack().cmsUrl).href);
  expect([share.url, response.status]).toEqual([share.url, 200]);
  const bytes = Buffer.from(await response.arrayBuffer());
  const [{ width, height }, stats] = await Promise.all([sharp(bytes).metadata(), sharp(bytes).stats()]);
  return { url: share.url, width, height, red: stats.channels[0].mean };
}

beforeAll(async () => {
  if (!adminPanelBuilt())
    throw new Error('The admin panel is not built: npm run cms:build (npm run test:cms does)');
  const { cmsUrl, access } = stack();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await stripedPicture())], { type: 'image/jpeg' }), NAME);
  const response = await httpFetch(`${cmsUrl}/api/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access.fullToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  [uploaded] = (await response.json()) as StoredFile[];
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, locale: 'en-GB' });
  page.setDefaultTimeout(60_000);
  log = recordConsole(page);
  await logIn(page, cmsUrl);
});

afterAll(async () => {
  await browser?.close();
});

describe('a picture’s focal point, set in the media library', () => {
  it('when a picture is uploaded without a point, then its share crop is cut from its middle', async () => {
    expect(uploaded.focalPoint).toBeNull();
    const crop = await shareCrop(uploaded);
    expect(crop).toMatchObject({ width: 1200, height: 630 });
    expect(crop.url).toContain(`/share_${uploaded.hash}.jpg`);
    // The middle 1905 pixels of 2400 start at 247: past the strip.
    expect(crop.red).toBeLessThan(10);
  });

  it('when the editor sets the point on the red strip and saves, then the share crop is cut again around it and the old one is gone', async () => {
    const { cmsUrl } = stack();
    const before = await shareCrop(uploaded);
    await page.goto(`${cmsUrl}/admin/plugins/upload?_q=${encodeURIComponent(NAME.replace(/\.jpg$/, ''))}`);
    // The picture's details, then its "Crop & Focus area" editor, where the point is set (on the
    // picture, or to the pixel in the fields beside it) and applied.
    await closeBanner(page);
    await page.getByRole('button', { name: NAME, exact: true }).click();
    await page.getByRole('button', { name: 'Crop', exact: true }).click();
    // Typed as an editor types: the field takes keystrokes, not a value set at once.
    const typeInto = async (label: string, value: number) => {
      const field = page.getByLabel(label);
      await field.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(String(value));
      await page.keyboard.press('Tab');
      await expect(field.inputValue()).resolves.toBe(value.toLocaleString('en-GB'));
    };
    await typeInto('Focal point X (px)', WIDTH * 0.05);
    await typeInto('Focal point Y (px)', HEIGHT * 0.5);
    // The editor covers the page, Strapi's banner included (it cannot be closed from under it).
    await page.screenshot({ path: path.join(SCREENSHOTS, '14-focal-point.png'), animations: 'disabled' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('File cropped.').first().waitFor();

    const recut = await waitFor(
      'the share crop cut again',
      async () => {
        const file = await storedFile(uploaded.id);
        return file.formats?.share?.url !== before.url && file;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(recut.focalPoint?.x).toBeCloseTo(5, 0);
    expect(recut.focalPoint?.y).toBeCloseTo(50, 0);
    const crop = await shareCrop(recut);
    expect(crop).toMatchObject({ width: 1200, height: 630 });
    // The crop starts at the picture's left edge: its left eighth (240 of 1905 pixels) is red.
    expect(crop.red).toBeGreaterThan(20);
    expect((await httpFetch(new URL(before.url, cmsUrl).href)).status).toBe(404);
    // Strapi's other formats keep the whole picture: only the share crop moves.
    expect(recut.formats?.large?.url).toBe(uploaded.formats?.large?.url);
  });

  it('when a point is saved alone (the upload API with only the file’s information), then the share crop is cut again around it', async () => {
    const { cmsUrl, access } = stack();
    const before = await storedFile(uploaded.id);
    const form = new FormData();
    form.append('fileInfo', JSON.stringify({ focalPoint: { x: 95, y: 50 } }));
    const response = await httpFetch(`${cmsUrl}/api/upload?id=${uploaded.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access.fullToken}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const moved = await storedFile(uploaded.id);
    expect(moved.focalPoint).toEqual({ x: 95, y: 50 });
    expect(moved.formats?.share?.hash).toBe(`share_${uploaded.hash}_fp950-500`);
    const crop = await shareCrop(moved);
    expect(crop).toMatchObject({ width: 1200, height: 630 });
    // Cut at the right edge, far from the strip.
    expect(crop.red).toBeLessThan(10);
    expect((await httpFetch(new URL(before.formats!.share.url, cmsUrl).href)).status).toBe(404);
  });

  it('when the editor is done, then the admin threw nothing', () => {
    expect(log.messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });
});
