import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp, type AppDependencies, type Site } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createContentCache, type ContentCache } from '../../server/content/content-cache';
import type { Dataset } from '../../server/content-service/dataset';
import { createDemoDataset } from '../../server/content-service/seed';
import { startContentService, type ContentServiceHandle } from '../../server/content-service/start';
import { silentLogger } from '../../server/logger';
import { createSiteSearch, type SiteSearchIndex } from '../../server/search/site-search';
import { createContentHttp } from '../../src/content/http';

export interface TestSite {
  /** The site's request handler (what the server listens with), for supertest. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  site: Site;
  content: ContentServiceHandle;
  cache: ContentCache;
  config: Config;
  search: SiteSearchIndex;
  close(): Promise<void>;
}

let demo: Dataset | undefined;

/** The demo dataset, built once per test file. */
export function demoDataset(): Dataset {
  demo ??= createDemoDataset();
  return demo;
}

/**
 * The site wired to a real embedded content service on a free port (the fake upstream of the tests),
 * without a client build: pages render without scripts.
 */
export async function startTestSite(
  options: { dataset?: Dataset; env?: Record<string, string>; overrides?: Partial<AppDependencies> } = {},
): Promise<TestSite> {
  const content = await startContentService({ dataset: options.dataset ?? demoDataset() });
  const config = loadConfig({
    NODE_ENV: 'test',
    CONTENT_API_URL: content.url,
    MEDIA_URL: 'http://media.test',
    CONTENT_MIN_DELAY_MS: '0',
    CONTENT_TIMEOUT_MS: '2000',
    PRERENDER: 'false',
    PUBLIC_URL: 'http://site.test',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const cache = createContentCache({
    ttlSeconds: config.contentCacheTtlS,
    minDelayMs: config.contentMinDelayMs,
  });
  const contentFetch =
    options.overrides?.contentFetch ??
    createContentHttp({
      baseUrl: content.url,
      token: config.contentApiToken,
      timeoutMs: config.contentTimeoutMs,
    });
  const search = createSiteSearch({
    fetch: contentFetch,
    cache: options.overrides?.contentCache ?? cache,
    mediaUrl: config.mediaUrl,
    ttlSeconds: config.contentCacheTtlS,
  });
  const site = createApp({
    config,
    logger: silentLogger,
    contentFetch,
    contentCache: cache,
    assets: null,
    publicDir: null,
    search,
    ...options.overrides,
  });
  return {
    app: site.handler,
    site,
    content,
    cache,
    config,
    search,
    close: async () => {
      site.close();
      await content.close();
    },
  };
}
