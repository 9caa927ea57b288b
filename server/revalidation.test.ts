import { PageCache, type CachedPage } from './cache/page-cache';
import { createContentCache } from './content/content-cache';
import { silentLogger } from './logger';
import { createRevalidator } from './revalidation';
import { aboutPublished, ABOUT } from '../tests/support/webhook';

/** A revalidator whose page service records what it is asked to purge at the edge. */
async function revalidator(lateAfterMs?: number) {
  const pageCache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
  await pageCache.store({
    key: 'en|/about',
    url: '/about',
    html: Buffer.from('<p>about</p>'),
    deps: { contentUrls: [], tags: [`${ABOUT}@en`] },
    degraded: false,
  });
  const purges: Array<{ tags: readonly string[] | undefined; pages: string[] }> = [];
  const revalidate = createRevalidator({
    contentCache: createContentCache({ ttlSeconds: 60, minDelayMs: 0 }),
    pageCache,
    pageService: {
      refresh: () => undefined,
      contentChanged: () => undefined,
      purgeWhenFresh: (tags, pages: readonly CachedPage[]) =>
        purges.push({ tags, pages: pages.map((page) => page.key) }),
    },
    lateAfterMs,
    logger: silentLogger,
  });
  return { revalidate, purges };
}

describe('who purges the edge', () => {
  it('when a webhook arrives, then the edge is purged of its tags once the pages it outdated are fresh', async () => {
    const { revalidate, purges } = await revalidator(75);
    revalidate.revalidate(aboutPublished('en', 'New'));
    expect(purges).toEqual([{ tags: [ABOUT, `${ABOUT}@en`], pages: ['en|/about'] }]);
  });

  it('when another replica tells a change in time, then this one leaves the purge to it; when it learns of it late, or after missing changes, it purges too', async () => {
    const { revalidate, purges } = await revalidator(75);
    const { apply: relayed } = revalidate;
    relayed([`${ABOUT}@en`], { lagMs: 3 });
    expect(purges).toEqual([]);
    relayed([`${ABOUT}@en`], { lagMs: 2000 });
    relayed(undefined, { lagMs: Number.POSITIVE_INFINITY });
    expect(purges.map((purge) => purge.tags)).toEqual([[`${ABOUT}@en`], undefined]);
  });

  it('when no edge is purged (no lateness set), then a late change purges nothing', async () => {
    const { revalidate, purges } = await revalidator();
    const { apply: relayed } = revalidate;
    relayed(undefined, { lagMs: Number.POSITIVE_INFINITY });
    expect(purges).toEqual([]);
  });
});
