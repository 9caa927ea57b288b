import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { scoreHeaders } from '../support/observatory';
import { rawRequest } from '../support/raw-http';
import { startTestSite, type TestSite } from '../support/site';

let site: TestSite;
let server: http.Server;

beforeAll(async () => {
  site = await startTestSite({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://www.example.test' } });
  server = http.createServer(site.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await site.close();
});

function rawGet(path: string, method = 'GET') {
  return rawRequest((server.address() as AddressInfo).port, path, { method });
}

describe('security headers', () => {
  it.each(['/', '/ru/about', '/el/properties/1001'])(
    'when %s is scored like Mozilla HTTP Observatory (via the https proxy), then it gets an A+ on a miss and on a hit',
    async (path) => {
      for (const outcome of ['MISS', 'HIT']) {
        const response = await request(site.app).get(path).set('X-Forwarded-Proto', 'https');
        expect(response.headers['x-cache']).toBe(outcome);
        const result = scoreHeaders(response.headers, {
          https: true,
          html: response.text,
          origin: 'https://www.example.test',
        });
        expect(result).toMatchObject({ grade: 'A+' });
        expect(result.score).toBeGreaterThanOrEqual(100);
      }
    },
  );

  it('when a request did not come over https, then there is no HSTS header; over https there is one', async () => {
    const plain = await request(site.app).get('/about');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await request(site.app).get('/about').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  });

  it('when the policy is read, then it allows no inline script, no framing and sends little referrer', async () => {
    const response = await request(site.app).get('/');
    const policy = response.headers['content-security-policy'];
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain('img-src');
    expect(policy).toContain('http://media.test');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });
});

describe('request targets', () => {
  it.each([
    ['http://www.example.test/el/partners', '<html lang="el"'],
    ['http://another.example/ru/certificates?utm_source=x', '<html lang="ru"'],
    ['https://www.example.test/properties?type=villa', '<html lang="en"'],
  ])(
    'when the target is in absolute form (%s), then the page of its path is served',
    async (target, lang) => {
      const response = await rawGet(target);
      expect(response.status).toBe(200);
      expect(response.body).toContain(lang);
    },
  );

  it('when an absolute-form target names a page that is cached, then the cached page answers', async () => {
    await rawGet('/ru/partners');
    const response = await rawGet('http://www.example.test/ru/partners');
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('HIT');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'when a page is asked for with %s, then it is a 405 that names the allowed methods',
    async (method) => {
      for (const target of ['/about', '/ru/properties/1001', 'http://www.example.test/el/partners']) {
        const response = await rawGet(target, method);
        expect(response.status).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
      }
    },
  );

  it('when a page is asked for with HEAD, then it has the headers of a GET and no body, on a miss and on a hit', async () => {
    for (const outcome of ['MISS', 'HIT']) {
      const response = await rawGet('/el/certificates', 'HEAD');
      expect(response.status).toBe(200);
      expect(response.headers['x-cache']).toBe(outcome);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe('');
    }
    const absolute = await rawGet('https://www.example.test:8443/el/certificates', 'HEAD');
    expect(absolute.status).toBe(200);
    expect(absolute.body).toBe('');
  });

  it.each([
    ['https://www.example.test:8443/ru/about?utm_source=x', 200, '<html lang="ru"'],
    ['http://127.0.0.1:3000/el/services', 200, '<html lang="el"'],
    ['HTTPS://WWW.EXAMPLE.TEST/el/partners', 200, '<html lang="el"'],
    ['https://www.example.test:8443', 200, '<html lang="en"'],
    ['https://user:secret@www.example.test/about', 200, '<html lang="en"'],
    ['https://www.example.test:8443/ru/no-such-page', 404, '<html lang="ru"'],
  ])(
    'when the target is in absolute form with https and a port (%s), then its path is served',
    async (target, status, lang) => {
      const response = await rawGet(target);
      expect(response.status).toBe(status);
      expect(response.body).toContain(lang);
    },
  );

  it.each(['GET', 'HEAD', 'POST', 'DELETE'])(
    'when the target is `*` or names nothing (%s), then it is a 400, never a page or a 500',
    async (method) => {
      for (const target of ['*', 'evil.example', 'http://[bad']) {
        const response = await rawGet(target, method);
        expect(response.status).toBe(400);
        expect(response.body).not.toContain('<html');
      }
    },
  );

  it('when the target is `*` with OPTIONS, then the server says which methods it allows', async () => {
    const response = await rawGet('*', 'OPTIONS');
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it.each(['//evil.example', '/\\evil.example', '/ru//evil.example', '//evil.example/about'])(
    'when the path starts with two slashes or a backslash (%s), then it is not found, never another page',
    async (target) => {
      const response = await rawGet(target);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );
});

describe('redirects and bad input', () => {
  it.each([
    '//evil.example/properties?page=1',
    '/\\evil.example/properties?page=1',
    '/%2F%2Fevil.example/properties?page=1',
    '/%5Cevil.example/search-result?q=%20x',
    '//evil.example/search-result?q=%20x%20',
    '/properties/?page=1&type=',
  ])('when %s is asked for, then any redirect stays on this site', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBeLessThan(500);
    const location = response.headers.location;
    if (location) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(location).not.toContain('evil.example');
    }
  });

  it.each([
    '/%',
    '/%E0%A4%A',
    '/ru/%C0%AF',
    '/properties?page=%FF',
    '/properties?sort=<script>&type[]=x&price[$gt]=1',
    '/search-result?q=%00%01',
    '/dkg-projects/%2e%2e/%2e%2e/etc/passwd',
    '/_data?path=//evil&routes=x',
    '/_data?path=/about',
    '/_data?path=%E0%A4%A&routes=about___en',
    '/api/contact',
  ])('when %s is asked for, then the answer is not a 500', async (path) => {
    const response = await request(site.app).get(path);
    expect(response.status).toBeLessThan(500);
  });

  it('when a search term is far too long, then it is cut, never a 500', async () => {
    const response = await rawGet(`/search-result?q=${'a'.repeat(5000)}`);
    expect(response.status).toBe(301);
    expect(response.headers.location!.length).toBeLessThan(200);
  });

  it('when reflected input carries markup, then it comes back escaped', async () => {
    const probe = '"><svg/onload=alert(1)>';
    const response = await request(site.app).get(
      `/properties?sort=${encodeURIComponent(probe)}&type=${encodeURIComponent(probe)}`,
    );
    expect(response.text).not.toContain('<svg/onload');
    const search = await request(site.app).get(`/search-result?q=${encodeURIComponent(probe)}`);
    expect(search.text).not.toContain('<svg/onload');
  });

  it('when bodies are malformed, then the API answers 4xx, never 500', async () => {
    const json = await request(site.app)
      .post('/api/revalidate')
      .set('Content-Type', 'application/json')
      .send('{"broken');
    expect(json.status).toBeLessThan(500);
    const big = await request(site.app).post('/_data').send('x'.repeat(1000));
    expect(big.status).toBeLessThan(500);
  });
});
