import path from 'node:path';
import { createContentHttp, type ContentFetch } from '../src/content/http.server';
import { createApp, type AppDependencies, type Site } from './app';
import type { Config } from './config';
import type { RetryDelays } from './background/retrying-rounds';
import { startEnquiries } from './enquiries';
import { createContentCache, type ContentCache } from './content/content-cache';
import { startEmbeddedContent } from './embedded-content';
import { silentLogger, type Logger } from './logger';
import type { EnquiryMail, MailRetryDelays } from './mail/enquiry-mail';
import { createMetrics } from './observability/metrics';
import type { RenderAssets } from './render/page-renderer';
import { createSharedLayer, newReplicaId } from './shared/shared-layer';

export interface SiteOptions {
  config: Config;
  logger?: Logger;
  /** The client build; null renders pages without scripts (tests). */
  assets?: RenderAssets | null;
  /** Where the client build's files are (dist/public); null serves none. */
  publicDir?: string | null;
  /** Retry delays of the enquiries' forwarder. */
  contactRetry?: RetryDelays;
  /** Retry delays of the enquiry mail's sender. */
  mailRetry?: MailRetryDelays;
  /** Replaces a part of the site (tests): the content client, its cache, the contact outbox… */
  overrides?: Partial<AppDependencies>;
}

export interface RunningSite extends Site {
  /** The content service the site reads (the embedded one when CONTENT_API_URL is unset). */
  contentUrl: string;
  contentCache: ContentCache;
  /** The enquiries' e-mail (unset without SMTP_URL). */
  mail?: EnquiryMail;
  /** Stops the background work (forwarder, pre-rendering) and the embedded content service. */
  close(): Promise<void>;
}

/**
 * The whole site wired from its configuration, in one place: the content service (the embedded demo
 * when CONTENT_API_URL is unset), the content client and cache, the contact outbox and its forwarder,
 * and the application (whose content pipeline the pages, the search and the sitemap share). `server/main.ts` listens with it; the tests use it too.
 */
export async function createSite(options: SiteOptions): Promise<RunningSite> {
  const { config } = options;
  const logger = options.logger ?? silentLogger;
  const metrics =
    options.overrides?.metrics ??
    createMetrics({ defaultMetrics: config.env === 'production', dataDir: path.resolve(config.dataDir) });
  // Every piece the replicas share, made once: backed by Redis with REDIS_URL, by this process without.
  const shared =
    options.overrides?.shared ??
    createSharedLayer({
      redisUrl: config.redisUrl,
      replicaId: newReplicaId(),
      pageTtlSeconds: config.pageCacheTtlS,
      contentTtlSeconds: config.contentCacheTtlS,
      logger,
      metrics,
    });
  const embedded = config.contentApiUrl
    ? undefined
    : await startEmbeddedContent({ uploadsDir: config.uploadsDir, apiToken: config.contentApiToken, logger });
  const contentUrl = config.contentApiUrl ?? embedded!.url;
  if (embedded) logger.info({ url: contentUrl }, 'embedded content service started');

  const contentFetch: ContentFetch =
    options.overrides?.contentFetch ??
    createContentHttp({
      baseUrl: contentUrl,
      token: config.contentApiToken,
      timeoutMs: config.contentTimeoutMs,
      onOptionalFieldsRefused: (fields) =>
        logger.warn(
          { fields },
          'the content service does not know these fields (an older Strapi); pictures are cropped around their middle',
        ),
    });
  const contentCache =
    options.overrides?.contentCache ??
    createContentCache({ ttlSeconds: config.contentCacheTtlS, minDelayMs: config.contentMinDelayMs });

  // The enquiries' outbox and e-mail, unless the tests give the contact form theirs.
  const enquiries = options.overrides?.contact
    ? undefined
    : await startEnquiries({
        config,
        contentUrl,
        shared,
        metrics,
        logger,
        contactRetry: options.contactRetry,
        mailRetry: options.mailRetry,
      });

  const app = createApp({
    config,
    logger,
    contentFetch,
    contentCache,
    assets: options.assets ?? null,
    publicDir: options.publicDir ?? null,
    drawPicture: embedded?.drawPicture,
    shared,
    metrics,
    ...options.overrides,
    contact: options.overrides?.contact ?? enquiries?.contact,
  });
  return {
    ...app,
    contentUrl,
    contentCache,
    mail: enquiries?.mail,
    close: async () => {
      app.close();
      await enquiries?.close();
      await shared.close();
      await embedded?.close();
    },
  };
}
