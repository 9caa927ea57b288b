import { PageCache } from './page-cache';

const html = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(50)}</body></html>`);
const deps = { contentUrls: ['/api/header?locale=en'], tags: ['api::header.header'] };

describe('page cache', () => {
  it('when a page is stored, then the cache counts its compressed bodies only: the plain one is not kept', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const big = html('<p class="entry-card">A villa by the sea, three bedrooms</p>'.repeat(40));
    const page = await cache.store({ key: 'en:/big', url: '/big', html: big, deps, degraded: false });
    expect(page.length).toBe(big.length);
    expect(cache.bytes).toBeLessThan(big.length / 4);
  });

  it('when a page is kept, then its bodies hold no more memory than their bytes, so the byte bound is what it holds', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
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

  it('when more pages are stored than the byte bound allows, then the least recently used go', async () => {
    const cache = new PageCache({ maxBytes: 40_000, ttlSeconds: 60 });
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
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60, now: () => now });
    const page = await cache.store({ key: 'k', url: '/k', html: html('x'), deps, degraded: false });
    expect(cache.isStale(page)).toBe(false);
    now += 60_001;
    expect(cache.isStale(page)).toBe(true);
    const degraded = await cache.store({ key: 'd', url: '/d', html: html('x'), deps, degraded: true });
    expect(cache.isStale(degraded)).toBe(true);
  });

  it('when content of a type changes, then exactly the pages built from it are marked outdated and still served', async () => {
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
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
    const cache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
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
