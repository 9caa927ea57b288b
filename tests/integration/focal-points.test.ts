import { createHash } from 'node:crypto';
import request from 'supertest';
import type { MapPoint } from '../../src/loaders/map-data';
import { startTestSite, type TestSite } from '../support/site';

// A site's first pages render its chrome's content too, which a busy machine takes seconds over.
jest.setTimeout(30_000);

/** The focal rules the page's head holds, and whether its policy allows them by their hash. */
function focalStyle(html: string, policy: string) {
  const css = /<style data-focal-points>([^<]*)<\/style>/.exec(html)?.[1] ?? null;
  const hash = css === null ? null : `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { css, allowed: hash !== null && policy.split(/[ ;]+/).includes(hash) };
}

/** The classes of the pictures of a page whose address holds a name (`home-construction`). */
function pictureClasses(html: string, name: string): string[] {
  return [...html.matchAll(/<img [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`/${name}_`) || tag.includes(`_${name}_`))
    .map((tag) => /class="([^"]*)"/.exec(tag)?.[1] ?? '');
}

describe('pictures with a focal point, from a content service that has them', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite();
  });

  afterAll(() => site.close());

  it.each([
    ['/', 'home-construction', 'slide__image', '.fp-740-500{object-position:74% 50%}'],
    [
      '/ru/properties/1001',
      'property-1001-cover',
      'property-gallery__image',
      '.fp-320-500{object-position:32% 50%}',
    ],
    ['/el/properties', 'property-1001-cover', 'property-card__image', '.fp-320-500{object-position:32% 50%}'],
  ])(
    'when %s is rendered, then its picture %s carries its point’s class and the head the rule, allowed by its hash',
    async (path, name, layoutClass, rule) => {
      for (const outcome of ['MISS', 'HIT']) {
        const response = await request(site.app).get(path);
        expect([response.status, response.headers['x-cache']]).toEqual([200, outcome]);
        const classes = pictureClasses(response.text, name);
        expect(classes.length).toBeGreaterThan(0);
        const [focalClass] = rule.slice(1).split('{');
        // Every picture of it (a gallery's thumbnails too) is placed on the point.
        for (const names of classes) expect(names.split(' ')).toContain(focalClass);
        expect(classes).toContain(`${layoutClass} ${focalClass}`);
        const style = focalStyle(response.text, response.headers['content-security-policy']);
        expect(style.css).toContain(rule);
        expect(style.allowed).toBe(true);
      }
    },
  );

  it('when a map asks for its markers, then a card’s picture brings its point (the card sets its position)', async () => {
    const response = await request(site.app).get('/api/map/properties?locale=en');
    const points = (response.body as { points: MapPoint[] }).points;
    expect(points.find((point) => point.id === 'property-1001')?.picture?.focalPoint).toEqual({
      x: 32,
      y: 50,
    });
    expect(points.find((point) => point.id === 'property-1002')?.picture?.focalPoint).toBeNull();
  });

  it('when a page shows no picture with a point, then it has no focal rules and its pictures no focal class', async () => {
    const response = await request(site.app).get('/about');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('data-focal-points');
    expect(response.text).not.toMatch(/class="[^"]*\bfp-\d/);
  });
});

describe('pictures from a content service without focal points (an older Strapi 5, or Strapi 4)', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite({ focalPoints: false });
  });

  afterAll(() => site.close());

  it('when its pages are rendered, then they are whole, and their pictures are cropped around the middle', async () => {
    for (const path of ['/', '/ru/properties/1001', '/el/properties', '/dkg-projects']) {
      const response = await request(site.app).get(path);
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.text).toContain('/uploads/');
      expect(response.text).not.toContain('data-focal-points');
    }
  });
});
