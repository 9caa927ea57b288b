import type { CacheResult, ContentCache } from '../content/content-cache';
import type { SharedChanges } from './shared-changes';
import type { SharedRedis } from './redis';

const CONTENT = 'dkg:content:';

interface SharedAnswer {
  value: unknown;
  tags: readonly string[];
  /** When the answer was fetched (ms): a change of one of its tags after that outdates it. */
  fetchedAt: number;
}

/**
 * The content cache with the fleet's answers behind it: a fresh answer this replica does not hold is
 * looked for in Redis before the content service is asked, and every answer fetched is shared there
 * for CONTENT_CACHE_TTL_S. Answers whose content changed since (a webhook, told through the fleet's
 * changes) are not taken. Without Redis it is the process's cache alone.
 */
export function withSharedContent(
  local: ContentCache,
  { redis, changes, ttlSeconds }: { redis: SharedRedis; changes: SharedChanges; ttlSeconds: number },
): ContentCache {
  const up = () => redis.state() === 'connected' && ttlSeconds > 0;

  async function sharedAnswer(key: string): Promise<SharedAnswer | null> {
    if (!up()) return null;
    try {
      const text = await redis.client.get(CONTENT + key);
      if (!text) return null;
      const answer = JSON.parse(text) as SharedAnswer;
      return changes.changedSince(answer.tags, answer.fetchedAt) ? null : answer;
    } catch {
      return null;
    }
  }

  function share(key: string, value: unknown, tags: readonly string[], fetchedAt: number) {
    if (!up()) return;
    const answer: SharedAnswer = { value, tags, fetchedAt };
    redis.client.set(CONTENT + key, JSON.stringify(answer), 'EX', ttlSeconds).catch(() => undefined);
  }

  return {
    ...local,
    get: (key) => local.get(key),
    set: (key, value, tags) => local.set(key, value, tags),
    invalidate: (tags) => local.invalidate(tags),
    clear: () => local.clear(),
    onUntoldChange: (listener) => local.onUntoldChange(listener),
    wrap<T>(
      key: string,
      tags: readonly string[],
      fetcher: () => Promise<T>,
      options?: { signal?: AbortSignal; background?: boolean },
    ): Promise<CacheResult<T>> {
      const cached = local.get<T>(key);
      if (cached !== undefined) return Promise.resolve({ value: cached, stale: false, hit: true });
      return local.wrap(
        key,
        tags,
        async () => {
          const shared = await sharedAnswer(key);
          if (shared) return shared.value as T;
          const fetchedAt = Date.now();
          const value = await fetcher();
          share(key, value, tags, fetchedAt);
          return value;
        },
        options,
      );
    },
  };
}
