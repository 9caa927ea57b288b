import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Store } from 'express-rate-limit';
import type { Outbox } from '../contact/outbox';
import type { ContentCache } from '../content/content-cache';
import type { Logger } from '../logger';
import type { MailStore } from '../mail/mail-queue';
import type { Metrics } from '../observability/metrics';
import { createFleetPages, type FleetPages } from './fleet-pages';
import { connectSharedRedis, type SharedLayerState } from './redis';
import { createSharedChanges, type ChangedTags } from './shared-changes';
import { withSharedContent } from './shared-content';
import { createFleetMailStore } from './shared-mail';
import { createFleetOutbox, type FleetOutbox } from './shared-outbox';
import { createSharedPages } from './shared-pages';
import { FleetRateLimitStore } from './shared-rate-limit';

/**
 * This process among the replicas, in the stream of changes, the outbox's claims and the mail's
 * leases: a restarted process is a new replica (its pid may be the same), so a random part is added.
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
  /** How long one delivery of an enquiry may take (CONTENT_TIMEOUT_MS and a margin). */
  outboxClaimMs: number;
  /** How long one sending of a mail may take. */
  mailLeaseMs: number;
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
  follow(apply: (tags: ChangedTags) => void): () => Promise<void>;
  /** The counts of a rate limit (`name` keeps each limit's apart); unset: the process's memory. */
  rateLimitStore(name: string): Store | undefined;
  /** The enquiries' outbox: in Redis for any replica to send, on this disk without it (its user closes it). */
  outbox(disk: Outbox): FleetOutbox;
  /** The mails' queue: in Redis for any replica to send, on this disk without it. */
  mailStore(disk: MailStore): MailStore;
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
    outbox: (disk) => createFleetOutbox({ redis, disk, replicaId, claimMs: options.outboxClaimMs, logger }),
    mailStore: (disk) =>
      createFleetMailStore({ redis, disk, replicaId, leaseMs: options.mailLeaseMs, logger }),
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
    outbox: (disk) => ({ ...disk, onWork: () => undefined, close: async () => undefined }),
    mailStore: (disk) => disk,
    close: async () => undefined,
  };
}
