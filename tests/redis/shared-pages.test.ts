import type { StoredPage } from '../../server/cache/page-cache';
import { silentLogger } from '../../server/logger';
import { connectSharedRedis, type SharedRedis } from '../../server/shared/redis';
import { createSharedPages, type SharedPages } from '../../server/shared/shared-pages';
import { startRedisServer, type RunningRedis } from './support/redis-server';
import { waitFor } from '../support/wait-for';

const page = (html: string): StoredPage => ({
  key: 'en|/about',
  url: '/about',
  etag: `"${html}"`,
  renderedAt: Date.now(),
  degraded: false,
  deps: { contentUrls: [], tags: ['api::page-about.page-about'] },
  styleHashes: [],
  bodies: { br: Buffer.from(html), gzip: Buffer.from(html) },
  length: html.length,
});

describe('the shared pages in Redis', () => {
  let redis: RunningRedis;
  let shared: SharedRedis;
  let pages: SharedPages;

  beforeAll(async () => {
    redis = await startRedisServer();
    shared = connectSharedRedis(redis.url, silentLogger);
    pages = createSharedPages({ redis: shared, ttlMs: 60_000 });
    await waitFor('connected', async () => shared.state() === 'connected');
  });

  afterAll(async () => {
    await shared?.close();
    await redis?.stop();
  });

  it('when a render that started earlier finishes later, then it does not replace the newer copy', async () => {
    const early = await pages.fence();
    const late = await pages.fence();
    await pages.put(page('late'), late!);
    await pages.put(page('early'), early!);
    expect((await pages.get('en|/about'))?.etag).toBe('"late"');
    const later = await pages.fence();
    await pages.put(page('latest'), later!);
    expect((await pages.get('en|/about'))?.etag).toBe('"latest"');
  });

  it('when a replica asks when the fleet’s copy was rendered, then it gets the date alone, and null for a page nobody shared', async () => {
    const shared = { ...page('dated'), key: 'en|/dated', renderedAt: 1_900_000_000_000 };
    await pages.put(shared, (await pages.fence())!);
    expect(await pages.renderedAt('en|/dated')).toBe(1_900_000_000_000);
    expect(await pages.renderedAt('en|/never-shared')).toBeNull();
  });

  it('when one replica holds a page render, then another finds it held until it is released', async () => {
    const first = await pages.lock('en|/ru');
    expect(first.state).toBe('taken');
    expect((await pages.lock('en|/ru')).state).toBe('held');
    if (first.state === 'taken') await first.release();
    const again = await pages.lock('en|/ru');
    expect(again.state).toBe('taken');
    if (again.state === 'taken') await again.release();
  });

  it('when Redis is away, then every call answers at once without a page or a lock', async () => {
    await redis.kill();
    try {
      await waitFor('degraded', async () => shared.state() === 'degraded');
      const started = Date.now();
      expect(await pages.get('en|/about')).toBeNull();
      expect(await pages.renderedAt('en|/about')).toBeNull();
      expect(await pages.fence()).toBeNull();
      expect((await pages.lock('en|/about')).state).toBe('unavailable');
      await pages.put(page('nowhere'), 1);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await redis.restart();
    }
    await waitFor('connected again', async () => shared.state() === 'connected');
    expect(await pages.get('en|/about')).toBeNull();
  });
});
