import path from 'node:path';
import { createContentHttp, type ContentFetch } from '../src/content/http.server';
import { createApp, type AppDependencies, type Site } from './app';
import type { Config } from './config';
import type { ContactDependencies } from './contact/contact-router';
import { createForwarder, type RetryDelays } from './contact/forwarder';
import { createOutbox, type Outbox } from './contact/outbox';
import { createContactRequestPost } from './contact/post-contact-request';
import { createContentCache, type ContentCache } from './content/content-cache';
import { startEmbeddedContent } from './embedded-content';
import { silentLogger, type Logger } from './logger';
import { createEnquiryMail, MAIL_LEASE_MS, type EnquiryMail } from './mail/enquiry-mail';
import { createDiskMailStore } from './mail/mail-queue';
import type { MailRetryDelays } from './mail/mail-sender';
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
    options.overrides?.metrics ?? createMetrics({ defaultMetrics: config.env === 'production' });
  // Every piece the replicas share, made once: backed by Redis with REDIS_URL, by this process without.
  const shared =
    options.overrides?.shared ??
    createSharedLayer({
      redisUrl: config.redisUrl,
      replicaId: newReplicaId(),
      pageTtlSeconds: config.pageCacheTtlS,
      contentTtlSeconds: config.contentCacheTtlS,
      outboxClaimMs: config.contentTimeoutMs + 10_000,
      mailLeaseMs: MAIL_LEASE_MS,
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
    });
  const contentCache =
    options.overrides?.contentCache ??
    createContentCache({ ttlSeconds: config.contentCacheTtlS, minDelayMs: config.contentMinDelayMs });

  let mail: EnquiryMail | undefined;
  if (config.mail) {
    // Queued beside the outbox (DATA_DIR, or Redis for the replicas), sent in the background.
    const diskMail = createDiskMailStore(path.resolve(config.dataDir, 'mail'), { leaseMs: MAIL_LEASE_MS });
    await diskMail.prepare();
    mail = createEnquiryMail({
      mail: config.mail,
      publicUrl: config.publicUrl,
      store: shared.mailStore(diskMail),
      logger,
      retry: options.mailRetry,
      onOutcome: (kind, outcome) => metrics.countMail(kind, outcome),
      onPending: (count) => metrics.setMailPending(count),
    });
    logger.info({ to: config.mail.to, routes: config.mail.routes.length }, 'enquiries are e-mailed');
  } else {
    logger.info('enquiries are not e-mailed: SMTP_URL is unset');
  }

  let contact: ContactDependencies | undefined = options.overrides?.contact;
  let stopForwarder = async () => {};
  if (!contact) {
    // Enquiries wait on disk until the content service has them; what a previous run left is sent now.
    // With REDIS_URL they wait in Redis, where any replica can send them.
    const outbox = shared.outbox(createOutbox(path.resolve(config.dataDir, 'outbox')));
    await outbox.prepare();
    const forwarder = createForwarder({
      outbox,
      deliver: createContactRequestPost({
        baseUrl: contentUrl,
        token: config.contactApiToken,
        timeoutMs: config.contentTimeoutMs,
      }),
      logger,
      retry: options.contactRetry,
    });
    forwarder.start();
    outbox.onWork(forwarder.wake);
    contact = {
      outbox: mail ? mailOnAcceptance(outbox, mail, logger) : outbox,
      onStored: forwarder.wake,
      rateLimitStore: shared.rateLimitStore('contact'),
    };
    stopForwarder = async () => {
      await outbox.close();
      await forwarder.stop();
    };
  }

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
    contact,
  });
  return {
    ...app,
    contentUrl,
    contentCache,
    mail,
    close: async () => {
      app.close();
      await stopForwarder();
      await mail?.close();
      await shared.close();
      await embedded?.close();
    },
  };
}

/**
 * The outbox the contact form stores into, queueing the enquiry's mail once the enquiry itself is
 * stored: the mail is queued durably before the visitor's answer, and a queue that fails costs the
 * mail (logged), never the enquiry.
 */
function mailOnAcceptance(outbox: Outbox, mail: EnquiryMail, logger: Logger): Outbox {
  return {
    ...outbox,
    async add(enquiry) {
      await outbox.add(enquiry);
      await mail.enqueue(enquiry).catch((error: unknown) => {
        logger.error({ err: error, requestId: enquiry.requestId }, 'enquiry mail could not be queued');
      });
    },
  };
}
