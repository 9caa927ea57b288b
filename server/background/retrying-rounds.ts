/**
 * Work done in rounds in the background — the enquiries' delivery to the content service, their
 * e-mail — by one loop: a round runs at start, whenever it is woken (a wake during a round runs
 * another right after it), optionally every `sweepMs`, and again with exponential back-off after a
 * round that asks to be retried.
 */
export interface RetryDelays {
  /** The wait after the first failed round; it doubles after each further one. */
  initialMs: number;
  maxMs: number;
}

/** Doubles from `initialMs` after each failed round, up to `maxMs`. */
export function retryDelay({ initialMs, maxMs }: RetryDelays, failures: number): number {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, failures - 1));
}

/** 'retry' schedules the next round after the back-off; 'done' and 'stopped' wait for a wake. */
export type RoundResult = 'done' | 'retry' | 'stopped';

export interface RetryingRounds {
  start(): void;
  /** Something is waiting: a round now (or right after the one under way). */
  wake(): void;
  /** Stops the loop and waits for the round under way, at most `waitMs` when given. */
  stop(waitMs?: number): Promise<void>;
  /** Resolves when no round is running. */
  idle(): Promise<void>;
  isRunning(): boolean;
  /** Failed rounds in a row (0 after a round that did not ask to be retried). */
  failures(): number;
}

export function createRetryingRounds({
  round: runRound,
  onError,
  retry,
  sweepMs,
}: {
  round: () => Promise<RoundResult>;
  /** A round that threw: told, then retried like a round that asked to be. */
  onError: (error: unknown) => void;
  retry: RetryDelays;
  sweepMs?: number;
}): RetryingRounds {
  let running = false;
  let round: Promise<void> | null = null;
  let again = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let sweep: NodeJS.Timeout | undefined;

  const wake = () => {
    if (!running) return;
    if (round) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    round = runRounds().finally(() => {
      round = null;
    });
  };

  async function runRounds() {
    do {
      again = false;
      const result = await runRound().catch((error: unknown) => {
        onError(error);
        return 'retry' as const;
      });
      if (result === 'retry') {
        failures += 1;
        if (running) {
          timer = setTimeout(wake, retryDelay(retry, failures));
          timer.unref();
        }
        return;
      }
      failures = 0;
    } while (again && running);
  }

  return {
    start() {
      running = true;
      if (sweepMs) {
        sweep = setInterval(() => {
          if (!timer) wake();
        }, sweepMs);
        sweep.unref();
      }
      wake();
    },
    wake,
    async stop(waitMs) {
      running = false;
      clearTimeout(timer);
      clearInterval(sweep);
      timer = undefined;
      if (waitMs === undefined) {
        await round;
        return;
      }
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        round,
        new Promise((resolve) => {
          waited = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(waited);
    },
    idle: async () => {
      await round;
    },
    isRunning: () => running,
    failures: () => failures,
  };
}
