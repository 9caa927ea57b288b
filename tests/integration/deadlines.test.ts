import request from 'supertest';
import { createContactRequestPost } from '../../server/contact/post-contact-request';
import { createContentHttp } from '../../src/content/http.server';
import type { Fault } from '../support/fault-proxy';
import { startTestSite, type TestSite } from '../support/site';

/**
 * CONTENT_TIMEOUT_MS bounds the whole answer of every content call, body included, and every request's
 * calls together: a content service that trickles, stalls, drops or dawdles never holds a visitor
 * longer than the deadline. The margin is wide, for a loaded machine: every fault below would hold the
 * request many times longer than deadline and margin together without the deadline.
 *
 * A deadline's length changes nothing of what it bounds, and most tests wait it out, so it is short:
 * still long enough, on a loaded machine, for a page's first answers to come in time where a test
 * needs them (a page rendered before the fault, the property whose similar ones are cut).
 */
const DEADLINE_MS = 1_000;
const MARGIN_MS = 4_000;

/** A body sent one byte every 50 ms: a content answer of a few kilobytes would take minutes. */
const TRICKLE: Fault = { kind: 'trickle', intervalMs: 50 };

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await action();
  return { result, ms: performance.now() - started };
}

jest.setTimeout(30_000);

describe('a content service that misbehaves mid-answer', () => {
  let site: TestSite;

  beforeEach(async () => {
    site = await startTestSite({
      faultProxy: true,
      env: { CONTENT_TIMEOUT_MS: String(DEADLINE_MS), CONTENT_CACHE_TTL_S: '0' },
    });
  });

  afterEach(() => site.close());

  it.each<[string, Fault]>([
    ['sends its headers at once and then the body byte by byte', TRICKLE],
    ['stalls after the first bytes of the body', { kind: 'stall', afterBytes: 40 }],
    ['answers only after a long wait', { kind: 'slow', delayMs: 20_000 }],
  ])('when it %s, then a page never rendered is a 503 within the deadline', async (_what, fault) => {
    site.proxy!.fault = fault;
    const { result: response, ms } = await timed(() => request(site.app).get('/el/certificates'));
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['x-cache']).toBe('BYPASS');
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    expect(site.proxy!.faulted).toBeGreaterThan(0);
  });

  it('when it drops the connection in the middle of a body, then a page never rendered is a 503 at once', async () => {
    site.proxy!.fault = { kind: 'drop', afterBytes: 40 };
    const { result: response, ms } = await timed(() => request(site.app).get('/ru/partners'));
    expect(response.status).toBe(503);
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  });

  it('when calls run one after another and each is slow, then they share the deadline: the later one is cut', async () => {
    // The property, then the similar ones asked for after it, each take 60 % of the deadline: each
    // within its own timeout would make a page after 120 % of it, similar properties included.
    site.proxy!.applies = (_method, path) => path.startsWith('/api/properties');
    site.proxy!.fault = { kind: 'slow', delayMs: DEADLINE_MS * 0.6 };
    const { result: response, ms } = await timed(() => request(site.app).get('/properties/1001'));
    expect(site.proxy!.faulted).toBe(2);
    // The property came in time: the page is shown, without the part that did not.
    expect(response.status).toBe(200);
    expect(response.text).toContain('class="property-facts"');
    expect(response.text).not.toContain('property__similar');
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  });

  it('when a page was rendered before, then it is served from the cache while the service trickles', async () => {
    expect((await request(site.app).get('/about')).status).toBe(200);
    site.proxy!.fault = TRICKLE;
    const { result: response, ms } = await timed(() => request(site.app).get('/about'));
    expect(response.status).toBe(200);
    expect(response.headers['x-cache']).toBe('HIT');
    expect(ms).toBeLessThan(MARGIN_MS);
  });

  it('when content was fetched before but the page was never kept, then its last good copy makes the page at the deadline', async () => {
    expect((await request(site.app).get('/ru/about')).status).toBe(200);
    site.site.pageCache.delete('ru:/ru/about');
    site.proxy!.fault = TRICKLE;
    const { result: response, ms } = await timed(() => request(site.app).get('/ru/about'));
    expect(response.status).toBe(200);
    expect(response.text).toContain('<h1');
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  });

  it('when the content client is used on its own, then one call is bounded too, body included', async () => {
    site.proxy!.fault = TRICKLE;
    const fetch = createContentHttp({ baseUrl: site.proxy!.url, timeoutMs: DEADLINE_MS });
    const { result: error, ms } = await timed(() =>
      fetch('/api/aside?locale=en').catch((reason: unknown) => reason),
    );
    expect(error).toMatchObject({ name: 'ContentError', kind: 'timeout' });
    expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
  });

  it.each<[string, Fault]>([
    ['trickles its answer', TRICKLE],
    ['stalls in the middle of its answer', { kind: 'stall', afterBytes: 10 }],
    ['drops the connection in the middle of its answer', { kind: 'drop', afterBytes: 10 }],
  ])(
    'when the content service %s to an enquiry, then the forwarder gives up within the deadline and retries later',
    async (_what, fault) => {
      site.proxy!.fault = fault;
      const deliver = createContactRequestPost({ baseUrl: site.proxy!.url, timeoutMs: DEADLINE_MS });
      const { result: outcome, ms } = await timed(() =>
        deliver({
          name: 'Ann Smith',
          email: 'ann@example.test',
          phone: '',
          message: 'Hello',
          locale: 'en',
          page: '/contacts',
          subject: null,
          requestId: '6f1f2d0e-5a8b-4d3c-9a51-0d5c3f2b7e10',
          receivedAt: '2030-01-01T00:00:00.000Z',
        }),
      );
      expect(outcome.kind).toBe('retry');
      expect(ms).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    },
  );
});
