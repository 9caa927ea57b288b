import request from 'supertest';
import { createContentBreaker } from '../../server/content/circuit-breaker';
import { createContentHttp } from '../../src/content/http.server';
import { searchCollectionRequests } from '../../src/content/requests/search-documents.server';
import { startTestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

describe('when the content service fails', () => {
  it('when a page was rendered before and the service goes down, then the old page keeps being served as STALE', async () => {
    // Pages are stale at once (TTL 0), so every request tries to render them again in the background.
    const site = await startTestSite({ env: { PAGE_CACHE_TTL_S: '0', CONTENT_CACHE_TTL_S: '0' } });
    try {
      const fresh = await request(site.app).get('/ru/partners');
      expect(fresh.status).toBe(200);
      site.content.faults.mode = 'down';
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const stale = await request(site.app).get('/ru/partners');
        expect(stale.status).toBe(200);
        expect(stale.headers['x-cache']).toBe('STALE');
        expect(stale.text).toBe(fresh.text);
      }
    } finally {
      await site.close();
    }
  });

  it.each([
    ['down', 'a refused connection'],
    ['error', 'a 500'],
    ['garbage', 'an answer of the wrong shape'],
  ] as const)(
    'when a page was never rendered and the service answers %s (%s), then it is a 503 with Retry-After, never cached',
    async (mode, _what) => {
      const site = await startTestSite();
      try {
        site.content.faults.mode = mode;
        const response = await request(site.app).get('/el/certificates');
        expect(response.status).toBe(503);
        expect(response.headers['retry-after']).toBe('30');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-cache']).toBe('BYPASS');
        expect(site.site.pageCache.size).toBe(0);
      } finally {
        await site.close();
      }
    },
  );

  it('when the service is slower than CONTENT_TIMEOUT_MS, then the call gives up and the page is a 503', async () => {
    const site = await startTestSite({ env: { CONTENT_TIMEOUT_MS: '100' } });
    try {
      site.content.faults.mode = 'slow';
      site.content.faults.delayMs = 1000;
      const started = Date.now();
      const response = await request(site.app).get('/about');
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(900);
    } finally {
      await site.close();
    }
  });

  it('when garbage follows good content, then the good content stays: an invalid answer never replaces it', async () => {
    const site = await startTestSite({ env: { CONTENT_CACHE_TTL_S: '0', PAGE_CACHE_TTL_S: '0' } });
    try {
      const good = await request(site.app).get('/ru/about');
      site.content.faults.mode = 'garbage';
      // A page never rendered, built from the same content pieces: they come from the last good answers.
      site.site.pageCache.delete('ru:/ru/about');
      const again = await request(site.app).get('/ru/about');
      expect(again.status).toBe(200);
      expect(again.text).toContain('<h1');
      expect(again.text.match(/<h1[^>]*>([^<]+)/)?.[1]).toBe(good.text.match(/<h1[^>]*>([^<]+)/)?.[1]);
    } finally {
      await site.close();
    }
  });

  it('when calls keep failing, then the circuit opens and calls fail fast without reaching the service, then recover', async () => {
    let calls = 0;
    const breaker = createContentBreaker({ volumeThreshold: 3, resetTimeoutMs: 300 });
    const site = await startTestSite({ overrides: { breaker } });
    const http = createContentHttp({ baseUrl: site.content.url, timeoutMs: 2000 });
    const counted = await startTestSite({
      overrides: {
        breaker,
        contentFetch: (url, options) => {
          calls += 1;
          return http(url, options);
        },
      },
    });
    try {
      counted.content.faults.mode = 'down';
      site.content.faults.mode = 'down';
      await request(counted.app).get('/about');
      expect(breaker.state()).toBe('open');
      const before = calls;
      const response = await request(counted.app).get('/services');
      expect(response.status).toBe(503);
      expect(calls).toBe(before);
      site.content.faults.mode = 'none';
      // After its pause (300 ms) the circuit lets one call try again.
      await waitFor('the circuit half-open', () => breaker.state() !== 'open', { intervalMs: 10 });
      expect(breaker.state()).toBe('half-open');
      let recovered = await request(counted.app).get('/services');
      for (let attempt = 0; attempt < 10 && recovered.status !== 200; attempt += 1) {
        recovered = await request(counted.app).get('/services');
      }
      expect(recovered.status).toBe(200);
      expect(breaker.state()).toBe('closed');
    } finally {
      await counted.close();
      await site.close();
    }
  });

  it('when the circuit is open, then the search does not call the service either: it answers 503 at once', async () => {
    let calls = 0;
    const breaker = createContentBreaker({ volumeThreshold: 1, resetTimeoutMs: 60_000 });
    const site = await startTestSite({
      overrides: { breaker },
      wrapContentFetch: (fetch) => (url, options) => {
        calls += 1;
        return fetch(url, options);
      },
    });
    try {
      site.content.faults.mode = 'down';
      expect((await request(site.app).get('/about')).status).toBe(503);
      expect(breaker.state()).toBe('open');
      site.content.faults.mode = 'none';
      const before = calls;
      const search = await request(site.app).get('/search-result?q=villa');
      expect(search.status).toBe(503);
      expect(calls).toBe(before);
    } finally {
      await site.close();
    }
  });

  it('when the search builds its index, then every call it makes is counted in the metrics and kept in the site’s content cache', async () => {
    let calls = 0;
    const site = await startTestSite({
      wrapContentFetch: (fetch) => (url, options) => {
        calls += 1;
        return fetch(url, options);
      },
    });
    try {
      expect((await request(site.app).get('/search-result?q=villa')).status).toBe(200);
      const metrics = (await request(site.app).get('/metrics')).text;
      const counted = [
        ...metrics.matchAll(/^content_call_duration_seconds_count\{ok="(?:true|false)"\} (\d+)$/gm),
      ]
        .map((match) => Number(match[1]))
        .reduce((sum, count) => sum + count, 0);
      expect(calls).toBeGreaterThan(searchCollectionRequests.length);
      expect(counted).toBe(calls);
      for (const request of searchCollectionRequests)
        expect(site.cache.get(request('en', 1).url)).toBeDefined();
    } finally {
      await site.close();
    }
  });
});
