import { Writable } from 'node:stream';
import request from 'supertest';
import { ConfigError, loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { startTestSite } from '../support/site';

function memoryLog(level = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger(level, stream) };
}

describe('health, readiness and metrics', () => {
  it('when the process lives, then /healthz answers; /readyz turns ready once pre-rendering is done and content was reached', async () => {
    const site = await startTestSite({ env: { PRERENDER: 'true' } });
    try {
      expect((await request(site.app).get('/healthz')).body).toEqual({ status: 'ok' });
      const starting = await request(site.app).get('/readyz');
      expect(starting.status).toBe(503);
      await site.site.prerender();
      const ready = await request(site.app).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.pages).toBeGreaterThan(200);
      // One process without REDIS_URL: no shared layer, and not degraded for it.
      expect(ready.body.redis).toEqual({ state: 'disabled' });
      expect((await request(site.app).get('/el/services/golden-visa')).headers['x-cache']).toBe('HIT');
    } finally {
      await site.close();
    }
  }, 60_000);

  it('when /metrics is read, then it has request durations, cache outcomes, content calls, the breaker and pre-rendering', async () => {
    const site = await startTestSite();
    try {
      await request(site.app).get('/about');
      await request(site.app).get('/about');
      const metrics = (await request(site.app).get('/metrics')).text;
      expect(metrics).toContain('http_request_duration_seconds_bucket');
      expect(metrics).toMatch(/page_cache_requests_total\{outcome="MISS"\} 1/);
      expect(metrics).toMatch(/page_cache_requests_total\{outcome="HIT"\} 1/);
      expect(metrics).toContain('content_call_duration_seconds_count');
      expect(metrics).toContain('content_breaker_state 0');
      expect(metrics).toMatch(/page_renders_total\{reason="miss"\} 1/);
      expect(metrics).toContain('shared_layer_connected 0');
      expect(metrics).toContain('shared_layer_degraded 0');
      expect(metrics).toContain('page_cache_bytes');
      expect(metrics).toContain('prerender_pages');
    } finally {
      await site.close();
    }
  });
});

describe('logs', () => {
  it('when requests are served, then each has a JSON line with its request id and cache outcome (hits at debug level)', async () => {
    const { lines, logger } = memoryLog('debug');
    const site = await startTestSite({ overrides: { logger } });
    try {
      const miss = await request(site.app).get('/ru/partners').set('X-Request-Id', 'req-from-proxy-0001');
      const hit = await request(site.app).get('/ru/partners');
      await new Promise((resolve) => setImmediate(resolve));
      expect(miss.headers['x-request-id']).toBe('req-from-proxy-0001');
      const missLine = lines.find(
        (line) => (line.req as { id?: string } | undefined)?.id === 'req-from-proxy-0001',
      );
      expect(missLine).toMatchObject({
        level: 'info',
        msg: 'request',
        cache: 'MISS',
        res: { statusCode: 200 },
      });
      const hitLine = lines.find((line) => line.reqId === hit.headers['x-request-id']);
      expect(hitLine).toMatchObject({ msg: 'request', cache: 'HIT', status: 200, url: '/ru/partners' });
    } finally {
      await site.close();
    }
  });
});

describe('unknown locales', () => {
  it('when a path starts with a locale the site does not have, then a warning is logged and the page is a 404', async () => {
    const { lines, logger } = memoryLog();
    const site = await startTestSite({ overrides: { logger } });
    try {
      const response = await request(site.app).get('/de/about');
      expect(response.status).toBe(404);
      await new Promise((resolve) => setImmediate(resolve));
      expect(
        lines.some((line) => line.level === 'warn' && String(line.msg).includes('Unknown locale "de"')),
      ).toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe('configuration', () => {
  it('when a value is bad, then the start stops with a message naming each bad variable', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        CONTENT_API_URL: 'cms:1337',
        PRERENDER: 'maybe',
        REVALIDATE_SECRET: 'short',
      }),
    ).toThrow(ConfigError);
    try {
      loadConfig({
        PORT: 'eighty',
        CONTENT_API_URL: 'cms:1337',
        PRERENDER: 'maybe',
        REVALIDATE_SECRET: 'short',
      });
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'CONTENT_API_URL', 'PRERENDER', 'REVALIDATE_SECRET'])
        expect(message).toContain(name);
    }
  });

  it('when nothing is set, then the defaults of the documented table apply', () => {
    expect(loadConfig({ CONTENT_DEMO: 'true' })).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      contentPort: 1337,
      mediaUrl: '',
      contentMinDelayMs: 200,
      contentTimeoutMs: 5000,
      contentCacheTtlS: 60,
      pageCacheTtlS: 300,
      prerender: true,
      publicUrl: 'http://localhost:3000',
    });
    expect(loadConfig({ CONTENT_API_URL: 'http://cms:1337/' }).mediaUrl).toBe('http://cms:1337');
  });

  it('when CONTACT_API_TOKEN is set, then enquiries carry it; unset, they carry the content token', () => {
    expect(
      loadConfig({ CONTENT_DEMO: 'true', CONTENT_API_TOKEN: 'read', CONTACT_API_TOKEN: 'create' })
        .contactApiToken,
    ).toBe('create');
    expect(loadConfig({ CONTENT_DEMO: 'true', CONTENT_API_TOKEN: 'read' }).contactApiToken).toBe('read');
    expect(loadConfig({ CONTENT_DEMO: 'true' }).contactApiToken).toBeUndefined();
  });

  it('when production has no CONTENT_API_URL, then the start stops unless the demo is asked for by name', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /CONTENT_API_URL \(unset\): must be set in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', CONTENT_DEMO: 'no' })).toThrow(/CONTENT_API_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', CONTENT_DEMO: 'maybe' })).toThrow(
      /CONTENT_DEMO="maybe": must be true or false/,
    );
    expect(loadConfig({ NODE_ENV: 'production', CONTENT_DEMO: 'true' }).contentApiUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', CONTENT_API_URL: 'http://cms:1337' }).contentApiUrl).toBe(
      'http://cms:1337',
    );
    // development and the tests serve the demo unless told not to
    expect(loadConfig({ NODE_ENV: 'development' }).contentApiUrl).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'development', CONTENT_DEMO: 'false' })).toThrow(/CONTENT_API_URL/);
  });
});
