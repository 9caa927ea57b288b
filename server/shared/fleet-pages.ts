import type { CachedPage, StoredPage } from '../cache/page-cache';
import type { Metrics } from '../observability/metrics';
import type { SharedChanges } from './shared-changes';
import type { SharedPages } from './shared-pages';

/** How long a replica waits for the page another replica is rendering before it renders it itself. */
export const FLEET_WAIT_MS = 3000;
const FLEET_POLL_MS = 40;

export type FleetLock = Awaited<ReturnType<SharedPages['lock']>>;

/**
 * The replicas' protocol for rendering a page once for all of them: the replica that takes a page's
 * lock renders it and shares its copy, the others take that copy.
 */
export interface FleetPages {
  /**
   * The fleet's copy of a page, or its lock, which makes this replica the one to render it. While
   * another replica holds the lock, waits for its copy until the lock is free or `waitMs` has passed
   * (a visitor waits). `lock` is 'held' when this replica renders the page without it (it waited long
   * enough), 'unavailable' when Redis is away.
   */
  copyOrLock(
    key: string,
    options?: { newerThan?: number; waitMs?: number },
  ): Promise<{ copy: StoredPage } | { lock: FleetLock }>;
  /**
   * The fleet's copy of a page when it is newer than `newerThan` and may be served, without waiting
   * or locking: for a replica whose own copy is outdated while another has rendered the page.
   * Asks for the copy's date first, and for its bodies only when it is newer.
   */
  fresher(key: string, newerThan: number): Promise<StoredPage | null>;
  /** A number that orders render starts across the fleet (see SharedPages.fence). */
  fence(): Promise<number | null>;
  /**
   * Shares a page rendered here with the other replicas: dated from the start of its render, so a
   * change made while it rendered outdates it.
   */
  share(page: CachedPage, startedAt: number, fence: number | null): void;
}

export function createFleetPages({
  pages,
  changes,
  ttlMs,
  metrics,
}: {
  pages: SharedPages;
  changes: SharedChanges;
  /** PAGE_CACHE_TTL_S in ms: an older shared copy is not taken. */
  ttlMs: number;
  metrics: Metrics;
}): FleetPages {
  /**
   * The fleet's copy of a page, if it may be served: rendered within PAGE_CACHE_TTL_S, after the last
   * change of its content this replica knows of, and after `newerThan` (ms).
   */
  async function fleetCopy(key: string, newerThan: number): Promise<StoredPage | null> {
    const copy = await pages.get(key);
    const usable =
      copy !== null &&
      copy.renderedAt > newerThan &&
      Date.now() - copy.renderedAt <= ttlMs &&
      !changes.changedSince(copy.deps.tags, copy.renderedAt);
    metrics.countSharedLookup(usable ? 'hit' : 'miss');
    return usable ? copy : null;
  }

  return {
    // Looks for a copy; without one, takes the lock and looks once more while holding it, since
    // another replica may have shared the page and let go of its lock between the look and the lock.
    async copyOrLock(key, { newerThan = 0, waitMs = Number.POSITIVE_INFINITY } = {}) {
      const end = Date.now() + waitMs;
      for (;;) {
        const copy = await fleetCopy(key, newerThan);
        if (copy) return { copy };
        const lock = await pages.lock(key);
        if (lock.state === 'taken') {
          const shared = await fleetCopy(key, newerThan);
          if (!shared) return { lock };
          await lock.release();
          return { copy: shared };
        }
        if (lock.state === 'unavailable' || Date.now() >= end) return { lock };
        await new Promise((resolve) => setTimeout(resolve, FLEET_POLL_MS));
      }
    },
    async fresher(key, newerThan) {
      const renderedAt = await pages.renderedAt(key);
      if (renderedAt === null || renderedAt <= newerThan) return null;
      return fleetCopy(key, newerThan);
    },
    fence: () => pages.fence(),
    share(page, startedAt, fence) {
      if (fence === null) return;
      void pages.put(
        {
          key: page.key,
          url: page.url,
          etag: page.etag,
          renderedAt: startedAt,
          degraded: page.degraded,
          deps: page.deps,
          styleHashes: page.styleHashes,
          bodies: page.bodies,
          length: page.length,
        },
        fence,
      );
    },
  };
}
