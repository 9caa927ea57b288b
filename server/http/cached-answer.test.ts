import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { PAGE_CACHE_CONTROL, PageCache } from '../cache/page-cache';
import { createEdgeHeaders } from '../edge/edge-headers';
import { createEdgeTags } from '../edge/edge-tags';
import { chooseEncoding, createCachedPageWriter } from './cached-answer';

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

describe('cached answers', () => {
  it('when a page is stored, then a hit sends the encoding the browser accepts with every header', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const send = createCachedPageWriter({ baseHeaders: [['X-Frame-Options', 'DENY']] });
    await cache.store(
      { key: 'en:/about', url: '/about', html: html('about'), deps, degraded: false },
      '/about?utm_source=x',
    );
    const page = cache.lookup('/about?utm_source=x')!;

    const br = response();
    send(request({ 'accept-encoding': 'gzip, deflate, br' }), br.res, page, 'HIT', 'req-1', false);
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
    send(request({ 'accept-encoding': 'gzip' }), gz.res, page, 'HIT', 'req-2', false);
    expect(gunzipSync(gz.sent.body!).equals(html('about'))).toBe(true);
    expect(Number(gz.sent.headers['content-length'])).toBe(gz.sent.body!.length);

    const plain = response();
    send(request({}), plain.res, page, 'HIT', 'req-3', false);
    expect(plain.sent.headers['content-encoding']).toBeUndefined();
    expect(plain.sent.body!.equals(html('about'))).toBe(true);
    expect(Number(plain.sent.headers['content-length'])).toBe(html('about').length);
  });

  it('when a page has inline styles, then its 200 and 304 answers carry a policy that allows exactly them', async () => {
    const policy = "default-src 'none';style-src 'self';img-src 'self'";
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const send = createCachedPageWriter({ baseHeaders: [['Content-Security-Policy', policy]] });
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
    send(request({}), full.res, page, 'HIT', 'a', false);
    send(request({ 'if-none-match': page.etag }), notModified.res, page, 'HIT', 'b', false);
    const expected = "default-src 'none';style-src 'self' 'sha256-abc=' 'sha256-def=';img-src 'self'";
    expect(full.sent.headers['content-security-policy']).toBe(expected);
    expect(notModified.sent.headers['content-security-policy']).toBe(expected);
    const plain = await cache.store({ key: 'p', url: '/p', html: html('y'), deps, degraded: false });
    const other = response();
    send(request({}), other.res, plain, 'HIT', 'c', false);
    expect(other.sent.headers['content-security-policy']).toBe(policy);
  });

  it('when the same kind of answer is sent again, then only its request id differs, and https adds HSTS', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const send = createCachedPageWriter({ baseHeaders: [], hsts: 'max-age=1' });
    const page = await cache.store({ key: 'k', url: '/k', html: html('x'), deps, degraded: false });
    const first = response();
    const second = response();
    const secure = response();
    const stale = response();
    send(request({ 'accept-encoding': 'br' }), first.res, page, 'HIT', 'id-1', false);
    send(request({ 'accept-encoding': 'br' }), second.res, page, 'HIT', 'id-2', false);
    send(request({ 'accept-encoding': 'br' }), secure.res, page, 'HIT', 'id-3', true);
    send(request({ 'accept-encoding': 'br' }), stale.res, page, 'STALE', 'id-4', false);
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
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const send = createCachedPageWriter({ baseHeaders: [] });
    const page = await cache.store({ key: 'k', url: '/k', html: html('x'), deps, degraded: false });
    const { res, sent } = response();
    send(request({ 'if-none-match': page.etag }), res, page, 'HIT', 'req-4', false);
    expect(sent.status).toBe(304);
    expect(sent.body).toBeUndefined();
    expect(page.etag).toMatch(/^"[\w-]+"$/);
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

describe('what an edge in front is told of a cached page', () => {
  const tags = createEdgeTags('https://www.example.test');
  const edge = createEdgeHeaders(tags, 'varnish');

  it('when a page is a hit, then its 200 carries its tokens and a day at the edge; the browsers’ Cache-Control stays as it was', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const send = createCachedPageWriter({ baseHeaders: [], edge });
    const page = await cache.store({
      key: 'ru|/ru/about',
      url: '/ru/about',
      html: html('x'),
      deps,
      degraded: false,
    });
    const { res, sent } = response();
    send(request({ 'accept-encoding': 'br' }), res, page, 'HIT', 'id', false);
    expect(sent.headers.xkey).toBe(tags.tokens(['*', 'page:ru|/ru/about', 'api::header.header']).join(' '));
    expect(sent.headers['surrogate-control']).toBe('max-age=86400, stale-if-error=604800');
    expect(sent.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('when a page is stale (rendering again), then the edge keeps it a second; its 304s repeat the edge’s policy without the tags', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const send = createCachedPageWriter({ baseHeaders: [], edge });
    const page = await cache.store({ key: 'k', url: '/k', html: html('x'), deps, degraded: false });
    const stale = response();
    send(request({}), stale.res, page, 'STALE', 'a', false);
    expect(stale.sent.headers['surrogate-control']).toBe('max-age=1, stale-if-error=604800');
    const notModified = response();
    send(request({ 'if-none-match': page.etag }), notModified.res, page, 'HIT', 'b', false);
    expect(notModified.sent.status).toBe(304);
    expect(notModified.sent.headers['surrogate-control']).toBe('max-age=86400, stale-if-error=604800');
    expect(notModified.sent.headers.xkey).toBeUndefined();
  });
});
