import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { pageOpener, type OpenedPage } from '../support/e2e-page';
import type { E2eSite } from '../support/e2e-site';
import { startProductionServer } from '../support/production-server';
import { startTileServer, type TileServer } from '../support/tile-server';

/** The site with its maps' tiles from a tile server of the test's own (nothing reaches the internet). */
const site = {} as E2eSite;
let tiles: TileServer;

beforeAll(async () => {
  tiles = await startTileServer();
  [site.server, site.browser] = await Promise.all([
    startProductionServer({ MAP_TILES_URL: tiles.template }),
    launchBrowser() as Promise<Browser>,
  ]);
});

afterAll(async () => {
  await site.browser?.close();
  await site.server?.stop();
  await tiles?.close();
});

const openPage = pageOpener(site);

/** Every address a page asks for, from the moment it is opened. */
async function openRecording(path: string): Promise<OpenedPage & { requested: string[] }> {
  const requested: string[] = [];
  const opened = await openPage(path, {});
  opened.page.on('request', (request) => requested.push(request.url()));
  return { ...opened, requested };
}

/**
 * The files only the map needs: the map's chunk group in the build's stats (its chunk, its style sheet
 * and the libraries' chunk), less any file a page's own chunks share with it.
 */
const mapFiles = (() => {
  const stats = JSON.parse(
    fs.readFileSync(path.join(__dirname, '../../dist/loadable-stats.json'), 'utf8'),
  ) as {
    namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>;
  };
  const files = (group: string) =>
    stats.namedChunkGroups[group].assets.map((asset) => (typeof asset === 'string' ? asset : asset.name));
  const elsewhere = new Set(
    Object.keys(stats.namedChunkGroups)
      .filter((group) => group !== 'map')
      .flatMap(files),
  );
  return new Set(files('map').filter((file) => !elsewhere.has(file)));
})();
const isMapCode = (url: string) => mapFiles.has(path.basename(new URL(url).pathname));

/** The places the map's markers stand for: a cluster counts its places. */
async function placesOnMap(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.leaflet-marker-icon')].reduce(
      (sum, marker) =>
        sum +
        (marker.classList.contains('map-marker--cluster')
          ? Number(marker.querySelector('.map-marker__count')?.textContent)
          : 1),
      0,
    ),
  );
}

async function openMap(page: Page) {
  await page.locator('.results-map__toggle').click();
  await page.waitForSelector('.results-map__canvas[data-state="shown"] .leaflet-marker-icon');
}

/** Tabs until a point marker has the focus, opening clusters with Enter on the way; its name. */
async function tabToPlace(page: Page): Promise<string> {
  const focusedClass = () => page.evaluate(() => document.activeElement?.className ?? '');
  for (let step = 0; step < 40; step += 1) {
    const focused = await focusedClass();
    if (focused.includes('map-marker--point')) {
      return (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
    }
    if (focused.includes('map-marker--cluster')) {
      // Enter opens the cluster: the map zooms in and the focus goes to the first of its places.
      await page.evaluate(() => document.activeElement?.setAttribute('data-opened', ''));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => {
        const active = document.activeElement;
        return active?.classList.contains('leaflet-marker-icon') && !active.hasAttribute('data-opened');
      });
    } else {
      await page.keyboard.press('Tab');
    }
  }
  throw new Error('No marker could be reached with Tab');
}

describe('the map of the properties', () => {
  it.each(['/properties?type=villa', '/ru/dkg-projects', '/el/properties/1001'])(
    'when %s first loads, then no map code and no tile is fetched',
    async (path) => {
      const requested: string[] = [];
      const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      page.on('request', (request) => requested.push(request.url()));
      try {
        await page.goto(`${site.server.url}${path}`, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.querySelector('.page-loader') === null);
        expect(requested.filter(isMapCode)).toEqual([]);
        expect(requested.filter((url) => url.startsWith(tiles.origin))).toEqual([]);
        expect(await page.locator('.leaflet-container').count()).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it('when the map of /properties?type=villa is opened, then its markers hold exactly the villas and the tiles come from the tile server alone', async () => {
    const { page, log, requested, close } = await openRecording('/properties?type=villa');
    try {
      const total = Number(
        /\d+/.exec((await page.locator('.property-filters__count').textContent()) ?? '')?.[0],
      );
      expect(total).toBeGreaterThan(1);
      const tilesBefore = tiles.requests.length;
      await openMap(page);
      expect(await placesOnMap(page)).toBe(total);
      expect(requested.some(isMapCode)).toBe(true);
      await page.waitForFunction(() => document.querySelectorAll('.leaflet-tile-loaded').length > 0);
      expect(tiles.requests.length).toBeGreaterThan(tilesBefore);
      const origins = new Set(requested.map((url) => new URL(url).origin));
      expect([...origins].sort()).toEqual([site.server.url, tiles.origin].sort());
      expect(await page.locator('.leaflet-control-attribution').textContent()).toContain(
        'OpenStreetMap contributors',
      );
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when a marker is reached with Tab and opened with Enter, then its card links to that property, and Enter on the link goes there', async () => {
    const { page, log, close } = await openPage('/properties?type=villa');
    try {
      await openMap(page);
      await page.locator('.results-map__toggle').focus();
      const title = await tabToPlace(page);
      await page.keyboard.press('Enter');
      const card = page.locator('.map-card');
      await card.waitFor();
      expect(await card.locator('.map-card__link').textContent()).toBe(title);
      // The card's link has the focus, so the keyboard carries on from it.
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(href).toMatch(/^\/properties\/\d+$/);
      const villas = await page.evaluate(async () =>
        (
          (await (await fetch('/api/map/properties?locale=en&type=villa')).json()) as {
            points: { href: string }[];
          }
        ).points.map((point) => point.href),
      );
      expect(villas).toContain(href);

      // Escape closes the card and gives the focus back to its marker.
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('.map-card') === null);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(title);

      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.classList.contains('map-card__link'));
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.server.url}${href}`);
      await page.waitForSelector('h1.property__title');
      expect(await page.locator('h1.property__title').textContent()).toBe(title);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the map is zoomed and moved, then the address keeps its filters and the list stays as it was', async () => {
    const path = '/properties?type=villa&priceMax=3000000&sort=price-asc';
    const { page, log, close } = await openPage(path);
    try {
      const cards = await page.locator('.properties__grid > li').count();
      await openMap(page);
      const canvas = page.locator('.results-map__canvas');
      await canvas.focus();
      await page.keyboard.press('Equal');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 80, { steps: 8 });
      await page.mouse.up();
      await page.locator('.leaflet-control-zoom-out').click();
      await page.waitForFunction(() => document.querySelectorAll('.leaflet-tile-loaded').length > 0);
      expect(page.url()).toBe(`${site.server.url}${path}`);
      expect(await page.locator('select[name="type"]').inputValue()).toBe('villa');
      expect(await page.locator('input[name="priceMax"]').inputValue()).toBe('3000000');
      expect(await page.locator('.properties__grid > li').count()).toBe(cards);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when the filters change with the map open, then the map shows the new results', async () => {
    const { page, log, close } = await openPage('/properties');
    try {
      await openMap(page);
      expect(await placesOnMap(page)).toBe(24);
      await page.locator('select[name="type"]').selectOption('apartment');
      await page.waitForURL(`${site.server.url}/properties?type=apartment`);
      await page.waitForFunction(
        () => !document.querySelector('.property-filters__count')?.textContent?.startsWith('24 '),
      );
      const total = Number(
        /\d+/.exec((await page.locator('.property-filters__count').textContent()) ?? '')?.[0],
      );
      await page.waitForFunction(
        (count) =>
          [...document.querySelectorAll('.leaflet-marker-icon')].reduce(
            (sum, marker) =>
              sum +
              (marker.classList.contains('map-marker--cluster')
                ? Number(marker.querySelector('.map-marker__count')?.textContent)
                : 1),
            0,
          ) === count,
        total,
      );
      expect(total).toBeLessThan(24);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the map of the projects', () => {
  it('when a category’s map is opened, then its markers hold the category’s projects and a card opens the project', async () => {
    const { page, log, close } = await openPage('/ru/dkg-projects/zhilye-kompleksy');
    try {
      const cards = await page.locator('.project-card').count();
      expect(cards).toBeGreaterThan(1);
      await openMap(page);
      expect(await placesOnMap(page)).toBe(cards);
      await page.locator('.results-map__toggle').focus();
      const title = await tabToPlace(page);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.classList.contains('map-card__link'));
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      expect(href).toMatch(/^\/ru\/dkg-projects\/zhilye-kompleksy\/\d+$/);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site.server.url}${href}`);
      await page.waitForFunction(
        (name) => document.querySelector('[role="dialog"] h2, [role="dialog"] h1')?.textContent === name,
        title,
      );
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when every project’s map is opened, then it holds every listed project', async () => {
    const { page, log, close } = await openPage('/el/dkg-projects');
    try {
      const cards = await page.locator('.project-card').count();
      await openMap(page);
      expect(await placesOnMap(page)).toBe(cards);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the map of a property’s place', () => {
  it('when the location comes into view, then the map loads over the drawn position at its size, with the property’s marker', async () => {
    const { page, log, requested, close } = await openRecording('/properties/1001');
    try {
      const figure = page.locator('.property-location__figure');
      const before = (await figure.boundingBox())!;
      expect(requested.filter(isMapCode)).toEqual([]);
      await page.locator('.property-location').scrollIntoViewIfNeeded();
      const marker = page.locator('.property-location__live-map .leaflet-marker-icon');
      await marker.waitFor();
      expect(await marker.getAttribute('aria-label')).toBe(
        await page.locator('h1.property__title').textContent(),
      );
      const map = (await page.locator('.property-location__live-map').boundingBox())!;
      const after = (await figure.boundingBox())!;
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      expect([map.width, map.height]).toEqual([after.width, after.height]);
      // The drawn position stays beneath, the picture until the tiles cover it.
      expect(await page.locator('.property-location__figure svg.location-graphic').count()).toBe(1);
      await page.waitForFunction(
        () => document.querySelectorAll('.property-location__live-map .leaflet-tile-loaded').length > 0,
      );
      expect(
        requested.filter((url) => !url.startsWith(site.server.url) && !url.startsWith(tiles.origin)),
      ).toEqual([]);
      // A visitor can reach the marker: it is the element at its place.
      const spot = (await marker.boundingBox())!;
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.classList.contains('map-marker--point') ?? false,
          [spot.x + spot.width / 2, spot.y + spot.height / 2],
        ),
      ).toBe(true);
      expect(log.messages).toEqual([]);
    } finally {
      await close();
    }
  });

  it('when scripts do not run, then the drawn position is the picture and no map control is shown', async () => {
    const { page, close } = await openPage('/properties/1001', { javaScriptEnabled: false });
    const listing = await openPage('/properties', { javaScriptEnabled: false });
    try {
      expect(await page.locator('.property-location__figure svg.location-graphic').isVisible()).toBe(true);
      expect(await listing.page.locator('.results-map__toggle').isVisible()).toBe(false);
      expect(await listing.page.locator('.properties__grid > li').count()).toBeGreaterThan(0);
    } finally {
      await close();
      await listing.close();
    }
  });
});

describe('the maps’ policy', () => {
  it('when a page is served, then its policy allows pictures from the tile server and from no other map host', async () => {
    for (const path of ['/properties', '/dkg-projects', '/properties/1001']) {
      const response = await fetch(`${site.server.url}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(policy)?.[1].split(' ');
      expect(imgSrc).toEqual(["'self'", 'data:', tiles.origin]);
      expect(policy).not.toContain('openstreetmap');
    }
  });
});
