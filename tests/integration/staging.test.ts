import request from 'supertest';
import { startTestSite, type TestSite } from '../support/site';

describe('a staging site (NOINDEX=true)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite({ env: { NOINDEX: 'true' } });
  });
  afterAll(() => site.close());

  it('when robots.txt is asked for, then it disallows everything', async () => {
    const response = await request(site.app).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toBe('User-agent: *\nDisallow: /\n');
  });

  it.each(['/', '/ru/properties/1001', '/el/contacts'])(
    'when %s is rendered and then served from the page cache, then both answers ask not to be indexed',
    async (path) => {
      const miss = await request(site.app).get(path);
      const hit = await request(site.app).get(path);
      expect(hit.headers['x-cache']).toBe('HIT');
      for (const response of [miss, hit]) {
        expect(response.status).toBe(200);
        expect(response.text).toContain('<meta name="robots" content="noindex, follow">');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
    },
  );
});

describe('a public site (NOINDEX unset)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('when a page and robots.txt are asked for, then the page may be indexed and robots.txt points at the sitemap', async () => {
    const page = await request(site.app).get('/about');
    expect(page.text).not.toContain('name="robots"');
    expect(page.headers['x-robots-tag']).toBeUndefined();
    const robots = await request(site.app).get('/robots.txt');
    expect(robots.text).toContain('Allow: /');
    expect(robots.text).toContain('Sitemap: http://site.test/sitemap.xml');
  });
});
