import type { QueueKind, QueueStore } from '../background/durable-queue';
import type { Logger } from '../logger';
import type { SharedRedis } from './redis';

/** Names of items kept in Redis; the others are in this replica's folder. */
const FLEET = 'fleet:';

/** Frees a claim only for its holder (a claim that expired and was taken by another stays theirs). */
const RELEASE_OWN = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * A queue shared by the replicas: items in the Redis hash `dkg:<name>:pending`, and any replica's
 * worker may handle them (woken by a publish on `dkg:<name>:new`, and by its own sweeps). One replica
 * at a time holds an item while it handles it (`dkg:<name>:claim:<key>`, `SET NX PX`, freed by its
 * holder only), so a replica that dies mid-way leaves it to the others once the claim expires. A kind
 * that keeps its done keys remembers them in `dkg:<name>:sent:<key>`. Items failed for good go to the
 * hash `dkg:<name>:failed`. While Redis is away, items are queued on this replica's disk (`disk`) and
 * handled from there.
 */
export function createSharedQueue<T>({
  redis,
  disk,
  kind,
  replicaId,
  leaseMs,
  logger,
}: {
  redis: SharedRedis;
  disk: QueueStore<T>;
  kind: QueueKind<T>;
  replicaId: string;
  /** How long one replica may hold an item: longer than handling one may take. */
  leaseMs: number;
  logger: Logger;
}): QueueStore<T> {
  const PENDING = `dkg:${kind.name}:pending`;
  const FAILED = `dkg:${kind.name}:failed`;
  const CLAIM = `dkg:${kind.name}:claim:`;
  const DONE = `dkg:${kind.name}:sent:`;
  const CHANNEL = `dkg:${kind.name}:new`;
  const client = redis.client;
  const up = () => redis.state() === 'connected';
  const isFleet = (name: string) => name.startsWith(FLEET);
  const keyOf = (name: string) => name.slice(FLEET.length);
  const releaseClaim = (key: string) => client.eval(RELEASE_OWN, 1, CLAIM + key, replicaId);

  const listeners = new Set<() => void>();
  const subscriber = redis.duplicate();
  subscriber.subscribe(CHANNEL).catch(() => undefined);
  subscriber.on('ready', () => subscriber.subscribe(CHANNEL).catch(() => undefined));
  subscriber.on('message', () => listeners.forEach((listener) => listener()));

  return {
    where: disk.where,
    prepare: () => disk.prepare(),
    async add(item) {
      if (up()) {
        const key = kind.keyOf(item);
        try {
          if (kind.keepDoneMs && (await client.exists(DONE + key))) return;
          await client.hsetnx(PENDING, key, JSON.stringify(item));
          client.publish(CHANNEL, key).catch(() => undefined);
          return;
        } catch (error) {
          logger.warn({ err: error, key }, `${kind.label} kept on this replica: Redis did not take it`);
        }
      }
      await disk.add(item);
    },
    async pending() {
      const shared = up() ? await client.hkeys(PENDING).catch(() => []) : [];
      return [...shared.sort().map((key) => FLEET + key), ...(await disk.pending())];
    },
    async claim(name) {
      if (!isFleet(name)) return disk.claim(name);
      const key = keyOf(name);
      const claimed = await client.set(CLAIM + key, replicaId, 'PX', leaseMs, 'NX');
      if (claimed !== 'OK') return null;
      const [done, text] = await Promise.all([
        kind.keepDoneMs ? client.exists(DONE + key) : 0,
        client.hget(PENDING, key),
      ]);
      if (done || text === null) {
        await client.hdel(PENDING, key);
        await releaseClaim(key);
        return null;
      }
      return JSON.parse(text) as T;
    },
    async done(name) {
      if (!isFleet(name)) return disk.done(name);
      const key = keyOf(name);
      const transaction = client.multi();
      if (kind.keepDoneMs) transaction.set(DONE + key, new Date().toISOString(), 'PX', kind.keepDoneMs);
      await transaction.hdel(PENDING, key).exec().then(failedInTransaction);
      await releaseClaim(key).catch(() => undefined);
    },
    async release(name, item) {
      if (!isFleet(name)) return disk.release(name, item);
      const key = keyOf(name);
      if (item !== undefined) await client.hset(PENDING, key, JSON.stringify(item));
      // A claim left behind lapses by itself.
      await releaseClaim(key).catch(() => undefined);
    },
    async fail(name, item) {
      if (!isFleet(name)) return disk.fail(name, item);
      const key = keyOf(name);
      const text = item === undefined ? await client.hget(PENDING, key) : JSON.stringify(item);
      const transaction = client.multi();
      if (text !== null) transaction.hset(FAILED, key, text);
      await transaction.hdel(PENDING, key).exec().then(failedInTransaction);
      await releaseClaim(key).catch(() => undefined);
    },
    onAdded(listener) {
      listeners.add(listener);
    },
    async close() {
      listeners.clear();
      subscriber.disconnect();
    },
  };
}

function failedInTransaction(results: Array<[Error | null, unknown]> | null) {
  const error = results?.find(([failure]) => failure)?.[0];
  if (error) throw error;
  if (!results) throw new Error('Redis transaction aborted');
}
