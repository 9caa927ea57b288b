import path from 'node:path';
import { createDiskQueue } from './background/disk-queue';
import type { QueueKind, QueueStore } from './background/durable-queue';
import type { RetryDelays } from './background/retrying-rounds';
import type { Config } from './config';
import type { Logger } from './logger';
import { createEnquiryMail, MAIL_LEASE_MS, MAIL_QUEUE, type EnquiryMail } from './mail/enquiry-mail';
import type { Metrics } from './observability/metrics';
import type { SharedLayer } from './shared/shared-layer';
import type { ContactDependencies } from './contact/contact-router';
import { createForwarder, ENQUIRY_QUEUE } from './contact/enquiry-outbox';
import { createContactRequestPost } from './contact/post-contact-request';

export interface Enquiries {
  /** What the contact form stores into and tells. */
  contact: ContactDependencies;
  /** The enquiries' e-mail (unset without SMTP_URL). */
  mail?: EnquiryMail;
  /** Stops the forwarding and the sending. */
  close(): Promise<void>;
}

/**
 * The enquiries' two queues, each in DATA_DIR (or in Redis for the replicas, with DATA_DIR while Redis
 * is away) and worked in the background: the outbox, whose forwarder sends each enquiry to the content
 * service (what a previous run left is sent now), and, with SMTP_URL, the e-mail of each enquiry.
 */
export async function startEnquiries({
  config,
  contentUrl,
  shared,
  metrics,
  logger,
  contactRetry,
  mailRetry,
}: {
  config: Config;
  contentUrl: string;
  /** What the replicas share (each queue in Redis with REDIS_URL). */
  shared: SharedLayer;
  metrics: Metrics;
  logger: Logger;
  contactRetry?: RetryDelays;
  mailRetry?: RetryDelays;
}): Promise<Enquiries> {
  const open = async <T>(kind: QueueKind<T>, leaseMs: number, diskLeaseMs?: number) => {
    const disk = createDiskQueue(path.resolve(config.dataDir, kind.name), kind, { leaseMs: diskLeaseMs });
    const store: QueueStore<T> = shared.queue(disk, kind, leaseMs);
    await store.prepare();
    return store;
  };

  let mail: EnquiryMail | undefined;
  if (config.mail) {
    mail = createEnquiryMail({
      mail: config.mail,
      publicUrl: config.publicUrl,
      store: await open(MAIL_QUEUE, MAIL_LEASE_MS, MAIL_LEASE_MS),
      logger,
      retry: mailRetry,
      onOutcome: (kind, outcome) => metrics.countMail(kind, outcome),
      onPending: (count) => metrics.setMailPending(count),
    });
    logger.info({ to: config.mail.to, routes: config.mail.routes.length }, 'enquiries are e-mailed');
  } else {
    logger.info('enquiries are not e-mailed: SMTP_URL is unset');
  }

  // One delivery may take CONTENT_TIMEOUT_MS; on disk, an enquiry is read where it waits.
  const outbox = await open(ENQUIRY_QUEUE, config.contentTimeoutMs + 10_000);
  const forwarder = createForwarder({
    outbox,
    deliver: createContactRequestPost({
      baseUrl: contentUrl,
      token: config.contactApiToken,
      timeoutMs: config.contentTimeoutMs,
    }),
    logger,
    retry: contactRetry,
    onPending: (count) => metrics.setEnquiriesPending(count),
  });
  forwarder.start();

  return {
    contact: {
      outbox,
      mail,
      onStored: forwarder.wake,
      rateLimitStore: shared.rateLimitStore('contact'),
    },
    mail,
    async close() {
      await forwarder.stop();
      await mail?.close();
    },
  };
}
