import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createContentServiceApp } from './app';
import { createFaults } from './faults';
import { createContentStore, type ContentStore } from './store';
import { createTestDataset } from './test-dataset';

const NOT_FOUND = {
  data: null,
  error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} },
};

function appWith(
  options: { store?: ContentStore; apiToken?: string; uploadsDir?: string; focalPoints?: boolean } = {},
) {
  const store = options.store ?? createContentStore(createTestDataset());
  const faults = createFaults();
  const app = createContentServiceApp({ ...options, store, faults });
  return { app, store, faults };
}

describe('content service routes', () => {
  it('when a collection is asked with a trailing slash, then it answers like without', async () => {
    const { app } = appWith();
    const response = await request(app).get('/api/project-categories/?fields[0]=title');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { id: 1, attributes: { title: 'Homes' } },
      { id: 4, attributes: { title: 'Offices' } },
    ]);
  });

  it('when a query nests deeper than qs defaults, then it is still parsed', async () => {
    const { app } = appWith();
    const response = await request(app).get(
      '/api/projects?fields=title&filters[$and][0][$or][0][category][projects][category][slugId][$eq]=homes-en',
    );
    expect(response.body.data).toEqual([{ id: 1, attributes: { title: 'Alpha Villa' } }]);
  });

  it('when a type or path does not exist, then it is Strapi 404 body', async () => {
    const { app } = appWith();
    for (const url of ['/api/nope', '/api/header/1', '/api/projects/abc', '/api', '/elsewhere']) {
      const response = await request(app).get(url);
      expect([url, response.status, response.body]).toEqual([url, 404, NOT_FOUND]);
    }
  });

  it('when a method is not served on a route, then it is a 405 with Allow', async () => {
    const { app } = appWith();
    const response = await request(app).patch('/api/projects');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, POST');
    expect(response.body.error).toMatchObject({ status: 405, name: 'MethodNotAllowedError' });
  });

  it('when the locales are asked, then the three i18n locales are listed with en as default', async () => {
    const { app } = appWith();
    const response = await request(app).get('/api/i18n/locales');
    expect(
      response.body.map((locale: { code: string; isDefault: boolean }) => [locale.code, locale.isDefault]),
    ).toEqual([
      ['en', true],
      ['ru', false],
      ['el', false],
    ]);
  });

  it('when HEAD is sent, then it is answered as GET without body', async () => {
    const { app } = appWith();
    const response = await request(app).head('/api/projects');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('content service writes', () => {
  it('when a contact request is posted, then it is stored and answered as a Strapi entry', async () => {
    const { app, store } = appWith();
    const response = await request(app)
      .post('/api/contact-requests')
      .send({ data: { name: 'Ann', email: 'ann@example.test', language: 'ru', message: 'Hello' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        id: 1,
        attributes: expect.objectContaining({
          name: 'Ann',
          language: 'ru',
          phone: null,
          createdAt: expect.any(String),
        }),
      },
      meta: {},
    });
    expect(store.list('api::contact-request.contact-request')).toHaveLength(1);
  });

  it('when a contact request repeats a requestId, then it is a 400 ValidationError like Strapi', async () => {
    const { app, store } = appWith();
    const post = () =>
      request(app)
        .post('/api/contact-requests')
        .send({ data: { name: 'Ann', email: 'ann@example.test', message: 'Hello', requestId: 'same-id' } });
    expect((await post()).status).toBe(200);
    const second = await post();
    expect(second.status).toBe(400);
    expect(second.body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'This attribute must be unique',
        details: {
          errors: [
            { path: ['requestId'], message: 'This attribute must be unique', name: 'ValidationError' },
          ],
        },
      },
    });
    expect(store.list('api::contact-request.contact-request')).toHaveLength(1);
  });

  it('when contact requests are read, then it is a 403 Forbidden', async () => {
    const { app } = appWith();
    for (const url of ['/api/contact-requests', '/api/contact-requests/1']) {
      const response = await request(app).get(url);
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({
        status: 403,
        name: 'ForbiddenError',
        message: 'Forbidden',
        details: {},
      });
    }
  });

  it('when a body has an unknown attribute, then it is a 400 and nothing is stored', async () => {
    const { app, store } = appWith();
    const response = await request(app)
      .post('/api/contact-requests')
      .send({ data: { name: 'A', colour: 'red' } });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'Invalid parameter colour',
    });
    expect(store.list('api::contact-request.contact-request')).toEqual([]);
  });

  it('when the body has no data, then it is a 400 like Strapi', async () => {
    const { app } = appWith();
    const response = await request(app).post('/api/contact-requests').send({ name: 'A' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Missing "data" payload in the request body');
  });

  it('when the JSON is malformed, then it is a 400 ValidationError body, not a 500', async () => {
    const { app } = appWith();
    const response = await request(app)
      .post('/api/contact-requests')
      .set('Content-Type', 'application/json')
      .send('{"data": {');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid JSON in the request body',
        details: {},
      },
    });
  });

  it('when the body is over 100 kB, then it is a 413', async () => {
    const { app } = appWith();
    const response = await request(app)
      .post('/api/contact-requests')
      .send({ data: { message: 'x'.repeat(110_000) } });
    expect(response.status).toBe(413);
    expect(response.body.error.name).toBe('PayloadTooLargeError');
  });

  it('when an entry is updated with PUT, then the answer shows it with the query fields', async () => {
    const { app } = appWith();
    const response = await request(app)
      .put('/api/projects/1?fields=title')
      .send({ data: { title: 'Renamed' } });
    expect(response.body).toEqual({ data: { id: 1, attributes: { title: 'Renamed' } }, meta: {} });
  });

  it('when a single type is updated with PUT and a locale, then that locale row is written', async () => {
    const { app, store } = appWith();
    const response = await request(app)
      .put('/api/header?locale=ru&fields=contactUsText')
      .send({ data: { contactUsText: 'Связь' } });
    expect(response.body).toEqual({ data: { id: 3, attributes: { contactUsText: 'Связь' } }, meta: {} });
    expect(store.get('api::header.header', 3)?.locale).toBe('ru');
  });

  it('when an entry is deleted, then the answer is the entry as it was and it is gone', async () => {
    const { app } = appWith();
    const deleted = await request(app).delete('/api/projects/4?fields=title');
    expect(deleted.body).toEqual({ data: { id: 4, attributes: { title: 'beta tower' } }, meta: {} });
    expect((await request(app).get('/api/projects/4')).status).toBe(404);
    expect((await request(app).delete('/api/projects/4')).status).toBe(404);
  });

  it('when the query of a write is invalid, then nothing is written', async () => {
    const { app, store } = appWith();
    const response = await request(app)
      .put('/api/projects/1?fields=nope')
      .send({ data: { title: 'Renamed' } });
    expect(response.status).toBe(400);
    expect(store.get('api::project.project', 1)?.title).toBe('Alpha Villa');
  });
});

describe('content service drafts (Strapi 5 status)', () => {
  function appWithDrafts() {
    const store = createContentStore(createTestDataset());
    const drafts = createContentStore(createTestDataset());
    const app = createContentServiceApp({ store, drafts, faults: createFaults() });
    return { app, store, drafts };
  }
  const title = async (app: ReturnType<typeof appWithDrafts>['app'], query = '') =>
    (await request(app).get(`/api/projects/1?fields=title${query}`)).body.data.attributes.title;

  it('when a draft is saved, then status=draft reads it and the published content does not change', async () => {
    const { app } = appWithDrafts();
    const saved = await request(app)
      .put('/api/projects/1?status=draft&fields=title')
      .send({ data: { title: 'Alpha Villa (draft)' } });
    expect(saved.status).toBe(200);
    expect(await title(app, '&status=draft')).toBe('Alpha Villa (draft)');
    expect(await title(app)).toBe('Alpha Villa');
    expect(await title(app, '&status=published')).toBe('Alpha Villa');
  });

  it('when an entry is written without status, then it is published: the draft shows it too', async () => {
    const { app } = appWithDrafts();
    await request(app)
      .put('/api/projects/1')
      .send({ data: { title: 'Published title' } });
    expect(await title(app)).toBe('Published title');
    expect(await title(app, '&status=draft')).toBe('Published title');
  });

  it('when the status is neither draft nor published, then it is a 400', async () => {
    const { app } = appWithDrafts();
    const response = await request(app).get('/api/projects?status=archived');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Invalid status');
  });
});

describe('content service API token', () => {
  it('when a token is set, then /api routes need it as a Bearer header', async () => {
    const { app } = appWith({ apiToken: 's3cret' });
    const missing = await request(app).get('/api/projects');
    const wrong = await request(app).get('/api/projects').set('Authorization', 'Bearer nope');
    const right = await request(app).get('/api/projects').set('Authorization', 'Bearer s3cret');
    const unknownType = await request(app).get('/api/nope');
    expect([missing.status, wrong.status, right.status, unknownType.status]).toEqual([401, 401, 200, 401]);
    expect(missing.body.error).toEqual({
      status: 401,
      name: 'UnauthorizedError',
      message: 'Missing or invalid credentials',
      details: {},
    });
  });
});

describe('content service uploads', () => {
  let root: string;
  let uploadsDir: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'content-service-'));
    uploadsDir = path.join(root, 'uploads');
    mkdirSync(uploadsDir);
    writeFileSync(path.join(uploadsDir, 'logo_1a2b3c.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(root, 'secret.txt'), 'secret');
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('when an upload exists, then it is served with immutable cache headers', async () => {
    const { app } = appWith({ uploadsDir, apiToken: 'token' });
    const response = await request(app).get('/uploads/logo_1a2b3c.svg');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('when an upload is missing or the path climbs out, then it is a 404', async () => {
    const { app } = appWith({ uploadsDir });
    for (const url of [
      '/uploads/missing.png',
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/',
    ]) {
      const response = await request(app).get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.text).not.toContain('secret');
    }
  });

  it('when no uploads folder is given, then uploads are 404', async () => {
    const { app } = appWith();
    expect((await request(app).get('/uploads/logo_1a2b3c.svg')).status).toBe(404);
  });
});

describe('content service faults', () => {
  it('when the mode is error, then /api answers 500 InternalServerError and uploads are untouched', async () => {
    const { app, faults } = appWith();
    faults.mode = 'error';
    const response = await request(app).get('/api/projects');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      data: null,
      error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error', details: {} },
    });
  });

  it('when the mode is garbage, then /api answers 200 with a body that is not Strapi shape', async () => {
    const { app, faults } = appWith();
    faults.mode = 'garbage';
    const response = await request(app).get('/api/projects');
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('data');
    expect(response.body).not.toHaveProperty('error');
  });

  it('when the mode is slow, then the answer comes after the delay', async () => {
    const { app, faults } = appWith();
    Object.assign(faults, { mode: 'slow', delayMs: 150 });
    const started = Date.now();
    const response = await request(app).get('/api/projects');
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('when the mode is down, then the connection is dropped', async () => {
    const { app, faults } = appWith();
    faults.mode = 'down';
    await expect(request(app).get('/api/projects')).rejects.toThrow(/socket hang up|ECONNRESET/);
  });

  it('when the mode goes back to none, then answers are normal again', async () => {
    const { app, faults } = appWith();
    faults.mode = 'error';
    faults.mode = 'none';
    expect((await request(app).get('/api/projects')).status).toBe(200);
  });
});

describe('content service unexpected errors', () => {
  it('when the store fails, then it is a 500 Strapi body, told to onError and not logged', async () => {
    const broken = createContentStore(createTestDataset());
    broken.list = () => {
      throw new Error('disk on fire');
    };
    const onError = jest.fn();
    const app = createContentServiceApp({ store: broken, onError });
    const response = await request(app).get('/api/projects');
    expect(response.status).toBe(500);
    expect(response.body.error.name).toBe('InternalServerError');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'disk on fire' }));
  });
});

describe('the focal points of pictures', () => {
  const focalQuery =
    '/api/projects?locale=en&fields[0]=title&filters[reference][$eq]=1&populate[gallery][fields][0]=url&populate[gallery][fields][1]=focalPoint';
  const v4 = { 'Strapi-Response-Format': 'v4' };

  it('when a Strapi 5 client asks for them, then each file has its point, or null', async () => {
    const { app } = appWith();
    const response = await request(app).get(focalQuery).set(v4);
    expect(response.status).toBe(200);
    expect(
      response.body.data[0].attributes.gallery.data.map((file: { attributes: unknown }) => file.attributes),
    ).toEqual([
      { url: '/uploads/gallery-1_0a1b2c3d4e.webp', focalPoint: null },
      { url: '/uploads/cover-b_0a1b2c3d4e.webp', focalPoint: { x: 25, y: 60 } },
    ]);
    const all = await request(app).get('/api/projects?locale=en&fields[0]=title&populate=gallery').set(v4);
    expect(all.body.data[0].attributes.gallery.data[1].attributes.focalPoint).toEqual({ x: 25, y: 60 });
  });

  it('when a Strapi 4 client (no v4 header) or a Strapi 5 from before them is asked, then the field is unknown: refused when named, absent otherwise', async () => {
    const invalid = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid parameter focalPoint', details: {} },
    };
    for (const [app, headers] of [
      [appWith().app, {}],
      [appWith({ focalPoints: false }).app, v4],
    ] as const) {
      const refused = await request(app).get(focalQuery).set(headers);
      expect([refused.status, refused.body]).toEqual([400, invalid]);
      const all = await request(app)
        .get('/api/projects?locale=en&fields[0]=title&populate=gallery')
        .set(headers);
      expect(all.status).toBe(200);
      expect(all.body.data[0].attributes.gallery.data[1].attributes).not.toHaveProperty('focalPoint');
      expect(all.body.data[0].attributes.gallery.data[1].attributes).toHaveProperty('alternativeText');
    }
  });
});
