import type { Logger } from '../logger';
import { SENT_KEYS_KEPT_MS, type MailJob, type MailStore } from '../mail/mail-queue';
import type { SharedRedis } from './redis';

const PENDING = 'dkg:mail:pending';
const FAILED = 'dkg:mail:failed';
const CLAIM = 'dkg:mail:claim:';
const SENT = 'dkg:mail:sent:';
/** Keys of messages kept in Redis; the others are in this replica's folder. */
const FLEET = 'fleet:';

/** Frees a claim only for its holder (a claim that expired and was taken by another stays theirs). */
const RELEASE_OWN = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * The enquiry mail queue shared by the replicas: messages in a Redis hash, any replica's sender may
 * send them, one at a time holds a message while it sends (`SET NX PX`, a lease longer than a send
 * may take), and a key sent is remembered (`dkg:mail:sent:<key>`, 30 days) so that it is never sent
 * again. While Redis is away, messages are queued in this replica's folder and sent from there.
 */
export function createFleetMailStore({
  redis,
  disk,
  replicaId,
  leaseMs,
  logger,
}: {
  redis: SharedRedis;
  disk: MailStore;
  replicaId: string;
  leaseMs: number;
  logger: Logger;
}): MailStore {
  const client = redis.client;
  const up = () => redis.state() === 'connected';
  const isFleet = (key: string) => key.startsWith(FLEET);
  const plain = (key: string) => key.slice(FLEET.length);
  const releaseClaim = (key: string) => client.eval(RELEASE_OWN, 1, CLAIM + key, replicaId);

  return {
    prepare: () => disk.prepare(),
    async add(job) {
      if (up()) {
        try {
          if (await client.exists(SENT + job.key)) return;
          await client.hsetnx(PENDING, job.key, JSON.stringify(job));
          return;
        } catch (error) {
          logger.warn(
            { err: error, key: job.key },
            'enquiry mail queued on this replica: Redis did not take it',
          );
        }
      }
      await disk.add(job);
    },
    async pending() {
      let shared: string[] = [];
      if (up()) shared = await client.hkeys(PENDING).catch(() => []);
      return [...shared.sort().map((key) => FLEET + key), ...(await disk.pending())];
    },
    async claim(name) {
      if (!isFleet(name)) return disk.claim(name);
      const key = plain(name);
      const claimed = await client.set(CLAIM + key, replicaId, 'PX', leaseMs, 'NX');
      if (claimed !== 'OK') return null;
      const [sent, text] = await Promise.all([client.exists(SENT + key), client.hget(PENDING, key)]);
      if (sent || text === null) {
        await client.hdel(PENDING, key);
        await releaseClaim(key);
        return null;
      }
      return { ...(JSON.parse(text) as MailJob), key: name };
    },
    async markSent(name) {
      if (!isFleet(name)) return disk.markSent(name);
      const key = plain(name);
      await client
        .multi()
        .set(SENT + key, new Date().toISOString(), 'PX', SENT_KEYS_KEPT_MS)
        .hdel(PENDING, key)
        .exec()
        .then(failedInTransaction);
      await releaseClaim(key).catch(() => undefined);
    },
    async release(job) {
      if (!isFleet(job.key)) return disk.release(job);
      const key = plain(job.key);
      await client.hset(PENDING, key, JSON.stringify({ ...job, key }));
      await releaseClaim(key);
    },
    async moveToFailed(job, reason) {
      if (!isFleet(job.key)) return disk.moveToFailed(job, reason);
      const key = plain(job.key);
      await client
        .multi()
        .hset(FAILED, key, JSON.stringify({ ...job, key, failure: reason }))
        .hdel(PENDING, key)
        .exec()
        .then(failedInTransaction);
      await releaseClaim(key).catch(() => undefined);
    },
  };
}

function failedInTransaction(results: Array<[Error | null, unknown]> | null) {
  const error = results?.find(([failure]) => failure)?.[0];
  if (error) throw error;
  if (!results) throw new Error('Redis transaction aborted');
}
