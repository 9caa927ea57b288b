import request from 'supertest';
import { createContentHttp } from '../../src/content/http.server';
import { LOCALES } from '../../src/i18n/locales';
import { startTestSite, type TestSite } from '../support/site';

const SECRET = 'a-long-revalidation-secret-for-tests';
const PROPERTY = 'api::property.property';
const EVENT = 'api::event.event';

function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]+)/.exec(html)?.[1];
}

function webhook(site: TestSite, body: object) {
  return request(site.app).post('/api/revalidate').set('X-Revalidate-Secret', SECRET).send(body);
}

/** What Strapi 5 sends for an entry (v4 format body, v5 fields): its documentId, locale and shared key. */
function v5Entry(uid: string, fields: Record<string, unknown>, published = true) {
  return {
    id: Math.floor(Math.random() * 1e6),
    documentId: `doc-${String(fields.reference ?? fields.alias ?? 'x')}`,
    publishedAt: published ? '2030-01-01T00:00:00.000Z' : null,
    ...fields,
  };
}

/** Counts the content service calls of the site, by path and query. */
function countedSite(env: Record<string, string> = {}) {
  const calls: string[] = [];
  let site!: TestSite;
  const start = async () => {
    let fetch: ReturnType<typeof createContentHttp> | undefined;
    site = await startTestSite({
      env: { REVALIDATE_SECRET: SECRET, ...env },
      overrides: {
        contentFetch: (url, options) => {
          calls.push(decodeURIComponent(url));
          fetch ??= createContentHttp({ baseUrl: site.content.url, timeoutMs: 5000 });
          return fetch(url, options);
        },
      },
    });
    return site;
  };
  return { start, calls, site: () => site };
}

/** The property detail requests of one locale. */
const propertyCalls = (calls: string[], reference: number, locale: string) =>
  calls.filter(
    (url) => url.includes(`filters[reference][$eq]=${reference}`) && url.includes(`locale=${locale}`),
  ).length;

// Pages render for real, in the background, on a machine shared with other work.
jest.setTimeout(30_000);

describe('revalidation webhook', () => {
  let site: TestSite;
  const counted = countedSite();

  beforeEach(async () => {
    site = await counted.start();
    counted.calls.length = 0;
  });

  afterEach(() => site.close());

  it('when one locale of an entry is published, then that locale shows the new text; the page is served until then, never dropped', async () => {
    const paths = { en: '/about', ru: '/ru/about', el: '/el/about' } as const;
    for (const locale of LOCALES) await request(site.app).get(paths[locale]);
    site.content.store.update('api::page-about.page-about', 'ru', { title: 'Обновлено' });

    const answer = await webhook(site, {
      event: 'entry.publish',
      model: 'page-about',
      uid: 'api::page-about.page-about',
      entry: v5Entry('api::page-about.page-about', { locale: 'ru', title: 'Обновлено' }),
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ locales: ['ru'], pages: ['/ru/about'] });
    // Outdated, not gone: the old copy answers at once while the new one renders.
    const during = await request(site.app).get('/ru/about');
    expect(during.status).toBe(200);
    expect(['STALE', 'HIT']).toContain(during.headers['x-cache']);

    await site.site.background.idle();
    const after = await request(site.app).get('/ru/about');
    expect(after.headers['x-cache']).toBe('HIT');
    expect(heading(after.text)).toBe('Обновлено');
    for (const locale of ['en', 'el'] as const) {
      const other = await request(site.app).get(paths[locale]);
      expect(other.headers['x-cache']).toBe('HIT');
      expect(heading(other.text)).not.toBe('Обновлено');
    }
  });

  it('when Strapi 5 sends the update of the draft and then the publish, then the page renders once', async () => {
    await request(site.app).get('/ru/properties/1001');
    await webhook(site, {
      event: 'entry.publish',
      uid: PROPERTY,
      entry: v5Entry(PROPERTY, { reference: 1001, locale: 'ru', price: 1 }),
    });
    await site.site.background.idle();
    counted.calls.length = 0;

    const draft = await webhook(site, {
      event: 'entry.update',
      model: 'property',
      uid: PROPERTY,
      entry: v5Entry(PROPERTY, { reference: 1001, locale: 'ru', title: 'Новое', price: 1 }, false),
    });
    expect(draft.body).toMatchObject({ skipped: 'a draft changed', pages: [] });
    const publish = await webhook(site, {
      event: 'entry.publish',
      model: 'property',
      uid: PROPERTY,
      entry: v5Entry(PROPERTY, { reference: 1001, locale: 'ru', title: 'Новое', price: 1 }),
    });
    // Its own locale only: the fields shared by every locale are as they were.
    expect(publish.body.locales).toEqual(['ru']);
    expect(publish.body.pages).toEqual(['/ru/properties/1001']);
    await site.site.background.idle();
    expect(propertyCalls(counted.calls, 1001, 'ru')).toBe(1);
    expect(propertyCalls(counted.calls, 1001, 'en')).toBe(0);
  });

  it('when the CMS saves a scheduled publication, then nothing is marked: the site never shows it', async () => {
    const uid = 'api::scheduled-publication.scheduled-publication';
    const saved = await webhook(site, {
      event: 'entry.create',
      model: 'scheduled-publication',
      uid,
      entry: {
        id: 1,
        documentId: 'schedule-1',
        entryType: 'event',
        state: 'waiting',
        publishedAt: '2030-01-01T00:00:00.000Z',
      },
    });
    expect(saved.body).toMatchObject({
      skipped: expect.stringContaining('scheduled publication'),
      pages: [],
    });
  });

  it('when a field shared by every locale changes, then every locale of the entry renders again', async () => {
    for (const path of ['/properties/1001', '/ru/properties/1001', '/el/properties/1001', '/about']) {
      await request(site.app).get(path);
    }
    const entry = (price: number) => v5Entry(PROPERTY, { reference: 1001, locale: 'el', price });
    await webhook(site, { event: 'entry.publish', uid: PROPERTY, entry: entry(100) });
    await site.site.background.idle();
    const same = await webhook(site, { event: 'entry.publish', uid: PROPERTY, entry: entry(100) });
    expect(same.body.locales).toEqual(['el']);
    const changed = await webhook(site, { event: 'entry.publish', uid: PROPERTY, entry: entry(200) });
    expect(changed.body.locales).toEqual(['en', 'ru', 'el']);
    expect([...changed.body.pages].sort()).toEqual(
      ['/el/properties/1001', '/properties/1001', '/ru/properties/1001'].sort(),
    );
    await site.site.background.idle();
    expect((await request(site.app).get('/about')).headers['x-cache']).toBe('HIT');
  });

  it('when one property changes, then exactly the pages built from it are marked: its own, the listings and the pages listing similar ones, in its locale', async () => {
    const pages = ['/properties/1001', '/ru/properties/1001', '/properties/1002', '/properties', '/about'];
    for (const path of pages) await request(site.app).get(path);
    // The entry's shared fields are seen once, so that the next change is its locale's alone.
    const entry = v5Entry(PROPERTY, { reference: 1001, locale: 'en' });
    await webhook(site, { event: 'entry.publish', uid: PROPERTY, entry });
    await site.site.background.idle();
    const answer = await request(site.app)
      .post('/api/revalidate')
      .set('Authorization', `Bearer ${SECRET}`)
      .send({ event: 'entry.update', model: 'property', entry });
    expect(answer.status).toBe(202);
    expect(answer.body.tags).toEqual([PROPERTY, `${PROPERTY}@en`, `${PROPERTY}#1001`, `${PROPERTY}#1001@en`]);
    // /properties/1002 lists similar properties (the collection), so it goes too; /about does not.
    expect([...answer.body.pages].sort()).toEqual(['/properties', '/properties/1001', '/properties/1002']);
    expect((await request(site.app).get('/about')).headers['x-cache']).toBe('HIT');
  });

  it('when an entry is deleted or unpublished, then the listings of its locale show it no more', async () => {
    await request(site.app).get('/ru/events');
    const row = site.content.store
      .list(EVENT)
      .find((candidate) => candidate.locale === 'ru' && candidate.alias);
    expect(row).toBeDefined();
    const title = String(row!.title);
    expect((await request(site.app).get('/ru/events')).text).toContain(title);
    const removed = site.content.store.remove(EVENT, row!.id)!;
    const answer = await webhook(site, {
      event: 'entry.delete',
      uid: EVENT,
      entry: { id: removed.id, alias: removed.alias, locale: 'ru' },
    });
    expect(answer.body.pages).toContain('/ru/events');
    await site.site.background.idle();
    const after = await request(site.app).get('/ru/events');
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.text).not.toContain(title);
  });

  it('when a burst of webhooks names the same pages, then each page renders at most twice and the queue empties', async () => {
    const listings = [
      '/properties',
      '/properties?type=villa',
      '/properties?sort=price',
      '/properties?page=2',
    ];
    for (const path of listings) await request(site.app).get(path);
    const renders = async () =>
      [...(await request(site.app).get('/metrics')).text.matchAll(/^page_renders_total\{[^}]*\} (\d+)/gm)]
        .map((match) => Number(match[1]))
        .reduce((sum, count) => sum + count, 0);
    const before = await renders();
    const entry = v5Entry(PROPERTY, { ref: 1003, locale: 'en' });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => webhook(site, { event: 'entry.publish', uid: PROPERTY, entry })),
    );
    expect(answers.every((answer) => answer.status === 202)).toBe(true);
    await site.site.background.idle();
    // The pages the URLs name (a query parameter a page does not use names the same page): each
    // renders once, or once more when it was rendering when named again, never more.
    const named = new Set(answers.flatMap((answer) => answer.body.pages as string[]));
    expect(named.size).toBeGreaterThan(1);
    const rendered = (await renders()) - before;
    expect(rendered).toBeGreaterThanOrEqual(named.size);
    expect(rendered).toBeLessThanOrEqual(named.size * 2);
    for (const path of listings) {
      expect((await request(site.app).get(path)).headers['x-cache']).toBe('HIT');
    }
  });

  it('when content changes while a page renders, then the copy from that render is not taken as fresh', async () => {
    await request(site.app).get('/el/events');
    const entry = v5Entry(EVENT, { alias: 'x', locale: 'el' });
    await webhook(site, { event: 'entry.publish', uid: EVENT, entry });
    // The render the first webhook queued is under way (or waiting) when the second change arrives.
    const row = site.content.store.list(EVENT).find((candidate) => candidate.locale === 'el')!;
    site.content.store.update(EVENT, row.id, { title: 'Δεύτερη αλλαγή' });
    await webhook(site, { event: 'entry.publish', uid: EVENT, entry });
    await site.site.background.idle();
    const after = await request(site.app).get('/el/events');
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.text).toContain('Δεύτερη αλλαγή');
  });

  it('when a file changes, then every page is outdated; a new upload touches none', async () => {
    for (const path of ['/about', '/ru/partners']) await request(site.app).get(path);
    const upload = await webhook(site, { event: 'media.create', media: { id: 9, url: '/uploads/new.jpg' } });
    expect(upload.body).toMatchObject({ skipped: expect.any(String), pages: [] });
    const replaced = await webhook(site, { event: 'media.update', media: { id: 1, url: '/uploads/a.jpg' } });
    expect([...replaced.body.pages].sort()).toEqual(['/about', '/ru/partners']);
    await site.site.background.idle();
    expect((await request(site.app).get('/about')).headers['x-cache']).toBe('HIT');
  });

  it('when the secret is wrong or missing, then the webhook answers 401 and marks nothing', async () => {
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
    const response = await webhook(site, { nope: true });
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
