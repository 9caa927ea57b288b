import type { Writable } from 'node:stream';
import type { i18n as I18n } from 'i18next';
import type { LoaderContext } from '../../src/loaders/loader-context';
import { PageCache, type StoredPage } from '../cache/page-cache';
import type { PageIdentity } from '../cache/page-key';
import { createEdgeHeaders } from '../edge/edge-headers';
import { createEdgeTags } from '../edge/edge-tags';
import { silentLogger } from '../logger';
import { createMetrics } from '../observability/metrics';
import type { RenderOutcome } from '../render/page-renderer';
import { createFleetPages } from '../shared/fleet-pages';
import type { SharedChanges } from '../shared/shared-changes';
import { RENDER_LOCK_MS, type SharedPages } from '../shared/shared-pages';
import { sampleValue } from '../../tests/support/exposition';
import { waitFor } from '../../tests/support/wait-for';
import { createPageService, type PageRequest } from './page-service';

const KEY = 'en|/events';

/**
 * The replicas' shared pages as one replica sees them, in memory: `beforeLock` runs what the other
 * replicas do between this replica's look for a copy and its attempt at the lock.
 */
function sharedPages() {
  const copies = new Map<string, StoredPage>();
  const holders = new Map<string, string>();
  let fence = 0;
  const state = {
    copies,
    holders,
    beforeLock: undefined as (() => void) | undefined,
    locksTaken: 0,
    bodiesRead: 0,
  };
  const pages: SharedPages = {
    get: async (key) => {
      state.bodiesRead += 1;
      return copies.get(key) ?? null;
    },
    renderedAt: async (key) => copies.get(key)?.renderedAt ?? null,
    put: async (page) => {
      copies.set(page.key, page);
    },
    fence: async () => (fence += 1),
    lock: async (key) => {
      const hook = state.beforeLock;
      state.beforeLock = undefined;
      hook?.();
      if (holders.has(key)) return { state: 'held' };
      holders.set(key, 'this replica');
      state.locksTaken += 1;
      return {
        state: 'taken',
        release: async () => {
          holders.delete(key);
        },
      };
    },
  };
  return { pages, state };
}

/** A page as another replica shares it: rendered now, with its own body. */
function copyFromAnotherReplica(body: string): StoredPage {
  return {
    key: KEY,
    url: '/events',
    etag: `"${body}"`,
    renderedAt: Date.now(),
    degraded: false,
    deps: { contentUrls: [], tags: ['api::event.event'] },
    styleHashes: [],
    bodies: { br: Buffer.from(body), gzip: Buffer.from(body) },
    length: body.length,
  };
}

function replica() {
  const shared = sharedPages();
  const pageCache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
  const renders: Array<{ url: string; lockHeld: boolean }> = [];
  const renderPage = async (request: Request): Promise<RenderOutcome> => {
    renders.push({ url: new URL(request.url).pathname, lockHeld: shared.state.holders.has(KEY) });
    return {
      type: 'document',
      status: 200,
      headers: new Headers(),
      locale: 'en',
      routeName: 'events',
      styleHashes: [],
      write: async (destination: Writable) => {
        destination.write(Buffer.from('<!DOCTYPE html><p>rendered here</p>'));
      },
    };
  };
  const changes: SharedChanges = {
    publish: () => undefined,
    changedSince: () => false,
    lagSeconds: () => 0,
    follow: () => async () => undefined,
    close: async () => undefined,
  };
  const metrics = createMetrics({ defaultMetrics: false });
  const service = createPageService({
    identify: (url) => ({ url, key: `en|${url}`, locale: 'en', cacheable: true }) as PageIdentity,
    previewHeaders: [],
    renderPage,
    newRequestContent: () => ({
      context: {} as LoaderContext,
      content: { used: [], stale: false, contentMs: 0 },
    }),
    i18nFor: () => ({}) as I18n,
    pageCache,
    publicUrl: 'https://www.example.test',
    logger: silentLogger,
    metrics,
    fleet: createFleetPages({ pages: shared.pages, changes, ttlMs: 60_000, metrics }),
    burst: { quietMs: 0, maxWaitMs: 0 },
  });
  return { service, pageCache, renders, shared: shared.state };
}

describe('a page rendered once for the replicas', () => {
  afterEach(() => jest.useRealTimers());

  it('when another replica shares the page and lets go of its lock between this replica’s look and its lock, then this replica takes that copy and does not render it', async () => {
    const { service, pageCache, renders, shared } = replica();
    shared.beforeLock = () => shared.copies.set(KEY, copyFromAnotherReplica('rendered by B'));

    expect(await service.renderIntoCache('/events', 'revalidation')).toBe('stored');

    expect(renders).toEqual([]);
    expect(pageCache.get(KEY)?.etag).toBe('"rendered by B"');
    expect(shared.holders.size).toBe(0);
  });

  it('when another replica holds a page’s render longer than a visitor would wait, then a background render waits for its copy instead of rendering the page again', async () => {
    jest.useFakeTimers();
    const { service, pageCache, renders, shared } = replica();
    shared.holders.set(KEY, 'replica B');

    const result = service.renderIntoCache('/events', 'revalidation');
    await jest.advanceTimersByTimeAsync(RENDER_LOCK_MS / 2);
    expect(renders).toEqual([]);
    shared.copies.set(KEY, copyFromAnotherReplica('rendered by B, slowly'));
    shared.holders.delete(KEY);
    await jest.advanceTimersByTimeAsync(1000);

    expect(await result).toBe('stored');
    expect(renders).toEqual([]);
    expect(pageCache.get(KEY)?.etag).toBe('"rendered by B, slowly"');
  });

  it('when this replica’s copy is outdated and another replica has rendered the page since, then a stale request takes that copy; without a newer one it keeps its own, reading no bodies', async () => {
    const { service, pageCache, shared } = replica();
    await service.renderIntoCache('/events');
    const own = pageCache.get(KEY)!;
    pageCache.markOutdated(['api::event.event']);

    // The fleet's copy is the one this replica shared: not newer, so only its date is read.
    shared.bodiesRead = 0;
    expect(await service.fresherCopy(own, '/events')).toBeNull();
    expect(shared.bodiesRead).toBe(0);

    shared.copies.set(KEY, {
      ...copyFromAnotherReplica('rendered by B after the change'),
      renderedAt: own.renderedAt + 1,
    });
    const [first, second] = await Promise.all([
      service.fresherCopy(own, '/events'),
      service.fresherCopy(own, '/events'),
    ]);
    expect(first?.etag).toBe('"rendered by B after the change"');
    expect(second).toBe(first);
    expect(shared.bodiesRead).toBe(1);
    expect(pageCache.get(KEY)).toBe(first);
    expect(pageCache.isStale(first!)).toBe(false);
  });

  it('when the replica holding the lock lets go of it without a copy (its render failed or was outdated), then this replica renders the page holding the lock itself', async () => {
    jest.useFakeTimers();
    const { service, pageCache, renders, shared } = replica();
    shared.holders.set(KEY, 'replica B');

    const result = service.renderIntoCache('/events', 'revalidation');
    await jest.advanceTimersByTimeAsync(500);
    shared.holders.delete(KEY);
    await jest.advanceTimersByTimeAsync(1000);

    expect(await result).toBe('stored');
    expect(renders).toEqual([{ url: '/events', lockHeld: true }]);
    expect(pageCache.get(KEY)).toBeDefined();
    expect(shared.holders.size).toBe(0);
  });
});

describe('the edge in front of the pages', () => {
  const TAG = 'api::event.event@en';

  /**
   * A page service without replicas, with an edge (unless `edge` is false): `purged` records each
   * purge with whether the page was still outdated in the cache at that moment; `hooks.duringRender`
   * runs inside a render.
   */
  function withEdge({ edge = true, pageByPage = false } = {}) {
    const metrics = createMetrics({ defaultMetrics: false });
    const pageCache = new PageCache({ maxBytes: 1e6, ttlSeconds: 60 });
    const tags = createEdgeTags('https://www.example.test');
    const purged: Array<{ tags: readonly string[] | undefined; outdated: boolean | undefined }> = [];
    const hooks = { duringRender: undefined as (() => void) | undefined, fail: false, status: 200 };
    let renders = 0;
    const renderPage = async (): Promise<RenderOutcome> => {
      renders += 1;
      const hook = hooks.duringRender;
      hooks.duringRender = undefined;
      hook?.();
      if (hooks.fail) throw new Error('the content service is away');
      return {
        type: 'document',
        status: hooks.status,
        headers: new Headers(),
        locale: 'en',
        routeName: 'events',
        styleHashes: [],
        write: async (destination: Writable) => {
          destination.write(Buffer.from(`<!DOCTYPE html><p>render ${renders}</p>`));
        },
      };
    };
    const service = createPageService({
      identify: (url) => ({ url, key: `en|${url}`, locale: 'en', cacheable: true }) as PageIdentity,
      previewHeaders: [],
      renderPage,
      newRequestContent: () => ({
        context: {} as LoaderContext,
        content: {
          used: [{ url: '/api/events?locale=en', tags: [TAG], stale: false, hit: false }],
          stale: false,
          contentMs: 0,
        },
      }),
      i18nFor: () => ({}) as I18n,
      pageCache,
      publicUrl: 'https://www.example.test',
      logger: silentLogger,
      metrics,
      burst: { quietMs: 0, maxWaitMs: 0 },
      edge: edge
        ? {
            headers: createEdgeHeaders(tags, 'varnish'),
            purger: {
              pageByPage,
              purge: (purgedTags) => {
                // A page's own tag: whether that page was outdated; a content tag: the first page.
                const page = purgedTags?.[0]?.startsWith('page:') ? purgedTags[0].slice(5) : KEY;
                purged.push({ tags: purgedTags, outdated: pageCache.get(page)?.outdated });
              },
            },
          }
        : undefined,
    });
    /** What the revalidator does with a change of these tags (a webhook received at `receivedAt`). */
    const change = (changed: string[], receivedAt?: number) => {
      const pages = pageCache.markOutdated(changed);
      service.contentChanged(pages);
      pages.forEach((page) => service.refresh(page));
      service.purgeWhenFresh(changed, pages, receivedAt);
    };
    /** The publications whose lag to live was observed. */
    const observedLags = async () =>
      sampleValue(await metrics.registry.metrics(), 'publish_live_lag_seconds_count');
    return { service, pageCache, tags, purged, hooks, change, renders: () => renders, observedLags };
  }

  const visit = (url: string): PageRequest => ({
    target: url,
    page: { url, key: `en|${url}`, locale: 'en', cacheable: true } as PageIdentity,
    preview: false,
    locale: 'en',
  });

  it('when a visitor’s page is rendered and kept, then its answer gives the edge its tags and a day; an error page gives neither', async () => {
    const { service, tags, hooks } = withEdge();
    const answer = await service.answer(visit('/events'), new AbortController().signal);
    if (answer?.type !== 'document') throw new Error('expected a document');
    const headers = Object.fromEntries(answer.headers.map(([name, value]) => [name.toLowerCase(), value]));
    expect(headers.xkey).toBe(tags.tokens(['*', `page:${KEY}`, TAG]).join(' '));
    expect(headers['surrogate-control']).toBe('max-age=86400, stale-if-error=604800');
    await answer.body(null);

    hooks.status = 404;
    const missing = await service.answer(visit('/events/nothing'), new AbortController().signal);
    if (missing?.type !== 'document') throw new Error('expected a document');
    const names = missing.headers.map(([name]) => name.toLowerCase());
    expect(names).not.toContain('xkey');
    expect(names).not.toContain('surrogate-control');
    expect(Object.fromEntries(missing.headers)['Cache-Control']).toBe('no-store');
    await missing.body(null);
  });

  it('when content changes, then its tags are purged at the edge only once the pages it outdated are fresh in the cache again', async () => {
    const { service, pageCache, purged, change, renders } = withEdge();
    await service.renderIntoCache('/events');
    change([TAG]);
    expect(pageCache.get(KEY)?.outdated).toBe(true);
    expect(purged).toEqual([]);
    await service.background.idle();
    await waitFor('the purge', () => purged.length === 1);
    expect(purged).toEqual([{ tags: [TAG], outdated: false }]);
    expect(renders()).toBe(2);
  });

  it('when purging costs no rate limit, then each outdated page is purged by its own tag once it is fresh, and the change’s tags once all are', async () => {
    const { service, purged, change } = withEdge({ pageByPage: true });
    await service.renderIntoCache('/events');
    await service.renderIntoCache('/events/a');
    change([TAG]);
    expect(purged).toEqual([]);
    await service.background.idle();
    await waitFor('the purge of the change', () => purged.length === 3);
    const pages = purged.slice(0, 2).sort((a, b) => String(a.tags).localeCompare(String(b.tags)));
    expect(pages).toEqual([
      { tags: [`page:${KEY}`], outdated: false },
      { tags: ['page:en|/events/a'], outdated: false },
    ]);
    expect(purged[2]).toEqual({ tags: [TAG], outdated: false });
  });

  it('when the page’s content changes again while it renders, then the purge waits for the render after', async () => {
    const { service, pageCache, purged, hooks, change, renders } = withEdge();
    await service.renderIntoCache('/events');
    hooks.duringRender = () => pageCache.markOutdated([TAG]).forEach((page) => service.refresh(page));
    change([TAG]);
    await service.background.idle();
    await waitFor('the purge', () => purged.length === 1);
    expect(renders()).toBe(3);
    expect(purged[0].outdated).toBe(false);
  });

  it('when the page fails to render again, then the purge is not held: the edge then keeps the stale copy a second only', async () => {
    const { service, purged, hooks, change } = withEdge();
    await service.renderIntoCache('/events');
    hooks.fail = true;
    change([TAG]);
    await service.background.idle();
    await waitFor('the purge', () => purged.length === 1);
    expect(purged).toEqual([{ tags: [TAG], outdated: true }]);
  });

  it('when a visitor’s page is built while its content changes, then it renders again and the edge’s copy of that page alone is purged', async () => {
    const { service, pageCache, purged, hooks, renders } = withEdge();
    hooks.duringRender = () => pageCache.markOutdated([TAG]);
    const answer = await service.answer(visit('/events'), new AbortController().signal);
    if (answer?.type !== 'document') throw new Error('expected a document');
    await answer.body(() => undefined);
    await service.background.idle();
    await waitFor('the purge', () => purged.length === 1);
    expect(purged).toEqual([{ tags: [`page:${KEY}`], outdated: false }]);
    expect(renders()).toBe(2);
  });

  it('when a webhook outdated pages, then the time from its arrival until they are fresh again is observed once they are, with or without an edge; a change told by another replica, or that outdated no page here, is not', async () => {
    for (const edge of [true, false]) {
      const { service, pageCache, change, observedLags, purged } = withEdge({ edge });
      await service.renderIntoCache('/events');
      const receivedAt = performance.now();
      change([TAG], receivedAt);
      expect(await observedLags()).toBe(0);
      await service.background.idle();
      await waitFor('the lag observed', async () => (await observedLags()) === 1);
      expect(pageCache.get(KEY)?.outdated).toBe(false);
      expect(purged).toHaveLength(edge ? 1 : 0);

      change([TAG]);
      service.purgeWhenFresh([TAG], [], performance.now());
      await service.background.idle();
      await new Promise((resolve) => setImmediate(resolve));
      expect(await observedLags()).toBe(1);
    }
  });
});
