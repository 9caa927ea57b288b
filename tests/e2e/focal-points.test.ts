import type { BrowserContextOptions, Page } from 'playwright-core';
import { mediaManifest } from '@dkg/demo-content';
import { recordConsole } from '../support/browser';
import { markWindow, windowKept } from '../support/e2e-page';
import { productionSiteForFile } from '../support/e2e-site';

/**
 * The point an editor marked on a picture stays in view wherever the site crops the picture with
 * `object-fit: cover`, on a phone and on a desktop. Where the browser put the point is worked out
 * here from what it shows: the picture's box, the size of the rendition it chose and the
 * `object-position` it applied. On a phone the home's slide needs the point: cropped around its
 * middle, the building would be out of the frame. Nothing breaks the page's Content-Security-Policy.
 */
const site = productionSiteForFile();

const SCREENS: Array<{ name: string; viewport: { width: number; height: number } }> = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

/** The focal point of a demo picture, as the demo content gives it to the media library. */
function focalPointOf(key: string): { x: number; y: number } {
  const point = mediaManifest.find((spec) => spec.key === key)?.focalPoint;
  if (!point) throw new Error(`The demo picture ${key} has no focal point`);
  return point;
}

interface Opened {
  page: Page;
  log: { messages: string[] };
  close(): Promise<void>;
}

/** Opens a page and records every violation of the page's policy the browser reports. */
async function open(path: string, options: BrowserContextOptions): Promise<Opened> {
  const context = await site.browser.newContext(options);
  await context.addInitScript(() => {
    const scope = window as unknown as { violations: string[] };
    scope.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      scope.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const page = await context.newPage();
  const log = recordConsole(page);
  await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelector('.page-loader') === null);
  return { page, log, close: () => context.close() };
}

function violations(page: Page) {
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

/** What the browser shows of the first picture whose address names `key`, once it has loaded. */
async function shown(page: Page, key: string, within = '') {
  const picture = page.locator(`${within} img[src*="${key}_"]`.trim()).first();
  await picture.scrollIntoViewIfNeeded();
  await picture.evaluate(
    (img: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (img.complete && img.naturalWidth > 0) resolve();
        else img.addEventListener('load', () => resolve(), { once: true });
      }),
  );
  return picture.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    return {
      box: { width: box.width, height: box.height },
      natural: { width: img.naturalWidth, height: img.naturalHeight },
      fit: style.objectFit,
      position: style.objectPosition,
    };
  });
}

type Shown = Awaited<ReturnType<typeof shown>>;

/**
 * Where the point lands in the picture's box under `object-fit: cover`: the picture is scaled to
 * cover the box, and of what overflows, the position's percentage is cut away on the left (top).
 */
function pointInBox({ box, natural, position }: Shown, point: { x: number; y: number }) {
  const [px, py] = position.split(' ').map((value) => {
    if (!value.endsWith('%')) throw new Error(`An object-position of ${position} is not in percent`);
    return parseFloat(value) / 100;
  });
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const [width, height] = [natural.width * scale, natural.height * scale];
  const x = (box.width - width) * px + (point.x / 100) * width;
  const y = (box.height - height) * py + (point.y / 100) * height;
  return { x, y, inside: x >= 0 && x <= box.width && y >= 0 && y <= box.height };
}

describe.each(SCREENS)('a picture’s focal point on a $name', ({ name, viewport }) => {
  it.each([
    ['the home’s slide', '/', 'home-construction'],
    ['a property’s card', '/properties', 'property-1001-cover'],
    ['a property’s gallery', '/ru/properties/1001', 'property-1001-cover'],
  ])('when %s is shown, then the point is inside the visible frame', async (_what, path, key) => {
    const { page, log, close } = await open(path, { viewport });
    try {
      const point = focalPointOf(key);
      const picture = await shown(page, key);
      expect(picture.fit).toBe('cover');
      expect(picture.position).toBe(`${point.x}% ${point.y}%`);
      expect(pointInBox(picture, point).inside).toBe(true);
      if (key === 'home-construction' && name === 'phone') {
        // Without the point the phone would show the middle of the slide, the building out of it.
        await page
          .locator('img[src*="home-construction_"]')
          .evaluate((img: HTMLImageElement) => (img.style.objectPosition = '50% 50%'));
        const centred = await shown(page, key);
        expect(centred.position).toBe('50% 50%');
        expect(pointInBox(centred, point).inside).toBe(false);
      }
      expect(await violations(page)).toEqual([]);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a page reached in the browser', () => {
  it('when a visitor goes from a page without focal points to the properties, then the card’s picture is placed on its point, within the policy', async () => {
    const { page, log, close } = await open('/about', { viewport: { width: 1440, height: 900 } });
    try {
      expect(await page.locator('style[data-focal-points]').count()).toBe(0);
      await markWindow(page);
      await page.locator('header a[href="/properties"]').first().click();
      await page.waitForURL(/\/properties$/);
      expect(await windowKept(page)).toBe(true);
      const point = focalPointOf('property-1001-cover');
      const picture = await shown(page, 'property-1001-cover', '.property-card');
      expect(picture.position).toBe(`${point.x}% ${point.y}%`);
      expect(pointInBox(picture, point).inside).toBe(true);
      expect(await violations(page)).toEqual([]);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});
