import request from 'supertest';
import { parse } from 'node-html-parser';
import { ConfigError, loadConfig } from '../../server/config';
import type { MapPoint } from '../../src/loaders/map-data';
import { demoDataset, startTestSite, type TestSite } from '../support/site';

// A page's first render, cold, on a busy machine.
jest.setTimeout(30_000);

const TILES = 'https://{s}.tiles.example.test/styles/light/{z}/{x}/{y}{r}.png';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({ env: { MAP_TILES_URL: TILES, MAP_TILES_ATTRIBUTION: '© Example Maps' } });
});

afterAll(async () => {
  await site.close();
});

/** The fields the demo entries of a collection share across languages. */
function demoEntries(uid: string): Array<Record<string, unknown>> {
  return demoDataset().collections[uid].map((entry) => ({ ...entry.shared }));
}

function pointRefs(points: MapPoint[]): number[] {
  return points.map((point) => Number(point.id.replace(/^\D+/, ''))).sort((a, b) => a - b);
}

describe('the maps’ configuration', () => {
  it('when MAP_TILES_URL is not a tile template or not http(s), then the start stops naming it', () => {
    for (const bad of [
      'https://tile.example.test/tiles.png',
      'ftp://tile.example.test/{z}/{x}/{y}.png',
      '{z}/{x}/{y}.png',
    ]) {
      let error: unknown;
      try {
        loadConfig({ NODE_ENV: 'test', MAP_TILES_URL: bad });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toContain(`MAP_TILES_URL=${JSON.stringify(bad)}`);
    }
  });

  it('when nothing is configured, then the tiles are OpenStreetMap’s with its attribution', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      subdomains: [],
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      origins: ['https://tile.openstreetmap.org'],
    });
  });

  it('when a tile host is configured, then the pages’ policy allows pictures from it and from no other map host', async () => {
    for (const path of ['/properties', '/el/properties/1001', '/ru/dkg-projects']) {
      const response = await request(site.app).get(path);
      const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(response.headers['content-security-policy'])?.[1];
      expect(imgSrc?.split(' ')).toEqual([
        "'self'",
        'data:',
        'http://media.test',
        'https://a.tiles.example.test',
        'https://b.tiles.example.test',
        'https://c.tiles.example.test',
      ]);
      expect(response.headers['content-security-policy']).not.toContain('openstreetmap');
      expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    }
  });

  it('when a page with a map is rendered, then it carries the tile source and its attribution, nothing else', async () => {
    const html = (await request(site.app).get('/properties')).text;
    const state = JSON.parse(parse(html).querySelector('#__PAGE_STATE__')!.text) as {
      router: { loaderData: Record<string, { mapTiles?: unknown }> };
    };
    const tiles = Object.values(state.router.loaderData).find((data) => data?.mapTiles)?.mapTiles;
    expect(tiles).toEqual({
      url: TILES,
      subdomains: ['a', 'b', 'c'],
      attribution: '© Example Maps',
      attributionUrl: null,
    });
  });
});

describe('GET /api/map/properties', () => {
  it('when the listing’s filters are given, then every property they select is a point, not only the first page', async () => {
    const villas = demoEntries('api::property.property').filter((entry) => entry.type === 'villa');
    const response = await request(site.app).get('/api/map/properties?locale=en&type=villa&page=2&sort=area');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { points } = response.body as { points: MapPoint[] };
    expect(pointRefs(points)).toEqual(villas.map((entry) => entry.reference as number).sort((a, b) => a - b));

    const all = (await request(site.app).get('/api/map/properties?locale=en')).body as { points: MapPoint[] };
    expect(all.points).toHaveLength(demoEntries('api::property.property').length);
    expect(all.points.length).toBeGreaterThan(9);
  });

  it('when a price range and bedrooms are given, then the points are exactly the listing’s results', async () => {
    const search = 'priceMax=1000000&bedrooms=2';
    const response = await request(site.app).get(`/api/map/properties?locale=en&${search}`);
    const expected = demoEntries('api::property.property').filter(
      (entry) => (entry.price as number) <= 1_000_000 && ((entry.bedrooms as number | null) ?? 0) >= 2,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(pointRefs((response.body as { points: MapPoint[] }).points)).toEqual(
      expected.map((entry) => entry.reference as number).sort((a, b) => a - b),
    );
  });

  it('when asked in Russian, then the cards speak Russian and link to the Russian pages', async () => {
    const response = await request(site.app).get('/api/map/properties?locale=ru&type=villa');
    const [first] = (response.body as { points: MapPoint[] }).points;
    expect(first.href).toMatch(/^\/ru\/properties\/\d+$/);
    expect(first.title).toMatch(/[а-яё]/i);
    expect(first.detail).toMatch(/€/);
    expect(first.picture?.src).toMatch(/\/uploads\/.+\.webp$/);
    expect(typeof first.lat).toBe('number');
  });

  it('when the locale is missing or unknown, then the answer is 400', async () => {
    expect((await request(site.app).get('/api/map/properties')).status).toBe(400);
    expect((await request(site.app).get('/api/map/properties?locale=de')).status).toBe(400);
  });
});

describe('the projects’ places', () => {
  it('when a projects listing is rendered, then each project carries its coordinates', async () => {
    const html = (await request(site.app).get('/dkg-projects')).text;
    const state = JSON.parse(parse(html).querySelector('#__PAGE_STATE__')!.text) as {
      router: {
        loaderData: Record<string, { projects?: Array<{ reference: number; coordinates: unknown }> }>;
      };
    };
    const projects = Object.values(state.router.loaderData).find((data) => data?.projects)?.projects ?? [];
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) {
      expect(project.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    }
  });
});

describe('a property’s place in its structured data', () => {
  it.each(['/properties/1001', '/ru/properties/1001', '/el/properties/1001'])(
    'when %s is rendered, then its JSON-LD gives the property’s geo coordinates',
    async (path) => {
      const property = demoEntries('api::property.property').find((entry) => entry.reference === 1001)!;
      const location = property.location as { lat: number; lng: number };
      const html = (await request(site.app).get(path)).text;
      const documents = parse(html)
        .querySelectorAll('script[type="application/ld+json"]')
        .map((script) => JSON.parse(script.text) as Record<string, unknown>);
      const listing = documents.find((document) => document['@type'] === 'RealEstateListing') as {
        about: { geo?: unknown };
      };
      expect(listing.about.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: location.lat,
        longitude: location.lng,
      });
    },
  );
});
