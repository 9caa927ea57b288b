import request from 'supertest';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

const SECRET = 'a-long-revalidation-secret-for-tests';

// Pages render for real on a machine shared with other work.
jest.setTimeout(30_000);

/**
 * A new stack, before the first content: the content service answers, but has nothing. Every page says
 * in its language that the site is being prepared, rather than that its address is wrong.
 */
describe('the first boot, before any content', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite({
      dataset: { media: [], singles: {}, collections: {} },
      env: { REVALIDATE_SECRET: SECRET },
    });
  });
  afterAll(() => site.close());

  it('when the content service has nothing yet, then every page answers 503 "being prepared" in its language, not indexed, kept by no cache', async () => {
    const words = {
      '/': 'The site is being prepared',
      '/ru': 'Сайт готовится к открытию',
      '/el/properties': 'Ο ιστότοπος ετοιμάζεται',
      '/ru/no-such-page': 'Сайт готовится к открытию',
      '/properties/not-a-number': 'The site is being prepared',
    };
    for (const [path, title] of Object.entries(words)) {
      const answer = await request(site.app).get(path);
      expect([path, answer.status]).toEqual([path, 503]);
      expect(answer.headers['retry-after']).toBe('60');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.text).toContain(title);
      expect(answer.text).toContain('<meta name="robots" content="noindex');
    }
    // Asked twice, still not kept; the site itself is ready (its content service answers).
    expect((await request(site.app).get('/')).headers['x-cache']).toBe('BYPASS');
    await site.site.prerender();
    expect((await request(site.app).get('/readyz')).status).toBe(200);
  });

  it('when the first content is published, then the pages are the site', async () => {
    site.content.store.update('api::header.header', 'en', { contactUsText: 'Contact us' });
    await request(site.app)
      .post('/api/revalidate')
      .set('X-Revalidate-Secret', SECRET)
      .send({
        event: 'entry.publish',
        uid: 'api::header.header',
        entry: { id: 1, locale: 'en', publishedAt: '2030-01-01T00:00:00.000Z' },
      });
    const answer = await waitFor('the page no longer preparing', async () => {
      const page = await request(site.app).get('/ru/no-such-page');
      return page.status !== 503 && page;
    });
    expect(answer.status).toBe(404);
  });
});
