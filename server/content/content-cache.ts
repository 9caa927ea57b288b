import { createHash } from 'node:crypto';
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
 *
 * An answer outdated by a change (`invalidate`) is asked for again before it is used. One whose time
 * merely ran out is still what the content service said last: a background render takes it at once
 * while it is asked for again behind, so that the renders after a publication wait only for what the
 * publication changed. Whenever asking again for such an answer brings a different one, content
 * changed without a webhook telling: the cache tells `onUntoldChange`'s listeners its tags.
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
  /**
   * Calls `listener` with an answer's tags when asking again for it, once its time ran out, brought a
   * different answer: content that changed without a webhook.
   */
  onUntoldChange(listener: (tags: readonly string[]) => void): void;
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
  /** What the answer said, in short: a refresh that brings another one found a change. */
  digest: string;
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
  const untoldChangeListeners: Array<(tags: readonly string[]) => void> = [];

  function freshValue<T>(key: string): T | undefined {
    const entry = kept.get(key);
    return entry && entry.freshUntil > Date.now() ? (entry.value as T) : undefined;
  }

  /** A kept answer whose time ran out, which no change outdated. */
  function agedEntry(key: string): Kept | undefined {
    const entry = kept.get(key);
    return entry && entry.freshUntil > 0 && entry.freshUntil <= Date.now() ? entry : undefined;
  }

  function store(key: string, value: unknown, tags: readonly string[]): Kept {
    const json = JSON.stringify(value) ?? '';
    const entry: Kept = {
      value,
      tags,
      size: Math.max(1, json.length),
      digest: createHash('sha1').update(json).digest('base64url'),
      freshUntil: ttlSeconds > 0 ? Date.now() + ttlSeconds * 1000 : 0,
    };
    kept.set(key, entry);
    return entry;
  }

  function startFetch<T>(
    key: string,
    tags: readonly string[],
    fetcher: () => Promise<T>,
    background = false,
  ) {
    const call = { promise: undefined as unknown as Promise<CacheResult<unknown>> };
    const aged = agedEntry(key);
    call.promise = (async () => {
      try {
        const [value] = await Promise.all([fetcher(), delay(background ? 0 : minDelayMs)]);
        if (inflight.get(key) === call) {
          const stored = store(key, value, tags);
          if (aged && aged.digest !== stored.digest) {
            // The pages built from the old answer carry its tags.
            const changed = [...new Set([...aged.tags, ...tags])];
            untoldChangeListeners.forEach((tell) => tell(changed));
          }
        }
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
      const aged = options.background ? agedEntry(key) : undefined;
      if (aged) return { value: aged.value as T, stale: false, hit: true };
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
    onUntoldChange(listener) {
      untoldChangeListeners.push(listener);
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
