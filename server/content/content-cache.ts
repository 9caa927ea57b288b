import { LRUCache } from 'lru-cache';

export interface CacheResult<T> {
  value: T;
  /** Served from the last good copy because a refresh failed. */
  stale: boolean;
  /** Served without calling the content service. */
  hit: boolean;
}

/**
 * The content cache: the only place that knows content TTLs. Fresh answers live CONTENT_CACHE_TTL_S;
 * concurrent misses for the same key share one call; the last good answer of every key is kept and
 * served when a refresh fails; uncached fetches take at least CONTENT_MIN_DELAY_MS.
 */
export interface ContentCache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T, tags: readonly string[]): void;
  /**
   * The fresh answer of a key, or a call for it (shared by concurrent callers). A caller whose signal
   * aborts stops waiting: it gets the last good answer (stale) if there is one, else the abort's reason.
   */
  wrap<T>(
    key: string,
    tags: readonly string[],
    fetcher: () => Promise<T>,
    options?: {
      signal?: AbortSignal;
      /** No visitor waits for this call (a background render): the minimum delay does not apply. */
      background?: boolean;
    },
  ): Promise<CacheResult<T>>;
  /**
   * Ends the freshness of every entry built from one of these tags (of every entry, without tags): the
   * next use asks the content service again; the last good copies stay for when it fails. Returns the
   * keys it touched.
   */
  invalidate(tags?: readonly string[]): string[];
  clear(): void;
}

export interface ContentCacheOptions {
  ttlSeconds: number;
  minDelayMs: number;
  /** How many last good answers to keep (bounded so random queries cannot exhaust memory). */
  maxStaleEntries?: number;
  /** How much the last good answers may weigh together, measured as their JSON text. */
  maxStaleBytes?: number;
}

interface Kept {
  value: unknown;
  tags: readonly string[];
  size: number;
  /** Until when (ms since the epoch) the answer is fresh; 0 once its content changed. */
  freshUntil: number;
}

export function createContentCache({
  ttlSeconds,
  minDelayMs,
  maxStaleEntries = 2000,
  maxStaleBytes = 8 * 2 ** 20,
}: ContentCacheOptions): ContentCache {
  // The bounds are a share of the server's memory: an answer's objects weigh about 1.3 times its
  // JSON, so 8 MB of JSON is about 10 MB of heap beside the page cache's 32 MB. Every page's content
  // fits many times over; listing states asked for once (about 3 KB each) are the first to go. At
  // 24 MB a mixed load of two minutes took the server's RSS past 300 MB, still climbing.
  // One store, bounded in entries and in bytes, for the fresh answers and the last good ones alike:
  // a fresh answer is a kept one still within its time. Listing states asked for once cannot fill
  // memory however many arrive within a TTL.
  const kept = new LRUCache<string, Kept>({
    max: maxStaleEntries,
    maxSize: maxStaleBytes,
    sizeCalculation: (entry) => entry.size,
  });
  /** Calls under way; an invalidation removes them so their answers are not kept as fresh. */
  const inflight = new Map<string, { promise: Promise<CacheResult<unknown>> }>();

  function freshValue<T>(key: string): T | undefined {
    const entry = kept.get(key);
    return entry && entry.freshUntil > Date.now() ? (entry.value as T) : undefined;
  }

  function store(key: string, value: unknown, tags: readonly string[]) {
    kept.set(key, {
      value,
      tags,
      size: Math.max(1, JSON.stringify(value)?.length ?? 1),
      freshUntil: ttlSeconds > 0 ? Date.now() + ttlSeconds * 1000 : 0,
    });
  }

  function startFetch<T>(
    key: string,
    tags: readonly string[],
    fetcher: () => Promise<T>,
    background = false,
  ) {
    const call = { promise: undefined as unknown as Promise<CacheResult<unknown>> };
    call.promise = (async () => {
      try {
        const [value] = await Promise.all([fetcher(), delay(background ? 0 : minDelayMs)]);
        if (inflight.get(key) === call) store(key, value, tags);
        return { value, stale: false, hit: false };
      } catch (error) {
        const last = kept.get(key);
        if (last) return { value: last.value, stale: true, hit: false };
        throw error;
      } finally {
        if (inflight.get(key) === call) inflight.delete(key);
      }
    })();
    inflight.set(key, call);
    return call.promise as Promise<CacheResult<T>>;
  }

  return {
    get<T>(key: string) {
      return freshValue<T>(key);
    },
    set(key, value, tags) {
      store(key, value, tags);
    },
    async wrap<T>(
      key: string,
      tags: readonly string[],
      fetcher: () => Promise<T>,
      options: { signal?: AbortSignal; background?: boolean } = {},
    ): Promise<CacheResult<T>> {
      const cached = freshValue<T>(key);
      if (cached !== undefined) return { value: cached, stale: false, hit: true };
      const pending =
        (inflight.get(key)?.promise as Promise<CacheResult<T>> | undefined) ??
        startFetch(key, tags, fetcher, options.background);
      return options.signal ? untilAborted(pending, options.signal, () => kept.get(key)) : pending;
    },
    invalidate(tags) {
      const wanted = tags && new Set(tags);
      const dropped: string[] = [];
      if (!wanted) inflight.clear();
      for (const [key, entry] of kept.entries()) {
        if (!wanted || entry.tags.some((tag) => wanted.has(tag))) {
          entry.freshUntil = 0;
          inflight.delete(key);
          dropped.push(key);
        }
      }
      return dropped;
    },
    clear() {
      kept.clear();
      inflight.clear();
    },
  };
}

/** A call's answer, or — when the caller's signal aborts first — the last good copy or the abort. */
function untilAborted<T>(
  pending: Promise<CacheResult<T>>,
  signal: AbortSignal,
  kept: () => Kept | undefined,
): Promise<CacheResult<T>> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      const copy = kept();
      if (copy) resolve({ value: copy.value as T, stale: true, hit: false });
      else reject(signal.reason);
    };
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
