import { sign } from 'cookie-signature';
import request from 'supertest';
import { PREVIEW_COOKIE } from '../../server/preview';
import { startTestSite, type TestSite } from '../support/site';

const SECRET = 'a-long-preview-secret-for-the-tests';
const ABOUT = 'api::page-about.page-about';

let site: TestSite;

beforeAll(async () => {
  site = await startTestSite({
    env: { PREVIEW_SECRET: SECRET, CMS_PUBLIC_URL: 'https://cms.example.test/admin' },
  });
  site.content.drafts.update(ABOUT, 'ru', { title: 'Черновик: о компании' });
  site.content.drafts.update(ABOUT, 'en', { title: 'Draft: about us' });
});

afterAll(() => site.close());

function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]+)/.exec(html)?.[1];
}

/** The preview cookie the site sets for the CMS's preview link of a page. */
async function previewCookie(url: string): Promise<string> {
  const response = await request(site.app)
    .get('/api/preview')
    .query({ secret: SECRET, url, status: 'draft' });
  expect(response.status).toBe(303);
  const cookie = response.headers['set-cookie']?.[0] ?? '';
  expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
  return cookie.split(';')[0];
}

describe('entering a preview', () => {
  it('when the CMS opens a page with the right secret, then a short-lived HttpOnly cookie is set and the editor goes to the page', async () => {
    const response = await request(site.app)
      .get('/api/preview')
      .query({ secret: SECRET, url: '/ru/about/?utm_source=cms', status: 'draft' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/ru/about');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=3600');
    expect(cookie).toContain('Path=/');
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret', { secret: 'not-the-secret-at-all' }],
    ['the secret in another case', { secret: SECRET.toUpperCase() }],
  ])('when the request has %s, then it is a 401 and no cookie', async (_what, query) => {
    const response = await request(site.app)
      .get('/api/preview')
      .query({ url: '/about', status: 'draft', ...query });
    expect(response.status).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    'https://evil.example/about',
    '//evil.example/about',
    '/\\evil.example/about',
    '/%2F%2Fevil.example',
    'about',
    '/de/about',
    '/no/such/page',
    'javascript:alert(1)',
    '',
  ])(
    'when the url is %j (not a page of this site), then it is refused with a 400 and no cookie',
    async (url) => {
      const response = await request(site.app)
        .get('/api/preview')
        .query({ secret: SECRET, url, status: 'draft' });
      expect(response.status).toBe(400);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers.location).toBeUndefined();
    },
  );

  it('when the status is neither draft nor published, then it is a 400', async () => {
    const response = await request(site.app)
      .get('/api/preview')
      .query({ secret: SECRET, url: '/about', status: 'archived' });
    expect(response.status).toBe(400);
  });
});

describe('a page in preview', () => {
  it('when the editor has the cookie, then the draft shows with a localized preview bar, uncached and not indexed', async () => {
    const cookie = await previewCookie('/ru/about');
    const response = await request(site.app).get('/ru/about').set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(heading(response.text)).toBe('Черновик: о компании');
    expect(response.text).toContain('Вы видите черновики');
    expect(response.text).toContain('Выйти из предпросмотра');
    expect(response.text).toContain('<meta name="robots" content="noindex, follow">');
    expect(response.headers['x-cache']).toBe('BYPASS');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://cms.example.test",
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('when a visitor asks for the same page, then the published text shows, and the cache never held the draft', async () => {
    const cookie = await previewCookie('/about');
    const draft = await request(site.app).get('/about').set('Cookie', cookie);
    expect(heading(draft.text)).toBe('Draft: about us');
    for (const expected of ['MISS', 'HIT']) {
      const visitor = await request(site.app).get('/about');
      expect(visitor.headers['x-cache']).toBe(expected);
      expect(heading(visitor.text)).not.toBe('Draft: about us');
      expect(visitor.text).not.toContain('preview-bar');
      // The CMS's preview frames the published page too; no other origin may.
      expect(visitor.headers['content-security-policy']).toContain(
        'frame-ancestors https://cms.example.test;',
      );
      expect(visitor.headers['x-frame-options']).toBeUndefined();
    }
    const again = await request(site.app).get('/about').set('Cookie', cookie);
    expect(again.headers['x-cache']).toBe('BYPASS');
    expect(heading(again.text)).toBe('Draft: about us');
  });

  it('when the browser navigates in preview, then the route data is the draft, never cached', async () => {
    const cookie = await previewCookie('/about');
    const response = await request(site.app)
      .get('/_data')
      .query({ path: '/about', routes: 'about___en,locale___en' })
      .set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.loaderData.about___en.page.title).toBe('Draft: about us');
    expect(response.body.loaderData.locale___en.preview).toBe(true);
  });

  it.each([
    ['a tampered cookie', () => `${PREVIEW_COOKIE}=${encodeURIComponent('s:draft.99999999999999.forged')}`],
    [
      'a cookie signed with the secret itself',
      () => `${PREVIEW_COOKIE}=${encodeURIComponent(sign(`draft.${Date.now() + 60_000}`, SECRET))}`,
    ],
  ])('when the request carries %s, then it is a visitor', async (_what, cookie) => {
    const response = await request(site.app).get('/ru/about').set('Cookie', cookie());
    expect(heading(response.text)).not.toBe('Черновик: о компании');
    expect(response.text).not.toContain('preview-bar');
  });
});

describe('leaving a preview', () => {
  it('when the CMS opens the published status, then the cookie is cleared and the editor goes to the page', async () => {
    const response = await request(site.app)
      .get('/api/preview')
      .query({ secret: SECRET, url: '/el/about', status: 'published' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/el/about');
    expect(response.headers['set-cookie']?.[0]).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`));
  });

  it.each([
    ['/ru/about', '/ru/about'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/no/such/page', '/'],
  ])(
    'when the preview bar is left on %s, then the cookie is cleared and the editor goes to %s',
    async (url, location) => {
      const response = await request(site.app).get('/api/preview/exit').query({ url });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe(location);
      expect(response.headers['set-cookie']?.[0]).toContain('Max-Age=0');
    },
  );
});

describe('without PREVIEW_SECRET', () => {
  it('when preview is not configured, then /api/preview does not exist', async () => {
    const plain = await startTestSite();
    try {
      const response = await request(plain.app).get('/api/preview').query({ secret: SECRET, url: '/about' });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
