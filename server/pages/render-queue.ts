import pLimit from 'p-limit';

export interface RenderQueue {
  /**
   * Renders a page (by its key and URL) in the background, a few at a time. A page already waiting is
   * not queued twice; a page being rendered now is rendered once more after, since what it is built
   * from may have changed after its render began.
   */
  schedule(key: string, url: string): void;
  /** Pages waiting or being rendered. */
  readonly pending: number;
  /** Resolves when nothing waits and nothing renders. */
  idle(): Promise<void>;
}

/**
 * The one queue of background renders (pages refreshed after a webhook, stale pages asked for): at
 * most `concurrency` at a time, so that serving cached pages keeps the CPU it needs, each page once.
 */
export function createRenderQueue(options: {
  concurrency: number;
  render: (url: string) => Promise<unknown>;
  onChange?: (pending: number) => void;
  /** A render that threw (the queue goes on). */
  onError?: (error: unknown, url: string) => void;
}): RenderQueue {
  const limit = pLimit(options.concurrency);
  const waiting = new Set<string>();
  const running = new Set<string>();
  const again = new Map<string, string>();
  let idleWaiters: Array<() => void> = [];

  const changed = () => {
    const pending = waiting.size + running.size;
    options.onChange?.(pending);
    if (pending === 0) {
      idleWaiters.forEach((resolve) => resolve());
      idleWaiters = [];
    }
  };

  const schedule = (key: string, url: string) => {
    if (waiting.has(key)) return;
    if (running.has(key)) {
      again.set(key, url);
      return;
    }
    waiting.add(key);
    changed();
    void limit(async () => {
      waiting.delete(key);
      running.add(key);
      try {
        await options.render(url);
      } catch (error) {
        options.onError?.(error, url);
      } finally {
        // Answers waiting on the event loop (cache hits) go before the next render.
        await new Promise((resolve) => setImmediate(resolve));
        running.delete(key);
        const next = again.get(key);
        again.delete(key);
        if (next !== undefined) schedule(key, next);
        changed();
      }
    });
  };

  return {
    schedule,
    get pending() {
      return waiting.size + running.size;
    },
    idle: () =>
      waiting.size + running.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}
