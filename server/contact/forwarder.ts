import {
  createRetryingRounds,
  retryDelay,
  type RetryDelays,
  type RoundResult,
} from '../background/retrying-rounds';
import type { Logger } from '../logger';
import type { Outbox, StoredEnquiry } from './outbox';
import type { DeliverEnquiry } from './post-contact-request';

export { retryDelay, type RetryDelays };

const DEFAULT_RETRY_DELAYS: RetryDelays = { initialMs: 1_000, maxMs: 5 * 60_000 };

export interface ForwarderOptions {
  outbox: Outbox;
  deliver: DeliverEnquiry;
  logger: Logger;
  retry?: RetryDelays;
}

/**
 * Sends the outbox's pending enquiries to the content service, oldest first: at start (what an
 * earlier run left), whenever a new one is stored, and again with exponential backoff while the
 * content service is unreachable or failing.
 */
export interface Forwarder {
  start(): void;
  /** A new enquiry is waiting: send it now (unless a round is running; then right after it). */
  wake(): void;
  /** Stops retrying and waits for the round in progress. */
  stop(): Promise<void>;
  /** Resolves when no round is running. */
  idle(): Promise<void>;
}

export function createForwarder({
  outbox,
  deliver,
  logger,
  retry = DEFAULT_RETRY_DELAYS,
}: ForwarderOptions): Forwarder {
  const rounds = createRetryingRounds({
    round: () => deliverPending(),
    onError: (error) =>
      logger.error({ err: error, outbox: outbox.dir }, 'contact outbox could not be read or written'),
    retry,
  });

  async function deliverPending(): Promise<RoundResult> {
    for (const name of await outbox.pending()) {
      if (!rounds.isRunning()) return 'stopped';
      const enquiry = await readOrSetAside(name);
      if (!enquiry) continue;
      const outcome = await deliver(enquiry);
      const log = { requestId: enquiry.requestId, file: name };
      switch (outcome.kind) {
        case 'delivered':
          await outbox.remove(name);
          logger.info(log, 'contact request delivered');
          break;
        case 'duplicate':
          await outbox.remove(name);
          logger.info(log, 'contact request had already arrived');
          break;
        case 'rejected':
          await outbox.moveToFailed(name);
          logger.error(
            { ...log, status: outcome.status, reason: outcome.message },
            'contact request refused by the content service; kept in outbox/failed (move it back to pending to resend)',
          );
          break;
        case 'retry':
          await outbox.release?.(name);
          logger.warn(
            {
              ...log,
              reason: outcome.reason,
              attempt: rounds.failures() + 1,
              retryInMs: retryDelay(retry, rounds.failures() + 1),
            },
            'contact request not delivered yet; will retry',
          );
          return 'retry';
      }
    }
    return 'done';
  }

  async function readOrSetAside(name: string): Promise<StoredEnquiry | null> {
    try {
      return await outbox.read(name);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      await outbox.moveToFailed(name);
      logger.error({ err: error, file: name }, 'unreadable contact request moved to outbox/failed');
      return null;
    }
  }

  return {
    start: rounds.start,
    wake: rounds.wake,
    stop: () => rounds.stop(),
    idle: rounds.idle,
  };
}
