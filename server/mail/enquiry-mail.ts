import { createTransport } from 'nodemailer';
import { createQueueWorker, type QueueKind, type QueueStore } from '../background/durable-queue';
import type { RetryDelays } from '../background/retrying-rounds';
import type { MailConfig } from '../config';
import type { StoredEnquiry } from '../contact/enquiry-outbox';
import type { Logger } from '../logger';
import { composeMail, MAIL_KINDS, mailKey, type ComposedMail, type MailKind } from './enquiry-messages';

/** One send, from the connection to the server's answer, stays well within the claim's lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** A sender holds a message this long at most; then another may send it (its holder died). */
export const MAIL_LEASE_MS = 5 * 60_000;
export type MailRetryDelays = RetryDelays;

/** Up to a minute between tries while the mail server is away: enquiries reach people soon after. */
const DEFAULT_RETRY: MailRetryDelays = { initialMs: 1_000, maxMs: 60_000 };
/** How long stopping waits for the message being sent. */
const STOP_WAIT_MS = 2_000;

/** One message of one enquiry, waiting to be sent. */
export interface MailJob {
  /** The idempotency key (`requestId.kind`): one message per key, ever. */
  key: string;
  kind: MailKind;
  enquiry: StoredEnquiry;
  queuedAt: string;
  /** Tries that failed so far. */
  attempts: number;
  /** Why the mail server refused it for good (a message set aside). */
  failure?: string;
}

/**
 * The enquiry mail queue: `DATA_DIR/mail/` (`pending/`, `claimed/`, `sent/`, `failed/`), or
 * `dkg:mail:*` in Redis. A key sent is remembered 30 days, and a message queued again within them
 * is not sent again.
 */
export const MAIL_QUEUE: QueueKind<MailJob> = {
  name: 'mail',
  label: 'enquiry mail',
  keyOf: (job) => job.key,
  keepDoneMs: 30 * 24 * 3600_000,
};

/** Sends one message; rejects with the transport's error (nodemailer's, with `responseCode`). */
export type SendMail = (message: ComposedMail) => Promise<void>;

export type MailOutcome = 'sent' | 'retry' | 'failed';

export interface EnquiryMail {
  /** Queues the company's notice and the visitor's acknowledgement of an accepted enquiry. */
  enqueue(enquiry: StoredEnquiry): Promise<void>;
  /** Sends what is queued now (after an enqueue, or when another replica queued something). */
  wake(): void;
  /** Resolves when no round of sending is under way. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** An SMTP transport (nodemailer) at SMTP_URL: one connection per message. */
export function createSmtpSend(smtpUrl: string): { send: SendMail; close(): void } {
  const transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

/**
 * Enquiry mail: each accepted enquiry queues two messages under keys of their own, sent in the
 * background: at once after queueing, every few seconds, and with exponential back-off while the
 * mail server is away. A 5xx answer sets a message aside; a 4xx retries that one later and the
 * others go on; a server that does not answer stops the round. The enquiry never waits for the mail
 * server.
 */
export function createEnquiryMail({
  mail,
  publicUrl,
  store,
  logger,
  send,
  retry = DEFAULT_RETRY,
  sweepMs,
  onOutcome = () => undefined,
  onPending,
}: {
  mail: MailConfig;
  publicUrl: string;
  store: QueueStore<MailJob>;
  logger: Logger;
  /** The SMTP transport at mail.smtpUrl unless given. */
  send?: SendMail;
  retry?: MailRetryDelays;
  /**
   * How often it looks for messages nobody sends (queued by another replica, or left by a sender that
   * died holding them): every 5 s unless given.
   */
  sweepMs?: number;
  onOutcome?: (kind: MailKind, outcome: MailOutcome | 'queued') => void;
  /** Told how many messages wait, at the start of each round (metrics). */
  onPending?: (count: number) => void;
}): EnquiryMail {
  const smtp = send ? undefined : createSmtpSend(mail.smtpUrl);
  const sendMail = send ?? smtp!.send;
  const sender = createQueueWorker({
    store,
    retry,
    sweepMs,
    async handle(job) {
      const log = { key: job.key, kind: job.kind, requestId: job.enquiry.requestId };
      try {
        await sendMail(composeMail(job.kind, job.enquiry, { mail, publicUrl }));
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) {
          onOutcome(job.kind, 'failed');
          logger.error(
            { ...log, err: error },
            'enquiry mail refused by the mail server; kept in the failed queue',
          );
          return { kind: 'failed', item: { ...job, failure: String((error as Error).message) } };
        }
        onOutcome(job.kind, 'retry');
        logger.warn(
          { ...log, reason: (error as Error).message, attempt: job.attempts + 1 },
          'enquiry mail not sent yet; will retry',
        );
        // A server that answered (a 4xx for this message) may take the others; one that is away will not.
        const item = { ...job, attempts: job.attempts + 1 };
        return typeof code === 'number' ? { kind: 'later', item } : { kind: 'away', item };
      }
      onOutcome(job.kind, 'sent');
      logger.info(log, 'enquiry mail sent');
      return { kind: 'done' };
    },
    // A send under way on a hung server would hold the shutdown: its claim lapses, and another
    // sender (or this one after its restart) sends the message.
    stopWaitMs: STOP_WAIT_MS,
    onError: (error) => logger.error({ err: error }, 'enquiry mail queue could not be read or written'),
    onUnreadable: (key, error) =>
      logger.error({ err: error, key }, 'unreadable enquiry mail moved to the failed queue'),
    onUnmarked: (key, error) =>
      logger.error({ err: error, key }, 'enquiry mail sent but not marked sent yet; will mark it again'),
    onPending,
  });
  sender.start();
  return {
    async enqueue(enquiry) {
      const queuedAt = new Date().toISOString();
      await Promise.all(
        MAIL_KINDS.map(async (kind) => {
          await store.add({ key: mailKey(enquiry.requestId, kind), kind, enquiry, queuedAt, attempts: 0 });
          onOutcome(kind, 'queued');
        }),
      );
      // Sent once the visitor has the answer: the sending does not compete with it.
      setImmediate(sender.wake);
    },
    wake: sender.wake,
    idle: sender.idle,
    async close() {
      await sender.stop();
      smtp?.close();
    },
  };
}
