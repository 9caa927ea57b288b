import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Dataset } from '@dkg/content-model';
import { createDemoDataset } from '@dkg/demo-content';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { createContentHttp, type ContentFetch } from '../../src/content/http.server';
import type { AppDependencies } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { ContentCache } from '../../server/content/content-cache';
import type { MailRetryDelays } from '../../server/mail/enquiry-mail';
import type { SiteSearchIndex } from '../../server/search/site-search';
import { createSite, type RunningSite } from '../../server/site';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

export interface TestSite {
  /** The site's request handler (what the server listens with), for supertest. */
  app: (req: IncomingMessage, res: ServerResponse) => void;
  site: RunningSite;
  content: ContentServiceHandle;
  cache: ContentCache;
  config: Config;
  search: SiteSearchIndex;
  /** Between the site and its content service, when asked for (`faultProxy: true`). */
  proxy?: FaultProxy;
  close(): Promise<void>;
}

let demo: Dataset | undefined;

/** The demo dataset, built once per test file. */
export function demoDataset(): Dataset {
  demo ??= createDemoDataset();
  return demo;
}

/**
 * The site wired by `createSite` to a real embedded content service on a free port (the fake upstream
 * of the tests), without a client build: pages render without scripts. With `faultProxy`, the site
 * reaches the content service through a proxy the test can make misbehave.
 */
export async function startTestSite(
  options: {
    dataset?: Dataset;
    env?: Record<string, string>;
    overrides?: Partial<AppDependencies>;
    faultProxy?: boolean;
    /** Retry delays of the enquiry mail's sender (with SMTP_URL in `env`). */
    mailRetry?: MailRetryDelays;
    /** Stands between the site's content client and the content service (to change its answers). */
    wrapContentFetch?: (fetch: ContentFetch) => ContentFetch;
    /** False: the content service plays a Strapi 5 from before the focal points of pictures. */
    focalPoints?: boolean;
  } = {},
): Promise<TestSite> {
  const content = await startContentService({
    dataset: options.dataset ?? demoDataset(),
    focalPoints: options.focalPoints,
  });
  const proxy = options.faultProxy ? await startFaultProxy(content.url) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dkg-site-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    CONTENT_API_URL: proxy?.url ?? content.url,
    MEDIA_URL: 'http://media.test',
    CONTENT_MIN_DELAY_MS: '0',
    // A busy machine must not turn a content call into a 503; the deadlines' own tests set theirs.
    CONTENT_TIMEOUT_MS: '10000',
    PRERENDER: 'false',
    PUBLIC_URL: 'http://site.test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const overrides = options.wrapContentFetch
    ? {
        contentFetch: options.wrapContentFetch(
          createContentHttp({ baseUrl: config.contentApiUrl!, timeoutMs: config.contentTimeoutMs }),
        ),
        ...options.overrides,
      }
    : options.overrides;
  const site = await createSite({ config, overrides, mailRetry: options.mailRetry });
  return {
    app: site.handler,
    site,
    content,
    cache: site.contentCache,
    config,
    search: site.search,
    proxy,
    close: async () => {
      await site.close();
      await proxy?.close();
      await content.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
