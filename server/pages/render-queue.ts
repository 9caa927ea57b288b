import pLimit from 'p-limit';

export interface RenderQueue {
  /**
   * Renders a page (by its key and URL) in the background, a few at a time. A page already waiting is
   * not queued twice; a page being rendered now is rendered once more after, since what it is built
   * from may have changed after its render began. `first`: a visitor waits for this page (it was
   * served stale), so it goes before the pages nobody asked for yet.
   */
  schedule(key: string, url: string, options?: { first?: boolean }): void;
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
  /** `asked`: a visitor was served the page stale (scheduled `first`). */
  render: (url: string, how: { asked: boolean }) => Promise<unknown>;
  onChange?: (pending: number) => void;
  /** A render that threw (the queue goes on). */
  onError?: (error: unknown, url: string) => void;
  /**
   * Resolves when the next render may begin (a burst of content changes holds the renders until it
   * settles: see change-burst.ts); the page rendered is the one first in line then.
   */
  ready?: () => Promise<void>;
}): RenderQueue {
  const limit = pLimit(options.concurrency);
  // Pages waiting, in the order they render: those visitors asked for, then the rest (each in the
  // order scheduled). Every schedule adds one task to the limiter, and each task takes the page that is
  // first when it starts, so a page asked for later can still go first.
  const asked = new Map<string, string>();
  const waiting = new Map<string, string>();
  const running = new Set<string>();
  const again = new Map<string, string>();
  let idleWaiters: Array<() => void> = [];

  const pendingCount = () => asked.size + waiting.size + running.size;
  const changed = () => {
    const pending = pendingCount();
    options.onChange?.(pending);
    if (pending === 0) {
      idleWaiters.forEach((resolve) => resolve());
      idleWaiters = [];
    }
  };

  const takeNext = (): [string, string, boolean] | undefined => {
    for (const list of [asked, waiting]) {
      const next = list.entries().next();
      if (!next.done) {
        list.delete(next.value[0]);
        return [...next.value, list === asked];
      }
    }
    return undefined;
  };

  const renderNext = async () => {
    await options.ready?.();
    const next = takeNext();
    if (!next) return;
    const [key, url, wasAsked] = next;
    running.add(key);
    try {
      await options.render(url, { asked: wasAsked });
    } catch (error) {
      options.onError?.(error, url);
    } finally {
      // Answers waiting on the event loop (cache hits) go before the next render.
      await new Promise((resolve) => setImmediate(resolve));
      running.delete(key);
      const later = again.get(key);
      again.delete(key);
      if (later !== undefined) schedule(key, later);
      changed();
    }
  };

  const schedule = (key: string, url: string, { first = false } = {}) => {
    if (asked.has(key)) return;
    if (waiting.has(key)) {
      if (first) {
        waiting.delete(key);
        asked.set(key, url);
      }
      return;
    }
    if (running.has(key)) {
      again.set(key, url);
      return;
    }
    (first ? asked : waiting).set(key, url);
    changed();
    void limit(renderNext);
  };

  return {
    schedule,
    get pending() {
      return pendingCount();
    },
    idle: () =>
      pendingCount() === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)),
  };
}
