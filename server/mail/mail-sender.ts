import { createRetryingRounds, type RetryDelays, type RoundResult } from '../background/retrying-rounds';
import type { Logger } from '../logger';
import type { ComposedMail } from './enquiry-messages';
import type { MailJob, MailStore } from './mail-queue';

export type MailRetryDelays = RetryDelays;

/** Up to a minute between tries while the mail server is away: enquiries reach people soon after. */
const DEFAULT_RETRY: MailRetryDelays = { initialMs: 1_000, maxMs: 60_000 };
/** How long stopping waits for the message being sent. */
const STOP_WAIT_MS = 2_000;
/** Replicas look for messages nobody sends (their sender died, or a new one came from another). */
const SWEEP_MS = 5_000;

/** Sends one message; rejects with the transport's error (nodemailer's, with `responseCode`). */
export type SendMail = (message: ComposedMail) => Promise<void>;

export type MailOutcome = 'sent' | 'retry' | 'failed';

export interface MailSenderOptions {
  store: MailStore;
  send: SendMail;
  compose: (job: MailJob) => ComposedMail;
  logger: Logger;
  retry?: MailRetryDelays;
  /** Counts each message's outcome (metrics). */
  onOutcome?: (job: MailJob, outcome: MailOutcome) => void;
  /** Told how many messages wait, at the start of each round (metrics). */
  onPending?: (count: number) => void;
}

export interface MailSender {
  start(): void;
  /** A message is waiting: send it now (or right after the round under way). */
  wake(): void;
  stop(): Promise<void>;
  idle(): Promise<void>;
}

/**
 * Sends the queued messages: at start, whenever one is queued, every few seconds, and with
 * exponential back-off while the mail server is away. A message's key is marked sent right after the
 * server took it; if marking fails, this process remembers the key and marks it again later instead
 * of sending it again.
 */
export function createMailSender({
  store,
  send,
  compose,
  logger,
  retry = DEFAULT_RETRY,
  onOutcome = () => undefined,
  onPending = () => undefined,
}: MailSenderOptions): MailSender {
  /** Sent by this process, not yet marked so in the store. */
  const sentHere = new Set<string>();
  const rounds = createRetryingRounds({
    round: () => sendPending(),
    onError: (error) => logger.error({ err: error }, 'enquiry mail queue could not be read or written'),
    retry,
    sweepMs: SWEEP_MS,
  });

  async function sendPending(): Promise<RoundResult> {
    let result: RoundResult = 'done';
    for (const key of sentHere) {
      if (!(await mark(key))) result = 'retry';
    }
    const pending = await store.pending();
    onPending(pending.length);
    // What still waits at the end of the round (sent, set aside or held by another sender: not).
    let left = pending.length;
    try {
      for (const key of pending) {
        if (!rounds.isRunning()) break;
        const job = sentHere.has(key) ? null : await store.claim(key);
        if (!job) {
          left -= 1;
          continue;
        }
        const outcome = await sendOne(job);
        if (outcome === 'retry-later') {
          result = 'retry';
          continue;
        }
        if (outcome === 'server-away') return 'retry';
        left -= 1;
        if (outcome === 'unmarked') result = 'retry';
      }
    } finally {
      onPending(left);
    }
    return result;
  }

  /** Sends a claimed message and settles it in the store. */
  async function sendOne(
    job: MailJob,
  ): Promise<'sent' | 'unmarked' | 'failed' | 'retry-later' | 'server-away'> {
    const log = { key: job.key, kind: job.kind, requestId: job.enquiry.requestId };
    try {
      await send(compose(job));
    } catch (error) {
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600) {
        await store.moveToFailed(job, String((error as Error).message));
        onOutcome(job, 'failed');
        logger.error(
          { ...log, err: error },
          'enquiry mail refused by the mail server; kept in the failed queue',
        );
        return 'failed';
      }
      await store.release({ ...job, attempts: job.attempts + 1 });
      onOutcome(job, 'retry');
      logger.warn(
        { ...log, reason: (error as Error).message, attempt: job.attempts + 1 },
        'enquiry mail not sent yet; will retry',
      );
      // A server that answered (a 4xx for this message) may take the others; one that is away will not.
      return typeof code === 'number' ? 'retry-later' : 'server-away';
    }
    sentHere.add(job.key);
    onOutcome(job, 'sent');
    logger.info(log, 'enquiry mail sent');
    return (await mark(job.key)) ? 'sent' : 'unmarked';
  }

  /** Marks a sent key; false (and kept in memory) when the store failed. */
  async function mark(key: string): Promise<boolean> {
    try {
      await store.markSent(key);
      sentHere.delete(key);
      return true;
    } catch (error) {
      logger.error({ err: error, key }, 'enquiry mail sent but not marked sent yet; will mark it again');
      return false;
    }
  }

  return {
    start: rounds.start,
    wake: rounds.wake,
    // A send under way on a hung server would hold the shutdown: its claim lapses, and another
    // sender (or this one after its restart) sends the message.
    stop: () => rounds.stop(STOP_WAIT_MS),
    idle: rounds.idle,
  };
}
