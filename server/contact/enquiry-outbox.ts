import { createDiskQueue } from '../background/disk-queue';
import {
  createQueueWorker,
  type QueueKind,
  type QueueStore,
  type QueueWorker,
} from '../background/durable-queue';
import { retryDelay, type RetryDelays } from '../background/retrying-rounds';
import type { Logger } from '../logger';
import type { ContactSubmission } from './contact-body';
import type { EnquiryProperty } from './enquiry-property';
import type { DeliverEnquiry } from './post-contact-request';

/** An enquiry kept until the content service has it. */
export interface StoredEnquiry extends Omit<ContactSubmission, 'about' | 'viewing'> {
  requestId: string;
  receivedAt: string;
  /** The property or project it is about, as the server found it (absent in enquiries kept by an older version). */
  property?: EnquiryProperty | null;
  viewing?: ContactSubmission['viewing'];
}

/**
 * The enquiries' outbox: `DATA_DIR/outbox/` (`pending/<time>_<requestId>.json` sorts by arrival), or
 * `dkg:outbox:*` in Redis. The content service keeps requestId unique, so an enquiry sent twice
 * arrives once: the queue need not remember what it delivered.
 */
export const ENQUIRY_QUEUE: QueueKind<StoredEnquiry> = {
  name: 'outbox',
  label: 'enquiry',
  keyOf: (enquiry) => `${enquiry.receivedAt}_${enquiry.requestId}`,
  // The time in a form that is safe in a file name.
  fileName: (key) => key.replace(/[:.]/g, '-'),
};

export type Outbox = QueueStore<StoredEnquiry>;

/** The outbox of one process, on disk: an enquiry is read where it waits until it is delivered. */
export function createOutbox(dir: string): Outbox {
  return createDiskQueue(dir, ENQUIRY_QUEUE);
}

const DEFAULT_RETRY_DELAYS: RetryDelays = { initialMs: 1_000, maxMs: 5 * 60_000 };

/**
 * Sends the outbox's pending enquiries to the content service, oldest first: at start (what an
 * earlier run left), whenever a new one is stored, and again with exponential backoff while the
 * content service is unreachable or failing.
 */
export function createForwarder({
  outbox,
  deliver,
  logger,
  retry = DEFAULT_RETRY_DELAYS,
  onPending,
}: {
  outbox: Outbox;
  deliver: DeliverEnquiry;
  logger: Logger;
  retry?: RetryDelays;
  /** Told how many enquiries wait, at the start of each round and after it (metrics). */
  onPending?: (count: number) => void;
}): QueueWorker {
  return createQueueWorker({
    store: outbox,
    retry,
    async handle(enquiry, { name, failures }) {
      const outcome = await deliver(enquiry);
      const log = { requestId: enquiry.requestId, file: name };
      switch (outcome.kind) {
        case 'delivered':
          logger.info(log, 'contact request delivered');
          return { kind: 'done' };
        case 'duplicate':
          logger.info(log, 'contact request had already arrived');
          return { kind: 'done' };
        case 'rejected':
          logger.error(
            { ...log, status: outcome.status, reason: outcome.message },
            'contact request refused by the content service; kept in outbox/failed (move it back to pending to resend)',
          );
          return { kind: 'failed' };
        case 'retry':
          logger.warn(
            {
              ...log,
              reason: outcome.reason,
              attempt: failures + 1,
              retryInMs: retryDelay(retry, failures + 1),
            },
            'contact request not delivered yet; will retry',
          );
          return { kind: 'away' };
      }
    },
    onError: (error) =>
      logger.error({ err: error, outbox: outbox.where }, 'contact outbox could not be read or written'),
    onUnreadable: (name, error) =>
      logger.error({ err: error, file: name }, 'unreadable contact request moved to outbox/failed'),
    onUnmarked: (name, error) =>
      logger.error(
        { err: error, file: name },
        'contact request delivered but still in the outbox; will remove it again',
      ),
    onPending,
  });
}
