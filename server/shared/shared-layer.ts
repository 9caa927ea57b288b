import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Store } from 'express-rate-limit';
import type { QueueKind, QueueStore } from '../background/durable-queue';
import type { ContentCache } from '../content/content-cache';
import type { Logger } from '../logger';
import type { Metrics } from '../observability/metrics';
import { createFleetPages, type FleetPages } from './fleet-pages';
import { connectSharedRedis, type SharedLayerState } from './redis';
import { createSharedChanges, type ApplyChange, type ChangedTags } from './shared-changes';
import { withSharedContent } from './shared-content';
import { createSharedPages } from './shared-pages';
import { createSharedQueue } from './shared-queue';
import { FleetRateLimitStore } from './shared-rate-limit';

/**
 * This process among the replicas, in the stream of changes and the queues' leases: a restarted process is a new replica (its pid may be the same), so a random part is added.
 */
export function newReplicaId(): string {
  return `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
}

export interface SharedLayerOptions {
  /** REDIS_URL; unset, every piece is this process's own. */
  redisUrl?: string;
  replicaId: string;
  /** PAGE_CACHE_TTL_S: an older shared page is not taken, and a shared copy lives twice as long. */
  pageTtlSeconds: number;
  /** CONTENT_CACHE_TTL_S: how long a content answer is shared. */
  contentTtlSeconds: number;
  logger: Logger;
  metrics: Metrics;
}

/**
 * Every piece the replicas share, made in one place: with REDIS_URL each is backed by Redis and falls
 * back to what this process holds while Redis is away; without it, each is this process's own (its
 * memory, its disk).
 */
export interface SharedLayer {
  /** Redis's state ('disabled' without REDIS_URL) and its last failure, for /readyz and the metrics. */
  state(): SharedLayerState | 'disabled';
  lastError(): string | undefined;
  /** Seconds between a change told by another replica and this one applying it. */
  lagSeconds(): number;
  /** The content cache with the fleet's answers behind it. */
  contentCache(local: ContentCache): ContentCache;
  /** The render of a page once for the fleet; unset, pages live in this process alone. */
  pages?: FleetPages;
  /** Tells the other replicas of a change this one has applied. */
  publish(tags: ChangedTags): void;
  /** Applies the changes the other replicas tell, from now on; returns what stops that. */
  follow(apply: ApplyChange): () => Promise<void>;
  /** The counts of a rate limit (`name` keeps each limit's apart); unset: the process's memory. */
  rateLimitStore(name: string): Store | undefined;
  /**
   * A durable queue (the enquiries', their mails'): in Redis for any replica to work, with this disk
   * while Redis is away; without REDIS_URL, this disk alone. `leaseMs`: how long one replica may hold
   * an item, longer than handling one may take.
   */
  queue<T>(disk: QueueStore<T>, kind: QueueKind<T>, leaseMs: number): QueueStore<T>;
  close(): Promise<void>;
}

export function createSharedLayer(options: SharedLayerOptions): SharedLayer {
  const { logger, replicaId } = options;
  if (!options.redisUrl) return processOnly();
  const redis = connectSharedRedis(options.redisUrl, logger);
  const changes = createSharedChanges({ redis, replicaId, logger });
  const pageTtlMs = options.pageTtlSeconds * 1000;
  return {
    state: () => redis.state(),
    lastError: () => redis.lastError(),
    lagSeconds: () => changes.lagSeconds(),
    contentCache: (local) =>
      withSharedContent(local, { redis, changes, ttlSeconds: options.contentTtlSeconds }),
    pages: createFleetPages({
      pages: createSharedPages({ redis, ttlMs: Math.max(1000, pageTtlMs * 2) }),
      changes,
      ttlMs: pageTtlMs,
      metrics: options.metrics,
    }),
    publish: (tags) => changes.publish(tags),
    follow: (apply) => changes.follow(apply),
    rateLimitStore: (name) => new FleetRateLimitStore(redis, logger, `dkg:rate:${name}:`),
    queue: (disk, kind, leaseMs) => createSharedQueue({ redis, disk, kind, replicaId, leaseMs, logger }),
    async close() {
      await changes.close();
      await redis.close();
    },
  };
}

/** Without REDIS_URL: nothing is shared, and nothing needs telling. */
function processOnly(): SharedLayer {
  return {
    state: () => 'disabled',
    lastError: () => undefined,
    lagSeconds: () => 0,
    contentCache: (local) => local,
    publish: () => undefined,
    follow: () => async () => undefined,
    rateLimitStore: () => undefined,
    queue: (disk) => disk,
    close: async () => undefined,
  };
}
