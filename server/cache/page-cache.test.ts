import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { chooseEncoding, PAGE_CACHE_CONTROL, PageCache } from './page-cache';

function response() {
  const sent: { status?: number; headers: Record<string, string>; body?: Buffer } = { headers: {} };
  const res = {
    writeHead(status: number, headers: string[]) {
      sent.status = status;
      for (let index = 0; index < headers.length; index += 2)
        sent.headers[headers[index].toLowerCase()] = headers[index + 1];
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  };
  return { res: res as unknown as ServerResponse, sent };
}

function request(headers: Record<string, string> = {}, method = 'GET') {
  return { method, headers } as unknown as IncomingMessage;
}

const html = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(50)}</body></html>`);
const deps = { contentUrls: ['/api/header?locale=en'], tags: ['api::header.header'] };

describe('page cache', () => {
  it('when a page is stored, then a hit sends the encoding the browser accepts with every header', async () => {
    const cache = new PageCache({
      maxBytes: 1e6,
      ttlSeconds: 60,
      baseHeaders: [['X-Frame-Options', 'DENY']],
    });
    await cache.store(
      { key: 'en:/about', url: '/about', html: html('about'), deps, degraded: false },
      '/about?utm_source=x',
    );
    const page = cache.lookup('/about?utm_source=x')!;

    const br = response();
    cache.send(request({ 'accept-encoding': 'gzip, deflate, br' }), br.res, page, 'HIT', 'req-1', false);
    expect(br.sent.status).toBe(200);
    expect(br.sent.headers).toMatchObject({
      'content-encoding': 'br',
      'x-cache': 'HIT',
      'x-frame-options': 'DENY',
      vary: 'Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
    });
    expect(br.sent.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(brotliDecompressSync(br.sent.body!).toString()).toContain('about');

    const gz = response();
    cache.send(request({ 'accept-encoding': 'gzip' }), gz.res, page, 'HIT', 'req-2', false);
    expect(gunzipSync(gz.sent.body!).equals(html('about'))).toBe(true);
    expect(Number(gz.sent.headers['content-length'])).toBe(gz.sent.body!.length);

    const plain = response();
    cache.send(request({}), plain.res, page, 'HIT', 'req-3', false);
    expect(plain.sent.headers['content-encoding']).toBeUndefined();
    expect(plain.sent.body!.equals(html('about'))).toBe(true);
    expect(Number(plain.sent.headers['content-length'])).toBe(html('about').length);
  });

  it('when a page is stored, then the cache counts its compressed bodies only: the plain one is not kept', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, baseHeaders: [] });
    const big = html('<p class="entry-card">A villa by the sea, three bedrooms</p>'.repeat(40));
    const page = await cache.store({ key: 'en:/big', url: '/big', html: big, deps, degraded: false });
    expect(page.length).toBe(big.length);
    expect(cache.bytes).toBeLessThan(big.length / 4);
  });

  it('when a page is kept, then its bodies hold no more memory than their bytes, so the byte bound is what it holds', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, baseHeaders: [] });
    const stored = await cache.store({
      key: 'en:/a',
      url: '/a',
      html: html('a page '),
      deps,
      degraded: false,
    });
    // A body read from the replicas' shared layer: a view into the block its reply arrived in.
    const block = Buffer.alloc(64 * 1024);
    const adopted = cache.adopt({
      ...stored,
      key: 'en:/b',
      url: '/b',
      bodies: { br: block.subarray(0, 100), gzip: block.subarray(100, 300) },
    });
    for (const page of [stored, adopted]) {
      for (const body of Object.values(page.bodies)) expect(body.buffer.byteLength).toBe(body.byteLength);
    }
  });

  it('when a page has inline styles, then its 200 and 304 answers carry a policy that allows exactly them', async () => {
    const policy = "default-src 'none';style-src 'self';img-src 'self'";
    const cache = new PageCache({
      maxBytes: 1e6,
      ttlSeconds: 60,
      baseHeaders: [['Content-Security-Policy', policy]],
    });
    const page = await cache.store({
      key: 'k',
      url: '/k',
      html: html('x'),
      deps,
      degraded: false,
      styleHashes: ["'sha256-abc='", "'sha256-def='"],
    });
    const full = response();
    const notModified = response();
    cache.send(request({}), full.res, page, 'HIT', 'a', false);
    cache.send(request({ 'if-none-match': page.etag }), notModified.res, page, 'HIT', 'b', false);
    const expected = "default-src 'none';style-src 'self' 'sha256-abc=' 'sha256-def=';img-src 'self'";
    expect(full.sent.headers['content-security-policy']).toBe(expected);
    expect(notModified.sent.headers['content-security-policy']).toBe(expected);
    const plain = await cache.store({ key: 'p', url: '/p', html: html('y'), deps, degraded: false });
    const other = response();
    cache.send(request({}), other.res, plain, 'HIT', 'c', false);
    expect(other.sent.headers['content-security-policy']).toBe(policy);
  });

  it('when the same kind of answer is sent again, then only its request id differs, and https adds HSTS', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, baseHeaders: [], hsts: 'max-age=1' });
    const page = await cache.store({ key: 'k', url: '/k', html: html('x'), deps, degraded: false });
    const first = response();
    const second = response();
    const secure = response();
    const stale = response();
    cache.send(request({ 'accept-encoding': 'br' }), first.res, page, 'HIT', 'id-1', false);
    cache.send(request({ 'accept-encoding': 'br' }), second.res, page, 'HIT', 'id-2', false);
    cache.send(request({ 'accept-encoding': 'br' }), secure.res, page, 'HIT', 'id-3', true);
    cache.send(request({ 'accept-encoding': 'br' }), stale.res, page, 'STALE', 'id-4', false);
    expect(first.sent.headers['x-request-id']).toBe('id-1');
    expect(second.sent.headers).toEqual({ ...first.sent.headers, 'x-request-id': 'id-2' });
    expect(first.sent.headers['strict-transport-security']).toBeUndefined();
    expect(secure.sent.headers).toEqual({
      ...first.sent.headers,
      'x-request-id': 'id-3',
      'strict-transport-security': 'max-age=1',
    });
    expect(stale.sent.headers).toEqual({ ...first.sent.headers, 'x-request-id': 'id-4', 'x-cache': 'STALE' });
  });

  it('when the browser has the page, then it gets a 304 without a body', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, baseHeaders: [] });
    const page = await cache.store({ key: 'k', url: '/k', html: html('x'), deps, degraded: false });
    const { res, sent } = response();
    cache.send(request({ 'if-none-match': page.etag }), res, page, 'HIT', 'req-4', false);
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
    expect(page.etag).toMatch(/^"[\w-]+"$/);
  });

  it('when more pages are stored than the byte bound allows, then the least recently used go', async () => {
    const cache = new PageCache({ maxBytes: 40_000, ttlSeconds: 60, baseHeaders: [] });
    for (let index = 0; index < 50; index += 1) {
      await cache.store({
        key: `k${index}`,
        url: `/k${index}`,
        html: html(`page ${index} `),
        deps,
        degraded: false,
      });
    }
    expect(cache.bytes).toBeLessThanOrEqual(40_000);
    expect(cache.get('k49')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.lookup('/k0')).toBeUndefined();
  });

  it('when a page is older than the TTL or built from stale content, then it is stale', async () => {
    let now = 1_000_000;
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, baseHeaders: [], now: () => now });
    const page = await cache.store({ key: 'k', url: '/k', html: html('x'), deps, degraded: false });
    expect(cache.isStale(page)).toBe(false);
    now += 60_001;
    expect(cache.isStale(page)).toBe(true);
    const degraded = await cache.store({ key: 'd', url: '/d', html: html('x'), deps, degraded: true });
    expect(cache.isStale(degraded)).toBe(true);
  });

  it('when content of a type changes, then exactly the pages built from it are marked outdated and still served', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, baseHeaders: [] });
    await cache.store({
      key: 'a',
      url: '/a',
      html: html('a'),
      deps: { contentUrls: [], tags: ['api::property.property@en'] },
      degraded: false,
    });
    await cache.store({
      key: 'b',
      url: '/b',
      html: html('b'),
      deps: { contentUrls: [], tags: ['api::event.event@en'] },
      degraded: false,
    });
    expect(cache.markOutdated(['api::property.property@en']).map((page) => page.key)).toEqual(['a']);
    expect(cache.isStale(cache.get('a')!)).toBe(true);
    expect(cache.isStale(cache.get('b')!)).toBe(false);
  });

  it('when content changes while a page renders, then the copy stored from that render is outdated', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, baseHeaders: [] });
    const deps = { contentUrls: [], tags: ['api::event.event@ru'] };
    const before = cache.changeCount();
    cache.markOutdated(['api::event.event@ru']);
    const racing = await cache.store(
      { key: 'e', url: '/e', html: html('e'), deps, degraded: false },
      '/e',
      before,
    );
    expect(racing.outdated).toBe(true);
    const after = cache.changeCount();
    cache.markOutdated(['api::event.event@el']);
    const fresh = await cache.store(
      { key: 'e', url: '/e', html: html('e'), deps, degraded: false },
      '/e',
      after,
    );
    expect(fresh.outdated).toBe(false);
    cache.markOutdated();
    expect(cache.isStale(cache.get('e')!)).toBe(true);
  });
});

describe('accepted encodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['*;q=0.5', 'br'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity;q=0, *;q=0', 'identity'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('when Accept-Encoding is "%s", then %s is sent', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
