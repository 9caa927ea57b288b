import request from 'supertest';
import { LOCALES } from '../../src/i18n/locales';
import { startTestSite, type TestSite } from '../support/site';

const SECRET = 'a-long-revalidation-secret-for-tests';

function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]+)/.exec(html)?.[1];
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('the condition did not become true in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('revalidation webhook', () => {
  let site: TestSite;

  beforeEach(async () => {
    site = await startTestSite({ env: { REVALIDATE_SECRET: SECRET } });
  });

  afterEach(() => site.close());

  it('when content changes and the webhook is called, then every locale shows the new text — and not before', async () => {
    const paths = { en: '/about', ru: '/ru/about', el: '/el/about' } as const;
    for (const locale of LOCALES) await request(site.app).get(paths[locale]);

    for (const locale of LOCALES) {
      site.content.store.update('api::page-about.page-about', locale, { title: `Renewed ${locale}` });
    }
    for (const locale of LOCALES) {
      const before = await request(site.app).get(paths[locale]);
      expect(before.headers['x-cache']).toBe('HIT');
      expect(heading(before.text)).not.toBe(`Renewed ${locale}`);
    }

    const answer = await request(site.app)
      .post('/api/revalidate')
      .set('X-Revalidate-Secret', SECRET)
      .send({
        event: 'entry.update',
        model: 'page-about',
        uid: 'api::page-about.page-about',
        entry: { id: 1, locale: 'en' },
      });
    expect(answer.status).toBe(202);
    expect(answer.body.pages).toEqual(expect.arrayContaining(['/about', '/ru/about', '/el/about']));

    for (const locale of LOCALES) {
      await eventually(
        async () => heading((await request(site.app).get(paths[locale])).text) === `Renewed ${locale}`,
      );
    }
  });

  it('when one property changes, then exactly the pages built from it are dropped (its own, the listings, the pages listing similar ones)', async () => {
    const pages = ['/properties/1001', '/ru/properties/1001', '/properties/1002', '/properties', '/about'];
    for (const path of pages) await request(site.app).get(path);
    const answer = await request(site.app)
      .post('/api/revalidate')
      .set('Authorization', `Bearer ${SECRET}`)
      .send({
        event: 'entry.update',
        model: 'property',
        uid: 'api::property.property',
        entry: { id: 1, ref: 1001 },
      });
    expect(answer.status).toBe(202);
    expect(answer.body.tags).toEqual(['api::property.property', 'api::property.property#1001']);
    // /properties/1002 lists similar properties (the collection), so it goes too; /about does not.
    expect([...answer.body.pages].sort()).toEqual(
      ['/properties', '/properties/1001', '/properties/1002', '/ru/properties/1001'].sort(),
    );
    expect((await request(site.app).get('/about')).headers['x-cache']).toBe('HIT');
  });

  it('when the secret is wrong or missing, then the webhook answers 401 and drops nothing', async () => {
    await request(site.app).get('/about');
    const body = {
      event: 'entry.update',
      model: 'page-about',
      uid: 'api::page-about.page-about',
      entry: { id: 1 },
    };
    expect(
      (await request(site.app).post('/api/revalidate').set('X-Revalidate-Secret', 'wrong').send(body)).status,
    ).toBe(401);
    expect((await request(site.app).post('/api/revalidate').send(body)).status).toBe(401);
    expect((await request(site.app).get('/about')).headers['x-cache']).toBe('HIT');
  });

  it('when the body is not a webhook, then it is a 400', async () => {
    const response = await request(site.app)
      .post('/api/revalidate')
      .set('X-Revalidate-Secret', SECRET)
      .send({ nope: true });
    expect(response.status).toBe(400);
  });
});

describe('revalidation without a secret', () => {
  it('when REVALIDATE_SECRET is not set, then the webhook route does not exist', async () => {
    const site = await startTestSite();
    try {
      const response = await request(site.app).post('/api/revalidate').send({ event: 'entry.update' });
      expect(response.status).toBe(405);
    } finally {
      await site.close();
    }
  });
});
