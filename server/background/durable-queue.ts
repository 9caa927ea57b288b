import { createRetryingRounds, type RetryDelays, type RoundResult } from './retrying-rounds';

/**
 * What a durable queue holds — the enquiries on their way to the content service, their e-mail — and
 * how its stores keep it: on disk (`disk-queue.ts`), or in Redis for the replicas
 * (`server/shared/shared-queue.ts`).
 */
export interface QueueKind<T> {
  /** Its folder under DATA_DIR and its Redis keys (`dkg:<name>:…`). */
  name: string;
  /** What the logs call one item. */
  label: string;
  /** One item per key: a key queued again while it waits is the same item. */
  keyOf(item: T): string;
  /** The item's file name on disk, without `.json` (its key unless given). */
  fileName?(key: string): string;
  /**
   * A key done is remembered this long, and not queued or done again within it: the queue itself
   * keeps an item from being handled twice. Without it, whoever handles the items does (the content
   * service keeps an enquiry's requestId unique).
   */
  keepDoneMs?: number;
}

/**
 * One store of a queue. An item is claimed by one process at a time, handled, then settled: done
 * (it leaves the queue), released (back in it) or failed (kept aside for a person to look at).
 */
export interface QueueStore<T> {
  /** Where the items are kept, for the logs. */
  readonly where: string;
  /** Creates what the store needs (once); fails when the disk refuses. */
  prepare(): Promise<void>;
  /** Queues an item, durably, unless its key waits already or was done. */
  add(item: T): Promise<void>;
  /** Names of the waiting items (claimed ones included), oldest first. */
  pending(): Promise<string[]>;
  /**
   * The item, held by this process until settled; null when another holds it, or it is gone or done.
   * Rejects with a SyntaxError when it cannot be read.
   */
  claim(name: string): Promise<T | null>;
  done(name: string): Promise<void>;
  /** Not done this time: back in the queue (as `item` when given). */
  release(name: string, item?: T): Promise<void>;
  /** Refused for good: kept aside (as `item` when given, as it was stored otherwise). */
  fail(name: string, item?: T): Promise<void>;
  /** Called when another process queued an item (a store shared by the replicas). */
  onAdded?(listener: () => void): void;
  close?(): Promise<void>;
}

/** What became of an item, as the worker's `handle` says. */
export type Outcome<T> =
  | { kind: 'done' }
  /** Refused for good: kept aside, as `item` when given. */
  | { kind: 'failed'; item?: T }
  /** This one later (as `item` when given); the others now. */
  | { kind: 'later'; item?: T }
  /** The service is away: this one (as `item` when given) and the rest later. */
  | { kind: 'away'; item?: T };

export interface QueueWorker {
  start(): void;
  /** An item is waiting: handle it now (or right after the round under way). */
  wake(): void;
  /** Stops retrying, waits for the round under way (at most `stopWaitMs` when given), closes the store. */
  stop(): Promise<void>;
  /** Resolves when no round is running. */
  idle(): Promise<void>;
}

export interface QueueWorkerOptions<T> {
  store: QueueStore<T>;
  /** Handles one claimed item; `failures` is the count of failed rounds in a row before this one. */
  handle(item: T, context: { name: string; failures: number }): Promise<Outcome<T>>;
  retry: RetryDelays;
  /** Looks for items nobody handles (their process died, or another queued them) this often. */
  sweepMs?: number;
  stopWaitMs?: number;
  /** The store could not be read or written (the round is retried). */
  onError(error: unknown): void;
  /** An item that cannot be read was set aside. */
  onUnreadable(name: string, error: unknown): void;
  /** An item done could not be marked so (it is marked again, never handled again, by this process). */
  onUnmarked(name: string, error: unknown): void;
  /** Told how many items wait, at the start of each round and after it. */
  onPending?(count: number): void;
}

/** Replicas look for items nobody handles this often. */
const SWEEP_MS = 5_000;

/**
 * Handles a queue's items, oldest first: at start (what an earlier run left), whenever one is queued,
 * every few seconds, and again with exponential back-off while the service they go to is away. The
 * order is claim → handle → settle, so an item is handled at least once; an item done is marked so
 * right after, and if marking fails this process remembers it and marks it again on the next rounds
 * instead of handling it again.
 */
export function createQueueWorker<T>({
  store,
  handle,
  retry,
  sweepMs = SWEEP_MS,
  stopWaitMs,
  onError,
  onUnreadable,
  onUnmarked,
  onPending = () => undefined,
}: QueueWorkerOptions<T>): QueueWorker {
  /** Done by this process, not yet marked so in the store. */
  const doneHere = new Set<string>();
  const rounds = createRetryingRounds({ round: () => handlePending(), onError, retry, sweepMs });

  async function handlePending(): Promise<RoundResult> {
    let result: RoundResult = 'done';
    for (const name of doneHere) {
      if (!(await markDone(name))) result = 'retry';
    }
    const pending = await store.pending();
    onPending(pending.length);
    // What still waits at the end of the round (done, set aside or held by another process: not).
    let left = pending.length;
    try {
      for (const name of pending) {
        if (!rounds.isRunning()) return 'stopped';
        const item = doneHere.has(name) ? null : await claimOrSetAside(name);
        if (!item) {
          left -= 1;
          continue;
        }
        const outcome = await handle(item, { name, failures: rounds.failures() });
        switch (outcome.kind) {
          case 'done':
            left -= 1;
            doneHere.add(name);
            if (!(await markDone(name))) result = 'retry';
            break;
          case 'failed':
            left -= 1;
            await store.fail(name, outcome.item);
            break;
          case 'later':
            await store.release(name, outcome.item);
            result = 'retry';
            break;
          case 'away':
            await store.release(name, outcome.item);
            return 'retry';
        }
      }
    } finally {
      onPending(left);
    }
    return result;
  }

  async function claimOrSetAside(name: string): Promise<T | null> {
    try {
      return await store.claim(name);
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error;
      await store.fail(name);
      onUnreadable(name, error);
      return null;
    }
  }

  /** False (and kept in memory) when the store failed. */
  async function markDone(name: string): Promise<boolean> {
    try {
      await store.done(name);
      doneHere.delete(name);
      return true;
    } catch (error) {
      onUnmarked(name, error);
      return false;
    }
  }

  return {
    start() {
      store.onAdded?.(rounds.wake);
      rounds.start();
    },
    wake: rounds.wake,
    async stop() {
      await rounds.stop(stopWaitMs);
      await store.close?.();
    },
    idle: rounds.idle,
  };
}
