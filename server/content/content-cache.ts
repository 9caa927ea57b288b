import NodeCache from 'node-cache';
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
    options?: { signal?: AbortSignal },
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
}

interface Kept {
  value: unknown;
  tags: readonly string[];
}

export function createContentCache({
  ttlSeconds,
  minDelayMs,
  maxStaleEntries = 5000,
}: ContentCacheOptions): ContentCache {
  const fresh = new NodeCache({ stdTTL: ttlSeconds, checkperiod: 0, useClones: false });
  const lastGood = new LRUCache<string, Kept>({ max: maxStaleEntries });
  /** Calls under way; an invalidation removes them so their answers are not kept as fresh. */
  const inflight = new Map<string, { promise: Promise<CacheResult<unknown>> }>();

  function store(key: string, value: unknown, tags: readonly string[]) {
    if (ttlSeconds > 0) fresh.set(key, value);
    lastGood.set(key, { value, tags });
  }

  function startFetch<T>(key: string, tags: readonly string[], fetcher: () => Promise<T>) {
    const call = { promise: undefined as unknown as Promise<CacheResult<unknown>> };
    call.promise = (async () => {
      try {
        const [value] = await Promise.all([fetcher(), delay(minDelayMs)]);
        if (inflight.get(key) === call) store(key, value, tags);
        return { value, stale: false, hit: false };
      } catch (error) {
        const kept = lastGood.get(key);
        if (kept) return { value: kept.value, stale: true, hit: false };
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
      return fresh.get<T>(key);
    },
    set(key, value, tags) {
      store(key, value, tags);
    },
    async wrap<T>(
      key: string,
      tags: readonly string[],
      fetcher: () => Promise<T>,
      options: { signal?: AbortSignal } = {},
    ): Promise<CacheResult<T>> {
      const cached = fresh.get<T>(key);
      if (cached !== undefined) return { value: cached, stale: false, hit: true };
      const pending =
        (inflight.get(key)?.promise as Promise<CacheResult<T>> | undefined) ?? startFetch(key, tags, fetcher);
      return options.signal ? untilAborted(pending, options.signal, () => lastGood.get(key)) : pending;
    },
    invalidate(tags) {
      const wanted = tags && new Set(tags);
      const dropped: string[] = [];
      if (!wanted) inflight.clear();
      for (const [key, kept] of lastGood.entries()) {
        if (!wanted || kept.tags.some((tag) => wanted.has(tag))) {
          fresh.del(key);
          inflight.delete(key);
          dropped.push(key);
        }
      }
      return dropped;
    },
    clear() {
      fresh.flushAll();
      lastGood.clear();
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
