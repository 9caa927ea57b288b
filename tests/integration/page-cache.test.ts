import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestSite, type TestSite } from '../support/site';

/** The raw answer (bodies left compressed) of a GET to a listening server. */
function rawGet(server: http.Server, url: string, headers: Record<string, string> = {}) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('the page cache', () => {
  let site: TestSite;
  let server: http.Server;

  beforeAll(async () => {
    site = await startTestSite();
    server = http.createServer(site.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await site.close();
  });

  it('when a page is asked for twice, then the first is a MISS with render timings and the second a HIT', async () => {
    const first = await request(site.app).get('/ru/about');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['server-timing']).toMatch(/render;dur=[\d.]+, content;dur=[\d.]+/);
    const second = await request(site.app).get('/ru/about');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
  });

  it('when only tracking parameters or a trailing slash differ, then the cached page answers', async () => {
    await request(site.app).get('/el/services');
    for (const url of [
      '/el/services/',
      '/el/services?utm_source=newsletter&utm_medium=email',
      '/el/services?fbclid=abc&gclid=xyz',
    ]) {
      expect((await request(site.app).get(url)).headers['x-cache']).toBe('HIT');
    }
  });

  it('when a listing query normalizes away, then it is the plain listing: one cache entry, one canonical', async () => {
    const plain = await request(site.app).get('/ru/properties');
    expect(plain.text).toContain('<link rel="canonical" href="http://site.test/ru/properties">');
    const pages = site.site.pageCache.size;
    for (const url of [
      '/ru/properties?type=nonsense',
      '/ru/properties?sort=cheapest&bedrooms=two',
      '/ru/properties?region=atlantis&utm_source=ad',
    ]) {
      const response = await request(site.app).get(url);
      expect(response.headers['x-cache']).toBe('HIT');
      expect(response.text).toBe(plain.text);
    }
    expect(site.site.pageCache.size).toBe(pages);
  });

  it('when a listing query has valid values in any order, then its canonical URL is in one order', async () => {
    const response = await request(site.app).get('/el/properties?sort=newest&foo=1&type=villa');
    expect(response.text).toContain(
      '<link rel="canonical" href="http://site.test/el/properties?type=villa&amp;sort=newest">',
    );
    const reordered = await request(site.app).get('/el/properties?type=villa&sort=newest');
    expect(reordered.headers['x-cache']).toBe('HIT');
  });

  it('when the browser accepts brotli or gzip, then it gets the precompressed body; otherwise the plain one', async () => {
    await rawGet(server, '/partners');
    const br = await rawGet(server, '/partners', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-cache']).toBe('HIT');
    const gzip = await rawGet(server, '/partners', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(server, '/partners');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('when the browser has the page, then If-None-Match gets a 304 with the strong ETag', async () => {
    const first = await rawGet(server, '/certificates');
    const etag = (await rawGet(server, '/certificates')).headers.etag!;
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await rawGet(server, '/certificates', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('when a page is cached, then no cache in front may serve it without asking the site, and a shared one keeps its copy for when the site errs', async () => {
    const miss = await request(site.app).get('/events');
    const hit = await request(site.app).get('/events');
    const notModified = await request(site.app).get('/events').set('if-none-match', String(hit.headers.etag));
    expect([miss.headers['x-cache'], hit.headers['x-cache'], notModified.status]).toEqual([
      'MISS',
      'HIT',
      304,
    ]);
    for (const response of [miss, hit, notModified]) {
      const directives = new Map(
        String(response.headers['cache-control'])
          .split(/,\s*/)
          .map((directive): [string, string | undefined] => [
            directive.split('=')[0],
            directive.split('=')[1],
          ]),
      );
      expect(directives.get('max-age')).toBe('0');
      expect(directives.get('s-maxage') ?? '0').toBe('0');
      expect(directives.has('stale-while-revalidate')).toBe(false);
      expect(Number(directives.get('stale-if-error'))).toBeGreaterThan(0);
      // nginx: expired since 1970, kept for when the site errs.
      expect(response.headers['x-accel-expires']).toBe('@1');
    }
  });

  it('when a search has a term, an error page or a form outcome is asked for, then nothing is cached (BYPASS)', async () => {
    for (const url of ['/search-result?q=villa', '/no-such-page', '/contacts?sent=1']) {
      await request(site.app).get(url);
      const again = await request(site.app).get(url);
      expect(again.headers['x-cache']).toBe('BYPASS');
    }
    const error = await request(site.app).get('/no-such-page');
    expect(error.headers['cache-control']).toBe('no-store');
    expect(error.headers['x-accel-expires']).toBeUndefined();
  });

  it('when security headers are checked on a hit, then they are the same as on a miss', async () => {
    const miss = await request(site.app).get('/construction');
    const hit = await request(site.app).get('/construction');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'permissions-policy',
      'x-content-type-options',
    ]) {
      expect(hit.headers[name]).toBe(miss.headers[name]);
      expect(hit.headers[name]).toBeTruthy();
    }
    expect(hit.headers['x-request-id']).toBeTruthy();
  });
});

describe('hashed assets', () => {
  it('when an asset is served, then it may be kept for a year, unchanged', async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-public-'));
    fs.mkdirSync(path.join(publicDir, 'assets'));
    fs.writeFileSync(path.join(publicDir, 'assets', 'main.0123abcd.js'), 'console.log(1)');
    const site = await startTestSite({ overrides: { publicDir } });
    try {
      const response = await request(site.app).get('/assets/main.0123abcd.js');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await request(site.app).get('/assets/missing.js')).status).toBe(404);
    } finally {
      await site.close();
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
