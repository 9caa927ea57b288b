import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { Outbox, StoredEnquiry } from '../contact/outbox';
import type { SharedRedis } from './redis';

const PENDING = 'dkg:outbox:pending';
const FAILED = 'dkg:outbox:failed';
const CLAIM = 'dkg:outbox:claim:';
const CHANNEL = 'dkg:outbox:new';
/** Names of enquiries kept in Redis; the others are this replica's files. */
const FLEET = 'fleet:';
/** Replicas look for enquiries nobody forwards (their replica died) this often. */
const SWEEP_MS = 5_000;

export interface FleetOutbox extends Outbox {
  /** Called when any replica stored an enquiry, and from time to time. */
  onWork(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * The enquiries' outbox shared by the replicas: an accepted enquiry is kept in Redis (a hash) and
 * every replica's forwarder may send it; one replica at a time holds it while it tries (a claim that
 * expires, so a replica that dies mid-way leaves it to the others), and the content service keeps
 * requestId unique, so an enquiry sent twice arrives once. While Redis is away, enquiries are kept on
 * this replica's disk (the outbox of a single process) and forwarded from there.
 */
export function createFleetOutbox({
  redis,
  disk,
  replicaId,
  claimMs,
  logger,
}: {
  redis: SharedRedis;
  disk: Outbox;
  replicaId: string;
  /** How long one delivery attempt may take (CONTENT_TIMEOUT_MS and a margin). */
  claimMs: number;
  logger: Logger;
}): FleetOutbox {
  const client = redis.client;
  const up = () => redis.state() === 'connected';
  const listeners = new Set<() => void>();
  const work = () => listeners.forEach((listener) => listener());
  const subscriber: Redis = redis.duplicate();
  subscriber.subscribe(CHANNEL).catch(() => undefined);
  subscriber.on('ready', () => subscriber.subscribe(CHANNEL).catch(() => undefined));
  subscriber.on('message', work);
  const sweep = setInterval(work, SWEEP_MS);
  sweep.unref();

  const isFleet = (name: string) => name.startsWith(FLEET);
  const field = (name: string) => name.slice(FLEET.length);
  const release = (name: string) => client.del(CLAIM + field(name)).then(() => undefined);

  return {
    dir: disk.dir,
    prepare: () => disk.prepare(),
    async add(enquiry) {
      if (up()) {
        const name = `${enquiry.receivedAt}_${enquiry.requestId}`;
        try {
          await client.hset(PENDING, name, JSON.stringify(enquiry));
          client.publish(CHANNEL, name).catch(() => undefined);
          return;
        } catch (error) {
          logger.warn({ err: error }, 'enquiry kept on this replica: Redis did not take it');
        }
      }
      await disk.add(enquiry);
    },
    async pending() {
      let shared: string[] = [];
      if (up()) {
        try {
          shared = (await client.hkeys(PENDING)).sort().map((name) => FLEET + name);
        } catch {
          shared = [];
        }
      }
      return [...shared, ...(await disk.pending())];
    },
    async read(name) {
      if (!isFleet(name)) return disk.read(name);
      // Another replica is sending it now: not this one's to read.
      const claimed = await client.set(CLAIM + field(name), replicaId, 'PX', claimMs, 'NX');
      if (claimed !== 'OK') return null;
      const text = await client.hget(PENDING, field(name));
      if (text === null) {
        await release(name);
        return null;
      }
      return JSON.parse(text) as StoredEnquiry;
    },
    async remove(name) {
      if (!isFleet(name)) return disk.remove(name);
      await client.hdel(PENDING, field(name));
      await release(name);
    },
    async moveToFailed(name) {
      if (!isFleet(name)) return disk.moveToFailed(name);
      const text = await client.hget(PENDING, field(name));
      if (text !== null) await client.hset(FAILED, field(name), text);
      await client.hdel(PENDING, field(name));
      await release(name);
    },
    async release(name) {
      if (isFleet(name)) await release(name).catch(() => undefined);
    },
    onWork(listener) {
      listeners.add(listener);
    },
    async close() {
      clearInterval(sweep);
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
