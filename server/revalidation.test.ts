import { entryKeyField } from '@dkg/content-model';
import { entryTag, localeTag } from '../src/content/content-request.server';
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
  /** Whether each purge was of a webhook received here (whose lag to live is observed). */
  const received: boolean[] = [];
  const revalidate = createRevalidator({
    contentCache: createContentCache({ ttlSeconds: 60, minDelayMs: 0 }),
    pageCache,
    pageService: {
      refresh: () => undefined,
      contentChanged: () => undefined,
      purgeWhenFresh: (tags, pages: readonly CachedPage[], receivedAt?: number) => {
        purges.push({ tags, pages: pages.map((page) => page.key) });
        received.push(receivedAt !== undefined);
      },
    },
    lateAfterMs,
    logger: silentLogger,
  });
  return { revalidate, purges, received };
}

describe('who purges the edge', () => {
  it('when a webhook arrives, then the edge is purged of its tags once the pages it outdated are fresh, timed from its arrival', async () => {
    const { revalidate, purges, received } = await revalidator(75);
    revalidate.revalidate(aboutPublished('en', 'New'));
    expect(purges).toEqual([{ tags: [ABOUT, `${ABOUT}@en`], pages: ['en|/about'] }]);
    expect(received).toEqual([true]);
  });

  it('when another replica tells a change in time, then this one leaves the purge to it; when it learns of it late, or after missing changes, it purges too', async () => {
    const { revalidate, purges, received } = await revalidator(75);
    const { apply: relayed } = revalidate;
    relayed([`${ABOUT}@en`], { lagMs: 3 });
    expect(purges).toEqual([]);
    relayed([`${ABOUT}@en`], { lagMs: 2000 });
    relayed(undefined, { lagMs: Number.POSITIVE_INFINITY });
    expect(purges.map((purge) => purge.tags)).toEqual([[`${ABOUT}@en`], undefined]);
    // The webhook arrived at another replica: its lag to live is that one's to observe.
    expect(received).toEqual([false, false]);
  });

  it('when no edge is purged (no lateness set), then a late change purges nothing', async () => {
    const { revalidate, purges } = await revalidator();
    const { apply: relayed } = revalidate;
    relayed(undefined, { lagMs: Number.POSITIVE_INFINITY });
    expect(purges).toEqual([]);
  });
});

describe('the order pages render in after a change', () => {
  it('when an entry changes, then its own pages are refreshed before the lists and other pages that show it, the page in the locale edited first', async () => {
    const uid = 'api::event.event';
    const key = 'open-days';
    const keyField = entryKeyField(uid)!;
    const pageCache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const store = (url: string, locale: string, tags: string[]) =>
      pageCache.store({
        key: `${locale}|${url}`,
        url,
        html: Buffer.from('<p></p>'),
        deps: { contentUrls: [], tags: tags.map((tag) => localeTag(tag, locale)) },
        degraded: false,
      });
    // Stored in both orders around the entry's pages: wherever the cache keeps them, they go first.
    await store('/', 'en', [uid]);
    await store(`/events/${key}`, 'en', [entryTag(uid, key), uid]);
    await store(`/ru/events/${key}`, 'ru', [entryTag(uid, key), uid]);
    await store('/events', 'en', [uid]);
    await store('/about', 'en', [ABOUT]);
    const refreshed: string[] = [];
    const { revalidate } = createRevalidator({
      contentCache: createContentCache({ ttlSeconds: 60, minDelayMs: 0 }),
      pageCache,
      pageService: {
        refresh: (page) => refreshed.push(page.url),
        contentChanged: () => undefined,
        purgeWhenFresh: () => undefined,
      },
      logger: silentLogger,
    });
    // Seen for the first time: every locale's pages of the event are outdated.
    revalidate({
      event: 'entry.publish',
      model: 'event',
      uid,
      entry: {
        id: 7,
        documentId: 'doc-event',
        locale: 'en',
        [keyField]: key,
        publishedAt: '2030-01-01T00:00:00.000Z',
      },
    });
    expect(refreshed.slice(0, 2)).toEqual([`/events/${key}`, `/ru/events/${key}`]);
    expect(refreshed.slice(2).sort()).toEqual(['/', '/events']);
  });
});
