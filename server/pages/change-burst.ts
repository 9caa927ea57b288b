/**
 * A burst of content changes: the webhooks of one publication (Strapi 5 sends an update of the draft
 * and a publish per locale for each entry, and a release or a bulk publish sends them for several
 * entries at once) and the same changes relayed by other replicas. The background renders wait while
 * a burst goes on, so that a page it touches several times renders once, after it.
 *
 * The renders are held until no change has come for `quietMs`, and never longer than `maxWaitMs` from
 * the burst's first change (the publish-to-live budget). Changes that keep coming past `maxWaitMs`
 * no longer hold them: the burst goes on, the renders with it, until a quiet window ends it.
 */
export interface ChangeBurst {
  /** A change touched these pages (by key): the burst begins, or goes on. */
  changed(pageKeys: Iterable<string>): void;
  /** Resolves when the renders may go (at once when no burst holds them). */
  settled(): Promise<void>;
}

export function createChangeBurst(options: {
  quietMs: number;
  maxWaitMs: number;
  /** A burst ended (a quiet window passed): the distinct pages it touched. */
  onEnd?: (pages: number) => void;
  now?: () => number;
}): ChangeBurst {
  const now = options.now ?? Date.now;
  let startedAt = 0;
  let lastAt = Number.NEGATIVE_INFINITY;
  let open = false;
  const touched = new Set<string>();
  let waiters: Array<() => void> = [];
  let timer: NodeJS.Timeout | undefined;

  const endsAt = () => lastAt + options.quietMs;
  const releasedAt = () => Math.min(endsAt(), startedAt + options.maxWaitMs);

  const release = () => {
    const ready = waiters;
    waiters = [];
    ready.forEach((resolve) => resolve());
  };

  /** At each moment that matters (the release, the end), or again later when changes moved it. */
  const tick = () => {
    timer = undefined;
    const at = now();
    if (at >= endsAt()) {
      open = false;
      options.onEnd?.(touched.size);
      touched.clear();
    }
    if (at >= releasedAt()) release();
    if (open) arm();
  };

  const arm = () => {
    if (timer) clearTimeout(timer);
    const at = now();
    const next = at < releasedAt() ? releasedAt() : endsAt();
    timer = setTimeout(tick, Math.max(0, next - at));
    timer.unref();
  };

  return {
    changed(pageKeys) {
      const at = now();
      if (!open) {
        open = true;
        startedAt = at;
      }
      lastAt = at;
      for (const key of pageKeys) touched.add(key);
      arm();
    },
    settled() {
      if (!open || now() >= releasedAt()) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}
