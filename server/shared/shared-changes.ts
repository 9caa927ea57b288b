import { once } from 'node:events';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { SharedRedis } from './redis';

const STREAM = 'dkg:changes';
/** The stream keeps about this many changes: enough for a replica away for a while to catch up. */
const STREAM_LENGTH = 10_000;
/** Changes that could not be told while Redis was away, kept to tell later; more are merged into one. */
const UNSENT_MAX = 100;
const BLOCK_MS = 2000;

/** Tags a change touched; undefined: everything may have changed. */
export type ChangedTags = readonly string[] | undefined;

/**
 * How long after another replica told a change this one applies it, in ms: Infinity for the changes
 * missed while away from Redis and gone since (everything is taken as changed).
 */
export interface ChangeDelay {
  lagMs: number;
}

/** Applies a change another replica told. */
export type ApplyChange = (tags: ChangedTags, delay: ChangeDelay) => void;

export interface SharedChanges {
  /** Tells the other replicas of a change this one has applied already. */
  publish(tags: ChangedTags): void;
  /**
   * Whether content with one of these tags changed after a time (ms), by what this replica knows of
   * the fleet's changes: a shared copy rendered before is outdated.
   */
  changedSince(tags: readonly string[], since: number): boolean;
  /** Seconds between a change told by another replica and this one applying it (the last one). */
  lagSeconds(): number;
  /**
   * Starts reading the changes the other replicas tell, each applied with `apply`: called once what
   * applies them exists. Returns what stops reading them.
   */
  follow(apply: ApplyChange): () => Promise<void>;
  close(): Promise<void>;
}

/** The time (ms) in a stream entry's id. */
const idTime = (id: string) => Number(id.split('-')[0]);

/**
 * Revalidation across replicas: a change applied by the replica that received the webhook is added
 * to a Redis stream, and every other replica reads the stream from the last entry it applied and
 * applies it too. A replica that lost its connection resumes from that entry when it is back; when
 * the entries it missed are gone (Redis restarted empty, or the stream was trimmed past them), it
 * takes everything as changed. Changes made while Redis was away are told when it returns.
 */
export function createSharedChanges({
  redis,
  replicaId,
  logger,
}: {
  redis: SharedRedis;
  /** This replica's name in the stream (its own changes are not applied twice). */
  replicaId: string;
  logger: Logger;
}): SharedChanges {
  let apply: ApplyChange = () => undefined;
  const changedAt = new Map<string, number>();
  let everythingChangedAt = 0;
  let lag = 0;
  let unsent: ChangedTags[] = [];
  let lastId: string | undefined;
  let closed = false;
  const reader: Redis = redis.duplicate();

  const note = (tags: ChangedTags, at: number) => {
    if (!tags) everythingChangedAt = Math.max(everythingChangedAt, at);
    else for (const tag of tags) changedAt.set(tag, Math.max(changedAt.get(tag) ?? 0, at));
  };

  const send = async (tags: ChangedTags) => {
    await redis.client.xadd(
      STREAM,
      'MAXLEN',
      '~',
      STREAM_LENGTH,
      '*',
      'origin',
      replicaId,
      'tags',
      JSON.stringify(tags ?? null),
    );
  };

  const flush = async () => {
    const pending = unsent;
    unsent = [];
    for (const [index, tags] of pending.entries()) {
      try {
        await send(tags);
      } catch {
        unsent = [...pending.slice(index), ...unsent];
        return;
      }
    }
  };

  const handle = (id: string, fields: string[]) => {
    lastId = id;
    const values: Record<string, string> = {};
    for (let index = 0; index + 1 < fields.length; index += 2) values[fields[index]] = fields[index + 1];
    if (values.origin === replicaId) return;
    let tags: ChangedTags;
    try {
      tags = (JSON.parse(values.tags ?? 'null') as string[] | null) ?? undefined;
    } catch {
      tags = undefined;
    }
    note(tags, idTime(id));
    const lagMs = Math.max(0, Date.now() - idTime(id));
    lag = lagMs / 1000;
    apply(tags, { lagMs });
  };

  /** Where to read from after a (re)connection; everything is outdated when what was missed is gone. */
  const resume = async () => {
    if (lastId === undefined) {
      const [newest] = (await reader.xrevrange(STREAM, '+', '-', 'COUNT', 1)) as Array<[string, string[]]>;
      lastId = newest?.[0] ?? '0-0';
      return;
    }
    const [first] = (await reader.xrange(STREAM, lastId, '+', 'COUNT', 1)) as Array<[string, string[]]>;
    if (first?.[0] !== lastId && lastId !== '0-0') {
      logger.warn({ lastId }, 'changes missed while away from Redis are gone; every page is outdated');
      const newest = (await reader.xrevrange(STREAM, '+', '-', 'COUNT', 1)) as Array<[string, string[]]>;
      lastId = newest[0]?.[0] ?? '0-0';
      note(undefined, Date.now());
      apply(undefined, { lagMs: Number.POSITIVE_INFINITY });
    }
  };

  const read = async () => {
    let resumed = false;
    while (!closed) {
      try {
        if (!resumed) {
          await resume();
          resumed = true;
        }
        const answer = (await reader.xread('BLOCK', BLOCK_MS, 'STREAMS', STREAM, lastId ?? '$')) as Array<
          [string, Array<[string, string[]]>]
        > | null;
        for (const [, entries] of answer ?? []) for (const [id, fields] of entries) handle(id, fields);
      } catch {
        if (closed) return;
        resumed = false;
        // Back when the connection is ready again (ioredis reconnects by itself).
        await Promise.race([
          once(reader, 'ready'),
          once(reader, 'end'),
          new Promise((resolve) => setTimeout(resolve, BLOCK_MS).unref()),
        ]).catch(() => undefined);
      }
    }
  };

  const stopListening = redis.onStateChange((state) => {
    if (state === 'connected') void flush();
  });

  async function close() {
    closed = true;
    stopListening();
    reader.disconnect();
  }

  return {
    publish(tags) {
      note(tags, Date.now());
      if (redis.state() !== 'connected') {
        unsent.push(tags);
        if (unsent.length > UNSENT_MAX) unsent = [undefined];
        return;
      }
      send(tags).catch(() => {
        unsent.push(tags);
      });
    },
    changedSince(tags, since) {
      return everythingChangedAt > since || tags.some((tag) => (changedAt.get(tag) ?? 0) > since);
    },
    lagSeconds: () => lag,
    follow(applyChange) {
      apply = applyChange;
      void read();
      return close;
    },
    close,
  };
}
