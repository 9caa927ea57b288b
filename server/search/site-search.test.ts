import { ContentError } from '../../src/content/content-error';
import { createContentHttp } from '../../src/content/http.server';
import { createContentCache, type ContentCache } from '../content/content-cache';
import { createContentPipeline } from '../content/content-pipeline';
import { createDemoDataset } from '@dkg/demo-content';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { loadSearchDocuments } from './search-documents';
import { createSiteSearch } from './site-search';

const builds = jest.fn(loadSearchDocuments);

describe('the site search index lifecycle', () => {
  let service: ContentServiceHandle;
  let cache: ContentCache;
  let clock: number;
  const onError = jest.fn();

  beforeAll(async () => {
    service = await startContentService({ dataset: createDemoDataset() });
  });
  afterAll(() => service.close());

  beforeEach(() => {
    builds.mockClear();
    onError.mockClear();
    service.faults.mode = 'none';
    cache = createContentCache({ ttlSeconds: 60, minDelayMs: 0 });
    clock = 1_000_000;
  });

  const siteSearch = () =>
    createSiteSearch({
      // Generous: this suite is about the index's lifecycle, not about deadlines.
      content: createContentPipeline({
        fetch: createContentHttp({ baseUrl: service.url, timeoutMs: 15_000 }),
        cache,
        mediaUrl: '',
        timeoutMs: 15_000,
      }),
      ttlSeconds: 60,
      retryAfterMs: 5_000,
      onError,
      loadDocuments: builds,
      now: () => clock,
    });

  it('when the first searches of a locale arrive together, then the index is built once', async () => {
    const search = siteSearch();
    const results = await Promise.all([
      search.search('en', 'villa'),
      search.search('en', 'golden visa'),
      search.search('en', 'crete'),
    ]);
    expect(builds).toHaveBeenCalledTimes(1);
    for (const hits of results) expect(hits.length).toBeGreaterThan(0);
  });

  it('when its content is still fresh in the cache, then the index is reused', async () => {
    const search = siteSearch();
    await search.search('en', 'villa');
    await search.search('en', 'pool');
    expect(builds).toHaveBeenCalledTimes(1);
  });

  it('when each locale is searched, then each has its own index', async () => {
    const search = siteSearch();
    await search.search('en', 'villa');
    const greek = await search.search('el', 'βιλα');
    expect(builds).toHaveBeenCalledTimes(2);
    expect(greek[0].title).toMatch(/βίλα/i);
  });

  it('when the cache no longer holds its content fresh, then the next search rebuilds it', async () => {
    const search = siteSearch();
    await search.search('en', 'villa');
    cache.clear();
    await search.search('en', 'villa');
    expect(builds).toHaveBeenCalledTimes(2);
  });

  it('when it is older than the content cache TTL, then the next search rebuilds it', async () => {
    const search = siteSearch();
    await search.search('en', 'villa');
    clock += 61_000;
    await search.search('en', 'villa');
    expect(builds).toHaveBeenCalledTimes(2);
  });

  it('when it is invalidated, then the next search rebuilds it', async () => {
    const search = siteSearch();
    await search.search('en', 'villa');
    search.invalidate();
    await search.search('en', 'villa');
    expect(builds).toHaveBeenCalledTimes(2);
  });

  it('when the content service fails before any index was built, then the search is unavailable', async () => {
    service.faults.mode = 'error';
    const search = siteSearch();
    const failure = search.search('en', 'villa');
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('when the content service fails during a rebuild, then the previous index keeps answering', async () => {
    const search = siteSearch();
    const before = await search.search('en', 'villa');
    service.faults.mode = 'down';
    cache.clear();
    expect(await search.search('en', 'villa')).toEqual(before);
    expect(onError).toHaveBeenCalledTimes(1);
    // It waits a moment before trying again, then recovers once the service is back.
    await search.search('en', 'villa');
    expect(builds).toHaveBeenCalledTimes(2);
    service.faults.mode = 'none';
    // Calls of the failed build may still be under way; a later build must not share them.
    cache.clear();
    clock += 5_000;
    await search.search('en', 'villa');
    expect(builds).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('when a rebuild could only use the last good copies of its content, then they answer and the next try waits', async () => {
    const search = siteSearch();
    await search.search('en', 'villa');
    service.faults.mode = 'error';
    cache.invalidate(['api::property.property@en']);
    expect((await search.search('en', 'villa')).length).toBeGreaterThan(0);
    await search.search('en', 'villa');
    expect(builds).toHaveBeenCalledTimes(2);
    clock += 5_000;
    await search.search('en', 'villa');
    expect(builds).toHaveBeenCalledTimes(3);
  });
});
