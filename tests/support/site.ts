import type { Express } from 'express';
import { createApp, type AppDependencies } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { createContentCache, type ContentCache } from '../../server/content/content-cache';
import type { Dataset } from '../../server/content-service/dataset';
import { createDemoDataset } from '../../server/content-service/seed';
import { startContentService, type ContentServiceHandle } from '../../server/content-service/start';
import { silentLogger } from '../../server/logger';
import { createContentHttp } from '../../src/content/http';

export interface TestSite {
  app: Express;
  content: ContentServiceHandle;
  cache: ContentCache;
  config: Config;
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
  const cache = createContentCache({ ttlSeconds: config.contentCacheTtlS, minDelayMs: config.contentMinDelayMs });
  const app = createApp({
    config,
    logger: silentLogger,
    contentFetch: createContentHttp({ baseUrl: content.url, token: config.contentApiToken, timeoutMs: config.contentTimeoutMs }),
    contentCache: cache,
    assets: null,
    publicDir: null,
    ...options.overrides,
  });
  return { app, content, cache, config, close: () => content.close() };
}
